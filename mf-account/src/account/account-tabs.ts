// The account page's tabs live in the URL (`?tab=addresses`): a reload keeps the tab, back and forward move between them.

export const accountTabs = ['infos', 'addresses', 'orders', 'sessions', 'data'] as const;
export type AccountTab = (typeof accountTabs)[number];

const isAccountTab = (value: unknown): value is AccountTab => (accountTabs as readonly unknown[]).includes(value);

/** The tab a query string shows: its `tab`, or the first one when it names none of them. */
export function tabFromSearch(search: string): AccountTab {
  const tab = new URLSearchParams(search).get('tab');
  return isAccountTab(tab) ? tab : 'infos';
}

/** The query string showing `tab`, the rest of it kept. */
export function searchWithTab(search: string, tab: AccountTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params.toString()}`;
}

/** The tab an arrow, Home or End key moves to from `tab`, going round; null for any other key. */
export function tabAfterKey(tab: AccountTab, key: string): AccountTab | null {
  const index = accountTabs.indexOf(tab);
  const last = accountTabs.length - 1;
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[key];
  if (target === undefined) return null;
  return accountTabs[(target + accountTabs.length) % accountTabs.length]!;
}
