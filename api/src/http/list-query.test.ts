import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { paginationMeta, parseItemQuery, parseListQuery } from './list-query';

const spec = {
  filters: { is_main: 'boolean', category: 'id' },
  sorts: ['order', 'id'],
  includes: ['recipes'],
  defaultPerPage: 12,
} as const;

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseListQuery', () => {
  it('reads filters, sorts, includes and pagination', () => {
    expect(
      parseListQuery(
        { 'filter[is_main]': 'true', 'filter[category]': '4', sort: 'order,-id', include: 'recipes', perPage: '10', page: '2' },
        spec,
      ),
    ).toEqual({
      filters: { is_main: true, category: 4 },
      sort: [
        { field: 'order', descending: false },
        { field: 'id', descending: true },
      ],
      includes: new Set(['recipes']),
      extras: {},
      page: 2,
      perPage: 10,
    });
  });

  it('defaults to the first page of the call’s page size', () => {
    expect(parseListQuery({}, spec)).toMatchObject({ page: 1, perPage: 12, sort: [] });
  });

  it('answers unknown names with a 400 that lists the known ones', () => {
    expect(refusal(() => parseListQuery({ 'filter[colour]': 'red' }, spec))).toMatchObject({
      statusCode: 400,
      message: 'Unknown filter "colour". Filters: is_main, category.',
    });
    expect(refusal(() => parseListQuery({ sort: '-price' }, spec)).message).toBe('Unknown sort "price". Sorts: order, id.');
    expect(refusal(() => parseListQuery({ q: 'x' }, spec)).statusCode).toBe(400);
  });

  it('answers bad values with a 422 and a code per field, all at once', () => {
    const error = refusal(() => parseListQuery({ 'filter[is_main]': 'yes', 'filter[category]': '0', perPage: '500', page: '1.5' }, spec));
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual({ 'filter[is_main]': ['boolean'], 'filter[category]': ['integer'], perPage: ['max'], page: ['integer'] });
  });
});

describe('parseItemQuery', () => {
  it('takes only the includes of the call', () => {
    expect(parseItemQuery({ include: 'recipes' }, ['recipes'])).toEqual(new Set(['recipes']));
    expect(refusal(() => parseItemQuery({ perPage: '3' }, ['recipes'])).message).toBe(
      'Unknown query parameter "perPage". Parameters: include.',
    );
  });
});

describe('paginationMeta', () => {
  it('has at least one page', () => {
    expect(paginationMeta(1, 10, 0)).toEqual({ current_page: 1, per_page: 10, total: 0, last_page: 1 });
    expect(paginationMeta(2, 10, 21)).toEqual({ current_page: 2, per_page: 10, total: 21, last_page: 3 });
  });
});
