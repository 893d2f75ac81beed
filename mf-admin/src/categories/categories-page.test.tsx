// @vitest-environment jsdom
import { commonTranslations } from '@lemon/shared/i18n/common';
import type { StaffCategory } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { CategoriesPage } from './categories-page';

const shown = toastsShown();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shown.toasts.length = 0;
});

const categoryTexts = texts.categories;
const formTexts = categoryTexts.form;
const errors = commonTranslations.fr.validation.errors;

const category = (id: number, fr: string, en: string, it: string, overrides: Partial<StaffCategory> = {}): StaffCategory => ({
  id,
  version: 2,
  label: { fr, en, it },
  slug: { fr: fr.toLowerCase(), en: en.toLowerCase(), it: it.toLowerCase() },
  is_main: true,
  order: id,
  parent_id: null,
  product_count: 3,
  ...overrides,
});
const drinks = category(1, 'Boissons', 'Drinks', 'Bevande');
const groceries = category(2, 'Épicerie', 'Groceries', 'Alimentari', {
  slug: { fr: 'epicerie', en: 'groceries', it: 'alimentari' },
  product_count: 1,
});
const gifts = category(3, 'Coffrets', 'Gift boxes', 'Confezioni', {
  slug: { fr: 'coffrets', en: 'gift-boxes', it: 'confezioni' },
  is_main: false,
  product_count: 0,
});

const names = () =>
  within(screen.getByRole('list', { name: categoryTexts.listLabel }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.textContent);
const rowOf = (name: string) => within(screen.getByText(name, { selector: 'span' }).closest('li')!);
/** A form's field in one language's column. */
const inColumn = (form: HTMLElement, language: string, label: string) =>
  within(within(form).getByRole('group', { name: language })).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openPage(answers: Parameters<typeof answerCalls>[0]) {
  const calls = answerCalls(answers);
  renderAdmin(<CategoriesPage />, { url: '/fr/gestion/categories' });
  await screen.findByRole('list', { name: categoryTexts.listLabel });
  return calls;
}

describe('the categories page', () => {
  it('lists the categories in the shop’s order, with the main ones and how many products each holds', async () => {
    await openPage({ 'GET /api/staff/categories': { body: { data: [drinks, groceries, gifts] } } });
    expect(names()).toEqual(['Boissons', 'Épicerie', 'Coffrets']);
    expect(rowOf('Boissons').getByText(categoryTexts.main)).toBeTruthy();
    expect(rowOf('Boissons').getByText('3 produits')).toBeTruthy();
    expect(rowOf('Épicerie').getByText('1 produit')).toBeTruthy();
    expect(rowOf('Coffrets').queryByText(categoryTexts.main)).toBeNull();
    expect(rowOf('Coffrets').getByText(categoryTexts.noProducts)).toBeTruthy();
  });

  it('names the category each one sits inside, keeps one holding others at the top, and does not delete it', async () => {
    const giftIdeas = category(4, 'Idées cadeaux', 'Gift ideas', 'Idee regalo', { is_main: false, product_count: 0, parent_id: 3 });
    await openPage({ 'GET /api/staff/categories': { body: { data: [drinks, groceries, { ...gifts, product_count: 0 }, giftIdeas] } } });
    expect(rowOf('Idées cadeaux').getByText('dans « Coffrets »')).toBeTruthy();

    fireEvent.click(rowOf('Coffrets').getByRole('button', { name: 'Modifier la catégorie Coffrets' }));
    const form = screen.getByRole('form', { name: 'Modifier la catégorie « Coffrets »' });
    expect(within(form).getByText(formTexts.holdsOthers)).toBeTruthy();
    expect(within(form).queryByLabelText(formTexts.parent)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: formTexts.cancel }));

    fireEvent.click(rowOf('Coffrets').getByRole('button', { name: 'Supprimer la catégorie Coffrets' }));
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe(
      'La catégorie « Coffrets » contient 1 autre catégorie : elle ne peut pas être supprimée. Rangez-la d’abord ailleurs, depuis son bouton Modifier.',
    );
  });

  it('creates a category whose addresses follow its names until the owner writes her own', async () => {
    const calls = await openPage({
      'GET /api/staff/categories': { body: { data: [drinks] } },
      'POST /api/staff/categories': ({ body }) => ({
        status: 201,
        body: { data: { ...(body as object), id: 4, version: 1, order: 2, product_count: 0 } },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: categoryTexts.new }));
    const form = screen.getByRole('form', { name: formTexts.newTitle });
    type(inColumn(form, 'Français', formTexts.name), 'Fête du citron');
    type(inColumn(form, 'Anglais', formTexts.name), 'Lemon festival');
    await waitFor(() => expect(inColumn(form, 'Français', formTexts.slug).value).toBe('fete-du-citron'));
    expect(inColumn(form, 'Anglais', formTexts.slug).value).toBe('lemon-festival');
    expect(within(form).getByText(/La page sera à l’adresse \/fr\/categorie\/fete-du-citron/)).toBeTruthy();

    // Her own address stays hers when the name changes again.
    type(inColumn(form, 'Anglais', formTexts.slug), 'lemon-party');
    type(inColumn(form, 'Anglais', formTexts.name), 'The lemon festival');
    fireEvent.click(within(form).getByRole('button', { name: formTexts.create }));
    expect(await within(within(form).getByRole('group', { name: 'Italien' })).findAllByText(errors.required)).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    type(inColumn(form, 'Italien', formTexts.name), 'Festa del limone');
    fireEvent.click(within(form).getByLabelText(formTexts.isMain));
    // Inside a top-level category, chosen by its name.
    const parent = within(form).getByLabelText(formTexts.parent) as HTMLSelectElement;
    expect([...parent.options].map((option) => option.textContent)).toEqual([formTexts.noParent, 'Boissons']);
    fireEvent.change(parent, { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: formTexts.create }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([
        { kind: 'success', message: 'La catégorie « Fête du citron » est créée. Elle arrive en dernier : déplacez-la si besoin.' },
      ]),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: { fr: 'Fête du citron', en: 'The lemon festival', it: 'Festa del limone' },
      slug: { fr: 'fete-du-citron', en: 'lemon-party', it: 'festa-del-limone' },
      is_main: true,
      parent_id: 1,
    });
    expect(screen.queryByRole('form', { name: formTexts.newTitle })).toBeNull();
  });

  it('edits a category in place from its version, its address following its name, and shows an address taken at its field', async () => {
    let status = 422;
    const calls = await openPage({
      'GET /api/staff/categories': { body: { data: [drinks, groceries] } },
      'PUT /api/staff/categories/1': ({ body }) =>
        status === 422
          ? { status, body: { message: 'Refused.', errors: { 'slug.fr': ['slug_taken'] } } }
          : { body: { data: { ...drinks, ...(body as object), version: 3 } } },
    });
    fireEvent.click(rowOf('Boissons').getByRole('button', { name: 'Modifier la catégorie Boissons' }));
    const form = screen.getByRole('form', { name: 'Modifier la catégorie « Boissons »' });
    // While she edits, nothing moves, and no other task can take her form away.
    expect(screen.getByRole('button', { name: 'Descendre Boissons' }).getAttribute('aria-disabled')).toBe('true');
    expect((rowOf('Épicerie').getByRole('button', { name: 'Supprimer la catégorie Épicerie' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: categoryTexts.new }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getAllByText(/Les anciennes adresses mènent toujours à la catégorie\./)).toHaveLength(3);
    type(inColumn(form, 'Français', formTexts.name), 'Boissons du Sud');
    await waitFor(() => expect(inColumn(form, 'Français', formTexts.slug).value).toBe('boissons-du-sud'));
    fireEvent.click(within(form).getByLabelText(formTexts.isMain));
    fireEvent.click(within(form).getByRole('button', { name: formTexts.save }));

    const taken = await within(form).findByText(errors.slug_taken);
    expect(inColumn(form, 'Français', formTexts.slug).getAttribute('aria-describedby')).toContain(taken.id);
    status = 200;
    type(inColumn(form, 'Français', formTexts.slug), 'boissons-du-midi');
    fireEvent.click(within(form).getByRole('button', { name: formTexts.save }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: 'La catégorie « Boissons du Sud » est enregistrée.' }]));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        label: { fr: 'Boissons du Sud', en: 'Drinks', it: 'Bevande' },
        slug: { fr: 'boissons-du-sud', en: 'drinks', it: 'bevande' },
        is_main: false,
        parent_id: null,
        version: 2,
      },
      {
        label: { fr: 'Boissons du Sud', en: 'Drinks', it: 'Bevande' },
        slug: { fr: 'boissons-du-midi', en: 'drinks', it: 'bevande' },
        is_main: false,
        parent_id: null,
        version: 2,
      },
    ]);
  });

  it('shows a change saved meanwhile by someone else, then saves hers over it when she keeps it', async () => {
    let current = [drinks];
    const calls = await openPage({
      'GET /api/staff/categories': () => ({ body: { data: current } }),
      'PUT /api/staff/categories/1': ({ body }) => {
        if ((body as { version: number }).version === 2) {
          current = [{ ...drinks, label: { ...drinks.label, fr: 'Liqueurs' }, version: 3 }];
          return { status: 409, body: { message: 'Changed meanwhile.', errors: { version: ['stale'] } } };
        }
        return { body: { data: { ...drinks, ...(body as object), version: 4 } } };
      },
    });
    fireEvent.click(rowOf('Boissons').getByRole('button', { name: 'Modifier la catégorie Boissons' }));
    const form = screen.getByRole('form', { name: 'Modifier la catégorie « Boissons »' });
    type(inColumn(form, 'Anglais', formTexts.name), 'Drinks and liqueurs');
    fireEvent.click(within(form).getByRole('button', { name: formTexts.save }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Français : Liqueurs (/fr/categorie/boissons)');
    fireEvent.click(within(alert).getByRole('button', { name: texts.conflict.keepMine }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: 'La catégorie « Boissons » est enregistrée.' }]));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([2, 3]);
  });

  it('says why a category holding products cannot be deleted, without asking, and deletes an empty one once confirmed', async () => {
    let deleteStatus = 204;
    const calls = await openPage({
      'GET /api/staff/categories': { body: { data: [drinks, groceries, gifts] } },
      'DELETE /api/staff/categories/3': () =>
        deleteStatus === 204 ? { status: 204 } : { status: 422, body: { message: 'In use.', errors: { id: ['in_use'] } } },
    });
    fireEvent.click(rowOf('Épicerie').getByRole('button', { name: 'Supprimer la catégorie Épicerie' }));
    expect(
      within(rowOf('Épicerie').getByRole('alert')).getByText(
        'La catégorie « Épicerie » contient 1 produit : elle ne peut pas être supprimée. Rangez d’abord ce produit dans une autre catégorie, depuis sa page.',
      ),
    ).toBeTruthy();
    expect(rowOf('Épicerie').queryByRole('button', { name: categoryTexts.confirmDeleteYes })).toBeNull();
    fireEvent.click(rowOf('Épicerie').getByRole('button', { name: categoryTexts.understood }));
    expect(rowOf('Épicerie').queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(rowOf('Épicerie').getByRole('button', { name: 'Modifier la catégorie Épicerie' }));

    // Products came into it meanwhile: the server refuses, and says why.
    deleteStatus = 422;
    fireEvent.click(rowOf('Coffrets').getByRole('button', { name: 'Supprimer la catégorie Coffrets' }));
    const question = within(
      screen.getByRole('group', { name: 'Supprimer la catégorie « Coffrets » ? Elle disparaîtra du menu et de la boutique.' }),
    );
    fireEvent.click(question.getByRole('button', { name: categoryTexts.confirmDeleteYes }));
    await waitFor(() =>
      expect(shown.toasts).toEqual([
        {
          kind: 'error',
          message: 'Des produits ont été rangés dans la catégorie « Coffrets » entre-temps : elle ne peut pas être supprimée.',
        },
      ]),
    );

    deleteStatus = 204;
    fireEvent.click(rowOf('Coffrets').getByRole('button', { name: 'Supprimer la catégorie Coffrets' }));
    fireEvent.click(screen.getByRole('button', { name: categoryTexts.confirmDeleteYes }));
    await waitFor(() => expect(shown.toasts.at(-1)).toEqual({ kind: 'success', message: 'La catégorie « Coffrets » est supprimée.' }));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      '/api/staff/categories/3',
      '/api/staff/categories/3',
    ]);
  });

  it('saves a new order at once with the order she saw, and reads it again when someone else changed it first', async () => {
    let current = [drinks, groceries, gifts];
    let orderStatus = 200;
    const calls = await openPage({
      'GET /api/staff/categories': () => ({ body: { data: current } }),
      'PUT /api/staff/categories/order': ({ body }) => {
        if (orderStatus === 409) {
          current = [gifts, drinks, groceries];
          return { status: 409, body: { message: 'Changed meanwhile.', errors: { replacing: ['stale'] } } };
        }
        const ids = (body as { ids: number[] }).ids;
        current = ids.map((id) => [drinks, groceries, gifts].find((candidate) => candidate.id === id)!);
        return { body: { data: current } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Monter Épicerie' }));
    await waitFor(() => expect(names()).toEqual(['Épicerie', 'Boissons', 'Coffrets']));
    await screen.findByText(texts.listOrder.saved);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [2, 1, 3], replacing: [1, 2, 3] });

    orderStatus = 409;
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Épicerie' }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'error', message: categoryTexts.stale }]));
    await waitFor(() => expect(names()).toEqual(['Coffrets', 'Boissons', 'Épicerie']));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ ids: [1, 2, 3], replacing: [2, 1, 3] });
  });
});
