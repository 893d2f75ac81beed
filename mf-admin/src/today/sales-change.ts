/** How a figure moved since the same span of the period before. */
export type SalesChange = { kind: 'same' } | { kind: 'new' } | { kind: 'percent'; ratio: number };

/** `new`: nothing before to compare with; otherwise the change as a ratio of the figure before (0.12: +12 %). */
export function salesChange(current: number, previous: number): SalesChange {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  return { kind: 'percent', ratio: (current - previous) / previous };
}
