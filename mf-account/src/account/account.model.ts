import { $locale, logOutFx } from '@lemon/shared';
import { createEvent, createStore, sample } from 'effector';
import { addressBookLeft, addressBookOpened } from '../address-book/address-book.model';
import { ordersTabOpened } from '../orders/orders.model';
import { sessionsTabOpened } from '../sessions/sessions.model';
import type { AccountTab } from './account-tabs';

// The account page: which tab is shown (the URL decides it, the page tells the model), and what showing
// a tab fetches.

/** The page shows this tab (on opening, or the URL changed). */
export const accountTabShown = createEvent<AccountTab>();
/** The page is gone. */
export const accountPageLeft = createEvent();
/** The shopper pressed "log out": the shell reloads the page once the session is ended. */
export const logOutClicked = createEvent();

/** The tab in view, or null when the page is not. */
export const $accountTab = createStore<AccountTab | null>(null)
  .on(accountTabShown, (_, tab) => tab)
  .reset(accountPageLeft);

sample({ clock: accountTabShown, filter: (tab) => tab === 'addresses', target: addressBookOpened });
sample({ clock: accountTabShown, filter: (tab) => tab === 'orders', target: ordersTabOpened });
sample({ clock: accountTabShown, filter: (tab) => tab === 'sessions', target: sessionsTabOpened });
// Country names follow the page's language.
sample({ clock: $locale.updates, source: $accountTab, filter: (tab) => tab === 'addresses', target: addressBookOpened });
sample({ clock: accountTabShown, filter: (tab) => tab !== 'addresses', target: addressBookLeft });
sample({ clock: accountPageLeft, target: addressBookLeft });

sample({ clock: logOutClicked, target: logOutFx });
