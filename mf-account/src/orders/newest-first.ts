/** Orders as the tab lists them: the newest first (the latest placed, then the higher id). */
export function newestFirst<Placed extends { id: number; created_at: string }>(orders: readonly Placed[]): Placed[] {
  const placedAt = (order: Placed) => Date.parse(order.created_at) || 0;
  return [...orders].sort((a, b) => placedAt(b) - placedAt(a) || b.id - a.id);
}
