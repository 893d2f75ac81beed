import {
  $locale,
  $user,
  $userLoaded,
  ApiError,
  logInFx,
  logInWithSecondFactorFx,
  SecondFactorRequired,
  type Locale,
  type User,
} from '@lemon/shared';
import type { CountryGroups } from '@lemon/orders-contract';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { PageAddress } from '../auth-request/auth-request';
import {
  $authStep,
  $secondFactorChallenge,
  $countriesFailed,
  $countryGroups,
  $nextPage,
  $verificationResend,
  countriesRetried,
  fetchCountriesFx,
  forgotPasswordChosen,
  forgotPasswordSubmitted,
  goToPageFx,
  locationChanged,
  logFailureFx,
  loginChosen,
  popupClosed,
  registerChosen,
  registerFx,
  replaceAddressFx,
  sendForgotPasswordFx,
  sendRegistrationFx,
  sendVerificationResendFx,
  stepCancelled,
  verificationResendClicked,
  type RegistrationFields,
} from './auth-popup.model';
import { reloadPageFx } from '../auth-request/reload-page';
import { anna } from '../test-support/shoppers';

const countries: CountryGroups = {
  france_monaco: [{ code: 'FR', name: 'France' }],
  european_union: [{ code: 'IT', name: 'Italie' }],
  rest_of_world: [{ code: 'CH', name: 'Suisse' }],
};

const fields: RegistrationFields = {
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'anna@example.com',
  line1: '3 rue des Citrons',
  line2: null,
  zip: '06500',
  city: 'Menton',
  country: 'FR',
  password: 'Citron2024',
  password_confirmation: 'Citron2024',
};

const addressOf = (url: string): PageAddress => {
  const { pathname, search, hash } = new URL(url, 'https://shop.test');
  return { pathname, search, hash };
};

/**
 * A scope with the user known (`user`, or nobody) and every call and page move written down instead of made.
 * `userLoaded: false` is a page whose user is still being loaded.
 */
function shopWith({
  user = null,
  userLoaded = true,
  locale = 'fr',
  login = async () => anna,
  forgotPassword = async () => undefined,
  resend = async () => undefined,
  loadCountries = async (asked: Locale) => ({ locale: asked, groups: countries }),
}: {
  user?: User | null;
  userLoaded?: boolean;
  locale?: Locale;
  login?: () => Promise<User>;
  forgotPassword?: () => Promise<void>;
  resend?: () => Promise<void>;
  loadCountries?: (locale: Locale) => Promise<{ locale: Locale; groups: CountryGroups }>;
} = {}) {
  const calls = {
    replaceAddress: vi.fn((_address: string) => undefined),
    reload: vi.fn(() => undefined),
    goTo: vi.fn((_path: string) => undefined),
    log: vi.fn((_failure: { what: string; error: unknown }) => undefined),
    register: vi.fn(async (_payload: unknown) => undefined),
    forgotPassword: vi.fn(forgotPassword),
    resend: vi.fn(resend),
    loadCountries: vi.fn(loadCountries),
  };
  const scope = fork({
    values: [
      [$user, user],
      [$userLoaded, userLoaded],
      [$locale, locale],
    ],
    handlers: [
      [replaceAddressFx, calls.replaceAddress],
      [reloadPageFx, calls.reload],
      [goToPageFx, calls.goTo],
      [logFailureFx, calls.log],
      [logInFx, login],
      [logInWithSecondFactorFx, async () => anna],
      [sendRegistrationFx, calls.register],
      [sendForgotPasswordFx, calls.forgotPassword],
      [sendVerificationResendFx, calls.resend],
      [fetchCountriesFx, calls.loadCountries],
    ],
  });
  const visit = (url: string) => allSettled(locationChanged, { scope, params: addressOf(url) });
  return { scope, calls, visit, step: () => scope.getState($authStep) };
}

/** The popup opened on `url` (by default as the login guard leaves it), at the given step. */
async function openAt(shop: ReturnType<typeof shopWith>, ...steps: ('login' | 'register' | 'forgotPassword')[]) {
  await shop.visit('/fr/contact?showAuth=1');
  const chosen = { login: loginChosen, register: registerChosen, forgotPassword: forgotPasswordChosen };
  for (const step of steps) await allSettled(chosen[step], { scope: shop.scope });
}

const run = (scope: Scope, unit: typeof stepCancelled | typeof popupClosed) => allSettled(unit, { scope });

describe('opening the auth popup', () => {
  it('opens at the choice when the address asks for it and nobody is logged in', async () => {
    const shop = shopWith();
    await shop.visit('/fr/contact');
    expect(shop.step()).toBeNull();
    await shop.visit('/fr/contact?showAuth=1');
    expect(shop.step()).toBe('choice');
    expect(shop.calls.replaceAddress).not.toHaveBeenCalled();
  });

  it('drops the request for someone logged in, keeping the rest of the address', async () => {
    const shop = shopWith({ user: anna });
    await shop.visit('/fr/categorie/boissons?page=2&showAuth=1&next=%2Ffr%2Flivraison');
    expect(shop.step()).toBeNull();
    expect(shop.calls.replaceAddress).toHaveBeenCalledExactlyOnceWith('/fr/categorie/boissons?page=2');
  });

  it('waits for the user to be loaded before deciding', async () => {
    const shop = shopWith({ userLoaded: false });
    await shop.visit('/fr?showAuth=1');
    expect(shop.step()).toBeNull();
    await allSettled($userLoaded, { scope: shop.scope, params: true });
    expect(shop.step()).toBe('choice');
  });

  it('keeps the page the login guard turned the visitor away from, and leaves only ?showAuth=1 in the address', async () => {
    const shop = shopWith();
    await shop.visit('/fr?showAuth=1&next=%2Ffr%2Fmon-compte%3Ftab%3Dorders');
    expect(shop.step()).toBe('choice');
    expect(shop.scope.getState($nextPage)).toBe('/fr/mon-compte?tab=orders');
    expect(shop.calls.replaceAddress).toHaveBeenCalledExactlyOnceWith('/fr?showAuth=1');
    // The router then shows the tidied address: the popup stays open and keeps the page.
    await shop.visit('/fr?showAuth=1');
    expect(shop.scope.getState($nextPage)).toBe('/fr/mon-compte?tab=orders');
  });

  it('refuses a page to land on that is not a page of the shop', async () => {
    for (const next of ['https://evil.test/fr', '//evil.test', '/\\evil.test', '/api/me', 'javascript:alert(1)']) {
      const shop = shopWith();
      await shop.visit(`/fr?showAuth=1&next=${encodeURIComponent(next)}`);
      expect(shop.step(), next).toBe('choice');
      expect(shop.scope.getState($nextPage), next).toBeNull();
      expect(shop.calls.replaceAddress, next).toHaveBeenCalledExactlyOnceWith('/fr?showAuth=1');
    }
  });
});

describe('the steps', () => {
  it('goes from the choice to a form, and each cancel goes back one step', async () => {
    const shop = shopWith();
    await openAt(shop, 'login', 'forgotPassword');
    expect(shop.step()).toBe('forgotPassword');
    await run(shop.scope, stepCancelled);
    expect(shop.step()).toBe('login');
    await run(shop.scope, stepCancelled);
    expect(shop.step()).toBe('choice');
    await allSettled(registerChosen, { scope: shop.scope });
    expect(shop.step()).toBe('register');
    await run(shop.scope, stepCancelled);
    expect(shop.step()).toBe('choice');
  });

  it('does not open on a step chosen while it is closed', async () => {
    const shop = shopWith();
    await allSettled(loginChosen, { scope: shop.scope });
    expect(shop.step()).toBeNull();
  });

  it('closes, taking the request out of the address, and forgets the page to land on', async () => {
    const shop = shopWith();
    await shop.visit('/fr/recettes?showAuth=1&next=%2Ffr%2Flivraison#recette-3');
    shop.calls.replaceAddress.mockClear();
    await allSettled(loginChosen, { scope: shop.scope });
    await run(shop.scope, popupClosed);
    expect(shop.step()).toBeNull();
    expect(shop.scope.getState($nextPage)).toBeNull();
    expect(shop.calls.replaceAddress).toHaveBeenCalledExactlyOnceWith('/fr/recettes#recette-3');
  });

  it('closes when the address stops asking for it (the shopper went back, or followed a link)', async () => {
    const shop = shopWith();
    await openAt(shop, 'login');
    await shop.visit('/fr');
    expect(shop.step()).toBeNull();
    expect(shop.calls.replaceAddress).not.toHaveBeenCalled();
  });
});

/** A staff member with a second factor typed the right password in the popup. */
async function staffPasswordTyped() {
  const shop = shopWith({
    login: async () => {
      throw new SecondFactorRequired('the-challenge');
    },
  });
  await openAt(shop, 'login');
  await allSettled(logInFx, { scope: shop.scope, params: { email: 'atelier@example.com', password: 'Citron2024' } });
  return shop;
}

describe('logging in', () => {
  it('reloads the page', async () => {
    const shop = shopWith();
    await openAt(shop, 'login');
    await allSettled(logInFx, { scope: shop.scope, params: { email: 'anna@example.com', password: 'Citron2024' } });
    expect(shop.calls.reload).toHaveBeenCalledTimes(1);
    expect(shop.calls.goTo).not.toHaveBeenCalled();
  });

  it('lands on the page the login guard turned the visitor away from', async () => {
    const shop = shopWith();
    await shop.visit('/it?showAuth=1&next=%2Fit%2Fmon-compte');
    await allSettled(loginChosen, { scope: shop.scope });
    await allSettled(logInFx, { scope: shop.scope, params: { email: 'anna@example.com', password: 'Citron2024' } });
    expect(shop.calls.goTo).toHaveBeenCalledExactlyOnceWith('/it/mon-compte');
    expect(shop.calls.reload).not.toHaveBeenCalled();
  });

  it('stays on the form when the login is refused', async () => {
    const shop = shopWith({
      login: async () => {
        throw new ApiError(429, 'slow down');
      },
    });
    await openAt(shop, 'login');
    await allSettled(logInFx, { scope: shop.scope, params: { email: 'anna@example.com', password: 'wrong' } });
    expect(shop.step()).toBe('login');
    expect(shop.calls.reload).not.toHaveBeenCalled();
    expect(shop.calls.goTo).not.toHaveBeenCalled();
  });

  it('asks a staff member for the second factor, then reloads the page with its session', async () => {
    const shop = await staffPasswordTyped();
    expect(shop.step()).toBe('secondFactor');
    expect(shop.scope.getState($secondFactorChallenge)).toBe('the-challenge');
    expect(shop.calls.reload).not.toHaveBeenCalled();

    await allSettled(logInWithSecondFactorFx, { scope: shop.scope, params: { challenge: 'the-challenge', code: '123456' } });
    expect(shop.calls.reload).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password from the second factor, forgetting its challenge', async () => {
    const shop = await staffPasswordTyped();
    await run(shop.scope, stepCancelled);
    expect(shop.step()).toBe('login');
    expect(shop.scope.getState($secondFactorChallenge)).toBeNull();
  });

  it('sends the verification link again in the page’s language, and says when it was throttled', async () => {
    const shop = shopWith({ locale: 'it' });
    await openAt(shop, 'login');
    await allSettled(verificationResendClicked, { scope: shop.scope, params: { email: 'anna@example.com' } });
    expect(shop.calls.resend).toHaveBeenCalledExactlyOnceWith({ email: 'anna@example.com', locale: 'it' });
    expect(shop.scope.getState($verificationResend)).toBe('sent');

    shop.calls.resend.mockRejectedValueOnce(new ApiError(429, 'slow down'));
    await allSettled(verificationResendClicked, { scope: shop.scope, params: { email: 'anna@example.com' } });
    expect(shop.scope.getState($verificationResend)).toBe('too_many_attempts');
    await run(shop.scope, stepCancelled);
    expect(shop.scope.getState($verificationResend)).toBe('idle');
  });
});

describe('forgot password', () => {
  it('asks for the link in the page’s language, then says an e-mail is on its way', async () => {
    const shop = shopWith({ locale: 'en' });
    await openAt(shop, 'login', 'forgotPassword');
    await allSettled(forgotPasswordSubmitted, { scope: shop.scope, params: { email: 'anna@example.com' } });
    expect(shop.calls.forgotPassword).toHaveBeenCalledExactlyOnceWith({ email: 'anna@example.com', locale: 'en' });
    expect(shop.step()).toBe('forgotPasswordSent');
    expect(shop.calls.log).not.toHaveBeenCalled();
  });

  it('only logs a failure, and shows the same message', async () => {
    const failure = new ApiError(0, 'Network error');
    const shop = shopWith({
      forgotPassword: async () => {
        throw failure;
      },
    });
    await openAt(shop, 'login', 'forgotPassword');
    await allSettled(forgotPasswordSubmitted, { scope: shop.scope, params: { email: 'anna@example.com' } });
    expect(shop.step()).toBe('forgotPasswordSent');
    expect(shop.calls.log).toHaveBeenCalledExactlyOnceWith({ what: expect.stringContaining('forgot-password'), error: failure });
  });
});

describe('registering', () => {
  it('sends the form in the page’s language, then asks to check the e-mail; closing that closes the popup', async () => {
    const shop = shopWith({ locale: 'it' });
    await openAt(shop, 'register');
    await allSettled(registerFx, { scope: shop.scope, params: fields });
    expect(shop.calls.register).toHaveBeenCalledExactlyOnceWith({ ...fields, locale: 'it' });
    expect(shop.step()).toBe('registered');
    await run(shop.scope, popupClosed);
    expect(shop.step()).toBeNull();
    expect(shop.calls.replaceAddress).toHaveBeenCalledExactlyOnceWith('/fr/contact');
  });

  it('loads the countries in the page’s language when the form opens, once', async () => {
    const shop = shopWith({ locale: 'it' });
    await openAt(shop, 'register');
    expect(shop.calls.loadCountries).toHaveBeenCalledExactlyOnceWith('it');
    expect(shop.scope.getState($countryGroups)).toEqual(countries);
    await run(shop.scope, stepCancelled);
    await allSettled(registerChosen, { scope: shop.scope });
    expect(shop.calls.loadCountries).toHaveBeenCalledTimes(1);
    await allSettled($locale, { scope: shop.scope, params: 'en' });
    expect(shop.calls.loadCountries).toHaveBeenLastCalledWith('en');
  });

  it('says when the countries could not be loaded, and loads them again on demand', async () => {
    const shop = shopWith({
      loadCountries: async () => {
        throw new ApiError(503, 'down');
      },
    });
    await openAt(shop, 'register');
    expect(shop.scope.getState($countriesFailed)).toBe(true);
    shop.calls.loadCountries.mockResolvedValueOnce({ locale: 'fr', groups: countries });
    await allSettled(countriesRetried, { scope: shop.scope });
    expect(shop.scope.getState($countriesFailed)).toBe(false);
    expect(shop.scope.getState($countryGroups)).toEqual(countries);
  });
});
