import { VariationGathering } from './variation-gathering';

/** The variations (by id) whose stock a catalogue answer shows: every product's `product_variations`, wherever it is in the answer. */
export function variationsShownIn(answer: unknown): number[] {
  const found = new Set<number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [field, inner] of Object.entries(value)) {
      if (field === 'product_variations' && Array.isArray(inner))
        for (const variation of inner as { id?: unknown }[]) if (typeof variation?.id === 'number') found.add(variation.id);
      visit(inner);
    }
  };
  visit(answer);
  return [...found];
}

/** The stock a page's draw shows: every catalogue answer it reads notes the variations whose stock it shows. */
export const stockShown = new VariationGathering();

/**
 * The stock a request or a chore moved (an order taking it, a cancellation or a refund giving it back): what
 * moves stock notes the variations, and the catalogue forgets what showed them once the work is done.
 */
export const stockMoved = new VariationGathering();
