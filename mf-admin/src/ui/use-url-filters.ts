import { useSearchParams } from '@lemon/shared';
import { useCallback, useMemo } from 'react';

/**
 * A list's filters and page, kept in the address (a link or a reload shows the same list): the values of
 * `names` as the URL has them, and a setter that drops empty ones and goes back to page 1 when a filter changes.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined])) as Partial<Record<Name, string>>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are the page's constant
    [params],
  );
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;

  const setFilters = useCallback(
    (changes: Partial<Record<Name, string | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes) as [Name, string | undefined][]) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (to: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { filters, page, setFilters, setPage };
}
