/**
 * Splits `amount` cents among keys in proportion to their weights, to the cent: each share is rounded down,
 * then the cents left go one each to the largest remainders (ties: the heavier weight, then the key's order),
 * so the shares always add up to `amount`. All weights zero: nothing can be split, the first key takes it all.
 */
export function splitInProportion<Key>(amount: number, weights: ReadonlyMap<Key, number>): Map<Key, number> {
  const entries = [...weights];
  const totalWeight = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const shares = new Map<Key, number>(entries.map(([key]) => [key, 0]));
  if (entries.length === 0) {
    if (amount !== 0) throw new Error(`Cannot split ${amount} cents among nothing`);
    return shares;
  }
  if (totalWeight === 0) {
    shares.set(entries[0]![0], amount);
    return shares;
  }
  const sign = Math.sign(amount);
  const magnitude = Math.abs(amount);
  const exact = entries.map(([key, weight], order) => {
    // Integers until the division: amounts in cents times weights in cents stay far below 2^53.
    const product = magnitude * weight;
    return { key, weight, order, floor: Math.floor(product / totalWeight), remainder: product % totalWeight };
  });
  let left = magnitude - exact.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...exact].sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.order - b.order);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  for (const share of exact) shares.set(share.key, sign * share.floor);
  return shares;
}
