// @vitest-environment jsdom
import { $locale, $user, ApiError, loadUserFx, localizedPath, ValidationError, type Locale, type User } from '@lemon/shared';
import type { ContactPayload } from '@lemon/content-contract';
import { camille } from '@lemon/kit/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { ContactPage } from './contact-page';
import { showFailureToastFx, showSentToastFx } from './contact-toasts';
import { sendContactRequestFx } from './contact.model';

type Answer = (payload: ContactPayload) => Promise<{ status: 'received' }>;

/** The page for `user` in `locale`, its server answering as told, its toasts written down. */
async function renderPage({
  user = null,
  locale = 'fr',
  answer = async () => ({ status: 'received' }),
}: { user?: User | null; locale?: Locale; answer?: Answer } = {}) {
  const send = vi.fn(answer);
  const sent: string[] = [];
  const failures: string[] = [];
  const scope = fork({
    values: [
      [$user, user],
      [$locale, locale],
    ],
    handlers: [
      [sendContactRequestFx, send],
      [loadUserFx, async () => camille],
      [showSentToastFx, (text: string) => void sent.push(text)],
      [showFailureToastFx, (text: string) => void failures.push(text)],
    ],
  });
  await renderInScope(<ContactPage />, { scope, page: 'contact', locale });
  return { scope, send, sent, failures, t: texts[locale].contact.form, refusals: commonTexts[locale].validation.errors };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
/** The refusal shown at a field: the text its `aria-describedby` points to, once it is marked invalid. */
const refusalAt = (label: string) => {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;
};
const counter = () => screen.getByTestId('message-counter').textContent?.replace(/\s/g, ' ');

/** Fills the form with a message the schema takes. */
function fillIn(t: (typeof texts)['fr']['contact']['form'], { name = 'Luca Bianchi', email = 'luca@example.it' } = {}) {
  type(t.name, name);
  type(t.email, email);
  type(t.phone, '+39 06 1234 5678');
  type(t.subject, 'professional');
  type(t.message, 'Vorremmo vendere i vostri limoncelli a Roma.');
}

afterEach(cleanup);

describe('the contact page', () => {
  it('shows the shop’s ways to be reached beside the form', async () => {
    await renderPage();
    const ways = within(screen.getByRole('complementary', { name: 'Nous joindre' }));
    expect(ways.getByRole('link', { name: '04 93 35 12 34' }).getAttribute('href')).toBe('tel:+33493351234');
    expect(ways.getByRole('link', { name: 'bonjour@atelier-du-citron.fr' }).getAttribute('href')).toBe(
      'mailto:bonjour@atelier-du-citron.fr',
    );
    expect(ways.getByText('12 rue Saint-Michel')).toBeTruthy();
    expect(ways.getByText('Tous les jours de 10:00 à 19:00')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
  });

  it('offers the four subjects after a placeholder, and says the phone is optional', async () => {
    const { t } = await renderPage({ locale: 'en' });
    const options = within(screen.getByLabelText('Subject')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Choose a subject'],
      ['cancel_order', 'Cancel an order'],
      ['information', 'Information request'],
      ['job_application', 'Job application'],
      ['professional', 'Business enquiry'],
    ]);
    expect(field(t.phone)).toBeTruthy();
    expect(t.phone).toBe('Phone (optional)');
  });

  for (const [locale, link, kept] of [
    ['fr', 'politique de confidentialité', 'trois ans'],
    ['en', 'privacy policy', 'three years'],
    ['it', 'informativa sulla privacy', 'tre anni'],
  ] as const) {
    it(`says above the button, in ${locale}, what becomes of the message, with the privacy policy a new tab away`, async () => {
      await renderPage({ locale });
      const form = within(screen.getByRole('form'));
      const privacy = form.getByRole('link', { name: link });
      expect(privacy.getAttribute('href')).toBe(localizedPath(locale, 'privacy'));
      expect(privacy.getAttribute('target')).toBe('_blank');
      expect(privacy.closest('p')?.textContent).toContain(kept);
    });
  }

  it('marks the fields the contract requires, and says in its words what an empty one answers before the scripts run', async () => {
    const { t, refusals } = await renderPage({ locale: 'it' });
    const required = [t.name, t.email, t.phone, t.subject, t.message].filter(
      (label) => field(label).getAttribute('aria-required') === 'true',
    );
    expect(required).toEqual([t.name, t.email, t.subject, t.message]);
    expect(screen.getByRole('form').getAttribute('data-required-text')).toBe(refusals.required);
  });

  for (const locale of ['fr', 'en'] as const) {
    it(`refuses each field in the browser, at the field, in ${locale}, and calls nothing`, async () => {
      const { t, refusals, send: call } = await renderPage({ locale });
      send(t.send);
      await waitFor(() => expect(refusalAt(t.name)).toBe(refusals.required));
      expect(refusalAt(t.email)).toBe(refusals.required);
      expect(refusalAt(t.phone)).toBeNull();
      expect(refusalAt(t.subject)).toBe(refusals.required);
      expect(refusalAt(t.message)).toBe(refusals.required);

      type(t.name, 'Luca');
      type(t.email, 'luca@');
      type(t.phone, 'call me');
      type(t.subject, 'information');
      type(t.message, 'Ciao!');
      send(t.send);
      await waitFor(() => expect(refusalAt(t.email)).toBe(refusals.email));
      expect(refusalAt(t.name)).toBeNull();
      expect(refusalAt(t.phone)).toBe(refusals.phone);
      expect(refusalAt(t.subject)).toBeNull();
      expect(refusalAt(t.message)).toBe(refusals.min);
      expect(call).not.toHaveBeenCalled();
    });
  }

  it('counts the characters left, and those too many, which the form refuses', async () => {
    const { t, refusals, send: call } = await renderPage();
    expect(counter()).toBe('5 000 caractères restants');
    type(t.message, 'Bonjour !');
    expect(counter()).toBe('4 991 caractères restants');
    fillIn(t);
    type(t.message, 'a'.repeat(5001));
    expect(counter()).toBe('1 caractère en trop');
    send(t.send);
    await waitFor(() => expect(refusalAt(t.message)).toBe(refusals.max));
    expect(field(t.message).getAttribute('aria-describedby')).toContain(screen.getByTestId('message-counter').id);
    expect(screen.getByTestId('message-counter').getAttribute('aria-live')).toBe('polite');
    expect(call).not.toHaveBeenCalled();
  });

  it('fills in a logged-in shopper’s name and e-mail address', async () => {
    const { t } = await renderPage({ user: camille });
    expect(field(t.name).value).toBe('Camille Rossi');
    expect(field(t.email).value).toBe('camille@example.com');
  });

  it('fills them in when the shopper is known after the page showed, not over what they typed', async () => {
    const { t, scope } = await renderPage();
    type(t.name, 'Cami');
    await act(async () => {
      await allSettled(loadUserFx, { scope });
    });
    expect(field(t.name).value).toBe('Cami');
    expect(field(t.email).value).toBe('camille@example.com');
  });

  it('sends the checked message in the page’s language, says it was sent, and empties the form', async () => {
    const { t, send: call, sent } = await renderPage({ locale: 'en' });
    fillIn(t, { name: '  Luca Bianchi ' });
    send(t.send);
    await waitFor(() => expect(sent).toEqual(['Your message has been sent. We will get back to you as soon as we can.']));
    expect(call.mock.calls).toEqual([
      [
        {
          name: 'Luca Bianchi',
          email: 'luca@example.it',
          phone: '+39 06 1234 5678',
          subject: 'professional',
          message: 'Vorremmo vendere i vostri limoncelli a Roma.',
          locale: 'en',
        },
      ],
    ]);
    for (const label of [t.name, t.email, t.phone, t.subject, t.message]) expect(field(label).value).toBe('');
    expect(counter()).toBe('5,000 characters left');
    await waitFor(() => expect(document.activeElement).toBe(field(t.name)));
  });

  it('keeps a logged-in shopper’s name and e-mail address once the message is sent', async () => {
    const { t, send: call, sent } = await renderPage({ user: camille });
    type(t.subject, 'cancel_order');
    type(t.message, 'Je souhaite annuler ma commande LC-7K3QF9MZ.');
    send(t.send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(call.mock.calls[0]![0]).toMatchObject({ name: 'Camille Rossi', email: 'camille@example.com', phone: null, locale: 'fr' });
    expect([field(t.name).value, field(t.email).value, field(t.subject).value, field(t.message).value]).toEqual([
      'Camille Rossi',
      'camille@example.com',
      '',
      '',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(field(t.phone)));
  });

  it('shows the server’s refusal at its field, and keeps what was typed', async () => {
    const { t, refusals, sent, failures } = await renderPage({
      answer: async () => {
        throw new ValidationError('Refused', { phone: ['phone'] });
      },
    });
    fillIn(t);
    send(t.send);
    await waitFor(() => expect(refusalAt(t.phone)).toBe(refusals.phone));
    expect(document.activeElement).toBe(field(t.phone));
    expect(field(t.message).value).toBe('Vorremmo vendere i vostri limoncelli a Roma.');
    expect([sent, failures]).toEqual([[], []]);
  });

  it('says "too many attempts" for a 429 and an error toast for anything else, keeping what was typed', async () => {
    const answers = [new ApiError(429, 'Slow down'), new ApiError(500, 'Down')];
    const {
      t,
      failures,
      send: call,
    } = await renderPage({
      locale: 'en',
      answer: async () => {
        throw answers.shift();
      },
    });
    fillIn(t);
    send(t.send);
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.en.errors.tooManyAttempts);
    expect(failures).toEqual([]);
    // The alert shows while the call winds up; the button takes the focus back once it is enabled again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: t.send })));

    send(t.send);
    await waitFor(() => expect(failures).toEqual([commonTexts.en.errors.generic]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
    expect(field(t.name).value).toBe('Luca Bianchi');
    expect(field(t.message).value).toBe('Vorremmo vendere i vostri limoncelli a Roma.');
  });

  it('disables the button while the message is on its way', async () => {
    let answer!: (value: { status: 'received' }) => void;
    const { t } = await renderPage({ answer: () => new Promise((resolve) => (answer = resolve)) });
    fillIn(t);
    send(t.send);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: t.send });
    await waitFor(() => expect(button.disabled).toBe(true));
    await act(async () => answer({ status: 'received' }));
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
