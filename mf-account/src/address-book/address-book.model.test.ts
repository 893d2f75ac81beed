import { $locale, ApiError, i18n, registerTranslations, type Locale } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { allSettled, fork } from 'effector';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showFailureToastFx, showSuccessToastFx } from '../forms/toasts';
import { accountTranslations } from '../i18n';
import { address, countryGroups } from '@lemon/kit/testing';
import {
  $addressBook,
  $addressEditor,
  $addressToDelete,
  addressBookLeft,
  addressBookOpened,
  addressFormOpened,
  countries,
  defaultChosen,
  deleteAddressFx,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  fetchCountriesFx,
  loadAddressBookFx,
  makeDefaultFx,
  saveAddressFx,
} from './address-book.model';

const home = address(1, 'Maison', { is_default: true });
const work = address(2, 'Bureau');

interface Server {
  book?: () => Promise<Address[]>;
  save?: (request: Parameters<typeof saveAddressFx>[0]) => Promise<Address>;
  makeDefault?: (address: Address) => Promise<Address[]>;
  remove?: (address: Address) => Promise<void>;
  locale?: Locale;
}

/** A scope whose server holds `home` and `work` unless told otherwise, with its toasts written down. */
function shopWith({ book = async () => [home, work], save, makeDefault, remove, locale = 'fr' }: Server = {}) {
  const calls = {
    book: vi.fn(book),
    countries: vi.fn(async (asked: Locale) => ({ locale: asked, groups: countryGroups })),
    save: vi.fn(save ?? (async ({ payload }) => ({ ...address(9, payload.label), ...payload, line2: null, is_default: false }))),
    makeDefault: vi.fn(makeDefault ?? (async () => [])),
    remove: vi.fn(remove ?? (async () => undefined)),
  };
  const toasts = { success: [] as string[], failure: [] as string[] };
  const scope = fork({
    values: [[$locale, locale]],
    handlers: [
      [loadAddressBookFx, calls.book],
      [fetchCountriesFx, calls.countries],
      [saveAddressFx, calls.save],
      [makeDefaultFx, calls.makeDefault],
      [deleteAddressFx, calls.remove],
      [showSuccessToastFx, (message: string) => void toasts.success.push(message)],
      [showFailureToastFx, (message: string) => void toasts.failure.push(message)],
    ],
  });
  const open = () => allSettled(addressBookOpened, { scope });
  return { scope, calls, toasts, open, book: () => scope.getState($addressBook) };
}

beforeAll(() => registerTranslations('account', accountTranslations));
// A language change in a scope still changes the page's one i18n instance.
afterEach(() => i18n.changeLanguage('fr'));

describe('the address book’s model', () => {
  it('fetches the book and the countries in the page’s language when it is opened', async () => {
    const { scope, calls, open, book } = shopWith({ locale: 'it' });
    expect(book()).toEqual({ status: 'loading' });
    await open();
    expect(book()).toEqual({ status: 'ready', addresses: [home, work] });
    expect(calls.countries).toHaveBeenCalledWith('it');
    expect(scope.getState(countries.$state)).toEqual({ status: 'ready', data: { locale: 'it', groups: countryGroups } });
  });

  it('fetches the countries again only for another language, and the book every time', async () => {
    const { scope, calls, open } = shopWith();
    await open();
    await open();
    expect(calls.book).toHaveBeenCalledTimes(2);
    expect(calls.countries).toHaveBeenCalledTimes(1);
    await allSettled($locale, { scope, params: 'en' });
    await open();
    expect(calls.countries.mock.calls.map(([locale]) => locale)).toEqual(['fr', 'en']);
  });

  it('says the book could not be fetched, and fetches it when opened again', async () => {
    let fails = true;
    const { open, book } = shopWith({
      book: async () => {
        if (fails) throw new ApiError(500, 'down');
        return [home];
      },
    });
    await open();
    expect(book()).toEqual({ status: 'error' });
    fails = false;
    await open();
    expect(book()).toEqual({ status: 'ready', addresses: [home] });
  });

  it('adds an address: the form closes, the book shows it, says so, and is fetched again', async () => {
    const { scope, calls, toasts, open, book } = shopWith();
    await open();
    await allSettled(addressFormOpened, { scope, params: {} });
    expect(scope.getState($addressEditor)).toEqual({ kind: 'new' });
    const payload = { ...address(0, 'Chez mes parents'), line2: '' };
    await allSettled(saveAddressFx, { scope, params: { payload } });
    expect(scope.getState($addressEditor)).toEqual({ kind: 'closed' });
    expect(book()).toEqual({ status: 'ready', addresses: [home, work] }); // as the server now says
    expect(calls.book).toHaveBeenCalledTimes(2);
    expect(toasts.success).toEqual([accountTranslations.fr.addresses.added]);
  });

  it('shows a saved address in its place until the book comes again', async () => {
    let answer!: (book: Address[]) => void;
    const renamed = { ...work, label: 'Atelier' };
    const { scope, calls, toasts, open, book } = shopWith({ save: async () => renamed });
    await open();
    calls.book.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await allSettled(addressFormOpened, { scope, params: { id: 2 } });
    expect(scope.getState($addressEditor)).toEqual({ kind: 'edit', id: 2 });
    const saving = allSettled(saveAddressFx, { scope, params: { id: 2, payload: renamed } });
    await vi.waitFor(() => expect(book()).toEqual({ status: 'ready', addresses: [home, renamed] }));
    answer([home, renamed]);
    await saving;
    expect(toasts.success).toEqual([accountTranslations.fr.addresses.saved]);
  });

  it('keeps the form open when the server refuses the address (the form shows why)', async () => {
    const { scope, toasts, open } = shopWith({
      save: async () => {
        throw new ApiError(500, 'down');
      },
    });
    await open();
    await allSettled(addressFormOpened, { scope, params: {} });
    await allSettled(saveAddressFx, { scope, params: { payload: address(0, 'X') } });
    expect(scope.getState($addressEditor)).toEqual({ kind: 'new' });
    expect(toasts).toEqual({ success: [], failure: [] });
  });

  it('makes an address the default one and shows the book the server answers with', async () => {
    const { scope, calls, toasts, open, book } = shopWith({
      makeDefault: async () => [
        { ...work, is_default: true },
        { ...home, is_default: false },
      ],
    });
    await open();
    await allSettled(defaultChosen, { scope, params: work });
    expect(calls.makeDefault).toHaveBeenCalledWith(work);
    expect(book()).toEqual({
      status: 'ready',
      addresses: [
        { ...work, is_default: true },
        { ...home, is_default: false },
      ],
    });
    expect(toasts.success).toEqual(['« Bureau » est désormais votre adresse par défaut.']);
  });

  it('deletes an address only once the question is answered yes', async () => {
    const { scope, calls, toasts, open, book } = shopWith();
    await open();
    await allSettled(deleteAsked, { scope, params: work });
    expect(scope.getState($addressToDelete)).toEqual(work);
    await allSettled(deleteCancelled, { scope });
    expect(scope.getState($addressToDelete)).toBeNull();
    await allSettled(deleteConfirmed, { scope });
    expect(calls.remove).not.toHaveBeenCalled();

    calls.book.mockResolvedValue([home]);
    await allSettled(deleteAsked, { scope, params: work });
    await allSettled(deleteConfirmed, { scope });
    expect(calls.remove).toHaveBeenCalledWith(work);
    expect(scope.getState($addressToDelete)).toBeNull();
    expect(book()).toEqual({ status: 'ready', addresses: [home] });
    expect(toasts.success).toEqual([accountTranslations.fr.addresses.deleted]);
  });

  it('says why a delete or a new default failed, "too many attempts" for a 429, and leaves the book', async () => {
    const { scope, toasts, open, book } = shopWith({
      remove: async () => {
        throw new ApiError(429, 'Slow down');
      },
      makeDefault: async () => {
        throw new ApiError(500, 'down');
      },
    });
    await open();
    await allSettled(deleteAsked, { scope, params: work });
    await allSettled(deleteConfirmed, { scope });
    await allSettled(defaultChosen, { scope, params: work });
    expect(toasts.failure).toEqual(['Trop de tentatives. Réessayez dans quelques minutes.', 'Une erreur est survenue.']);
    expect(scope.getState($addressToDelete)).toBeNull();
    expect(book()).toEqual({ status: 'ready', addresses: [home, work] });
  });

  it('drops an open form or question when the book is left', async () => {
    const { scope, open } = shopWith();
    await open();
    await allSettled(addressFormOpened, { scope, params: { id: 1 } });
    await allSettled(deleteAsked, { scope, params: work });
    await allSettled(addressBookLeft, { scope });
    expect(scope.getState($addressEditor)).toEqual({ kind: 'closed' });
    expect(scope.getState($addressToDelete)).toBeNull();
  });
});
