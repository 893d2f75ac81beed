/**
 * The rows of a one-to-many relation for `ids`, grouped under each id in the order `read` answers them;
 * an id with no row gets an empty list, and no query runs for no id (`in ()` is not valid SQL).
 */
export async function readGrouped<Row, Item>(
  ids: number[],
  read: (ids: number[]) => Promise<Row[]>,
  split: (row: Row) => [ownerId: number, item: Item],
): Promise<Map<number, Item[]>> {
  const grouped = new Map<number, Item[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return grouped;
  for (const row of await read(ids)) {
    const [ownerId, item] = split(row);
    grouped.get(ownerId)!.push(item);
  }
  return grouped;
}
