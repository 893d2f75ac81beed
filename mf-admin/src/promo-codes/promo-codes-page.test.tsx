// @vitest-environment jsdom
import { commonTranslations } from '@lemon/shared/i18n/common';
import type { StaffPromoCode } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { PromoCodesPage } from './promo-codes-page';

const shown = toastsShown();
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  shown.toasts.length = 0;
});

const promoTexts = texts.promoCodes;
const required = commonTranslations.fr.validation.errors.required;

const promo = (overrides: Partial<StaffPromoCode>): StaffPromoCode => ({
  id: 1,
  code: 'NOEL-10',
  kind: 'percentage',
  value: 10,
  minimum_amount: 5000,
  starts_at: null,
  ends_at: '2026-12-31T23:00:00.000Z',
  usage_limit: 100,
  times_used: 3,
  order_count: 3,
  disabled_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const christmas = promo({});
const unused = promo({
  id: 2,
  code: 'BIENVENUE',
  kind: 'fixed',
  value: 500,
  minimum_amount: null,
  ends_at: null,
  usage_limit: null,
  times_used: 0,
  order_count: 0,
});
const switchedOff = promo({
  id: 3,
  code: 'ETE',
  disabled_at: '2026-09-01T10:00:00.000Z',
  ends_at: null,
  minimum_amount: null,
  starts_at: '2027-06-01T22:00:00.000Z',
});
const cardOf = (code: string) => within(screen.getByRole('heading', { name: code }).closest('li')!);

describe('the promo codes page', () => {
  it('says each code in words, with its uses and state, and offers to delete only a code no order carries', async () => {
    answerCalls({ 'GET /api/promo_codes': { body: { data: [christmas, unused, switchedOff] } } });
    renderAdmin(<PromoCodesPage />, { url: '/fr/gestion/codes-promo' });
    await screen.findByRole('heading', { name: 'NOEL-10' });
    expect(cardOf('NOEL-10').getByText('10 % dès 50 €, jusqu’au 31 décembre')).toBeTruthy();
    expect(cardOf('NOEL-10').getByText('Utilisé 3 fois sur 100')).toBeTruthy();
    expect(cardOf('NOEL-10').getByText(promoTexts.states.active)).toBeTruthy();
    expect(cardOf('NOEL-10').queryByRole('button', { name: 'Supprimer le code NOEL-10' })).toBeNull();
    expect(cardOf('BIENVENUE').getByText('5 €')).toBeTruthy();
    expect(cardOf('BIENVENUE').getByText('Utilisé 0 fois')).toBeTruthy();
    expect(cardOf('BIENVENUE').getByRole('button', { name: 'Supprimer le code BIENVENUE' })).toBeTruthy();
    expect(cardOf('ETE').getByText('10 %, à partir du 2 juin 2027')).toBeTruthy();
    expect(cardOf('ETE').getByText(promoTexts.states.disabled)).toBeTruthy();
    expect(cardOf('ETE').getByRole('button', { name: 'Réactiver le code ETE' })).toBeTruthy();
  });

  it('creates a code from the owner’s words, after saying what is missing', async () => {
    const created = promo({ id: 9, code: 'NOEL-5', times_used: 0, order_count: 0 });
    const listed = [promo({ id: 3, code: 'ETE-10' })];
    const calls = answerCalls({
      'GET /api/promo_codes': () => ({ body: { data: [...listed] } }),
      'POST /api/promo_codes': () => {
        listed.push(created);
        return { status: 201, body: { data: created } };
      },
    });
    renderAdmin(<PromoCodesPage />, { url: '/fr/gestion/codes-promo' });
    fireEvent.click(await screen.findByRole('button', { name: promoTexts.new }));
    const form = within(screen.getByRole('form', { name: promoTexts.form.newTitle }));
    fireEvent.click(form.getByRole('button', { name: promoTexts.form.create }));
    await waitFor(() => expect(form.getAllByText(required)).toHaveLength(2));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(form.getByLabelText(promoTexts.form.code), { target: { value: 'noel -5' } });
    fireEvent.change(form.getByLabelText(promoTexts.form.kind), { target: { value: 'fixed' } });
    fireEvent.change(form.getByLabelText(promoTexts.form.valueEuros), { target: { value: '5' } });
    fireEvent.change(form.getByLabelText(promoTexts.form.minimum), { target: { value: '30' } });
    fireEvent.change(form.getByLabelText(promoTexts.form.endsOn), { target: { value: '2026-12-24' } });
    fireEvent.click(form.getByRole('button', { name: promoTexts.form.create }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      code: 'NOEL-5',
      kind: 'fixed',
      value: 500,
      minimum_amount: 3000,
      starts_at: null,
      ends_at: '2026-12-25T00:00:00+01:00',
      usage_limit: null,
    });
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: 'Le code NOEL-5 est enregistré.' }]));
    expect(screen.queryByRole('form', { name: promoTexts.form.newTitle })).toBeNull();
    // The new code is in view, the focus on it, wherever the list puts it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'NOEL-5' })));
  });

  it('puts the server’s refusal at its field', async () => {
    answerCalls({
      'GET /api/promo_codes': { body: { data: [] } },
      'POST /api/promo_codes': { status: 422, body: { message: 'Too much.', errors: { value: ['max'] } } },
    });
    renderAdmin(<PromoCodesPage />, { url: '/fr/gestion/codes-promo' });
    fireEvent.click(await screen.findByRole('button', { name: promoTexts.new }));
    const form = within(screen.getByRole('form', { name: promoTexts.form.newTitle }));
    fireEvent.change(form.getByLabelText(promoTexts.form.code), { target: { value: 'TROP' } });
    fireEvent.change(form.getByLabelText(promoTexts.form.valuePercent), { target: { value: '100' } });
    fireEvent.click(form.getByRole('button', { name: promoTexts.form.create }));
    expect(await form.findByText(commonTranslations.fr.validation.errors.max)).toBeTruthy();
  });

  it('edits a code orders used without letting its text change', async () => {
    const calls = answerCalls({
      'GET /api/promo_codes': { body: { data: [christmas] } },
      'PUT /api/promo_codes/1': { body: { data: { ...christmas, value: 15 } } },
    });
    renderAdmin(<PromoCodesPage />, { url: '/fr/gestion/codes-promo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le code NOEL-10' }));
    const form = within(screen.getByRole('form', { name: 'Modifier le code NOEL-10' }));
    expect((form.getByLabelText(promoTexts.form.code) as HTMLInputElement).readOnly).toBe(true);
    expect(form.getByText(promoTexts.form.codeKept)).toBeTruthy();
    expect((form.getByLabelText(promoTexts.form.endsOn) as HTMLInputElement).value).toBe('2026-12-31');
    fireEvent.change(form.getByLabelText(promoTexts.form.valuePercent), { target: { value: '15' } });
    fireEvent.click(form.getByRole('button', { name: promoTexts.form.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        code: 'NOEL-10',
        value: 15,
        ends_at: '2027-01-01T00:00:00+01:00',
      }),
    );
  });

  it('switches a code off and on', async () => {
    const calls = answerCalls({
      'GET /api/promo_codes': { body: { data: [christmas, switchedOff] } },
      'POST /api/promo_codes/1/disable': { body: { data: { ...christmas, disabled_at: '2026-11-25T12:00:00.000Z' } } },
      'POST /api/promo_codes/3/enable': { body: { data: { ...switchedOff, disabled_at: null } } },
    });
    renderAdmin(<PromoCodesPage />, { url: '/fr/gestion/codes-promo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver le code NOEL-10' }));
    await waitFor(() => expect(shown.toasts.at(-1)?.message).toBe('Le code NOEL-10 est désactivé : il ne s’applique plus aux paniers.'));
    fireEvent.click(screen.getByRole('button', { name: 'Réactiver le code ETE' }));
    await waitFor(() => expect(shown.toasts.at(-1)?.message).toBe('Le code ETE est réactivé.'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/promo_codes/1/disable',
      '/api/promo_codes/3/enable',
    ]);
  });

  it('deletes an unused code once the owner confirms, and says to disable one that orders used meanwhile', async () => {
    let deleteStatus = 422;
    const calls = answerCalls({
      'GET /api/promo_codes': { body: { data: [unused] } },
      'DELETE /api/promo_codes/2': () =>
        deleteStatus === 204 ? { status: 204 } : { status: 422, body: { message: 'Disable it instead.', errors: { id: ['invalid'] } } },
    });
    renderAdmin(<PromoCodesPage />, { url: '/fr/gestion/codes-promo' });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le code BIENVENUE' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = within(screen.getByRole('group', { name: 'Supprimer le code BIENVENUE ? Il disparaîtra définitivement.' }));
    fireEvent.click(confirm.getByRole('button', { name: promoTexts.confirmDeleteYes }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([{ kind: 'error', message: 'Le code BIENVENUE a déjà servi à des commandes : désactivez-le plutôt.' }]),
    );
    deleteStatus = 204;
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le code BIENVENUE' }));
    fireEvent.click(screen.getByRole('button', { name: promoTexts.confirmDeleteYes }));
    await waitFor(() => expect(shown.toasts.at(-1)).toEqual({ kind: 'success', message: 'Le code BIENVENUE est supprimé.' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
