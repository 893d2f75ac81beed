import { consentCategories } from '@lemon/shared/consent-cookie';
import { createEvent, createStore } from 'effector';

/** A consent category: necessary is always on, the others wait for the visitor's yes. */
export type ConsentCategory = (typeof consentCategories)[number];

/** The visitor's choice is known: on every page load once given, and each time they change it. */
export const consentSettled = createEvent<readonly string[]>();

/** The categories the visitor accepted; none but the necessary until they choose. */
export const $acceptedCategories = createStore<readonly ConsentCategory[]>(['necessary']).on(consentSettled, (_, accepted) =>
  consentCategories.filter((category) => accepted.includes(category)),
);

export const $analyticsAllowed = $acceptedCategories.map((accepted) => accepted.includes('analytics'));
export const $preferencesAllowed = $acceptedCategories.map((accepted) => accepted.includes('preferences'));

/** Whether the visitor's choice is known in this page: the banner, if it asked, goes. */
export const $consentKnown = createStore(false).on(consentSettled, () => true);
