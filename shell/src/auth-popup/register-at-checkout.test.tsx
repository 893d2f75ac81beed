// @vitest-environment jsdom
import type { Cart } from '@lemon/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shellTranslations } from '../i18n';
import { isCheckoutPage } from './auth-popup.model';
import { openAuthPopup } from './auth-popup.test-support';

// Registering on the way to delivery: the login guard opened the popup with `next=/fr/livraison`.

afterEach(cleanup);

const t = shellTranslations.fr.auth;
const toDelivery = `?showAuth=1&next=${encodeURIComponent('/fr/livraison')}`;
const cart: Cart = {
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  cart_items: [],
  subtotal: 0,
  promo: null,
  discount: 0,
  total: 0,
  contains_alcohol: false,
};

async function openRegister(options: Parameters<typeof openAuthPopup>[0]) {
  const opened = await openAuthPopup(options);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: t.choice.register }));
  await within(opened.dialog).findByLabelText(t.register.passwordConfirmation);
  return opened;
}

async function fillAndSend({ user, dialog }: Awaited<ReturnType<typeof openRegister>>) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Prénom'), 'Camille');
  await user.type(field('Nom'), 'Martin');
  await user.type(field('Adresse e-mail'), 'camille@example.com');
  await user.type(field('Adresse'), '3 rue des Citrons');
  await user.type(field('Code postal'), '06500');
  await user.type(field('Ville'), 'Menton');
  await waitFor(() => expect(within(field('Pays')).getByRole('option', { name: 'France' })).toBeTruthy());
  await user.selectOptions(field('Pays'), 'FR');
  await user.type(field('Mot de passe'), 'Citron2024');
  await user.type(field('Confirmez le mot de passe'), 'Citron2024');
  await user.click(within(dialog).getByRole('button', { name: t.register.submit }));
}

describe('the registration form on the way to delivery', () => {
  it('says, just above the address fields, that the order goes to that address and that another can be chosen later', async () => {
    const { dialog } = await openRegister({ search: toDelivery, cart });
    const why = within(dialog).getByText(t.register.deliveryAddressWhy);
    const email = within(dialog).getByLabelText('Adresse e-mail');
    const firstName = within(dialog).getByLabelText('Prénom');
    // In the form's order: after the e-mail, before the first field of the address.
    expect(email.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(why.compareDocumentPosition(firstName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(t.register.deliveryAddressWhy).toMatch(/livrerons votre commande/);
  });

  it('sends the registration as made at checkout, with this browser’s cart, and says the link leads back there', async () => {
    const opened = await openRegister({ search: toDelivery, cart });
    await fillAndSend(opened);
    await waitFor(() => expect(opened.calls.register).toHaveBeenCalledTimes(1));
    expect(opened.calls.register).toHaveBeenLastCalledWith(expect.objectContaining({ locale: 'fr', checkout: { cart_id: cart.uuid } }));
    expect(await within(opened.dialog).findByText(t.registered.checkoutText)).toBeTruthy();
  });

  it('says it comes from checkout without a cart when the browser has none', async () => {
    const opened = await openRegister({ search: toDelivery, cart: null });
    await fillAndSend(opened);
    await waitFor(() => expect(opened.calls.register).toHaveBeenLastCalledWith(expect.objectContaining({ checkout: {} })));
  });
});

describe('the registration form anywhere else', () => {
  it('neither explains the address nor sends a checkout, even with a cart; it ends on the usual message', async () => {
    const opened = await openRegister({ cart });
    expect(within(opened.dialog).queryByText(t.register.deliveryAddressWhy)).toBeNull();
    await fillAndSend(opened);
    await waitFor(() => expect(opened.calls.register).toHaveBeenCalledTimes(1));
    expect(opened.calls.register.mock.calls[0]![0]).not.toHaveProperty('checkout');
    expect(await screen.findByText(t.registered.text)).toBeTruthy();
  });
});

describe('the page a login leads to', () => {
  it('is the checkout only for the delivery page, in any language, query or not', () => {
    expect(isCheckoutPage('/fr/livraison')).toBe(true);
    expect(isCheckoutPage('/it/livraison?step=1#pay')).toBe(true);
    expect(isCheckoutPage('/en/mon-compte')).toBe(false);
    expect(isCheckoutPage('/fr/panier')).toBe(false);
    expect(isCheckoutPage(null)).toBe(false);
  });
});
