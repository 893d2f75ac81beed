// @vitest-environment jsdom
import { $user, logOutFx } from '@lemon/shared';
import { shop } from '@lemon/kit/shop';
import { camille } from '@lemon/kit/testing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCountriesFx, loadAddressBookFx } from '../address-book/address-book.model';
import { fetchOrdersFx } from '../orders/orders.model';
import { fetchSessionsFx } from '../sessions/sessions.model';
import { renderInScope, texts } from '../testing/render-in-scope';
import { AccountPage } from './account-page';

const tabs = texts.account.tabs;

function renderAccount(url: string) {
  const logOut = vi.fn(async () => undefined);
  const scope = fork({
    values: [[$user, camille]],
    handlers: [
      [loadAddressBookFx, async () => []],
      [fetchCountriesFx, async () => ({ locale: 'fr', groups: { france_monaco: [], european_union: [], rest_of_world: [] } })],
      [fetchOrdersFx, async () => []],
      [fetchSessionsFx, async () => []],
      [logOutFx, logOut],
    ],
  });
  renderInScope(<AccountPage />, { scope, url, path: '/:locale/mon-compte' });
  return { logOut };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const location = () => screen.getByTestId('location').textContent;
const panelHeading = () => screen.getByRole('tabpanel').querySelector('h2')!.textContent;

afterEach(cleanup);

describe('the account page', () => {
  it('shows the tab the URL names, as an ARIA tab with its panel', () => {
    renderAccount('/fr/mon-compte?tab=orders');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.account.title);
    expect(document.title).toBe(`Mon compte · ${shop.name}`);
    expect(screen.getByRole('tablist', { name: texts.account.tabsLabel })).toBeTruthy();
    expect(tab(tabs.orders).getAttribute('aria-selected')).toBe('true');
    expect(tab(tabs.infos).getAttribute('aria-selected')).toBe('false');
    expect([tabs.infos, tabs.addresses, tabs.orders].map((name) => tab(name).tabIndex)).toEqual([-1, -1, 0]);
    const panel = screen.getByRole('tabpanel', { name: tabs.orders });
    expect(tab(tabs.orders).getAttribute('aria-controls')).toBe(panel.id);
    expect(panelHeading()).toBe(texts.orders.heading);
  });

  it('opens on the details, with the log-out button, when the URL names no tab', () => {
    const { logOut } = renderAccount('/fr/mon-compte');
    expect(tab(tabs.infos).getAttribute('aria-selected')).toBe('true');
    expect(panelHeading()).toBe(texts.profile.title);
    fireEvent.click(screen.getByRole('button', { name: texts.actions.logOut }));
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('puts the chosen tab in the URL, and back shows the previous tab again', () => {
    renderAccount('/fr/mon-compte');
    fireEvent.click(tab(tabs.addresses));
    expect(location()).toBe('/fr/mon-compte?tab=addresses');
    expect(tab(tabs.addresses).getAttribute('aria-selected')).toBe('true');
    expect(panelHeading()).toBe(texts.addresses.heading);
    fireEvent.click(tab(tabs.orders));
    expect(location()).toBe('/fr/mon-compte?tab=orders');

    fireEvent.click(screen.getByTestId('history-back'));
    expect(location()).toBe('/fr/mon-compte?tab=addresses');
    expect(tab(tabs.addresses).getAttribute('aria-selected')).toBe('true');
    expect(panelHeading()).toBe(texts.addresses.heading);
  });

  it('moves the focus among the tabs with the arrows, Home and End, and shows one only when it is pressed', () => {
    renderAccount('/fr/mon-compte');
    tab(tabs.infos).focus();
    fireEvent.keyDown(tab(tabs.infos), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(tabs.addresses));
    fireEvent.keyDown(tab(tabs.addresses), { key: 'End' });
    expect(document.activeElement).toBe(tab(tabs.data));
    fireEvent.keyDown(tab(tabs.data), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab(tabs.infos));
    fireEvent.keyDown(tab(tabs.infos), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(tabs.data));
    fireEvent.keyDown(tab(tabs.data), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(tabs.sessions));
    fireEvent.keyDown(tab(tabs.sessions), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(tabs.orders));
    expect(location()).toBe('/fr/mon-compte');
    fireEvent.click(tab(tabs.orders));
    expect(location()).toBe('/fr/mon-compte?tab=orders');
  });
});
