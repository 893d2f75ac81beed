import { callAddress, catalogCalls } from '@lemon/shared/api-calls';
import { describe, expect, it } from 'vitest';
import { pageAnswers, type ApiReader } from './first-answers';

const answerBodies: Record<string, unknown> = {
  [callAddress(catalogCalls.mainCategories)]: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } },
  [callAddress(catalogCalls.festivalNotice)]: {
    data: {
      shown_from: '2027-02-03',
      starts_on: '2027-02-17',
      ends_on: '2027-03-03',
      message: { fr: 'a', en: 'b', it: 'c' },
      category: null,
    },
  },
};

/** A reader answering the page's calls in the order given (10 ms apart), whatever the order they were asked in. */
const readerAnsweringInOrder =
  (order: string[]): ApiReader =>
  (address) =>
    new Promise((resolve) =>
      setTimeout(() => resolve({ statusCode: 200, body: JSON.stringify(answerBodies[address]) }), 10 * order.indexOf(address)),
    );

describe('the answers a page carries', () => {
  it('are listed in the same order however the calls finish, so the same catalogue makes the same page', async () => {
    const addresses = Object.keys(answerBodies);
    const asArrived = await pageAnswers(null, '', readerAnsweringInOrder(addresses));
    const reversed = await pageAnswers(null, '', readerAnsweringInOrder([...addresses].reverse()));

    expect(Object.keys(asArrived.answers)).toEqual([...addresses].sort());
    expect(JSON.stringify(reversed.answers)).toBe(JSON.stringify(asArrived.answers));
  });
});
