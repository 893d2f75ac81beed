// @vitest-environment jsdom
import { $locale, i18n, registerTranslations, type Locale, Provider } from '@lemon/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fork } from 'effector';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { shellNamespace, shellTranslations } from '../i18n';
import { polyfillModalDialog } from '@lemon/kit/testing';
import { OrderPopup } from './order-popup';
import { orderReturnOf } from './order-outcome';

registerTranslations(shellNamespace, shellTranslations);
polyfillModalDialog();

const { success, error } = shellTranslations.fr.orderPopup;

/** Where the router is, and a way back through its history. */
function RouterProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <div hidden>
      <span data-testid="location">{pathname + search}</span>
      <button type="button" data-testid="history-back" onClick={() => navigate(-1)} />
    </div>
  );
}

/** The popup on the home page, after `history` (the last entry is where the shopper is). */
async function renderHome(history: string[], locale: Locale = 'fr') {
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  render(
    <Provider value={fork({ values: [[$locale, locale]] })}>
      <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
        <Link to={{ search: '?order=success' }}>Back from paying</Link>
        <OrderPopup />
        <RouterProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { user };
}

const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.getByRole('dialog');
const linkIn = (name: string) => within(dialog()).getByRole('link', { name });

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('the order confirmation popup', () => {
  it('is not shown without `order` in the query', async () => {
    await renderHome(['/fr?showAuth=1']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('thanks the shopper for a successful payment and links to the orders in the account', async () => {
    await renderHome(['/fr?order=success']);
    expect(screen.getByRole('dialog', { name: success.title })).toBe(dialog());
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(success.title);
    expect(dialog().textContent).toContain('Merci pour votre commande !');
    expect(dialog().textContent).toContain(success.mailOnItsWay);
    expect(linkIn('votre compte').getAttribute('href')).toBe('/fr/mon-compte?tab=orders');
    expect(within(dialog()).queryByRole('link', { name: 'contacter le service client' })).toBeNull();
  });

  it.each(['error', 'cancelled', ''])('says the payment failed for `order=%s`, with the account and customer service', async (order) => {
    await renderHome([`/fr?order=${order}`]);
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(error.title);
    expect(dialog().textContent).toContain('où vous pouvez la payer tant qu’elle n’est pas annulée');
    expect(dialog().textContent).not.toContain(success.title);
    expect(linkIn('votre compte').getAttribute('href')).toBe('/fr/mon-compte?tab=orders');
    expect(linkIn('contacter le service client').getAttribute('href')).toBe('/fr/contact');
  });

  it('closes with its close icon, going home without the query in place of the popup’s address', async () => {
    const { user } = await renderHome(['/fr/panier', '/fr?order=success']);
    await user.click(linkIn('Fermer'));
    expect(location()).toBe('/fr');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Replaced, not pushed: going back leads to the page before, not to the popup again.
    await user.click(screen.getByTestId('history-back'));
    expect(location()).toBe('/fr/panier');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape, going home without the query', async () => {
    const { user } = await renderHome(['/fr?order=error']);
    await user.keyboard('{Escape}');
    expect(location()).toBe('/fr');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus to its title, keeps it inside, and gives it back to what opened it', async () => {
    const { user } = await renderHome(['/fr']);
    const opener = screen.getByRole('link', { name: 'Back from paying' });
    await user.click(opener);
    expect(document.activeElement).toBe(within(dialog()).getByRole('heading', { level: 2 }));
    await user.tab();
    expect(document.activeElement).toBe(linkIn('votre compte'));
    await user.tab();
    expect(document.activeElement).toBe(linkIn('Fermer'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(linkIn('votre compte'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('speaks the page’s language and stays in it', async () => {
    const { user } = await renderHome(['/en?order=success'], 'en');
    expect(screen.getByRole('dialog', { name: shellTranslations.en.orderPopup.success.title })).toBeTruthy();
    expect(linkIn('your account').getAttribute('href')).toBe('/en/mon-compte?tab=orders');
    await user.click(linkIn('Close'));
    expect(location()).toBe('/en');
  });
});

describe('orderReturnOf', () => {
  it('reads success, any other value as an error, and nothing without `order`', () => {
    expect(orderReturnOf('?order=success')?.outcome).toBe('success');
    expect(orderReturnOf('?order=error&utm=mail')?.outcome).toBe('error');
    expect(orderReturnOf('?order=')?.outcome).toBe('error');
    expect(orderReturnOf('?showAuth=1')).toBeNull();
    expect(orderReturnOf('')).toBeNull();
  });

  it('reads the order’s reference, and nothing that could not be one', () => {
    expect(orderReturnOf('?order=success&reference=LC-7K3QF9MZ')).toEqual({ outcome: 'success', reference: 'LC-7K3QF9MZ' });
    expect(orderReturnOf('?order=error&reference=../staff')).toEqual({ outcome: 'error', reference: null });
    expect(orderReturnOf('?order=error')).toEqual({ outcome: 'error', reference: null });
  });
});
