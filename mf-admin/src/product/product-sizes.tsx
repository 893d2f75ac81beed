import { TextField } from '@lemon/kit';
import type { Locale } from '@lemon/shared';
import { maxVariations } from '@lemon/staff-contract';
import { useId } from 'react';
import { useTranslation } from '@lemon/shared';
import { get, useController, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { choiceClassName } from '../ui/checkbox-field';
import { LanguageColumns } from '../ui/language-columns';
import { MissingNote, useTranslationMissing } from './missing-translations';
import { newVariation, type ProductFormValues } from './product-values';
import { SizePicture } from './size-picture';
import styles from './product.module.css';

type ProductForm = UseFormReturn<ProductFormValues, unknown, unknown>;

/** The product's sizes in the shop's order: each with its names, price, stock, colour and photo; added, moved, removed. */
export function ProductSizes({ form, onUploads }: { form: ProductForm; onUploads: (change: number) => void }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'variations' });
  const radioGroup = useId();
  // A refusal of the list itself (none shown first, none at all), from the browser or the server.
  const listError = get(form.formState.errors, 'variations') as { message?: string; root?: { message?: string } } | undefined;
  const listCode = listError?.root?.message ?? listError?.message;

  const showFirst = (shown: number) =>
    form
      .getValues('variations')
      .forEach((_size, index) => form.setValue(`variations.${index}.is_default`, index === shown, { shouldDirty: true }));
  const removeSize = (index: number) => {
    const wasShownFirst = form.getValues(`variations.${index}.is_default`);
    remove(index);
    if (wasShownFirst && form.getValues('variations').length > 0) showFirst(0);
  };
  const moveSize = (from: number, to: number) => {
    move(from, to);
    // The button pressed moved with its size: the focus follows, so a second press moves it again.
    // At either end of the list that button is disabled: the other one takes the focus.
    requestAnimationFrame(() => {
      const [same, other] = to > from ? ['down', 'up'] : ['up', 'down'];
      const pressed = document.getElementById(`${radioGroup}-${to}-${same}`) as HTMLButtonElement | null;
      (pressed && !pressed.disabled ? pressed : document.getElementById(`${radioGroup}-${to}-${other}`))?.focus();
    });
  };

  return (
    <div className={styles.sizes}>
      {listCode && (
        <p className={styles.error} role="alert">
          {common(`validation.errors.${listCode}`, { defaultValue: common('validation.errors.invalid') })}
        </p>
      )}
      <ol className={styles.sizeList}>
        {fields.map((field, index) => (
          // `field.id` is react-hook-form's key for the row; the size's own id is in its values.
          <li key={field.id} className={styles.size}>
            <SizeEditor
              form={form}
              index={index}
              count={fields.length}
              radioGroup={radioGroup}
              onShowFirst={() => showFirst(index)}
              onMove={(to) => moveSize(index, to)}
              onRemove={() => removeSize(index)}
              onUploads={onUploads}
            />
          </li>
        ))}
      </ol>
      {fields.length < maxVariations ? (
        <button type="button" className="button-secondary" onClick={() => append(newVariation(fields.length === 0))}>
          {t('product.sizes.add')}
        </button>
      ) : (
        <p>{t('product.sizes.max', { max: maxVariations })}</p>
      )}
    </div>
  );
}

interface SizeEditorProps {
  form: ProductForm;
  index: number;
  count: number;
  /** The "shown first" radios' name, one for the product. */
  radioGroup: string;
  onShowFirst: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onUploads: (change: number) => void;
}

function SizeEditor({ form, index, count, radioGroup, onShowFirst, onMove, onRemove, onUploads }: SizeEditorProps) {
  const { t } = useTranslation('admin');
  const number = index + 1;
  const name = useWatch({ control: form.control, name: `variations.${index}.label.fr` }).trim();
  const isDefault = useWatch({ control: form.control, name: `variations.${index}.is_default` });
  return (
    <fieldset className={styles.sizeFields}>
      <legend>{name ? t('product.sizes.named', { number, name }) : t('product.sizes.legend', { number })}</legend>
      <LanguageColumns>{(locale) => <SizeName form={form} index={index} locale={locale} />}</LanguageColumns>
      <div className={styles.sizeNumbers}>
        <TextField
          form={form}
          name={`variations.${index}.price`}
          label={t('product.sizes.price')}
          hint={t('product.sizes.priceHint')}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField form={form} name={`variations.${index}.stock`} label={t('product.sizes.stock')} inputMode="numeric" autoComplete="off" />
        <SizeColor form={form} index={index} />
      </div>
      <label className={choiceClassName}>
        <input type="radio" name={radioGroup} checked={isDefault} onChange={onShowFirst} />
        <span>{t('product.sizes.shownFirst')}</span>
      </label>
      <SizePicture form={form} index={index} onUploads={onUploads} />
      <div className={styles.sizeActions}>
        <button
          type="button"
          id={`${radioGroup}-${index}-up`}
          className="button-secondary"
          disabled={index === 0}
          aria-label={t('product.sizes.moveUpSize', { number })}
          onClick={() => onMove(index - 1)}
        >
          {t('product.sizes.moveUp')}
        </button>
        <button
          type="button"
          id={`${radioGroup}-${index}-down`}
          className="button-secondary"
          disabled={index === count - 1}
          aria-label={t('product.sizes.moveDownSize', { number })}
          onClick={() => onMove(index + 1)}
        >
          {t('product.sizes.moveDown')}
        </button>
        {count > 1 && (
          <button type="button" className="button-secondary" aria-label={t('product.sizes.removeSize', { number })} onClick={onRemove}>
            {t('product.sizes.remove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

function SizeName({ form, index, locale }: { form: ProductForm; index: number; locale: Locale }) {
  const { t } = useTranslation('admin');
  const missing = useTranslationMissing(form.control, `variations.${index}.label`, locale);
  return (
    <>
      <TextField
        form={form}
        name={`variations.${index}.label.${locale}`}
        label={t('product.sizes.label')}
        hint={locale === 'fr' ? t('product.sizes.labelHint') : undefined}
        autoComplete="off"
      />
      {missing && <MissingNote />}
    </>
  );
}

/** A size's colour: one picked, or none. */
function SizeColor({ form, index }: { form: ProductForm; index: number }) {
  const { t } = useTranslation('admin');
  const { field } = useController({ control: form.control, name: `variations.${index}.color` });
  return (
    <fieldset className={styles.color}>
      <legend>{t('product.sizes.color')}</legend>
      <div className={styles.colorChoices}>
        {/* No colour shows as an empty, crossed swatch: never a colour the size does not have. */}
        {field.value === null ? (
          <span className={styles.noSwatch} aria-hidden="true" data-testid="no-colour" />
        ) : (
          <input
            type="color"
            aria-label={t('product.sizes.color')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
        <label className={choiceClassName}>
          <input
            type="checkbox"
            checked={field.value === null}
            onChange={(event) => field.onChange(event.target.checked ? null : '#f7d63e')}
          />
          <span>{t('product.sizes.noColor')}</span>
        </label>
      </div>
    </fieldset>
  );
}
