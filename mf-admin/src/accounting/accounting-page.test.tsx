// @vitest-environment jsdom
import { parisDay } from '@lemon/shared';
import { monthBefore, monthOf } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, helper, renderAdmin, texts } from '../testing/render-admin';
import { AccountingPage } from './accounting-page';

const listed = {
  data: [
    {
      kind: 'invoice',
      number: 'F-2026-000041',
      issued_on: '2026-10-03',
      order_reference: 'LC-A1B2',
      customer: 'Camille Martin',
      invoice_number: null,
      vat_lines: [
        { rate: 2000, excluded: 4150, vat: 830, included: 4980 },
        { rate: 550, excluded: 806, vat: 44, included: 850 },
      ],
      total: 5830,
    },
    {
      kind: 'credit_note',
      number: 'A-2026-000003',
      issued_on: '2026-10-05',
      order_reference: 'LC-A1B2',
      customer: 'Camille Martin',
      invoice_number: 'F-2026-000041',
      vat_lines: [{ rate: 550, excluded: -806, vat: -44, included: -850 }],
      total: -850,
    },
  ],
  meta: { from: '2026-10-01', to: '2026-10-31', totals: { excluded: 4150, vat: 830, included: 4980 } },
};

let saved: string[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:export') saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const url = '/fr/gestion/comptabilite';
const path = '/fr/gestion/comptabilite';

describe('the accounting page', () => {
  it('lists this month’s invoices and credit notes with their totals, by default', async () => {
    const calls = answerCalls({ 'GET /api/staff/invoices': { body: listed } });
    renderAdmin(<AccountingPage />, { url, path });
    const table = await screen.findByRole('table', { name: texts.accounting.documents });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent!.replace(/\s/g, ' '))).toEqual([
      'NuméroDateCommandeClientHTTVATTC',
      'F-2026-000041Facture03/10/2026LC-A1B2Camille Martin49,56 €8,74 €58,30 €',
      'A-2026-000003Avoir sur F-2026-00004105/10/2026LC-A1B2Camille Martin-8,06 €-0,44 €-8,50 €',
      'Total de la période41,50 €8,30 €49,80 €',
    ]);
    expect(within(table).getAllByRole('link', { name: 'LC-A1B2' })[0]!.getAttribute('href')).toBe('/fr/gestion/commandes/LC-A1B2');
    const thisMonth = monthOf(parisDay(new Date()));
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual(thisMonth);
    expect((screen.getByLabelText(texts.accounting.from) as HTMLInputElement).value).toBe(thisMonth.from);
  });

  it('takes last month in one tap, and keeps the period in the address', async () => {
    const calls = answerCalls({ 'GET /api/staff/invoices': { body: listed } });
    renderAdmin(<AccountingPage />, { url, path });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: texts.accounting.lastMonth }));
    const lastMonth = monthBefore(parisDay(new Date()));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual(lastMonth));
    expect(screen.getByTestId('location').textContent).toBe(`${path}?from=${lastMonth.from}&to=${lastMonth.to}`);
  });

  it('downloads the accountant’s CSV of the chosen period', async () => {
    const calls = answerCalls({
      'GET /api/staff/invoices': { body: listed },
      'GET /api/staff/exports/orders.csv': { body: 'Type;Numéro' },
    });
    renderAdmin(<AccountingPage />, { url: `${url}?from=2026-10-01&to=2026-10-31`, path });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: texts.accounting.download }));
    await waitFor(() => expect(saved).toEqual(['orders.csv']));
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('refuses a period that ends before it starts, without asking', async () => {
    const calls = answerCalls({ 'GET /api/staff/invoices': { body: listed } });
    renderAdmin(<AccountingPage />, { url: `${url}?from=2026-11-01&to=2026-10-31`, path });
    expect((await screen.findByRole('alert')).textContent).toBe(texts.accounting.periodOrder);
    expect(calls).toHaveLength(0);
    expect((screen.getByRole('button', { name: texts.accounting.download }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the period holds nothing, and tells a helper the page is the owner’s', async () => {
    answerCalls({ 'GET /api/staff/invoices': { body: { ...listed, data: [] } } });
    renderAdmin(<AccountingPage />, { url, path });
    expect(await screen.findByText(texts.accounting.none)).toBeTruthy();
    cleanup();
    answerCalls({ 'GET /api/staff/invoices': { status: 403, body: { message: 'Owner only.' } } });
    renderAdmin(<AccountingPage />, { url, path, user: helper });
    expect(await screen.findByText(texts.ownerOnly)).toBeTruthy();
  });
});
