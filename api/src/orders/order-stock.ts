import { countUnitsSold, lockProductsOf } from '../catalog/listing-facts.repository';
import { stockMoved } from '../catalog/stock-shown';
import { addVariationUnits, takeVariationUnits, variationStock } from '../catalog/products.repository';
import type { DbOrTransaction } from '../database/database';

/** Units of a variation. */
export interface StockUnits {
  variationId: number;
  quantity: number;
}

/** Variations in id order: transactions that lock several rows lock them in one order, so none waits on another in a circle. */
const byVariation = (units: StockUnits[]) => [...units].sort((a, b) => a.variationId - b.variationId);

/**
 * Takes the units from stock, each in one statement that only succeeds while enough are left: two orders
 * racing for the last units cannot both get them, on either engine (PostgreSQL re-reads the row once the
 * other transaction's lock is released). Answers the lines it could not take, with what is left of each.
 */
export async function takeStock(db: DbOrTransaction, units: StockUnits[]): Promise<{ variationId: number; left: number }[]> {
  const short: { variationId: number; left: number }[] = [];
  const taken: StockUnits[] = [];
  stockMoved.note(units.map((unit) => unit.variationId));
  const productOf = await lockProductsOf(
    db,
    units.map((unit) => unit.variationId),
  );
  for (const { variationId, quantity } of byVariation(units)) {
    if (await takeVariationUnits(db, variationId, quantity)) taken.push({ variationId, quantity });
    else short.push({ variationId, left: await variationStock(db, variationId) });
  }
  await countUnitsSold(db, productOf, taken, 1);
  return short;
}

/** Gives units back to stock (a cancelled order's); a variation that left the catalogue is skipped. */
export async function giveBackStock(db: DbOrTransaction, units: StockUnits[]): Promise<void> {
  stockMoved.note(units.map((unit) => unit.variationId));
  const productOf = await lockProductsOf(
    db,
    units.map((unit) => unit.variationId),
  );
  for (const { variationId, quantity } of byVariation(units)) await addVariationUnits(db, variationId, quantity);
  await countUnitsSold(db, productOf, units, -1);
}
