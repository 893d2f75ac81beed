// @vitest-environment jsdom
import { commonTranslations } from '@lemon/shared/i18n/common';
import type { StaffRecipe } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPage, productSummary, staffRecipe } from '../testing/catalogue';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { RecipesPage } from './recipes-page';

const shown = toastsShown();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shown.toasts.length = 0;
});

const recipesTexts = texts.recipes;
const url = '/fr/gestion/recettes';

const spritz: StaffRecipe = {
  id: 1,
  version: 2,
  label: { fr: 'Spritz au limoncello', en: 'Limoncello spritz', it: 'Spritz al limoncello' },
  text: { fr: 'L’apéritif de l’été.', en: 'The summer drink.', it: 'L’aperitivo dell’estate.' },
  instructions: { fr: '<p>Mélangez.</p>', en: '<p>Mix.</p>', it: '<p>Mescola.</p>' },
  products: [{ id: 4, label: { fr: 'Liqueur de citron', en: 'Lemon liqueur', it: 'Limoncello' } }],
  order: 1,
};
const tart = staffRecipe(2, 'Tarte au citron');
const found = listPage([productSummary(3, 'Confiture de citron'), productSummary(4, 'Liqueur de citron')]);

const cardOf = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!);
const formNamed = (name: string) => within(screen.getByRole('form', { name }));
const inLanguage = (form: ReturnType<typeof formNamed>, language: string) => within(form.getByRole('group', { name: language }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const sent = (calls: { method: string; body: unknown }[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body);

describe('the recipes page', () => {
  it('lists each recipe with its short text and the products it uses, and says when there is none', async () => {
    answerCalls({ 'GET /api/staff/recipes': { body: { data: [spritz, tart] } } });
    renderAdmin(<RecipesPage />, { url });
    await screen.findByRole('heading', { name: 'Spritz au limoncello' });
    expect(cardOf('Spritz au limoncello').getByText('L’apéritif de l’été.')).toBeTruthy();
    expect(cardOf('Spritz au limoncello').getByText('Utilise : Liqueur de citron')).toBeTruthy();
    expect(cardOf('Tarte au citron').getByText(recipesTexts.noProducts)).toBeTruthy();
    cleanup();
    answerCalls({ 'GET /api/staff/recipes': { body: { data: [] } } });
    renderAdmin(<RecipesPage />, { url });
    expect(await screen.findByText(recipesTexts.empty)).toBeTruthy();
  });

  it('creates a recipe with its texts and the products found by a search, one taken off again', async () => {
    const calls = answerCalls({
      'GET /api/staff/recipes': { body: { data: [] } },
      'GET /api/staff/products': { body: found },
      'POST /api/staff/recipes': { status: 201, body: { data: { ...spritz, id: 9 } } },
    });
    renderAdmin(<RecipesPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: recipesTexts.new }));
    const form = formNamed(recipesTexts.form.newTitle);
    fireEvent.click(form.getByRole('button', { name: recipesTexts.form.create }));
    await waitFor(() => expect(form.getAllByText(commonTranslations.fr.validation.errors.required)).toHaveLength(3));
    expect(sent(calls, 'POST')).toEqual([]);

    for (const [language, title] of [
      ['Français', 'Sorbet au citron'],
      ['Anglais', 'Lemon sorbet'],
      ['Italien', 'Sorbetto al limone'],
    ] as const) {
      type(inLanguage(form, language).getByLabelText(recipesTexts.form.label), title);
    }
    type(inLanguage(form, 'Français').getByLabelText(recipesTexts.form.text), 'Frais et acidulé.');
    const search = form.getByRole('searchbox', { name: recipesTexts.form.search });
    type(search, 'citron');
    // Enter searches, and does not send the recipe.
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await form.findByRole('button', { name: 'Ajouter Confiture de citron' }));
    fireEvent.click(form.getByRole('button', { name: 'Ajouter Liqueur de citron' }));
    expect(form.getAllByRole('button', { name: recipesTexts.form.added }).map((button) => (button as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
    ]);
    fireEvent.click(form.getByRole('button', { name: 'Retirer Liqueur de citron' }));
    expect(form.getByRole('button', { name: 'Ajouter Liqueur de citron' })).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/staff/products')!.url.searchParams.get('q')).toBe('citron');
    expect(sent(calls, 'POST')).toEqual([]);

    fireEvent.click(form.getByRole('button', { name: recipesTexts.form.create }));
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(sent(calls, 'POST')[0]).toEqual({
      label: { fr: 'Sorbet au citron', en: 'Lemon sorbet', it: 'Sorbetto al limone' },
      text: { fr: 'Frais et acidulé.', en: '', it: '' },
      instructions: { fr: '', en: '', it: '' },
      product_ids: [3],
    });
    await waitFor(() =>
      expect(shown.toasts).toEqual([{ kind: 'success', message: 'La recette « Spritz au limoncello » est enregistrée.' }]),
    );
    expect(screen.queryByRole('form', { name: recipesTexts.form.newTitle })).toBeNull();
  });

  it('edits a recipe in place, from the version it opened with', async () => {
    const calls = answerCalls({
      'GET /api/staff/recipes': { body: { data: [spritz, tart] } },
      'PUT /api/staff/recipes/1': { body: { data: { ...spritz, version: 3 } } },
    });
    renderAdmin(<RecipesPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la recette Spritz au limoncello' }));
    const form = formNamed('Modifier la recette Spritz au limoncello');
    expect(inLanguage(form, 'Anglais').getByRole('textbox', { name: recipesTexts.form.instructions }).innerHTML).toBe('<p>Mix.</p>');
    type(inLanguage(form, 'Anglais').getByLabelText(recipesTexts.form.label), 'Limoncello spritz, the summer way');
    fireEvent.click(form.getByRole('button', { name: 'Retirer Liqueur de citron' }));
    fireEvent.click(form.getByRole('button', { name: recipesTexts.form.save }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(sent(calls, 'PUT')[0]).toEqual({
      version: 2,
      label: { ...spritz.label, en: 'Limoncello spritz, the summer way' },
      text: spritz.text,
      instructions: spritz.instructions,
      product_ids: [],
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  /**
   * Opens the spritz to change it, types `change` in a language's title and saves: someone else saved `theirs`
   * meanwhile, so the save is refused (409) and the list read again has theirs; a second save is answered.
   */
  async function saveOverTheirs(theirs: StaffRecipe, language: string, change: string) {
    let reads = 0;
    let puts = 0;
    const calls = answerCalls({
      'GET /api/staff/recipes': () => ({ body: { data: [reads++ === 0 ? spritz : theirs, tart] } }),
      'PUT /api/staff/recipes/1': () =>
        puts++ === 0 ? { status: 409, body: { message: 'Stale.', errors: { version: ['stale'] } } } : { body: { data: theirs } },
    });
    renderAdmin(<RecipesPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la recette Spritz au limoncello' }));
    const form = formNamed('Modifier la recette Spritz au limoncello');
    type(inLanguage(form, language).getByLabelText(recipesTexts.form.label), change);
    fireEvent.click(form.getByRole('button', { name: recipesTexts.form.save }));
    const notice = within(await form.findByRole('alert', { name: recipesTexts.conflict.title }));
    const title = () => (inLanguage(form, language).getByLabelText(recipesTexts.form.label) as HTMLInputElement).value;
    return { calls, form, notice, title };
  }

  it('shows what someone else changed meanwhile, and saves hers on top of theirs when she keeps hers', async () => {
    const theirs: StaffRecipe = {
      ...spritz,
      version: 3,
      text: { ...spritz.text, it: 'L’aperitivo di Mentone.' },
      products: [...spritz.products, { id: 3, label: { fr: 'Confiture de citron', en: 'Lemon jam', it: 'Marmellata' } }],
    };
    const { calls, notice, title } = await saveOverTheirs(theirs, 'Français', 'Spritz de Menton');
    expect(notice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Texte court (italien) : texte modifié',
      'Produit ajouté : Confiture de citron',
    ]);
    expect(title()).toBe('Spritz de Menton');

    fireEvent.click(notice.getByRole('button', { name: texts.conflict.keepMine }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(2));
    expect(sent(calls, 'PUT')[1]).toEqual({
      version: 3,
      label: { ...spritz.label, fr: 'Spritz de Menton' },
      text: theirs.text,
      instructions: spritz.instructions,
      product_ids: [4, 3],
    });
  });

  it('takes their version of a recipe back into the form', async () => {
    const theirs: StaffRecipe = { ...spritz, version: 3, label: { ...spritz.label, en: 'Spritz' } };
    const { calls, form, notice, title } = await saveOverTheirs(theirs, 'Anglais', 'My spritz');
    expect(notice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Titre (anglais) : « Limoncello spritz » → « Spritz »',
    ]);
    fireEvent.click(notice.getByRole('button', { name: texts.conflict.takeTheirs }));
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
    expect(title()).toBe('Spritz');
    expect(sent(calls, 'PUT')).toHaveLength(1);
  });

  it('deletes a recipe once she confirms', async () => {
    const calls = answerCalls({
      'GET /api/staff/recipes': { body: { data: [spritz, tart] } },
      'DELETE /api/staff/recipes/2': { status: 204 },
    });
    renderAdmin(<RecipesPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer la recette Tarte au citron' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = within(
      screen.getByRole('group', { name: 'Supprimer la recette « Tarte au citron » ? Elle disparaîtra définitivement de la boutique.' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: texts.deletion.yes }));
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: 'La recette « Tarte au citron » est supprimée.' }]));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual(['/api/staff/recipes/2']);
  });
});
