import {
  $cart,
  $isLoggedIn,
  $locale,
  $userLoaded,
  ApiError,
  logInFx,
  logInWithSecondFactorFx,
  matchRoute,
  SecondFactorRequired,
  type Locale,
} from '@lemon/shared';
import type { RegisterPayload, registerPayloadSchema } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { authRequestOf, hasNextPage, pathOf, withoutAuthRequest, withoutNextPage, type PageAddress } from '../auth-request/auth-request';
import { reloadPageFx } from '../auth-request/reload-page';
import { getCountries, postForgotPassword, postRegistration, postVerificationResend } from './auth-popup.api';

// The auth popup: which step it shows, what opens and closes it, and its calls. The address bar drives it:
// `?showAuth=1` opens it for an anonymous visitor, and closing it takes the request out of the address.

/** The spec's steps, and the message each form ends on. */
export type AuthStep = 'choice' | 'login' | 'secondFactor' | 'forgotPassword' | 'forgotPasswordSent' | 'register' | 'registered';

/** Where each form's cancel leads (the spec: login and register back to the choice, forgot password back to login). */
const stepBeforeCancel: Partial<Record<AuthStep, AuthStep>> = {
  login: 'choice',
  secondFactor: 'login',
  register: 'choice',
  forgotPassword: 'login',
};

/**
 * The registration form's fields, as the contract reads them; the page's locale is added when it is sent, and
 * where the shopper was going (checkout, with this browser's cart).
 */
export type RegistrationFields = Omit<ReturnType<typeof registerPayloadSchema.parse>, 'locale' | 'checkout'>;

/** What became of asking for the verification link again. */
export type VerificationResend = 'idle' | 'sent' | 'too_many_attempts' | 'failed';

/** The router moved to this address (or the popup first saw it). */
export const locationChanged = createEvent<PageAddress>();
export const loginChosen = createEvent();
export const registerChosen = createEvent();
export const forgotPasswordChosen = createEvent();
/** A form's cancel button: back to the step before it. */
export const stepCancelled = createEvent();
/** The close button, Escape, or the end of registration. */
export const popupClosed = createEvent();
export const forgotPasswordSubmitted = createEvent<{ email: string }>();
export const verificationResendClicked = createEvent<{ email: string }>();
export const countriesRetried = createEvent();

/** Opened by the address, with the shop page to land on after login, if it named one. */
const popupOpened = createEvent<{ nextPage: string | null }>();
/** The address no longer asks for it (the shopper went back, or followed a link). */
const popupLeft = createEvent();

export const replaceAddressFx = createEffect((address: string) => history.replaceState(history.state, '', address));
export const goToPageFx = createEffect((path: string) => location.assign(path));
/** The spec: a failed forgot-password call is only logged. */
export const logFailureFx = createEffect(({ what, error }: { what: string; error: unknown }) => console.error(what, error));

/** Whether a page to land on after login is the delivery page: the shopper is on their way to checkout. */
export const isCheckoutPage = (page: string | null) => page !== null && matchRoute(page.split(/[?#]/)[0]!)?.name === 'delivery';

/** The shop page to land on after login, when the login guard sent the visitor home to log in. */
export const $nextPage = createStore<string | null>(null);
/** Registering on the way to delivery (see `registerFx`). */
export const $registeringAtCheckout = $nextPage.map(isCheckoutPage);

export const sendRegistrationFx = createEffect(postRegistration);
export const sendForgotPasswordFx = createEffect(postForgotPassword);
export const sendVerificationResendFx = createEffect(postVerificationResend);
export const fetchCountriesFx = createEffect(async (locale: Locale) => ({ locale, groups: await getCountries(locale) }));

/**
 * Sends the registration in the page's language (that of the verification e-mail and of the account). On the way
 * to delivery it says so, with this browser's cart: the e-mailed link then brings the shopper back there with it.
 */
export const registerFx = attach({
  source: { locale: $locale, atCheckout: $registeringAtCheckout, cart: $cart },
  mapParams: (fields: RegistrationFields, { locale, atCheckout, cart }): RegisterPayload => ({
    ...fields,
    locale,
    ...(atCheckout ? { checkout: cart ? { cart_id: cart.uuid } : {} } : {}),
  }),
  effect: sendRegistrationFx,
});
/** The e-mail about it is written in the page's language. */
const inPageLocale = ({ email }: { email: string }, locale: Locale) => ({ email, locale });
const forgotPasswordFx = attach({ source: $locale, mapParams: inPageLocale, effect: sendForgotPasswordFx });
const verificationResendFx = attach({ source: $locale, mapParams: inPageLocale, effect: sendVerificationResendFx });

/** The page's address, as the router last gave it. */
const $address = createStore<PageAddress | null>(null).on(locationChanged, (_, address) => address);
/** A staff login's password was right: its challenge, for the second factor's step. */
const secondFactorAsked = sample({
  clock: logInFx.failData,
  filter: (error) => error instanceof SecondFactorRequired,
  fn: (error) => (error as SecondFactorRequired).challenge,
});
/** The challenge the second factor's step answers, while it is shown. */
export const $secondFactorChallenge = createStore<string | null>(null);

/** The step shown, or null while the popup is closed. */
export const $authStep = createStore<AuthStep | null>(null);
export const $isAuthPopupOpen = $authStep.map((step) => step !== null);
export const $forgotPasswordSending = forgotPasswordFx.pending;
export const $verificationResend = createStore<VerificationResend>('idle');
const $countriesByLocale = createStore<Partial<Record<Locale, CountryGroups>>>({}).on(
  fetchCountriesFx.doneData,
  (loaded, { locale, groups }) => ({
    ...loaded,
    [locale]: groups,
  }),
);
/** The countries of the registration form, in the page's language, once loaded. */
export const $countryGroups = combine($countriesByLocale, $locale, (loaded, locale) => loaded[locale] ?? null);
export const $countriesFailed = createStore(false)
  .on(fetchCountriesFx.fail, () => true)
  .reset(fetchCountriesFx);

// What the address asks, once it is known whether someone is logged in: the shell loads the user at start.
const addressRead = sample({
  clock: [locationChanged, $userLoaded.updates],
  source: { address: $address, userLoaded: $userLoaded },
  filter: ({ address, userLoaded }) => address !== null && userLoaded,
  fn: ({ address }) => ({ address: address!, ...authRequestOf(address!.search) }),
});
sample({
  clock: addressRead,
  source: { loggedIn: $isLoggedIn, open: $isAuthPopupOpen },
  filter: ({ loggedIn, open }, { requested }) => requested && !loggedIn && !open,
  fn: (_, { nextPage }) => ({ nextPage }),
  target: popupOpened,
});
// The popup keeps the page to land on; the address bar keeps only `?showAuth=1`.
sample({
  clock: addressRead,
  source: $isLoggedIn,
  filter: (loggedIn, { requested, address }) => requested && !loggedIn && hasNextPage(address.search),
  fn: (_, { address }) => withoutNextPage(address),
  target: replaceAddressFx,
});
// Someone logged in has nothing to do with the popup: the request is dropped.
sample({
  clock: addressRead,
  source: $isLoggedIn,
  filter: (loggedIn, { requested }) => requested && loggedIn,
  fn: (_, { address }) => withoutAuthRequest(address),
  target: replaceAddressFx,
});
sample({ clock: addressRead, source: $isAuthPopupOpen, filter: (open, { requested }) => open && !requested, target: popupLeft });

$authStep
  .on(popupOpened, () => 'choice')
  .on(loginChosen, (step) => step && 'login')
  .on(secondFactorAsked, (step) => (step === 'login' ? 'secondFactor' : step))
  .on(registerChosen, (step) => step && 'register')
  .on(forgotPasswordChosen, (step) => step && 'forgotPassword')
  .on(stepCancelled, (step) => (step && stepBeforeCancel[step]) ?? step)
  .on(forgotPasswordFx.finally, (step) => (step === 'forgotPassword' ? 'forgotPasswordSent' : step))
  .on(registerFx.done, (step) => (step === 'register' ? 'registered' : step))
  .reset([popupClosed, popupLeft]);
$secondFactorChallenge.on(secondFactorAsked, (_, challenge) => challenge).reset([popupClosed, popupLeft, stepCancelled]);
$nextPage.on(popupOpened, (_, { nextPage }) => nextPage).reset([popupClosed, popupLeft]);

// Closed without logging in: the address no longer asks for the popup.
sample({
  clock: popupClosed,
  source: $address,
  filter: (address) => address !== null && withoutAuthRequest(address) !== pathOf(address),
  fn: (address) => withoutAuthRequest(address!),
  target: replaceAddressFx,
});

sample({ clock: forgotPasswordSubmitted, target: forgotPasswordFx });
sample({
  clock: forgotPasswordFx.failData,
  fn: (error) => ({ what: 'The forgot-password request failed; the shopper was told an e-mail may be on its way', error }),
  target: logFailureFx,
});

sample({ clock: verificationResendClicked, target: verificationResendFx });
$verificationResend
  .on(verificationResendFx.done, () => 'sent')
  .on(verificationResendFx.failData, (_, error) => (error instanceof ApiError && error.status === 429 ? 'too_many_attempts' : 'failed'))
  .reset([$authStep.updates, logInFx]);

// The spec: login reloads the page, or lands on the page the login guard turned the visitor away from.
const loggedIn = [logInFx.done, logInWithSecondFactorFx.done];
sample({ clock: loggedIn, source: $nextPage, filter: Boolean, target: goToPageFx });
sample({ clock: loggedIn, source: $nextPage, filter: (nextPage) => !nextPage, target: reloadPageFx });

// The registration form's countries, in the page's language.
sample({
  clock: [$authStep.updates, $locale.updates, countriesRetried],
  source: { step: $authStep, locale: $locale, loaded: $countriesByLocale, loading: fetchCountriesFx.pending },
  filter: ({ step, locale, loaded, loading }) => step === 'register' && !loaded[locale] && !loading,
  fn: ({ locale }) => locale,
  target: fetchCountriesFx,
});
