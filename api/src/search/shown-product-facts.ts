import { LRUCache } from 'lru-cache';
import { priceRanges } from '@lemon/catalog-contract';
import type { CatalogueCache, Forgotten } from '../catalog/catalogue-cache';
import { listingFactsMoved, unitsSoldMoved } from '../catalog/listing-facts.repository';
import type { FacetGroup, ShopperFilters } from '../catalog/product-filters';
import { shownProducts } from '../catalog/products.repository';
import type { DbOrTransaction } from '../database/database';

/** An order a shopper chose (by price, newest, best sellers), the shop's order breaking its ties. */
export type ChosenOrder = readonly { field: 'price' | 'created_at' | 'sales'; descending: boolean }[];

/** The column each order a shopper chooses reads. */
export const orderColumn = { price: 'products.shown_price', created_at: 'products.created_at', sales: 'products.units_sold' } as const;

/** Orders kept at most in a snapshot (each 4 bytes a product): the few a shopper picks from. */
const ordersKept = 8;

/** What the matches of queries a snapshot keeps take at most: 320 queries at 50,000 products. */
const matchesKeptBytes = 16 * 1024 * 1024;

/** The price range (its index in `priceRanges`) of a shown price, as `product-filters.ts` counts it. */
const priceRangeOf = (price: number) => {
  const index = priceRanges.findIndex((range) => range.max !== null && price <= range.max);
  return index === -1 ? priceRanges.length - 1 : index;
};

/**
 * What a search counts, filters and orders of every product shoppers see, at one moment, in the shop's order (a
 * product's row here is its place in it): a few columns, about 18 bytes a product with the index of ids.
 */
export class FactsSnapshot {
  private readonly rowOfId: Int32Array;
  private readonly orders = new Map<string, Promise<Int32Array>>();
  /** The lists kept (`kept`), by name. */
  private readonly lists = new Map<string, Promise<unknown>>();
  /** The matches being read, by query. */
  private readonly matchesReading = new Map<string, Promise<Uint8Array>>();
  /** The rows each query matched, one byte a product: the index changes only as the catalogue does, which forgets the snapshot. */
  private readonly matched = new LRUCache<string, Uint8Array>({
    maxSize: matchesKeptBytes,
    sizeCalculation: (rows) => Math.max(1, rows.length),
  });

  constructor(
    readonly ids: Int32Array,
    private readonly category: Int32Array,
    private readonly price: Int32Array,
    private readonly inStock: Uint8Array,
    private readonly alcohol: Uint8Array,
  ) {
    this.rowOfId = new Int32Array(ids.reduce((highest, id) => Math.max(highest, id), 0) + 1).fill(-1);
    ids.forEach((id, row) => (this.rowOfId[id] = row));
  }

  static async read(db: DbOrTransaction): Promise<FactsSnapshot> {
    const rows = await shownProducts(db)
      .select(['id', 'product_category_id', 'shown_price', 'in_stock', 'contains_alcohol'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const column = <Values extends Int32Array | Uint8Array>(
      make: new (length: number) => Values,
      value: (row: (typeof rows)[number]) => number,
    ) => {
      const values = new make(rows.length);
      rows.forEach((row, index) => (values[index] = value(row)));
      return values;
    };
    return new FactsSnapshot(
      column(Int32Array, (row) => row.id),
      column(Int32Array, (row) => row.product_category_id),
      column(Int32Array, (row) => row.shown_price),
      column(Uint8Array, (row) => Number(row.in_stock)),
      column(Uint8Array, (row) => Number(row.contains_alcohol)),
    );
  }

  /**
   * The rows of the products a query matches (1), its words said by `key`, `read` giving their ids the first time:
   * a shopper narrowing, ordering or paging a search of a broad word does not have the index read it again.
   */
  rowsMatching(key: string, read: () => Promise<readonly number[]>): Promise<Uint8Array> {
    const kept = this.matched.get(key);
    if (kept) return Promise.resolve(kept);
    // Read once however many ask at once: the first search of a broad word reads tens of thousands of ids.
    let reading = this.matchesReading.get(key);
    if (!reading) {
      reading = read()
        .then((ids) => {
          const rows = this.rowsOf(ids);
          this.matched.set(key, rows);
          return rows;
        })
        .finally(() => this.matchesReading.delete(key));
      this.matchesReading.set(key, reading);
    }
    return reading;
  }

  /** Which rows hold these products (1), those the snapshot does not hold left out. */
  rowsOf(productIds: readonly number[]): Uint8Array {
    const among = new Uint8Array(this.ids.length);
    for (const id of productIds) {
      const row = id < this.rowOfId.length ? this.rowOfId[id]! : -1;
      if (row >= 0) among[row] = 1;
    }
    return among;
  }

  /** Whether a row's product passes the filters. */
  passes(row: number, filters: ShopperFilters): boolean {
    return (
      (filters.categoryId === undefined || this.category[row] === filters.categoryId) &&
      (filters.priceMin === undefined || this.price[row]! >= filters.priceMin) &&
      (filters.priceMax === undefined || this.price[row]! <= filters.priceMax) &&
      (!filters.inStock || this.inStock[row] === 1) &&
      (filters.containsAlcohol === undefined || this.alcohol[row] === (filters.containsAlcohol ? 1 : 0))
    );
  }

  /** The rows among `among`, grouped as `facetsOf` groups them (by category, price range, stock, alcohol, price filter). */
  facetGroups(among: Uint8Array, filters: ShopperFilters): FacetGroup[] {
    const groups = new Map<number, FacetGroup>();
    for (let row = 0; row < among.length; row += 1) {
      if (among[row] === 0) continue;
      const [category, price, inStock, alcohol] = [this.category[row]!, this.price[row]!, this.inStock[row]!, this.alcohol[row]!];
      const range = priceRangeOf(price);
      const inPrice =
        (filters.priceMin === undefined || price >= filters.priceMin) && (filters.priceMax === undefined || price <= filters.priceMax)
          ? 1
          : 0;
      const key = (((category * priceRanges.length + range) * 2 + inStock) * 2 + alcohol) * 2 + inPrice;
      const group = groups.get(key);
      if (group) group.products = Number(group.products) + 1;
      else groups.set(key, { category, price_range: range, in_stock: inStock, contains_alcohol: alcohol, in_price: inPrice, products: 1 });
    }
    return [...groups.values()];
  }

  /** The rows in `order`: read once from the database, then kept with the snapshot. */
  rowsInOrder(db: DbOrTransaction, order: ChosenOrder): Promise<Int32Array> {
    const key = order.map(({ field, descending }) => `${descending ? '-' : ''}${field}`).join(',');
    let rows = this.orders.get(key);
    if (!rows) {
      rows = this.readOrder(db, order);
      rows.catch(() => this.orders.delete(key)); // read again next time
      if (this.orders.size >= ordersKept) this.orders.delete(this.orders.keys().next().value!);
      this.orders.set(key, rows);
    }
    return rows;
  }

  /** What `read` gives, read once while the snapshot holds: a list searches read alike whatever the query. */
  kept<Value>(name: string, read: () => Promise<Value>): Promise<Value> {
    let value = this.lists.get(name) as Promise<Value> | undefined;
    if (!value) {
      value = read();
      this.lists.set(name, value);
      value.catch(() => this.lists.delete(name)); // read again next time
    }
    return value;
  }

  /** Forget the orders by best sellers: the units sold moved. */
  forgetOrdersBySales(): void {
    for (const key of this.orders.keys()) if (key.includes('sales')) this.orders.delete(key);
  }

  private async readOrder(db: DbOrTransaction, order: ChosenOrder): Promise<Int32Array> {
    const ids = await order
      .reduce(
        (list, { field, descending }) => list.orderBy(orderColumn[field], descending ? 'desc' : 'asc'),
        shownProducts(db).select('products.id'),
      )
      .orderBy('products.position')
      .orderBy('products.id')
      .execute();
    return Int32Array.from(ids.map(({ id }) => (id < this.rowOfId.length ? this.rowOfId[id]! : -1)).filter((row) => row >= 0));
  }
}

/**
 * Each process's snapshot of the facts of the products shoppers see, for its searches: a search of a broad word
 * counts its matches, groups their facets and finds its page among them here, not by reading tens of thousands of
 * rows. Read again as the catalogue cache forgets: everything, or the products' listing facts (a product came in or
 * out of stock), or only the orders by best sellers (an order's units sold); and after the cache's lifetime, which
 * bounds a change made behind the shop's back. With no lifetime (the cache off), none is kept.
 */
export class ShownProductFacts {
  private snapshot?: { facts: FactsSnapshot; readAt: number };
  private reading?: Promise<FactsSnapshot>;
  /** Counts what was forgotten: a read begun before is not kept. */
  private forgettings = 0;

  constructor(
    private readonly db: DbOrTransaction,
    private readonly lifetimeMs: number,
  ) {}

  /** Kept by `cache`'s lifetime, forgotten as it forgets; undefined when the cache keeps nothing. */
  static following(cache: CatalogueCache, db: DbOrTransaction): ShownProductFacts | undefined {
    if (cache.lifetimeMs <= 0) return undefined;
    const facts = new ShownProductFacts(db, cache.lifetimeMs);
    cache.whenForgetting((forgotten) => facts.forget(forgotten));
    return facts;
  }

  /** The facts as they are now (read once however many ask at once). */
  current(): Promise<FactsSnapshot> {
    if (this.snapshot && Date.now() - this.snapshot.readAt < this.lifetimeMs) return Promise.resolve(this.snapshot.facts);
    if (this.reading) return this.reading;
    const forgettings = this.forgettings;
    const readAt = Date.now();
    const reading = FactsSnapshot.read(this.db).finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    void reading.then(
      (facts) => {
        if (forgettings === this.forgettings) this.snapshot = { facts, readAt };
      },
      () => undefined, // the caller is told
    );
    return reading;
  }

  forget(forgotten: Forgotten): void {
    const variations = forgotten === 'everything' ? [] : forgotten.variations;
    if (forgotten === 'everything' || variations.includes(listingFactsMoved)) {
      this.forgettings += 1;
      this.snapshot = undefined;
      this.reading = undefined;
    } else if (variations.includes(unitsSoldMoved)) this.snapshot?.facts.forgetOrdersBySales();
  }
}
