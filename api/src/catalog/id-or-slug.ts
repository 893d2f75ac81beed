/** `GET …/{id}` takes an id or a slug in any of the three languages. */
export type IdOrSlug = { id: number } | { slug: string };

export const parseIdOrSlug = (value: string): IdOrSlug => (/^\d{1,10}$/.test(value) ? { id: Number(value) } : { slug: value });
