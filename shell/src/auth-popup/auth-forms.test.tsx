// @vitest-environment jsdom
import { ApiError, ValidationError } from '@lemon/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alerts, openAuthPopup } from './auth-popup.test-support';

afterEach(cleanup);

const required = 'Ce champ est obligatoire.';

async function openLogin(options?: Parameters<typeof openAuthPopup>[0]) {
  const opened = await openAuthPopup(options);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Se connecter' }));
  await within(opened.dialog).findByLabelText('Adresse e-mail'); // the forms load as the popup opens
  const field = (label: string) => within(opened.dialog).getByLabelText(label);
  const submit = () => opened.user.click(within(opened.dialog).getByRole('button', { name: 'Se connecter' }));
  return { ...opened, field, submit };
}

describe('the login form', () => {
  it('asks for both fields, and for a valid address, before calling', async () => {
    const { user, field, submit, calls } = await openLogin();
    await submit();
    await waitFor(() => expect(alerts()).toEqual([required, required]));
    expect(field('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Adresse e-mail'), 'camille@');
    await user.type(field('Mot de passe'), 'secret');
    await submit();
    await waitFor(() => expect(alerts()).toEqual(['Veuillez saisir une adresse e-mail valide.']));
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('logs in with the typed address and password', async () => {
    const { user, field, submit, calls } = await openLogin();
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Mot de passe'), 'Citron2024');
    await submit();
    await waitFor(() => expect(calls.login).toHaveBeenCalledWith({ email: 'camille@example.com', password: 'Citron2024' }));
    await waitFor(() => expect(calls.reload).toHaveBeenCalledTimes(1));
  });

  it('shows refused credentials at the address field', async () => {
    const { user, field, submit } = await openLogin({
      login: async () => {
        throw new ValidationError('refused', { email: ['invalid_credentials'] });
      },
    });
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Mot de passe'), 'wrong');
    await submit();
    await waitFor(() => expect(alerts()).toEqual(['Ces identifiants ne sont pas reconnus.']));
    expect(field('Adresse e-mail').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('offers to send the link again to an address not yet verified', async () => {
    const { user, field, submit, dialog, calls } = await openLogin({
      login: async () => {
        throw new ValidationError('refused', { email: ['email_unverified'] });
      },
    });
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Mot de passe'), 'Citron2024');
    await submit();
    await waitFor(() => expect(alerts()).toEqual([expect.stringMatching(/^Cette adresse n’est pas encore validée/)]));
    await user.click(within(dialog).getByRole('button', { name: 'Renvoyer le lien de validation' }));
    expect(calls.resend).toHaveBeenCalledWith({ email: 'camille@example.com', locale: 'fr' });
    const answer = await within(dialog).findByRole('status');
    expect(answer.textContent).toMatch(/^Si cette adresse attend sa validation/);
    expect(document.activeElement).toBe(answer);
  });

  it('says so when there were too many attempts', async () => {
    const { user, field, submit } = await openLogin({
      login: async () => {
        throw new ApiError(429, 'slow down');
      },
    });
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Mot de passe'), 'Citron2024');
    await submit();
    await waitFor(() => expect(alerts()).toEqual(['Trop de tentatives. Réessayez dans quelques minutes.']));
  });
});

describe('the forgot-password form', () => {
  it('asks for a valid address, then says an e-mail is on its way, with a link home', async () => {
    const { user, dialog, calls } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }));
    await within(dialog).findByRole('button', { name: 'Envoyer le lien' });
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await send();
    await waitFor(() => expect(alerts()).toEqual([required]));
    await user.type(within(dialog).getByLabelText('Adresse e-mail'), 'camille');
    await send();
    await waitFor(() => expect(alerts()).toEqual(['Veuillez saisir une adresse e-mail valide.']));

    await user.type(within(dialog).getByLabelText('Adresse e-mail'), '@example.com');
    await send();
    expect(await within(dialog).findByText('Si un compte existe pour cette adresse, un e-mail est en route.')).toBeTruthy();
    expect(calls.forgotPassword).toHaveBeenCalledWith({ email: 'camille@example.com', locale: 'fr' });
    expect(within(dialog).getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr');
  });
});

describe('the registration form', () => {
  async function openRegister() {
    const opened = await openAuthPopup();
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Créer un compte' }));
    await within(opened.dialog).findByLabelText('Confirmez le mot de passe');
    const field = (label: string) => within(opened.dialog).getByLabelText(label);
    const submit = () => opened.user.click(within(opened.dialog).getByRole('button', { name: 'Créer mon compte' }));
    const errorOf = (label: string) => {
      const describedBy = field(label).getAttribute('aria-describedby') ?? '';
      return describedBy
        .split(' ')
        .map((id) => document.getElementById(id))
        .find((element) => element?.getAttribute('role') === 'alert')?.textContent;
    };
    return { ...opened, field, submit, errorOf };
  }

  it('asks for every field but the second address line, and shows the password rule', async () => {
    const { submit, errorOf, field } = await openRegister();
    await submit();
    for (const label of [
      'Prénom',
      'Nom',
      'Adresse e-mail',
      'Adresse',
      'Code postal',
      'Ville',
      'Pays',
      'Mot de passe',
      'Confirmez le mot de passe',
    ]) {
      await waitFor(() => expect(errorOf(label), label).toBe(required));
    }
    expect(errorOf('Complément d’adresse (facultatif)')).toBeUndefined();
    expect(field('Mot de passe').getAttribute('aria-describedby')).toMatch(/-hint/);
    expect(screen.getByText('Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.')).toBeTruthy();
  });

  it('checks the address, the password rule and the confirmation', async () => {
    const { user, field, submit, errorOf } = await openRegister();
    await user.type(field('Adresse e-mail'), 'camille@');
    await user.type(field('Mot de passe'), 'citron');
    await user.type(field('Confirmez le mot de passe'), 'citron');
    await submit();
    await waitFor(() => expect(errorOf('Mot de passe')).toBe('Minimum 8 caractères.'));
    expect(errorOf('Adresse e-mail')).toBe('Veuillez saisir une adresse e-mail valide.');

    await user.type(field('Mot de passe'), 'citron');
    await submit();
    await waitFor(() => expect(errorOf('Mot de passe')).toBe('Doit contenir au moins une majuscule, une minuscule et un chiffre.'));

    await user.clear(field('Mot de passe'));
    await user.type(field('Mot de passe'), 'Citron2024');
    await submit();
    await waitFor(() => expect(errorOf('Confirmez le mot de passe')).toBe('Les mots de passe ne correspondent pas.'));
    expect(errorOf('Mot de passe')).toBeUndefined();
  });

  it('says what becomes of the data, with the privacy policy a new tab away (leaving would lose what was typed)', async () => {
    const { dialog } = await openRegister();
    const note = within(dialog).getByText(/^Vos données servent à gérer votre compte et vos commandes/);
    const link = within(note).getByRole('link', { name: 'politique de confidentialité' });
    expect(link.getAttribute('href')).toBe('/fr/confidentialite');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('groups the countries by delivery zone', async () => {
    const { field } = await openRegister();
    await waitFor(() => expect(field('Pays').querySelectorAll('optgroup')).toHaveLength(3));
    const groups = [...field('Pays').querySelectorAll('optgroup')].map((group) => [group.label, group.textContent]);
    expect(groups).toEqual([
      ['France et Monaco', 'FranceMonaco'],
      ['Union européenne', 'Italie'],
      ['Reste du monde', 'Suisse'],
    ]);
  });

  it('sends the form in the page’s language, shows a taken address at its field, then asks to check the e-mail', async () => {
    const { user, field, submit, errorOf, calls, dialog, opener } = await openRegister();
    await user.type(field('Prénom'), 'Camille');
    await user.type(field('Nom'), 'Martin');
    await user.type(field('Adresse e-mail'), 'camille@example.com');
    await user.type(field('Adresse'), '3 rue des Citrons');
    await user.type(field('Code postal'), '06500');
    await user.type(field('Ville'), 'Menton');
    await waitFor(() => expect(within(field('Pays')).getByRole('option', { name: 'Monaco' })).toBeTruthy());
    await user.selectOptions(field('Pays'), 'MC');
    await user.type(field('Mot de passe'), 'Citron2024');
    await user.type(field('Confirmez le mot de passe'), 'Citron2024');

    calls.register.mockRejectedValueOnce(new ValidationError('refused', { email: ['email_taken'] }));
    await submit();
    await waitFor(() => expect(errorOf('Adresse e-mail')).toBe('Cette adresse est déjà enregistrée.'));

    await user.clear(field('Adresse e-mail'));
    await user.type(field('Adresse e-mail'), 'camille.martin@example.com');
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Vérifiez vos e-mails' })).toBe(dialog);
    expect(calls.register).toHaveBeenLastCalledWith({
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille.martin@example.com',
      line1: '3 rue des Citrons',
      line2: null,
      zip: '06500',
      city: 'Menton',
      country: 'MC',
      password: 'Citron2024',
      password_confirmation: 'Citron2024',
      locale: 'fr',
    });

    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
