import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { validationCodeOf } from '@lemon/shared/contract';
import { pageViewPayloadSchema, pageViewsQuerySchema } from './page-views';

/** The refused fields of a parse, each with its code, as the browser (and the server) gives them. */
const refused = (result: z.core.util.SafeParseResult<unknown>) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${validationCodeOf(issue as never)}`);

describe('the page views’ contract', () => {
  it('gives the browser the server’s codes for a page view, and a visitor in lower case', () => {
    const visitor = '3B241101-E2BB-4255-8CAF-4136C566A962';
    expect(pageViewPayloadSchema.parse({ path: '/fr/', visitor })).toEqual({ path: '/fr/', visitor: visitor.toLowerCase() });
    expect(refused(pageViewPayloadSchema.safeParse({ path: '/fr?x', visitor: 'x' }))).toEqual(['path: invalid', 'visitor: invalid']);
    expect(refused(pageViewPayloadSchema.safeParse({ path: `/fr/${'x'.repeat(297)}` }))).toEqual(['path: max', 'visitor: required']);
  });

  it('takes any page path in a language: whether it is one of the shop’s pages, the apps deployed say', () => {
    const visitor = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(pageViewPayloadSchema.parse({ path: '/it/una-pagina-nuova', visitor })).toEqual({ path: '/it/una-pagina-nuova', visitor });
    expect(refused(pageViewPayloadSchema.safeParse({ path: '/de/seite', visitor }))).toEqual(['path: invalid']);
  });

  it('reads a period of days, refusing one that ends before it starts or lasts over 366 days', () => {
    expect(pageViewsQuerySchema.parse({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(pageViewsQuerySchema.parse({ to: '2026-03-30' })).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(refused(pageViewsQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }))).toEqual(['from: date_range']);
    expect(refused(pageViewsQuerySchema.safeParse({ from: '2024-01-02', to: '2024-01-01' }))).toEqual(['from: date_order']);
  });
});
