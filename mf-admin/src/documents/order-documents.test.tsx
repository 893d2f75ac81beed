// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { OrderDocuments } from './order-documents';

const documentsOf = (data: object) => ({ 'GET /api/staff/orders/LC-A1B2/documents': { body: { data } } });
const invoiced = {
  invoice: { number: 'F-2026-000042', issued_on: '2026-11-25', total: 5380 },
  credit_notes: [{ number: 'A-2026-000007', issued_on: '2026-11-26', total: 850 }],
  packing_slip: true,
};

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:document', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an order’s documents', () => {
  it('downloads the invoice and each credit note with the staff member’s session', async () => {
    const calls = answerCalls({
      ...documentsOf(invoiced),
      'GET /api/staff/orders/LC-A1B2/invoice.pdf': { body: '%PDF' },
      'GET /api/staff/orders/LC-A1B2/credit-notes/A-2026-000007.pdf': { body: '%PDF' },
    });
    renderAdmin(<OrderDocuments reference="LC-A1B2" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture F-2026-000042' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:document', download: 'invoice.pdf' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’avoir A-2026-000007' }));
    await waitFor(() => expect(saved[1]).toEqual({ href: 'blob:document', download: 'A-2026-000007.pdf' }));
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/staff/orders/LC-A1B2/documents',
      '/api/staff/orders/LC-A1B2/invoice.pdf',
      '/api/staff/orders/LC-A1B2/credit-notes/A-2026-000007.pdf',
    ]);
  });

  it('opens the packing slip in a new tab to print it', async () => {
    answerCalls({ ...documentsOf(invoiced), 'GET /api/staff/orders/LC-A1B2/packing-slip.pdf': { body: '%PDF' } });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAdmin(<OrderDocuments reference="LC-A1B2" />);
    fireEvent.click(await screen.findByRole('button', { name: texts.documents.packingSlip }));
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
  });

  it('says when the invoice is to come, and when a download failed', async () => {
    answerCalls({
      ...documentsOf({ ...invoiced, invoice: null, credit_notes: [], packing_slip: false }),
    });
    renderAdmin(<OrderDocuments reference="LC-A1B2" />);
    expect(await screen.findByText(texts.documents.noInvoice)).toBeTruthy();
    // The frame's menu aside.
    expect(screen.queryAllByRole('button').filter((button) => !button.closest('nav'))).toHaveLength(0);
    cleanup();

    answerCalls({
      ...documentsOf(invoiced),
      'GET /api/staff/orders/LC-A1B2/invoice.pdf': { status: 404, body: { message: 'Invoice not found.' } },
    });
    renderAdmin(<OrderDocuments reference="LC-A1B2" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture F-2026-000042' }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.documents.downloadFailed);
    expect(saved).toEqual([]);
  });
});
