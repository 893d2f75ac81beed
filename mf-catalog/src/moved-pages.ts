import { callOf } from '@lemon/app-protocol';
import type { SlugKind } from '@lemon/catalog-contract';
import { isMissing, type ApiGet } from '@lemon/kit';
import type { Locale } from '@lemon/shared';
import { catalogCalls } from './calls';

/**
 * Where the product or category an old slug named went, for the server to answer its address: the route's params
 * now in the address's language (renamed: 301), gone (deleted: 410), or undefined when no page had the slug.
 */
export async function movedTo(kind: SlugKind, slug: string, locale: Locale, api: ApiGet) {
  try {
    const { data } = await api.get(callOf(catalogCalls.movedPage, { kind, slug }), catalogCalls.movedPage.response);
    return data.slug === null ? ('gone' as const) : { slug: data.slug[locale] };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
