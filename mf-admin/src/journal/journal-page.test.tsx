// @vitest-environment jsdom
import { formatPrice } from '@lemon/kit';
import { auditSubjectTypes, type AuditEntry } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { JournalPage } from './journal-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action' | 'subject_type' | 'subject_id'>): AuditEntry => ({
  at: '2026-11-25T14:40:00Z',
  actor_email: 'marie@atelier-du-citron.fr',
  actor_name: 'Marie Bianchi',
  before: null,
  after: null,
  ...fields,
});

const entries: AuditEntry[] = [
  entry({
    id: 5,
    action: 'order.sent',
    subject_type: 'order',
    subject_id: 'A1B2C3',
    before: { status: 'paid', carrier: null, tracking_number: null },
    after: { status: 'sent', carrier: 'colissimo', tracking_number: '6A12345678901' },
  }),
  entry({ id: 4, action: 'stock.set', subject_type: 'product_variation', subject_id: '12', before: { stock: 4 }, after: { stock: 12 } }),
  entry({
    id: 3,
    action: 'promo_code.created',
    subject_type: 'promo_code',
    subject_id: '8',
    actor_name: null,
    actor_email: 'luca@atelier-du-citron.fr',
    after: { id: 8, code: 'NOEL10', kind: 'fixed', value: 500 },
  }),
  // An action the journal does not know yet still reads as a change.
  entry({
    id: 2,
    action: 'order.held',
    subject_type: 'order',
    subject_id: 'Z9Y8X7',
    before: { on_hold: false },
    after: { on_hold: true },
  }),
];

const page = (data: AuditEntry[], current_page = 1, last_page = 1) => ({
  body: { data, meta: { current_page, per_page: 50, total: data.length, last_page } },
});

describe('the journal', () => {
  it('tells the catalogue’s changes by the product’s name, with its prices in euros, and names every kind of record', async () => {
    answerCalls({
      'GET /api/staff/audit': page([
        entry({
          id: 9,
          action: 'product.updated',
          subject_type: 'product',
          subject_id: '12',
          before: { label: 'Confiture de citron', variations: { '250 g': { price: 850, stock: 10 } } },
          after: { label: 'Confiture de citron', variations: { '250 g': { price: 990, stock: 10 } } },
        }),
        entry({ id: 8, action: 'home_page.best_sellers', subject_type: 'home_page', subject_id: 'best_sellers' }),
      ]),
    });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal' });
    const changed = await screen.findByRole('link', { name: 'Marie Bianchi a modifié le produit « Confiture de citron »' });
    expect(changed.getAttribute('href')).toBe('/fr/gestion/produits/12');
    expect(changed.closest('li')!.textContent?.replace(/\s+/g, ' ')).toContain('250 g : Prix : 8,50 €, Stock : 10');
    expect(screen.getByRole('link', { name: 'Marie Bianchi a changé les meilleures ventes' }).getAttribute('href')).toBe(
      '/fr/gestion/page-accueil',
    );
    const kinds = within(screen.getByRole('combobox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toHaveLength(auditSubjectTypes.length + 1);
    expect(kinds.filter((kind) => !kind || kind.startsWith('journal.'))).toEqual([]);
  });

  it('tells each change in plain words, linking to its record, with its before and after', async () => {
    answerCalls({ 'GET /api/staff/audit': page(entries) });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal' });
    const sent = await screen.findByRole('link', {
      name: 'Marie Bianchi a marqué la commande A1B2C3 comme expédiée (La Poste Colissimo 6A12345678901)',
    });
    expect(sent.getAttribute('href')).toBe('/fr/gestion/commandes/A1B2C3');
    const sentEntry = sent.closest('li')!;
    expect(within(sentEntry).getByText('25 novembre à 15:40')).toBeTruthy();
    expect(
      within(sentEntry)
        .getAllByRole('listitem')
        .map((change) => change.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'Statut : Payée →devient Expédiée',
      'Transporteur : aucun →devient La Poste Colissimo',
      'Numéro de suivi : aucun →devient 6A12345678901',
    ]);

    expect(screen.getByRole('link', { name: 'Marie Bianchi a changé le stock de l’article n° 12' }).getAttribute('href')).toBe(
      '/fr/gestion/stock',
    );
    const promo = screen.getByRole('link', {
      name: 'Un ancien membre de l’équipe (luca@atelier-du-citron.fr) a créé le code promo NOEL10',
    });
    expect(promo.getAttribute('href')).toBe('/fr/gestion/codes-promo');
    expect(
      within(promo.closest('li')!)
        .getAllByRole('listitem')
        .map((change) => change.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Code : NOEL10', 'Type : Montant fixe', 'Valeur : 5,00 €']);
    const unknown = screen.getByRole('link', { name: 'Marie Bianchi a modifié la commande Z9Y8X7' });
    expect(within(unknown.closest('li')!).getByRole('listitem').textContent?.replace(/\s+/g, ' ')).toBe('on hold : Non →devient Oui');
  });

  it('names a product and a size by the names the API gives, and says how much a refund gave back', async () => {
    answerCalls({
      'GET /api/staff/audit': page([
        entry({
          id: 21,
          action: 'product.updated',
          subject_type: 'product',
          subject_id: '8',
          subject_name: 'Savon au citron',
          before: { is_hidden: false },
          after: { is_hidden: true },
        }),
        entry({
          id: 20,
          action: 'stock.adjusted',
          subject_type: 'product_variation',
          subject_id: '31',
          subject_name: 'Savon au citron (100 g)',
          before: { stock: 3 },
          after: { stock: 4, change: 1 },
        }),
        entry({
          id: 19,
          action: 'order.refunded',
          subject_type: 'order',
          subject_id: 'LC-7K3QF9MZ',
          before: { refunded: 0 },
          after: { refunded: 1250, refund: { id: 4, amount: 1250, restocked: true } },
        }),
      ]),
    });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal' });
    expect(await screen.findByRole('link', { name: 'Marie Bianchi a modifié le produit « Savon au citron »' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Marie Bianchi a ajouté ou retiré du stock de l’article « Savon au citron (100 g) »' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: `Marie Bianchi a remboursé ${formatPrice(1250)} sur la commande LC-7K3QF9MZ` })).toBeTruthy();
    expect(screen.queryByText(/« 8 »|n° 31/)).toBeNull();
  });

  it('tells a customer’s data taken and account erased, with the orders it cancelled and kept one after the other', async () => {
    answerCalls({
      'GET /api/staff/audit': page([
        entry({
          id: 31,
          action: 'customer.erased',
          subject_type: 'customer',
          subject_id: '42',
          after: { orders_cancelled: [], orders_kept: ['LC-AAAA1111', 'LC-BBBB2222'] },
        }),
        entry({ id: 30, action: 'customer.exported', subject_type: 'customer', subject_id: '42' }),
      ]),
    });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal' });
    const erased = await screen.findByText(
      'Marie Bianchi a effacé le compte client n° 42 (commandes et factures gardées comme pièces comptables)',
    );
    expect(
      within(erased.closest('li')!)
        .getAllByRole('listitem')
        .map((change) => change.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Commandes annulées : aucun', 'Commandes gardées comme pièces comptables : LC-AAAA1111, LC-BBBB2222']);
    expect(screen.getByText('Marie Bianchi a exporté le compte client n° 42 (toutes ses données)')).toBeTruthy();
  });

  it('keeps the kind of record shown and the page in the address, and asks the journal for them', async () => {
    const calls = answerCalls({
      'GET /api/staff/audit': ({ url }) => page(entries.slice(0, 1), Number(url.searchParams.get('page') ?? 1), 3),
    });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal?page=2' });
    expect(await screen.findByText('Page 2 sur 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.journal.older }).getAttribute('href')).toBe('/fr/gestion/journal?page=3');
    expect(screen.getByRole('link', { name: texts.journal.newer }).getAttribute('href')).toBe('/fr/gestion/journal');

    fireEvent.change(screen.getByRole('combobox', { name: texts.journal.filter }), { target: { value: 'order' } });
    expect(screen.getByTestId('location').textContent).toBe('/fr/gestion/journal?subject_type=order');
    await vi.waitFor(() => expect(calls.at(-1)!.url.search).toBe('?subject_type=order'));
    expect(calls[0]!.url.search).toBe('?page=2');
  });

  it('says when nothing was changed yet', async () => {
    answerCalls({ 'GET /api/staff/audit': page([]) });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal?subject_type=contact_message' });
    expect(await screen.findByText(texts.journal.emptyKind)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: texts.journal.filter }) as HTMLSelectElement).value).toBe('contact_message');
  });

  it('is the owner’s: a helper is told so', async () => {
    answerCalls({ 'GET /api/staff/audit': { status: 403, body: { message: 'Forbidden' } } });
    renderAdmin(<JournalPage />, { url: '/fr/gestion/journal' });
    expect(await screen.findByText(texts.ownerOnly)).toBeTruthy();
  });
});
