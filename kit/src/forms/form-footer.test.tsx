// @vitest-environment jsdom
import { ApiError, ValidationError } from '@lemon/shared';
import { emailRequestPayloadSchema } from '@lemon/account-contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useContractForm } from './contract-form';
import { TextField } from './form-field';
import { FormFooter } from './form-footer';
import { useFormCall, type FormCallStatus } from './use-form-call';

/** A form of one field, sent by `call`, ended by the footer with a second button beside the main one. */
function EmailForm({ call }: { call: () => Promise<unknown> }) {
  const form = useContractForm(emailRequestPayloadSchema, { email: '' });
  const { submit, status } = useFormCall(form, call);
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="email" label="E-mail" type="email" />
      <FormFooter form={form} status={status} submitLabel="Envoyer">
        <button type="button">Annuler</button>
      </FormFooter>
    </form>
  );
}

/** The footer alone, with the status it is given and a server refusal for a field the form does not show. */
function RefusedForm({ status }: { status: FormCallStatus }) {
  const form = useContractForm(emailRequestPayloadSchema, { email: '' });
  useEffect(() => {
    form.setError('root.server', { type: 'server', message: 'invalid_token' });
  }, [form]);
  return (
    <form noValidate>
      <FormFooter form={form} status={status} submitLabel="Envoyer" />
    </form>
  );
}

const failing = (error: unknown) => async () => {
  throw error;
};
const send = () => {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'camille@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
};

afterEach(cleanup);

describe('a form’s footer', () => {
  it('announces the refusal no field shows, then why the call failed, above the buttons, the main one first', async () => {
    render(<RefusedForm status={{ sending: false, failure: 'Trop de tentatives. Réessayez dans quelques minutes.', failed: true }} />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Lien invalide : recommencez la démarche.',
      'Trop de tentatives. Réessayez dans quelques minutes.',
    ]);
    expect(screen.getAllByRole('alert')[1]!.className).toBe('failure');
    expect(screen.getByRole('button', { name: 'Envoyer' }).parentElement!.className).toBe('actions');
  });

  it('disables the main button while the call is on its way, and leaves the focus alone once it is done', async () => {
    let answer!: () => void;
    render(<EmailForm call={() => new Promise<void>((resolve) => (answer = resolve))} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Envoyer', 'Annuler']);
    send();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Envoyer' });
    expect(button.getAttribute('type')).toBe('submit');
    await waitFor(() => expect(button.disabled).toBe(true));
    await act(async () => answer());
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('says why a call failed, announced, and gives the focus back to the main button', async () => {
    render(<EmailForm call={failing(new ApiError(429, 'slow down'))} />);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Envoyer' })));
  });

  it('gives the focus back to the main button after a refusal no field shows', async () => {
    render(<EmailForm call={failing(new ValidationError('refused', { token: ['invalid_token'] }))} />);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Lien invalide : recommencez la démarche.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Envoyer' })));
  });

  it('leaves the focus on the field the server refused', async () => {
    render(<EmailForm call={failing(new ValidationError('refused', { email: ['email_taken'] }))} />);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Cette adresse est déjà enregistrée.');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});
