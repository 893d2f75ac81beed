// @vitest-environment jsdom
import { ApiError, loginPayloadSchema, ValidationError } from '@lemon/shared';
import { emailRequestPayloadSchema } from '@lemon/account-contract';
import { categoryPayloadSchema } from '@lemon/staff-contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { refusedFields, showServerRefusal, useContractForm, type CallFailure } from './contract-form';
import { FormError, TextField } from './form-field';

/** A form of one field whose call fails as the test says. */
function EmailForm({ failWith }: { failWith: unknown }) {
  const form = useContractForm(emailRequestPayloadSchema, { email: '' });
  const [failure, setFailure] = useState<CallFailure>();
  const submit = form.handleSubmit(async () => setFailure(showServerRefusal(form, failWith)));
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="email" label="E-mail" type="email" />
      <FormError form={form} />
      {failure && <output>{failure}</output>}
      <button type="submit">Envoyer</button>
    </form>
  );
}

/** A form of two fields, both refused by the server. */
function LoginForm() {
  const form = useContractForm(loginPayloadSchema, { email: '', password: '' });
  const submit = form.handleSubmit(async () => {
    showServerRefusal(form, new ValidationError('refused', { email: ['email_unverified'], password: ['invalid_credentials'] }));
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="email" label="E-mail" type="email" />
      <TextField form={form} name="password" label="Mot de passe" type="password" />
      <button type="submit">Se connecter</button>
    </form>
  );
}

/** A form of texts in each language: the server refuses one of them by its path (`slug.en`). */
function CategoryForm() {
  const form = useContractForm(categoryPayloadSchema, {
    label: { fr: 'Boissons', en: 'Drinks', it: 'Bevande' },
    slug: { fr: 'boissons', en: 'drinks', it: 'bevande' },
    is_main: true,
  });
  const submit = form.handleSubmit(async () => {
    showServerRefusal(form, new ValidationError('refused', { 'slug.en': ['slug_taken'] }));
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="slug.fr" label="Adresse en français" />
      <TextField form={form} name="slug.en" label="Adresse en anglais" errorTexts={{ slug_taken: 'Déjà prise en anglais.' }} />
      <FormError form={form} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

/** A form with nested names, as a record's texts by language or a list's lines are. */
const namedSchema = z.object({ label: z.object({ fr: z.string(), en: z.string() }), lines: z.array(z.object({ price: z.string() })) });
function NestedForm() {
  const form = useContractForm(namedSchema, { label: { fr: 'Citron', en: '' }, lines: [{ price: '0' }] });
  const submit = form.handleSubmit(async () => {
    showServerRefusal(
      form,
      new ValidationError('refused', { 'label.en': ['required'], 'lines.0.price': ['min'], 'lines.3.price': ['min'] }),
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="label.en" label="Nom (anglais)" />
      <TextField form={form} name="lines.0.price" label="Prix" />
      <FormError form={form} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

afterEach(cleanup);

describe('a contract form', () => {
  it('refuses in the browser with the contract’s codes, translated and tied to the field', async () => {
    render(<EmailForm failWith={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Ce champ est obligatoire.');
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    fireEvent.change(input, { target: { value: 'camille@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse e-mail valide.'));
  });

  it('shows the server’s codes at their field, and one for a field it does not show above the form', async () => {
    render(<EmailForm failWith={new ValidationError('refused', { email: ['email_taken'], token: ['invalid_token'] })} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'camille@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Cette adresse est déjà enregistrée.',
      'Lien invalide : recommencez la démarche.',
    ]);
    expect(screen.getByRole('status').textContent).toBe('fields');
  });

  it('keeps every field’s server refusal, the focus on the first', async () => {
    render(<LoginForm />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'camille@example.com' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('puts a refusal of a text in one language at its field, in the field’s own words when it has them', async () => {
    render(<CategoryForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Déjà prise en anglais.');
    expect(screen.getByLabelText('Adresse en anglais').getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Adresse en anglais'));
  });

  it('puts a nested name’s refusal at its field, and one of a line the form has not above it', async () => {
    render(<NestedForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getByLabelText('Nom (anglais)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Prix').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Nom (anglais)'));
  });

  it('tells a throttled call from another failure', async () => {
    render(<EmailForm failWith={new ApiError(429, 'slow down')} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'camille@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('status')).textContent).toBe('too_many_attempts');
  });
});

describe('the refusals a form drawn back refused opens with', () => {
  it('are the contract’s codes, the first of each field, at their places, nested too', () => {
    expect(refusedFields(loginPayloadSchema, { email: 'camille@', password: '' })).toEqual({
      email: { type: 'server', message: 'email' },
      password: { type: 'server', message: 'required' },
    });
    const refused = refusedFields(categoryPayloadSchema, {
      label: { fr: 'Boissons', en: '', it: 'Bevande' },
      slug: { fr: 'boissons', en: 'drinks', it: 'bevande' },
      is_main: true,
    });
    expect(refused).toMatchObject({ label: { en: { type: 'server', message: 'required' } } });
    expect(refusedFields(loginPayloadSchema, { email: 'camille@example.com', password: 'secret' })).toEqual({});
  });
});
