import { useState } from 'react';

type Id = number | string;

interface Kept<T> {
  /** The list these rows are of (its filters and page): another list starts afresh. */
  listKey: string;
  /** The answer they were last merged with, so a new one is merged once. */
  answer: readonly T[];
  rows: readonly T[];
}

/** `kept` with each row as `fresh` has it now, in the kept order; rows new to the list come last. */
function mergedRows<T>(kept: readonly T[], fresh: readonly T[], idOf: (row: T) => Id): T[] {
  const freshById = new Map(fresh.map((row) => [idOf(row), row]));
  const keptIds = new Set(kept.map(idOf));
  return [...kept.map((row) => freshById.get(idOf(row)) ?? row), ...fresh.filter((row) => !keptIds.has(idOf(row)))];
}

const sameOrder = <T>(rows: readonly T[], answer: readonly T[], idOf: (row: T) => Id) =>
  rows.length === answer.length && rows.every((row, index) => idOf(row) === idOf(answer[index]!));

/**
 * Rows that never move under a finger: a list the owner works on keeps the order it was first shown in while new
 * answers come (a row that now sorts elsewhere, or no longer matches the filter, stays where it was with its latest
 * figures) until she asks for the list sorted again (`resort`) or shows another one (`listKey`).
 */
export function useSteadyRows<T>(answer: readonly T[] | undefined, idOf: (row: T) => Id, listKey: string) {
  const [kept, setKept] = useState<Kept<T>>();
  let current = kept;
  if (answer && (kept?.listKey !== listKey || kept.answer !== answer)) {
    // Adjusted while drawing (React's way to follow a prop), so no frame shows the rows in the new order.
    current = { listKey, answer, rows: kept?.listKey === listKey ? mergedRows(kept.rows, answer, idOf) : answer };
    setKept(current);
  }
  const rows = current?.rows ?? [];
  return {
    rows,
    /** Whether the list, sorted afresh, would read differently. */
    outOfOrder: answer !== undefined && !sameOrder(rows, answer, idOf),
    /** Takes the order of `fresh`, a new answer (and drops the rows it no longer holds). */
    resort: (fresh: readonly T[]) => setKept({ listKey, answer: fresh, rows: fresh }),
    /** Shows a row's figures as a change just answered them, until the next answer. */
    update: (row: T) =>
      setKept((before) => before && { ...before, rows: before.rows.map((kept) => (idOf(kept) === idOf(row) ? row : kept)) }),
  };
}
