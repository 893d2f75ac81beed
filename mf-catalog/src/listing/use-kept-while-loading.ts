import type { Loaded } from '@lemon/kit';
import { useState } from 'react';

/**
 * The loader's state, except that while a list loads again for another choice of the shopper (a filter, an order,
 * a page) the list it showed stays, marked busy: the filters the shopper is using stay where they are, open.
 * `sameList`: whether what was shown is the same list (the same category, a search), so worth keeping.
 */
export function useKeptWhileLoading<Data>(state: Loaded<Data>, sameList: (shown: Data) => boolean): Loaded<Data> & { busy: boolean } {
  const [shown, setShown] = useState<Data | undefined>(undefined);
  // Kept as it is drawn (React's way of state that follows a value, without an effect).
  if (state.status === 'ready' && state.data !== shown) setShown(state.data);
  if (state.status === 'loading' && shown !== undefined && sameList(shown)) return { status: 'ready', data: shown, busy: true };
  return { ...state, busy: false };
}
