import { $cart, $userLoaded, logInFx, registerTranslations, type Cart, type User, Provider } from '@lemon/shared';
import type { CountryGroups } from '@lemon/orders-contract';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fork } from 'effector';
import { MemoryRouter, Link } from 'react-router';
import { vi } from 'vitest';
import { shellNamespace, shellTranslations } from '../i18n';
import { AuthPopup } from './auth-popup';
import {
  fetchCountriesFx,
  goToPageFx,
  replaceAddressFx,
  sendForgotPasswordFx,
  sendRegistrationFx,
  sendVerificationResendFx,
} from './auth-popup.model';
import { reloadPageFx } from '../auth-request/reload-page';
import { polyfillModalDialog } from '@lemon/kit/testing';
import { anna } from '../test-support/shoppers';

// The auth popup on a page of its own, in French, with an anonymous visitor and every call written down.

registerTranslations(shellNamespace, shellTranslations);
polyfillModalDialog();

export const countries: CountryGroups = {
  france_monaco: [
    { code: 'FR', name: 'France' },
    { code: 'MC', name: 'Monaco' },
  ],
  european_union: [{ code: 'IT', name: 'Italie' }],
  rest_of_world: [{ code: 'CH', name: 'Suisse' }],
};

/**
 * The popup on `/fr/contact`, opened by following a link that asks for it (focused first, as a click does): by
 * default `?showAuth=1`; the login guard's asks for it with the page to land on (`&next=/fr/livraison`).
 */
export async function openAuthPopup({
  login = async (): Promise<User> => anna,
  search = '?showAuth=1',
  cart = null,
}: { login?: () => Promise<User>; search?: string; cart?: Cart | null } = {}) {
  const calls = {
    login: vi.fn(login),
    register: vi.fn(async (_payload: unknown) => undefined),
    forgotPassword: vi.fn(async (_payload: unknown) => undefined),
    resend: vi.fn(async (_payload: unknown) => undefined),
    reload: vi.fn(),
  };
  const scope = fork({
    values: [
      [$userLoaded, true],
      [$cart, cart],
    ],
    handlers: [
      [logInFx, calls.login],
      [sendRegistrationFx, calls.register],
      [sendForgotPasswordFx, calls.forgotPassword],
      [sendVerificationResendFx, calls.resend],
      [fetchCountriesFx, async () => ({ locale: 'fr' as const, groups: countries })],
      [replaceAddressFx, () => undefined],
      [reloadPageFx, calls.reload],
      [goToPageFx, () => undefined],
    ],
  });
  const user = userEvent.setup();
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/fr/contact']}>
        <Link to={{ search }}>Se connecter ou créer un compte</Link>
        <AuthPopup />
      </MemoryRouter>
    </Provider>,
  );
  const opener = screen.getByRole('link', { name: 'Se connecter ou créer un compte' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Bienvenue' });
  return { user, calls, opener, dialog };
}

/** The messages the popup shows at its fields and above its buttons, in order. */
export const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
