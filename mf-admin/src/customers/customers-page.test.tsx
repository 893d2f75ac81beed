// @vitest-environment jsdom
import { polyfillModalDialog } from '@lemon/kit/testing';
import type { StaffCustomer } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, helper, renderAdmin, texts } from '../testing/render-admin';
import { CustomersPage } from './customers-page';

const t = texts.customers;

polyfillModalDialog();

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const customer = (id: number, overrides: Partial<StaffCustomer> = {}): StaffCustomer => ({
  id,
  first_name: 'Giulia',
  last_name: 'Rossi',
  email: 'giulia.rossi@example.it',
  locale: 'it',
  created_at: '2025-03-02T09:00:00.000Z',
  order_count: 3,
  last_order_at: '2026-11-24T23:30:00.000Z',
  ...overrides,
});
const giulia = customer(7);
const paul = customer(8, {
  first_name: 'Paul',
  last_name: 'Durand',
  email: 'paul@example.fr',
  locale: 'fr',
  order_count: 0,
  last_order_at: null,
});
const listOf = (customers: StaffCustomer[], { current_page = 1, last_page = 1, total = customers.length } = {}) => ({
  data: customers,
  meta: { current_page, per_page: 25, total, last_page },
});

const location = () => screen.getByTestId('location').textContent;
const cardOf = (name: string) => within(screen.getByRole('listitem', { name }));
const listCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/staff/customers');

describe('the customers page', () => {
  it('shows each customer: name, address, since when, language and orders, newest first as the API gives them', async () => {
    const calls = answerCalls({ 'GET /api/staff/customers': { body: listOf([giulia, paul]) } });
    renderAdmin(<CustomersPage />, { url: '/fr/gestion/clients' });
    expect(await screen.findByRole('heading', { level: 2, name: '2 clients' })).toBeTruthy();
    const card = cardOf('Giulia Rossi');
    expect(card.getByText('giulia.rossi@example.it')).toBeTruthy();
    expect(card.getByText('Client depuis le 2 mars 2025, lit la boutique en italien')).toBeTruthy();
    // 23:30 UTC is already the 25th in Paris.
    expect(card.getByText(/^3 commandes, la dernière le 25 novembre/)).toBeTruthy();
    expect(cardOf('Paul Durand').getByText(t.orders_zero)).toBeTruthy();
    expect(listCalls(calls).map((call) => Object.fromEntries(call.url.searchParams))).toEqual([{}]);
  });

  it('searches by name or address, the words kept in the address, and pages', async () => {
    const calls = answerCalls({
      'GET /api/staff/customers': ({ url }) => ({
        body: url.searchParams.get('q') ? listOf([giulia], { last_page: 2, total: 26 }) : listOf([giulia, paul]),
      }),
    });
    renderAdmin(<CustomersPage />, { url: '/fr/gestion/clients' });
    await screen.findByRole('listitem', { name: 'Paul Durand' });
    fireEvent.change(screen.getByRole('searchbox', { name: t.search }), { target: { value: ' rossi ' } });
    fireEvent.click(screen.getByRole('button', { name: t.searchAction }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/clients?q=rossi'));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Paul Durand' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: texts.pager.next }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/clients?q=rossi&page=2'));
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams)).toEqual({ q: 'rossi', page: '2' }));
  });

  it('says when nobody matches, and goes back to every customer', async () => {
    answerCalls({ 'GET /api/staff/customers': ({ url }) => ({ body: url.searchParams.get('q') ? listOf([]) : listOf([paul]) }) });
    renderAdmin(<CustomersPage />, { url: '/fr/gestion/clients?q=pamplemousse' });
    expect(await screen.findByText(t.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/clients'));
    expect(await screen.findByRole('listitem', { name: 'Paul Durand' })).toBeTruthy();
  });

  it('downloads a customer’s data with the owner’s session', async () => {
    const calls = answerCalls({
      'GET /api/staff/customers': { body: listOf([giulia]) },
      'GET /api/staff/customers/7/data-export': { body: 'PK' },
    });
    renderAdmin(<CustomersPage />, { url: '/fr/gestion/clients' });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger ses données (Giulia Rossi)' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'data-export' }]));
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toContain('GET /api/staff/customers/7/data-export');
  });

  it('erases an account once its address is typed again: a notice says so, and the customer leaves the list', async () => {
    let erased = false;
    const calls = answerCalls({
      'GET /api/staff/customers': () => ({ body: listOf(erased ? [paul] : [giulia, paul]) }),
      'POST /api/staff/customers/7/erase': ({ body }) => {
        if ((body as { email: string }).email !== giulia.email)
          return { status: 422, body: { message: 'Type it.', errors: { email: ['email_mismatch'] } } };
        erased = true;
        return { body: { data: { status: 'erased', orders_cancelled: ['LC-UNPAID01'] } } };
      },
    });
    renderAdmin(<CustomersPage />, { url: '/fr/gestion/clients' });
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer ce compte (Giulia Rossi)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Effacer le compte de Giulia Rossi ?' }));
    // What goes, and what the law keeps, in plain words.
    expect(dialog.getByText(t.eraseWhat)).toBeTruthy();
    expect(dialog.getByText(t.eraseKept)).toBeTruthy();
    const typed = dialog.getByLabelText(`Pour confirmer, tapez son adresse e-mail : ${giulia.email}`);

    fireEvent.change(typed, { target: { value: 'giulia@example.it' } });
    fireEvent.click(dialog.getByRole('button', { name: t.eraseConfirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe(t.refusals.email_mismatch);
    expect(screen.getByRole('listitem', { name: 'Giulia Rossi' })).toBeTruthy();

    fireEvent.change(typed, { target: { value: giulia.email } });
    fireEvent.click(dialog.getByRole('button', { name: t.eraseConfirm }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Le compte de Giulia Rossi est effacé, et un e-mail le lui confirme. Ses factures et ses commandes restent dans vos comptes. ' +
        'Sa commande non payée LC-UNPAID01 est annulée.',
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Giulia Rossi' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Paul Durand' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: 'giulia@example.it' },
      { email: giulia.email },
    ]);
  });

  it('says which order is on its way when the erasure must wait, and keeps the customer', async () => {
    answerCalls({
      'GET /api/staff/customers': { body: listOf([giulia]) },
      'POST /api/staff/customers/7/erase': {
        status: 409,
        body: { message: 'On its way.', errors: { account: ['orders_in_progress'] }, details: { references: 'LC-PAID0001' } },
      },
    });
    renderAdmin(<CustomersPage />, { url: '/fr/gestion/clients' });
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer ce compte (Giulia Rossi)' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: giulia.email } });
    fireEvent.click(dialog.getByRole('button', { name: t.eraseConfirm }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Une commande de ce client est en cours (LC-PAID0001) : effacez son compte une fois la commande livrée ou retirée.',
    );
    fireEvent.click(dialog.getByRole('button', { name: t.eraseKeep }));
    expect(screen.getByRole('listitem', { name: 'Giulia Rossi' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not a helper’s page', async () => {
    renderAdmin(<CustomersPage />, { user: helper, url: '/fr/gestion/clients' });
    expect(await screen.findByText(texts.ownerOnly)).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.title })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
