// A group of synonyms as the owner writes it, one field of terms separated by commas, and the contract's payload
// (a list of terms): the form checks its value by making the list and checking it as the contract does.
import { z } from '@lemon/shared';
import { searchSynonymPayloadSchema, synonymTermsLimits, type SearchSynonymGroup } from '@lemon/staff-contract';

/** The terms a field holds: split at commas (or new lines), trimmed, each once whatever its case. */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const written of text.split(/[,\n]/)) {
    const term = written.trim().replace(/\s+/g, ' ');
    if (term && !terms.some((kept) => kept.toLowerCase() === term.toLowerCase())) terms.push(term);
  }
  return terms;
}

/** A group's terms as its field shows them. */
export const termsText = (terms: readonly string[]) => terms.join(', ');

export interface SynonymFormValues {
  terms: string;
}

export const toSynonymFormValues = (group?: SearchSynonymGroup, adding?: string): SynonymFormValues => ({
  terms: group ? termsText(group.terms) : adding ? `${adding}, ` : '',
});

/**
 * The form's check, at its one field: fewer than two terms is `min`, more than eight or one too long `max` (the
 * field says each in the owner's words); the value made into the contract's payload and checked by it.
 */
export const synonymFormSchema = z.pipe(
  z.pipe(
    z.object({
      terms: z.string().check(
        z.refine((text) => termsOf(text).length >= synonymTermsLimits.fewest, { params: { code: 'min' }, abort: true }),
        z.refine(
          (text) => {
            const terms = termsOf(text);
            return terms.length <= synonymTermsLimits.most && terms.every((term) => term.length <= synonymTermsLimits.longest);
          },
          { params: { code: 'max' } },
        ),
      ),
    }),
    z.transform(({ terms }) => ({ terms: termsOf(terms) })),
  ),
  searchSynonymPayloadSchema,
);
