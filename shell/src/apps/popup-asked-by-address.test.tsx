// @vitest-environment jsdom
import { BrowserRouter, Link, registerTranslations, StaticRouter, useLocation } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { shellTranslations } from '../i18n';
import { TakingOver } from '@lemon/kit';
import { polyfillModalDialog } from '@lemon/kit/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { popupAskedByAddress } from './popup-asked-by-address';

const { unavailable, retry } = commonTranslations.fr.featureApp;
const askedBy = (search: string) => new URLSearchParams(search).has('showAuth');
const leave = ({ pathname }: { pathname: string }) => pathname;

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="adresse">{pathname + search}</output>;
}

function page(Popup: React.ComponentType) {
  return (
    <BrowserRouter>
      <Link to="/fr?showAuth=1">Se connecter</Link>
      <Link to="/fr/contact">Contact</Link>
      <Address />
      <Popup />
    </BrowserRouter>
  );
}

beforeAll(() => {
  registerTranslations('common', commonTranslations);
  registerTranslations('shell', shellTranslations);
  polyfillModalDialog();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a popup the address asks for', () => {
  it('draws nothing on the server, even asked for, so that the page is taken over as it was drawn', () => {
    const load = vi.fn(async () => () => <p>Connexion</p>);
    const Popup = popupAskedByAddress({ name: 'login', fallbackFor: 'auth', load, askedBy, leave });
    expect(
      renderToString(
        <StaticRouter location="/fr?showAuth=1">
          <TakingOver drawnByServer>
            <Popup />
          </TakingOver>
        </StaticRouter>,
      ),
    ).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads its code only once the address asks for it, then stays in the page', async () => {
    history.replaceState(null, '', '/fr');
    const load = vi.fn(async () => () => <p>Connexion</p>);
    const Popup = popupAskedByAddress({ name: 'login', fallbackFor: 'auth', load, askedBy, leave });
    render(page(Popup));
    await new Promise((settled) => setTimeout(settled, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Connexion')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByText('Connexion')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByText('Connexion')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in a dialog when its code cannot load, loads again from its button, and closing leaves the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    history.replaceState(null, '', '/fr?showAuth=1');
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => <p>Connexion</p>);
    const Popup = popupAskedByAddress({ name: 'login', fallbackFor: 'auth', load, askedBy, leave });
    render(page(Popup));

    const dialog = await screen.findByRole('dialog', { name: unavailable });
    expect(dialog.querySelector('[data-fallback-for="auth"]')).not.toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: retry }));
    // Failed again: the dialog is still there; closing it takes the request out of the address.
    await screen.findByRole('dialog', { name: unavailable });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/fr'));

    await user.click(screen.getByRole('link', { name: 'Se connecter' }));
    await user.click(await screen.findByRole('button', { name: retry }));
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('closes from its own button, which a thumb sees, and leaves the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    history.replaceState(null, '', '/fr?showAuth=1');
    const load = vi.fn(async (): Promise<() => React.JSX.Element> => {
      throw new Error('chunk failed');
    });
    const Popup = popupAskedByAddress({ name: 'login', fallbackFor: 'auth', load, askedBy, leave });
    render(page(Popup));

    await screen.findByRole('dialog', { name: unavailable });
    // Focus moves in once the dialog's effects ran, which may be a moment after it shows.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: retry })));
    await userEvent.setup().click(screen.getByRole('button', { name: shellTranslations.fr.unavailablePopup.close }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/fr'));
    expect(screen.queryByRole('dialog', { name: unavailable })).toBeNull();
  });
});
