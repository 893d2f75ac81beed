import type { Locale } from '@lemon/shared';
import { missingTranslations } from '@lemon/staff-contract';
import { useTranslation } from '@lemon/shared';
import { useWatch, type Control, type Path } from 'react-hook-form';
import { textInLanguage } from '../ui/text-in-language';
import type { ProductFormValues } from './product-values';
import styles from './product.module.css';

/** A missing text's name in words: `variations.1.label.it` → "Format 2 : nom du format (italien)". */
export function useMissingInWords() {
  const { t } = useTranslation('admin');
  return (missing: string) => {
    const parts = missing.split('.');
    const language = parts.at(-1) as Locale;
    const inLanguage = (field: string) => textInLanguage(t, field, language);
    if (parts[0] === 'variations') {
      return t('product.missing.sizeItem', { number: Number(parts[1]) + 1, field: inLanguage(t('product.sizes.label')) });
    }
    return inLanguage(t(`product.conflict.fields.${parts[0] as 'label' | 'slug' | 'description'}`));
  };
}

/** At the top of the form: how many texts still wait for their translation, and which, as she types. */
export function MissingTranslations({ control }: { control: Control<ProductFormValues, unknown, unknown> }) {
  const { t } = useTranslation('admin');
  const inWords = useMissingInWords();
  // Only this summary follows every key typed; each field's own note follows its two texts.
  const missing = missingTranslations(useWatch({ control }) as ProductFormValues);
  if (missing.length === 0) return null;
  return (
    <section className={styles.missing} aria-label={t('product.missing.summary', { count: missing.length })}>
      <p className={styles.missingCount}>{t('product.missing.summary', { count: missing.length })}</p>
      <ul>
        {missing.map((name) => (
          <li key={name}>{inWords(name)}</li>
        ))}
      </ul>
      <p className={styles.missingHint}>{t('product.missing.summaryHint')}</p>
    </section>
  );
}

/** Whether a text (`label`, `variations.0.label`) is missing in `locale` while its French is written, as `missingTranslations` says. */
export function useTranslationMissing(control: Control<ProductFormValues, unknown, unknown>, field: string, locale: Locale) {
  const [french, text] = useWatch({
    control,
    name: [`${field}.fr`, `${field}.${locale}`] as [Path<ProductFormValues>, Path<ProductFormValues>],
  });
  return locale !== 'fr' && String(french).trim() !== '' && String(text).trim() === '';
}

/** Said beside a field whose translation is missing. */
export function MissingNote() {
  const { t } = useTranslation('admin');
  return <p className={styles.missingNote}>{t('product.missing.field')}</p>;
}
