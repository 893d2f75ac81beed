import { TextField } from '@lemon/kit';
import { localizedPath, type Locale, useTranslation } from '@lemon/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LanguageColumns } from '../ui/language-columns';
import { RichTextField } from '../ui/rich-text-editor';
import { useSlugFromLabel } from '../ui/slug-from-label';
import { MissingNote, useTranslationMissing } from './missing-translations';
import type { ProductFormValues } from './product-values';

type ProductForm = UseFormReturn<ProductFormValues, unknown, unknown>;

/** The product's name, page address and description, each language in its own column. */
export function ProductTexts({ form, isNew }: { form: ProductForm; isNew: boolean }) {
  return (
    <LanguageColumns>
      {(locale) => (
        <>
          {/* A new product's address follows its name; a saved one's stays, so links to its page keep working. */}
          {isNew && <SlugFollowsLabel form={form} locale={locale} />}
          <TextsIn form={form} locale={locale} isNew={isNew} />
        </>
      )}
    </LanguageColumns>
  );
}

function SlugFollowsLabel({ form, locale }: { form: ProductForm; locale: Locale }) {
  useSlugFromLabel(form, `label.${locale}`, `slug.${locale}`, locale);
  return null;
}

function TextsIn({ form, locale, isNew }: { form: ProductForm; locale: Locale; isNew: boolean }) {
  const { t } = useTranslation('admin');
  const labelMissing = useTranslationMissing(form.control, 'label', locale);
  const descriptionMissing = useTranslationMissing(form.control, 'description', locale);
  const slug = useWatch({ control: form.control, name: `slug.${locale}` }).trim();
  const page = slug && t('product.fields.slugPage', { path: localizedPath(locale, 'product', { slug }) });
  return (
    <>
      <TextField form={form} name={`label.${locale}`} label={t('product.fields.label')} autoComplete="off" />
      {labelMissing && <MissingNote />}
      <TextField
        form={form}
        name={`slug.${locale}`}
        label={t('product.fields.slug')}
        hint={[t(isNew ? 'product.fields.slugHint' : 'product.fields.slugRule'), page].filter(Boolean).join(' ')}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
      />
      <RichTextField
        form={form}
        name={`description.${locale}`}
        label={t('product.fields.description')}
        hint={t('product.fields.descriptionHint')}
        note={descriptionMissing ? <MissingNote /> : undefined}
      />
    </>
  );
}
