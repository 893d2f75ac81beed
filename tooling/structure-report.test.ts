import { describe, expect, it } from 'vitest';
import { loopsBetween } from './api-folders';
import { engineTestsIn, queriesIn } from './structure-report';

describe('the structure report', () => {
  it('counts the queries a file starts, not the fragments of SQL it builds them with', () => {
    const text = `
      await db.selectFrom('orders').where(sql\`status = \${status}\`).execute();
      await trx.insertInto('audit').values(row).execute();
      await sql\`select 1\`.execute(db);
      await sql<{ n: number }>\`  update products set n = 1\`.execute(db);
      const condition = sql\`price > 0\`;`;
    expect(queriesIn('orders.ts', text)).toBe(4);
  });

  it('counts each place that tells the engines apart', () => {
    const text = `q.$if(locksRows(trx), (each) => each.forUpdate()); if (engine === 'postgres') {} if ('sqlite' !== config.engine) {}
      if (engineOf(db) === 'postgres') {} q.$call(lockingRows(trx));`;
    expect(engineTestsIn(text)).toBe(4); // the last says what it does by name: not a test of the engine
  });

  it('finds the folders that import each other, around, and none where imports go one way', () => {
    const edges = (pairs: [string, string][]) => {
      const map = new Map<string, Set<string>>();
      for (const [from, to] of pairs) (map.get(from) ?? map.set(from, new Set()).get(from)!).add(to);
      return map;
    };
    expect(
      loopsBetween(
        edges([
          ['orders', 'cart'],
          ['cart', 'catalog'],
          ['refunds', 'orders'],
        ]),
      ),
    ).toEqual([]);
    // A deliberate loop: orders → refunds → orders, and promo → cart → promo beside it.
    expect(
      loopsBetween(
        edges([
          ['orders', 'refunds'],
          ['refunds', 'orders'],
          ['promo', 'cart'],
          ['cart', 'promo'],
          ['cart', 'catalog'],
        ]),
      ),
    ).toEqual([
      ['orders', 'refunds'],
      ['cart', 'promo'],
    ]);
  });
});
