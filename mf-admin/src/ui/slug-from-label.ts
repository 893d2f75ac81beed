import type { Locale } from '@lemon/shared';
import { slugMaxLength } from '@lemon/staff-contract';
import slugify from 'slugify';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** A page's address made from its name: "Liqueur de citron à l'ancienne" → "liqueur-de-citron-a-l-ancienne". */
export function slugFromLabel(label: string, locale: Locale): string {
  const slug = slugify(label.replace(/['’]/g, ' '), { lower: true, strict: true, locale, replacement: '-' }).replace(/-+/g, '-');
  if (slug.length <= slugMaxLength) return slug;
  // Cut at a word: an address ending mid-word reads as a typo.
  const cut = slug.slice(0, slugMaxLength + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : slugMaxLength);
}

/**
 * Keeps a slug field made from its label while it was made so: a new record's address follows its name as it is
 * typed, and stops following once the owner writes an address of their own (clearing it follows again).
 */
export function useSlugFromLabel<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  labelField: Path<Values>,
  slugField: Path<Values>,
  locale: Locale,
) {
  const following = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    const label = String(form.getValues(labelField) ?? '');
    const slug = String(form.getValues(slugField) ?? '');
    following.current ??= slug === '' || slug === slugFromLabel(label, locale);
    const subscription = form.watch((values, { name }) => {
      if (name === labelField && following.current) {
        const made = slugFromLabel(String(form.getValues(labelField) ?? ''), locale);
        form.setValue(slugField, made as PathValue<Values, Path<Values>>, { shouldDirty: true });
      } else if (name === slugField) {
        const typed = String(form.getValues(slugField) ?? '');
        following.current = typed === '' || typed === slugFromLabel(String(form.getValues(labelField) ?? ''), locale);
      }
      void values;
    });
    return () => subscription.unsubscribe();
  }, [form, labelField, slugField, locale]);
}
