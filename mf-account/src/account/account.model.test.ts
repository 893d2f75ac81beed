import { $locale, i18n, logOutFx } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $addressEditor, addressFormOpened, fetchCountriesFx, loadAddressBookFx } from '../address-book/address-book.model';
import { fetchOrdersFx } from '../orders/orders.model';
import { $accountTab, accountPageLeft, accountTabShown, logOutClicked } from './account.model';

function accountScope() {
  const calls = {
    book: vi.fn(async () => []),
    countries: vi.fn(async (locale: 'fr' | 'en' | 'it') => ({
      locale,
      groups: { france_monaco: [], european_union: [], rest_of_world: [] },
    })),
    orders: vi.fn(async () => []),
    logOut: vi.fn(async () => undefined),
  };
  const scope = fork({
    handlers: [
      [loadAddressBookFx, calls.book],
      [fetchCountriesFx, calls.countries],
      [fetchOrdersFx, calls.orders],
      [logOutFx, calls.logOut],
    ],
  });
  return { scope, calls, show: (tab: 'infos' | 'addresses' | 'orders') => allSettled(accountTabShown, { scope, params: tab }) };
}

afterEach(() => i18n.changeLanguage('fr'));

describe('the account page’s model', () => {
  it('fetches nothing for the details tab, the book and countries for the addresses, the orders for the orders', async () => {
    const { scope, calls, show } = accountScope();
    await show('infos');
    expect(scope.getState($accountTab)).toBe('infos');
    expect([calls.book, calls.countries, calls.orders].map((call) => call.mock.calls.length)).toEqual([0, 0, 0]);
    await show('addresses');
    expect([calls.book, calls.countries, calls.orders].map((call) => call.mock.calls.length)).toEqual([1, 1, 0]);
    await show('orders');
    await show('orders');
    expect(calls.orders).toHaveBeenCalledTimes(2);
  });

  it('names the countries in the new language when it changes on the addresses tab, and only there', async () => {
    const { scope, calls, show } = accountScope();
    await show('orders');
    await allSettled($locale, { scope, params: 'en' });
    expect(calls.countries).not.toHaveBeenCalled();
    await show('addresses');
    await allSettled($locale, { scope, params: 'it' });
    expect(calls.countries.mock.calls.map(([locale]) => locale)).toEqual(['en', 'it']);
  });

  it('drops an open address form when another tab is shown or the page is left', async () => {
    const { scope, show } = accountScope();
    await show('addresses');
    await allSettled(addressFormOpened, { scope, params: {} });
    await show('addresses');
    expect(scope.getState($addressEditor)).toEqual({ kind: 'new' });
    await show('orders');
    expect(scope.getState($addressEditor)).toEqual({ kind: 'closed' });
    await show('addresses');
    await allSettled(addressFormOpened, { scope, params: {} });
    await allSettled(accountPageLeft, { scope });
    expect(scope.getState($addressEditor)).toEqual({ kind: 'closed' });
    expect(scope.getState($accountTab)).toBeNull();
  });

  it('logs out through the shared session', async () => {
    const { scope, calls } = accountScope();
    await allSettled(logOutClicked, { scope });
    expect(calls.logOut).toHaveBeenCalledTimes(1);
  });
});
