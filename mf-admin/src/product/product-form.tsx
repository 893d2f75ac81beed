import { FormFooter, useContractForm, useFormCall } from '@lemon/kit';
import { $locale, ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { StaffCategory, StaffProduct, StaffRecipe } from '@lemon/staff-contract';
import { useId, useState, type FormEvent } from 'react';
import { ConflictNotice } from '../ui/conflict-notice';
import { useFormDraft } from '../ui/form-draft';
import { useLeaveGuard } from '../ui/leave-guard';
import { formatMoment } from '@lemon/shop-format';
import { SaveBar } from '../ui/save-bar';
import { keepMyChanges, productChanges } from './product-changes';
import { useFetchLatestProduct, useSaveProduct } from './product-calls';
import { MissingTranslations } from './missing-translations';
import { ProductSale } from './product-sale';
import { ProductSizes } from './product-sizes';
import { ProductTexts } from './product-texts';
import { emptyProductForm, newProductFormSchema, productFormSchema, toFormValues } from './product-values';
import styles from './product.module.css';

interface ProductFormProps {
  /** The product as saved when the page opened; none for a new one. */
  product?: StaffProduct;
  categories: StaffCategory[];
  recipes: StaffRecipe[];
  /** A new product was created: the page goes to its own address. */
  onCreated?: (product: StaffProduct) => void;
}

/**
 * A product's whole form: its texts in three languages, its sale, its sizes with their photos. Checked as the
 * server checks it; saved from the version it started from, and when someone else saved meanwhile, what they
 * changed is shown and the owner chooses, her typing kept until she does.
 */
export function ProductForm({ product, categories, recipes, onCreated }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const showToast = useUnit(showToastFx);
  // The product as saved that the form's values started from, and the one someone else saved since, if any.
  const [base, setBase] = useState(product);
  const [theirs, setTheirs] = useState<StaffProduct>();
  const [uploads, setUploads] = useState(0);
  const [waitNotice, setWaitNotice] = useState(false);
  const form = useContractForm(
    (product ? productFormSchema : newProductFormSchema) as typeof newProductFormSchema,
    product ? toFormValues(product) : emptyProductForm(),
  );
  const save = useSaveProduct();
  const fetchLatest = useFetchLatestProduct();
  const sectionId = useId();
  // A draft in this browser: her changes outlive a reload, a closed tab, a call; from the version they started from.
  const draft = useFormDraft(product ? `product:${product.id}` : 'product:new', form, base, (restored) => setBase(restored.base));
  useLeaveGuard(form.formState.isDirty, t('unsaved.leave'));

  const call = async (payload: Parameters<typeof save.mutateAsync>[0]['payload']) => {
    try {
      return await save.mutateAsync({ id: base?.id, payload });
    } catch (error) {
      if (!base || !(error instanceof ApiError) || error.status !== 409) throw error;
      setTheirs(await fetchLatest(base.id));
      return undefined;
    }
  };
  const saved = (done: StaffProduct | undefined) => {
    if (!done) return;
    draft.forget();
    void showToast({ kind: 'success', message: t(base ? 'product.saved' : 'product.created', { name: done.label.fr }) });
    if (!base) return onCreated?.(done);
    form.reset(toFormValues(done));
    setBase(done);
  };
  const { submit, status } = useFormCall(form, call, saved);
  const send = (event?: FormEvent) => {
    if (uploads > 0) {
      event?.preventDefault();
      setWaitNotice(true);
      return;
    }
    setWaitNotice(false);
    void submit(event);
  };

  const takeTheirs = () => {
    form.reset(toFormValues(theirs!));
    setBase(theirs);
    setTheirs(undefined);
    void showToast({ kind: 'success', message: t('product.conflict.tookTheirs') });
  };
  const keepMine = () => {
    form.reset(keepMyChanges(form.getValues(), toFormValues(base!), toFormValues(theirs!)));
    setBase(theirs);
    setTheirs(undefined);
    send();
  };
  const nameOf = (list: { id: number; label: { fr: string } }[]) => (id: number) =>
    list.find((item) => item.id === id)?.label.fr ?? `#${id}`;

  return (
    <form noValidate className={styles.form} aria-label={product ? product.label.fr : t('product.newTitle')} onSubmit={send}>
      {theirs && base && (
        <ConflictNotice
          title={t('product.conflict.title')}
          changes={productChanges(base, theirs, { t, locale, categoryName: nameOf(categories), recipeName: nameOf(recipes) })}
          busy={status.sending}
          onTakeTheirs={takeTheirs}
          onKeepMine={keepMine}
        />
      )}
      {draft.restored && (
        <div className={styles.draftNotice} role="status">
          <p>{t('unsaved.restored', { moment: formatMoment(draft.restored.savedAt, locale) })}</p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              draft.discard(product ? toFormValues(product) : emptyProductForm());
              setBase(product);
            }}
          >
            {t('unsaved.discard')}
          </button>
        </div>
      )}
      <MissingTranslations control={form.control} />
      <section className={styles.section} aria-labelledby={`${sectionId}-texts`}>
        <h2 id={`${sectionId}-texts`}>{t('product.sections.texts')}</h2>
        <ProductTexts form={form} isNew={!product} />
      </section>
      <section className={styles.section} aria-labelledby={`${sectionId}-sale`}>
        <h2 id={`${sectionId}-sale`}>{t('product.sections.sale')}</h2>
        <ProductSale form={form} categories={categories} recipes={recipes} />
      </section>
      <section className={styles.section} aria-labelledby={`${sectionId}-sizes`}>
        <h2 id={`${sectionId}-sizes`}>{t('product.sections.sizes')}</h2>
        <ProductSizes form={form} onUploads={(change) => setUploads((count) => count + change)} />
      </section>
      <SaveBar>
        {waitNotice && uploads > 0 && (
          <p className={styles.wait} role="status">
            {t('product.waitForUpload')}
          </p>
        )}
        <FormFooter form={form} status={status} submitLabel={product ? t('product.save') : t('product.create')} />
      </SaveBar>
    </form>
  );
}
