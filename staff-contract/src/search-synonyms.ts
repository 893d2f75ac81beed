// The search's synonyms, which the owner writes in the back office: words shoppers use for what the shop calls
// otherwise ("limoncello" for the lemon liqueur). A search for one term of a group finds what any other finds.
import { filledText, lazySchema, recordIdParamsSchema, z } from '@lemon/shared/contract';

/** Terms a group holds: two at least (a term and what it means), a handful at most. */
export const synonymTermsLimits = { fewest: 2, most: 8, longest: 60 };

export const searchSynonymGroupSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    /** Each save makes a new one: a save made from an older version is refused (409). */
    version: z.int(),
    /** Words or a few words each, as the owner wrote them: "limoncello", "liqueur de citron". */
    terms: z.array(z.string()),
  }),
);
export type SearchSynonymGroup = z.infer<typeof searchSynonymGroupSchema>;

const termsSchema = () =>
  z.array(filledText(synonymTermsLimits.longest)).check(z.minLength(synonymTermsLimits.fewest), z.maxLength(synonymTermsLimits.most));

/** `POST /api/staff/search-synonyms`. */
export const searchSynonymPayloadSchema = lazySchema(() => z.object({ terms: termsSchema() }));
export type SearchSynonymPayload = z.input<typeof searchSynonymPayloadSchema>;
/** `PUT /api/staff/search-synonyms/{id}`: from the version the owner read. */
export const searchSynonymUpdatePayloadSchema = lazySchema(() => z.object({ terms: termsSchema(), version: z.int().check(z.minimum(1)) }));
export type SearchSynonymUpdatePayload = z.input<typeof searchSynonymUpdatePayloadSchema>;
export const searchSynonymParamsSchema = lazySchema(() => recordIdParamsSchema('Synonym group'));

export const searchSynonymResponseSchema = lazySchema(() => z.object({ data: searchSynonymGroupSchema }));
export const searchSynonymListResponseSchema = lazySchema(() => z.object({ data: z.array(searchSynonymGroupSchema) }));
