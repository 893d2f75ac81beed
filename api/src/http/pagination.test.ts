import { describe, expect, it } from 'vitest';
import { paginationMeta } from './pagination';

describe('paginationMeta', () => {
  it('has at least one page', () => {
    expect(paginationMeta(1, 10, 0)).toEqual({ current_page: 1, per_page: 10, total: 0, last_page: 1 });
    expect(paginationMeta(2, 10, 21)).toEqual({ current_page: 2, per_page: 10, total: 21, last_page: 3 });
  });
});
