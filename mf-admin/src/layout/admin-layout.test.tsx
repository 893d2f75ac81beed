// @vitest-environment jsdom
import { api } from '@lemon/shared';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { answerCalls, helper, owner, renderAdmin, texts } from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function StaffCall() {
  const query = useQuery({ queryKey: ['probe'], queryFn: () => api.get('/api/staff/probe', z.object({ data: z.string() })) });
  return <p>{query.data?.data ?? 'waiting'}</p>;
}

const menuLinks = () => within(screen.getByRole('navigation', { name: texts.menu })).getAllByRole('link');

describe('the back office’s frame', () => {
  it('gives the owner every section her role’s duties hold, the current one marked', async () => {
    renderAdmin(<p>page</p>, { url: '/fr/gestion/commandes/A1B2C3' });
    await screen.findByRole('link', { name: texts.orders.title });
    expect(menuLinks().map((link) => link.textContent)).toEqual([
      texts.today.title,
      texts.orders.title,
      texts.stock.title,
      texts.messages.title,
      texts.catalogue.title,
      texts.promoCodes.title,
      texts.accounting.title,
      texts.customers.title,
      texts.journal.title,
      texts.team.title,
    ]);
    expect(screen.getByRole('link', { name: texts.orders.title }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: texts.orders.title }).getAttribute('href')).toBe('/fr/gestion/commandes');
  });

  it('marks the catalogue’s entry on each of its pages, a product’s too', async () => {
    for (const url of [
      '/fr/gestion/produits',
      '/fr/gestion/produits/12',
      '/fr/gestion/categories',
      '/fr/gestion/recettes',
      '/fr/gestion/page-accueil',
    ]) {
      renderAdmin(<p>page</p>, { url });
      expect((await screen.findByRole('link', { name: texts.catalogue.title })).getAttribute('aria-current'), url).toBe('page');
      expect(screen.getByRole('link', { name: texts.catalogue.title }).getAttribute('href')).toBe('/fr/gestion/produits');
      cleanup();
    }
  });

  it('hides the owner’s sections from a helper, and says a page of them is not theirs, without its tabs', async () => {
    renderAdmin(<p>page</p>, { user: helper });
    await screen.findByRole('link', { name: texts.orders.title });
    expect(menuLinks().map((link) => link.textContent)).toEqual([
      texts.today.title,
      texts.orders.title,
      texts.stock.title,
      texts.messages.title,
    ]);
    cleanup();
    renderAdmin(<p>products</p>, { user: helper, url: '/fr/gestion/produits' });
    expect((await screen.findByRole('status')).textContent).toBe(texts.ownerOnly);
    expect(screen.queryByText('products')).toBeNull();
  });

  it('asks a staff account without an authenticator app to set one up, showing nothing else', () => {
    renderAdmin(<p>page</p>, { user: { ...owner, second_factor_enrolled: false } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.setUpSecondFactor.title);
    expect(screen.getByRole('link', { name: texts.setUpSecondFactor.link }).getAttribute('href')).toBe('/fr/mon-compte');
    expect(screen.queryByText('page')).toBeNull();
  });

  it('asks to log in again with the code when the API says the session was opened without it', async () => {
    answerCalls({
      'GET /api/staff/probe': {
        status: 403,
        body: { message: 'Log in with your second factor first.', errors: { second_factor: ['second_factor_required'] } },
      },
    });
    renderAdmin(<StaffCall />);
    expect(await screen.findByRole('heading', { level: 1, name: texts.logInWithCode.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.logInWithCode.action })).toBeTruthy();
  });

  it('shows the page’s data once the call answers', async () => {
    const calls = answerCalls({ 'GET /api/staff/probe': { body: { data: 'ready' } } });
    renderAdmin(<StaffCall />);
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});
