import { FormFooter, SelectField, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { innerSchema, localizedPath, locales, type Locale, z, useTranslation } from '@lemon/shared';
import { categoryPayloadSchema, type CategoryPayload, type StaffCategory } from '@lemon/staff-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LanguageColumns } from '../ui/language-columns';
import { choiceOf, chosenId } from '../ui/record-choice';
import { isStale } from '../ui/list-order';
import { useSlugFromLabel } from '../ui/slug-from-label';
import { ConflictNotice } from '../ui/conflict-notice';
import { useReadCategoriesAgain } from '../catalogue/catalogue-calls';
import { useSaveCategory } from './categories-calls';
import styles from './categories.module.css';

/** The form's values: the category it sits inside as the select gives it ('' for none). */
type CategoryFormValues = Omit<CategoryPayload, 'parent_id'> & { parent_id: string };
type CategoryForm = UseFormReturn<CategoryFormValues, unknown, CategoryPayload>;

const categoryFormSchema = z.pipe(
  z.pipe(
    z.custom<CategoryFormValues>(),
    z.transform(({ parent_id, ...fields }): CategoryPayload => ({ ...fields, parent_id: chosenId(parent_id) })),
  ),
  innerSchema(categoryPayloadSchema),
);

const emptyText = { fr: '', en: '', it: '' };
const emptyCategory: CategoryFormValues = { label: emptyText, slug: emptyText, is_main: false, parent_id: '' };
const formValues = ({ label, slug, is_main, parent_id }: StaffCategory): CategoryFormValues => ({
  label: { ...label },
  slug: { ...slug },
  is_main,
  parent_id: choiceOf(parent_id),
});

/**
 * A new category, or one to change (`category`): its name and page address in each language (the address made
 * from the name until the owner writes her own), whether it is a main one, and the top-level category it sits
 * inside, if any (`categories`: every one). A change saved elsewhere meanwhile is shown, for her to take it or
 * save hers over it.
 */
export function CategoryForm({
  category,
  categories,
  onSaved,
  onCancel,
}: {
  category?: StaffCategory;
  categories: StaffCategory[];
  onSaved: (saved: StaffCategory) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const form = useContractForm(categoryFormSchema, category ? formValues(category) : emptyCategory);
  // One level: a category holding others stays at the top, and only a top-level one can hold it.
  const holdsOthers = category !== undefined && categories.some((candidate) => candidate.parent_id === category.id);
  const parents = categories.filter((candidate) => candidate.parent_id === null && candidate.id !== category?.id);
  const save = useSaveCategory();
  const readAgain = useReadCategoriesAgain();
  // The version the save starts from: the one opened, or the one saved meanwhile that she chose to write over.
  const version = useRef(category?.version);
  const [savedMeanwhile, setSavedMeanwhile] = useState<StaffCategory | 'deleted'>();
  const { submit, status } = useFormCall(
    form,
    async (payload) => {
      if (!category || version.current === undefined) return save.mutateAsync({ id: undefined, payload });
      try {
        return await save.mutateAsync({ id: category.id, payload: { ...payload, version: version.current } });
      } catch (error) {
        if (!isStale(error)) throw error;
        setSavedMeanwhile((await readAgain()).find((candidate) => candidate.id === category.id) ?? 'deleted');
        return undefined;
      }
    },
    (saved) => saved && onSaved(saved),
  );
  const titleId = useId();
  useEffect(() => form.setFocus('label.fr'), [form]);

  const takeSaved = (theirs: StaffCategory) => {
    form.reset(formValues(theirs));
    version.current = theirs.version;
    setSavedMeanwhile(undefined);
  };
  const keepMine = (theirs: StaffCategory) => {
    version.current = theirs.version;
    setSavedMeanwhile(undefined);
    void submit();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className={styles.form}>
      <h2 id={titleId}>{category ? t('categories.form.editTitle', { name: category.label.fr }) : t('categories.form.newTitle')}</h2>
      <LanguageColumns>{(locale) => <CategoryTexts form={form} locale={locale} kept={Boolean(category)} />}</LanguageColumns>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('is_main')} />
        <span>{t('categories.form.isMain')}</span>
      </label>
      {holdsOthers ? (
        <p className={styles.hint}>{t('categories.form.holdsOthers')}</p>
      ) : (
        <SelectField
          form={form}
          name="parent_id"
          label={t('categories.form.parent')}
          hint={t('categories.form.parentHint')}
          placeholder={t('categories.form.noParent')}
          options={parents.map((parent) => ({ value: String(parent.id), label: parent.label.fr }))}
        />
      )}
      {savedMeanwhile === 'deleted' ? (
        <div className={styles.gone} role="alert">
          <p>{t('categories.form.gone')}</p>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {t('categories.form.close')}
          </button>
        </div>
      ) : (
        savedMeanwhile && (
          <ConflictNotice
            title={t('conflict.savedMeanwhile')}
            onTakeTheirs={() => takeSaved(savedMeanwhile)}
            onKeepMine={() => keepMine(savedMeanwhile)}
          >
            <ul className={styles.savedNames}>
              {locales.map((locale) => (
                <li key={locale} lang={locale}>
                  {t(`languages.${locale}`)} : {savedMeanwhile.label[locale]} (
                  {localizedPath(locale, 'category', { slug: savedMeanwhile.slug[locale] })})
                </li>
              ))}
              <li>{savedMeanwhile.is_main ? t('categories.form.savedMain') : t('categories.form.savedNotMain')}</li>
              <li>
                {t('categories.form.parent')} :{' '}
                {categories.find((candidate) => candidate.id === savedMeanwhile.parent_id)?.label.fr ?? t('categories.form.noParent')}
              </li>
            </ul>
          </ConflictNotice>
        )
      )}
      <FormFooter form={form} status={status} submitLabel={category ? t('categories.form.save') : t('categories.form.create')}>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('categories.form.cancel')}
        </button>
      </FormFooter>
    </form>
  );
}

/** A category's name and page address in one language; the address follows the name until she writes her own. */
function CategoryTexts({ form, locale, kept }: { form: CategoryForm; locale: Locale; kept: boolean }) {
  const { t } = useTranslation('admin');
  useSlugFromLabel(form, `label.${locale}`, `slug.${locale}`, locale);
  const slug = useWatch({ control: form.control, name: `slug.${locale}` });
  const where = slug ? `${t('categories.form.slugPath', { path: localizedPath(locale, 'category', { slug }) })} ` : '';
  return (
    <>
      <TextField form={form} name={`label.${locale}`} label={t('categories.form.name')} autoComplete="off" />
      <TextField
        form={form}
        name={`slug.${locale}`}
        label={t('categories.form.slug')}
        hint={where + (kept ? t('categories.form.slugKept') : t('categories.form.slugMade'))}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </>
  );
}
