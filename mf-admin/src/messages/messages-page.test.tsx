// @vitest-environment jsdom
import type { StaffMessage } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { MessagesPage } from './messages-page';

const shown = toastsShown();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shown.toasts.length = 0;
});

const messageTexts = texts.messages;
const message = (overrides: Partial<StaffMessage>): StaffMessage => ({
  id: 1,
  name: 'Camille Martin',
  email: 'camille@example.com',
  phone: '06 12 34 56 78',
  subject: 'information',
  message: 'Bonjour,\nvendez-vous du limoncello en magnum ?',
  locale: 'fr',
  received_at: '2026-11-25T09:30:00.000Z',
  read_at: null,
  answered_at: null,
  state: 'unread',
  ...overrides,
});
const unread = message({});
const read = message({
  id: 2,
  name: 'Giulia Rossi',
  email: 'giulia@example.it',
  locale: 'it',
  subject: 'professional',
  phone: null,
  read_at: '2026-11-25T10:00:00.000Z',
  state: 'read',
});
const list = (data: StaffMessage[]) => ({ body: { data, meta: { current_page: 1, per_page: 30, total: data.length, last_page: 1 } } });
const itemOf = (name: string) => within(screen.getByRole('button', { name: new RegExp(name) }).closest('li')!);

describe('the messages page', () => {
  it('lists the messages, an unread one marked new, and opening it marks it read', async () => {
    const calls = answerCalls({
      'GET /api/staff/messages': list([unread, read]),
      'POST /api/staff/messages/1/read': { body: { data: { ...unread, read_at: '2026-11-25T12:00:00.000Z', state: 'read' } } },
    });
    renderAdmin(<MessagesPage />, { url: '/fr/gestion/messages' });
    const opener = await screen.findByRole('button', { name: /Camille Martin/ });
    expect(opener.closest('li')!.getAttribute('data-state')).toBe('unread');
    expect(within(opener).getByText(messageTexts.states.unread)).toBeTruthy();
    expect(within(opener).getByText(messageTexts.subjects.information)).toBeTruthy();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    const text = itemOf('Camille Martin').getByText(/vendez-vous du limoncello en magnum/);
    expect(text.closest('[hidden]')).not.toBeNull();

    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(text.closest('[hidden]')).toBeNull();
    expect(itemOf('Camille Martin').getByText(/06 12 34 56 78/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(['/api/staff/messages/1/read']),
    );
    // An already read message is only opened.
    fireEvent.click(screen.getByRole('button', { name: /Giulia Rossi/ }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('keeps a message just opened in the unread list being read, marked read', async () => {
    const calls = answerCalls({
      'GET /api/staff/messages': list([unread]),
      'POST /api/staff/messages/1/read': { body: { data: { ...unread, read_at: '2026-11-25T12:00:00.000Z', state: 'read' } } },
    });
    renderAdmin(<MessagesPage />, { url: '/fr/gestion/messages?state=unread' });
    const opener = await screen.findByRole('button', { name: /Camille Martin/ });
    fireEvent.click(opener);
    await waitFor(() => expect(within(opener).getByText(messageTexts.states.read)).toBeTruthy());
    expect(opener.closest('li')!.getAttribute('data-state')).toBe('read');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('answers by e-mail to the customer, "Re:" and the subject in their language, and marks it answered', async () => {
    const calls = answerCalls({
      'GET /api/staff/messages': list([read]),
      'POST /api/staff/messages/2/answered': { body: { data: { ...read, answered_at: '2026-11-25T12:00:00.000Z', state: 'answered' } } },
    });
    renderAdmin(<MessagesPage />, { url: '/fr/gestion/messages' });
    fireEvent.click(await screen.findByRole('button', { name: /Giulia Rossi/ }));
    const reply = itemOf('Giulia Rossi').getByRole('link', { name: 'Répondre avec ma messagerie à Giulia Rossi' });
    expect(reply.getAttribute('href')).toBe(`mailto:giulia@example.it?subject=${encodeURIComponent('Re: Richiesta professionale')}`);
    fireEvent.click(itemOf('Giulia Rossi').getByRole('button', { name: messageTexts.markAnswered }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([{ kind: 'success', message: 'Le message de Giulia Rossi est marqué comme répondu.' }]),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(['/api/staff/messages/2/answered']);
  });

  it('marks a message unread again', async () => {
    const calls = answerCalls({
      'GET /api/staff/messages': list([read]),
      'POST /api/staff/messages/2/unread': { body: { data: { ...read, read_at: null, state: 'unread' } } },
    });
    renderAdmin(<MessagesPage />, { url: '/fr/gestion/messages' });
    fireEvent.click(await screen.findByRole('button', { name: /Giulia Rossi/ }));
    fireEvent.click(itemOf('Giulia Rossi').getByRole('button', { name: messageTexts.markUnread }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(['/api/staff/messages/2/unread']),
    );
  });

  it('filters by subject and state from the address', async () => {
    const calls = answerCalls({ 'GET /api/staff/messages': list([]) });
    renderAdmin(<MessagesPage />, { url: '/fr/gestion/messages?state=unread' });
    expect(await screen.findByText(messageTexts.empty)).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ state: 'unread' });
    fireEvent.change(screen.getByLabelText(messageTexts.subject), { target: { value: 'job_application' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/fr/gestion/messages?state=unread&subject=job_application'),
    );
    fireEvent.click(screen.getByLabelText(messageTexts.filterStates.all));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/gestion/messages?subject=job_application'));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({ subject: 'job_application' }));
  });
});
