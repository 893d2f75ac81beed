// The staff's stock: what counts as running low.

/** A variation with this many units or fewer (and more than none) is low: Today lists it beside the sold-out ones. */
export const lowStockThreshold = 3;
