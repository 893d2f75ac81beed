// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openAuthPopup } from './auth-popup.test-support';

afterEach(cleanup);

describe('the auth popup', () => {
  it('is a labelled modal dialog, opened by the address, with focus moved inside', async () => {
    const { dialog } = await openAuthPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Bienvenue');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Se connecter' }));
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const { user, dialog } = await openAuthPopup();
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    const register = within(dialog).getByRole('button', { name: 'Créer un compte' });
    await user.tab();
    expect(document.activeElement).toBe(register);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(register);
  });

  it('closes with Escape and gives focus back to what opened it', async () => {
    const { user, dialog, opener } = await openAuthPopup();
    await user.keyboard('{Escape}');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button, from any step', async () => {
    const { user, dialog, opener } = await openAuthPopup();
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('goes through the spec’s steps, each starting at its first field, and each cancel goes back one', async () => {
    const { user, dialog } = await openAuthPopup();
    const title = () => within(dialog).getByRole('heading', { level: 2 }).textContent;

    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('dialog', { name: 'Se connecter' })).toBe(dialog);
    // The steps with forms load as the popup opens: focus goes to the first field once it is there.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Adresse e-mail')));

    await user.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    expect(title()).toBe('Mot de passe oublié');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Adresse e-mail')));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(title()).toBe('Se connecter');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(title()).toBe('Bienvenue');

    await user.click(within(dialog).getByRole('button', { name: 'Créer un compte' }));
    expect(title()).toBe('Créer un compte');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Adresse e-mail')));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(title()).toBe('Bienvenue');
  });
});
