import { lazySchema, localizedTextSchema, z } from '@lemon/shared/contract';

/** The records whose pages are found by a slug: an old slug of one leads on when it is renamed or deleted. */
export const slugKinds = ['product', 'category'] as const;
export type SlugKind = (typeof slugKinds)[number];

export const movedPageParamsSchema = lazySchema(() => z.object({ kind: z.enum(slugKinds), slug: z.string().check(z.minLength(1)) }));

/**
 * `GET /api/moved_pages/{kind}/{slug}`: where the page a slug no product or category has now went: the slugs of
 * its page now (renamed), or null (deleted). A slug no page ever had, or whose page is hidden since, is a 404.
 */
export const movedPageSchema = lazySchema(() => z.object({ slug: z.nullable(localizedTextSchema) }));
export type MovedPage = z.infer<typeof movedPageSchema>;
