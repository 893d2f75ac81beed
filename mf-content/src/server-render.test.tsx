// @vitest-environment jsdom
import { firstHtmlDataIds, localeChanged } from '@lemon/shared';
import type { RenderHost, SentForm } from '@lemon/app-protocol/render';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { pageRequestFor } from '@lemon/kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentContactFormKey } from './contact/sent-contact-form';
import { contentTranslations } from './i18n';
import { bootstrap, mount, unmount } from './lifecycles';
import { render } from './server-render';

const texts = contentTranslations.fr.contact.form;
const common = commonTranslations.fr;

/** What the server lends the render: the content pages read nothing of the API. */
const host = (): RenderHost => ({
  window: window as unknown as Window,
  reportError: vi.fn(),
  publicUrl: 'https://citrons.example',
  get: () => Promise.reject(new Error('The content pages read nothing of the API')),
});

/** The contact page as the server draws it, with the form the visitor sent when it refused it. */
async function contactPage(sentForm?: SentForm) {
  const drawnWith = host();
  const part = await render({ ...pageRequestFor('/fr/contact'), ...(sentForm ? { sentForm } : {}) }, drawnWith);
  // React's server renderer leaves its last contexts set until it draws again: drawing nothing sets them back.
  await prerender(null);
  expect(drawnWith.reportError).not.toHaveBeenCalled();
  document.head.innerHTML = `<script type="application/json" id="${firstHtmlDataIds.pageStates}">${JSON.stringify(part.state)}</script>`;
  document.body.innerHTML = `<div id="app-content">${part.html}</div>`;
  history.replaceState(null, '', '/fr/contact');
  return part;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(label);
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: texts.send });
const refused: SentForm = {
  values: {
    name: 'Camille Martin',
    email: 'camille@',
    phone: '',
    subject: 'information',
    message: 'Avez-vous du limoncello ?',
    locale: 'fr',
  },
  refusal: 'fields',
};

/** The app takes the page over as the browser's scripts do; React says nothing of it. */
async function takeOver() {
  const warnings = [
    vi.spyOn(console, 'error').mockImplementation(() => undefined),
    vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
  localeChanged('fr');
  const props = { name: 'content', domElement: document.getElementById('app-content')! };
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await bootstrap(props);
    mounted = mount(props);
  });
  await mounted;
  // React's server and browser renderers meet here in one process, never in the shop: not a finding.
  const said = warnings
    .flatMap((spy) => spy.mock.calls.map((call) => call.join(' ')))
    .filter((text) => !/multiple renderers concurrently rendering/.test(text));
  warnings.forEach((spy) => spy.mockRestore());
  return { said, leave: () => act(async () => void (await unmount(props))) };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the contact page the server drew', () => {
  it('has a form the browser sends itself, which takes input and is sent before the scripts run', async () => {
    const part = await contactPage();
    expect(part.state).toEqual({});
    const form = sendButton().closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/api/forms/contact']);
    expect(Object.fromEntries(new FormData(form))).toEqual({
      locale: 'fr',
      back: '/fr/contact',
      name: '',
      email: '',
      phone: '',
      subject: '',
      message: '',
    });
    expect(sendButton().disabled).toBe(false);
    expect(field(texts.message).hasAttribute('readonly')).toBe(false);
  });

  it('draws a refused form back as sent, saying what is wrong, and the browser takes it over as it was, typed-in text kept', async () => {
    const part = await contactPage(refused);
    expect(part.state).toEqual({ [sentContactFormKey]: { params: undefined, status: 'ready', data: refused } });
    expect(screen.getByText(texts.notSent).getAttribute('role')).toBe('alert');
    expect(field(texts.email).value).toBe('camille@');
    expect(field(texts.email).getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain(common.validation.errors.email);
    // The message is too short (10 characters at least) no longer: the shopper adds to it while the scripts load.
    expect(field(texts.message).value).toBe(refused.values.message);
    field(texts.message).value = 'Avez-vous du limoncello en magnum ?';
    expect(field(texts.subject).value).toBe('information');

    const { said, leave } = await takeOver();
    expect(said).toEqual([]);
    expect(field(texts.message).value).toBe('Avez-vous du limoncello en magnum ?');
    expect(field(texts.email).value).toBe('camille@');
    expect(field(texts.email).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('message-counter').textContent?.replace(/\D/g, '')).toBe(String(5000 - 35)));
    // Corrected, the address is checked again at once: the form was sent already.
    await act(async () => fireEvent.change(field(texts.email), { target: { value: 'camille@example.com' } }));
    await waitFor(() => expect(field(texts.email).getAttribute('aria-invalid')).toBe('false'));
    expect(document.body.textContent).not.toContain(common.validation.errors.email);
    await leave();
  });

  it('says when the visitor sent too many messages, the message still in its form', async () => {
    await contactPage({ values: { ...refused.values, email: 'camille@example.com' }, refusal: 'too_many_attempts' });
    expect(document.body.textContent).toContain(common.errors.tooManyAttempts);
    expect(field(texts.email).value).toBe('camille@example.com');
    expect(document.body.textContent).not.toContain(texts.notSent);
  });

  it('says a message sent without the scripts went', async () => {
    const part = await render(pageRequestFor('/fr/contact', { search: '?sent=1' }), host());
    await prerender(null);
    expect(part.html).toContain(texts.sent);
  });
});
