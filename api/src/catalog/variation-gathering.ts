import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Variations (by id) gathered from whatever a piece of work calls, however deep, without handing a list down
 * every call: what `note` is told while `gather`'s work runs (in this process, in its async calls).
 */
export class VariationGathering {
  private readonly storage = new AsyncLocalStorage<Set<number>>();

  /** Runs `work`, gathering what is noted while it runs. */
  async gather<Result>(work: () => Promise<Result>): Promise<{ result: Result; variations: number[] }> {
    const variations = new Set<number>();
    const result = await this.storage.run(variations, work);
    return { result, variations: [...variations] };
  }

  /** Runs the rest of a callback-style step (`next`) gathering into `variations`. */
  gatherInto(variations: Set<number>, next: () => void): void {
    this.storage.run(variations, next);
  }

  /** These variations count for the work gathering them, if any. */
  note(variations: Iterable<number>): void {
    const gathered = this.storage.getStore();
    if (gathered) for (const variation of variations) gathered.add(variation);
  }
}
