// @vitest-environment jsdom
import type { SearchSynonymGroup } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { SearchSynonymsPage } from './search-synonyms-page';
import { termsOf } from './synonym-values';

const shown = toastsShown();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  shown.toasts.length = 0;
});

const synonymsTexts = texts.searchSynonyms;
const url = '/fr/gestion/synonymes';
const liqueur: SearchSynonymGroup = { id: 1, version: 1, terms: ['limoncello', 'liqueur de citron'] };
const soap: SearchSynonymGroup = { id: 2, version: 3, terms: ['savon', 'savonnette'] };

const formNamed = (name: string) => within(screen.getByRole('form', { name }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const sent = (calls: { method: string; url: URL; body: unknown }[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body);

describe('the terms a field holds', () => {
  it('splits at commas and new lines, trims, and keeps each once whatever its case', () => {
    expect(termsOf(' limoncello ,Liqueur  de citron,\nLIMONCELLO,, ')).toEqual(['limoncello', 'Liqueur de citron']);
    expect(termsOf('')).toEqual([]);
  });
});

describe('the synonyms page', () => {
  it('lists each group with its words and a link to what the shop’s search finds, and says when there is none', async () => {
    answerCalls({ 'GET /api/staff/search-synonyms': { body: { data: [liqueur, soap] } } });
    renderAdmin(<SearchSynonymsPage />, { url });
    const list = await screen.findByRole('list', { name: synonymsTexts.listLabel });
    const groups = within(list).getAllByRole('list');
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('listitem')
          .map((term) => term.textContent),
      ),
    ).toEqual([
      ['limoncello', 'liqueur de citron'],
      ['savon', 'savonnette'],
    ]);
    const tryIt = within(list).getByRole('link', { name: /Voir ce que trouve « limoncello »/ });
    expect(tryIt.getAttribute('href')).toBe('/fr/recherche?q=limoncello');
    expect(tryIt.getAttribute('target')).toBe('_blank');
    cleanup();
    answerCalls({ 'GET /api/staff/search-synonyms': { body: { data: [] } } });
    renderAdmin(<SearchSynonymsPage />, { url });
    expect(await screen.findByText(synonymsTexts.empty)).toBeTruthy();
  });

  it('creates a group from words separated by commas, refusing one word alone or too many in the owner’s words', async () => {
    const calls = answerCalls({
      'GET /api/staff/search-synonyms': { body: { data: [] } },
      'POST /api/staff/search-synonyms': { status: 201, body: { data: { id: 9, version: 1, terms: ['agrumes', 'citrus'] } } },
    });
    renderAdmin(<SearchSynonymsPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: synonymsTexts.new }));
    const form = formNamed(synonymsTexts.form.newTitle);
    const field = form.getByLabelText(synonymsTexts.form.terms);
    type(field, 'agrumes');
    fireEvent.click(form.getByRole('button', { name: synonymsTexts.form.create }));
    expect(await form.findByText(synonymsTexts.form.fewest)).toBeTruthy();
    type(field, 'a, b, c, d, e, f, g, h, i');
    await waitFor(() => expect(form.getByText(synonymsTexts.form.most)).toBeTruthy());
    type(field, `agrumes, ${'x'.repeat(61)}`);
    await waitFor(() => expect(form.getByText(synonymsTexts.form.most)).toBeTruthy());
    expect(sent(calls, 'POST')).toEqual([]);

    type(field, ' agrumes ,citrus, Agrumes');
    fireEvent.click(form.getByRole('button', { name: synonymsTexts.form.create }));
    await waitFor(() => expect(sent(calls, 'POST')).toEqual([{ terms: ['agrumes', 'citrus'] }]));
    await waitFor(() =>
      expect(shown.toasts).toContainEqual(
        expect.objectContaining({ message: 'Le groupe « agrumes, citrus » est créé : la recherche en tient compte dès maintenant.' }),
      ),
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opens a new group with the word Today’s searches that found nothing linked with', async () => {
    answerCalls({ 'GET /api/staff/search-synonyms': { body: { data: [liqueur] } } });
    renderAdmin(<SearchSynonymsPage />, { url: `${url}?ajouter=marmelade` });
    const form = formNamed(synonymsTexts.form.newTitle);
    const field = form.getByLabelText(synonymsTexts.form.terms) as HTMLInputElement;
    expect(field.value).toBe('marmelade, ');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.click(form.getByRole('button', { name: synonymsTexts.form.cancel }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(url));
  });

  it('saves a group from the version read; when someone else saved it meanwhile, says what it holds and saves hers at the next press', async () => {
    const theirs = { ...liqueur, version: 2, terms: ['limoncello', 'liqueur de citron', 'limoncino'] };
    let puts = 0;
    const calls = answerCalls({
      'GET /api/staff/search-synonyms': () => ({ body: { data: puts === 0 ? [liqueur] : [theirs] } }),
      'PUT /api/staff/search-synonyms/1': ({ body }) =>
        puts++ === 0
          ? { status: 409, body: { message: 'Stale.', errors: { version: ['stale'] } } }
          : { body: { data: { ...liqueur, version: 3, terms: (body as { terms: string[] }).terms } } },
    });
    renderAdmin(<SearchSynonymsPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le groupe limoncello, liqueur de citron' }));
    const form = formNamed('Modifier le groupe « limoncello, liqueur de citron »');
    type(form.getByLabelText(synonymsTexts.form.terms), 'limoncello, liqueur de citron, crème de citron');
    fireEvent.click(form.getByRole('button', { name: synonymsTexts.form.save }));
    expect(await form.findByRole('alert')).toBeTruthy();
    expect(form.getByRole('alert').textContent).toBe(
      'Quelqu’un d’autre a changé ce groupe entre-temps. Il contient maintenant : limoncello, liqueur de citron, limoncino.',
    );
    expect((form.getByLabelText(synonymsTexts.form.terms) as HTMLInputElement).value).toBe(
      'limoncello, liqueur de citron, crème de citron',
    );
    fireEvent.click(form.getByRole('button', { name: synonymsTexts.form.save }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(sent(calls, 'PUT')).toEqual([
      { terms: ['limoncello', 'liqueur de citron', 'crème de citron'], version: 1 },
      { terms: ['limoncello', 'liqueur de citron', 'crème de citron'], version: 2 },
    ]);
  });

  it('deletes a group once asked', async () => {
    let deleted = false;
    const calls = answerCalls({
      'GET /api/staff/search-synonyms': () => ({ body: { data: deleted ? [soap] : [liqueur, soap] } }),
      'DELETE /api/staff/search-synonyms/1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderAdmin(<SearchSynonymsPage />, { url });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le groupe limoncello, liqueur de citron' }));
    const question = screen.getByRole('group', {
      name: 'Supprimer le groupe « limoncello, liqueur de citron » ? La recherche ne reliera plus ces mots.',
    });
    fireEvent.click(within(question).getByRole('button', { name: texts.deletion.yes }));
    await waitFor(() => expect(screen.queryByText('liqueur de citron')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(shown.toasts).toContainEqual(expect.objectContaining({ message: 'Le groupe « limoncello, liqueur de citron » est supprimé.' }));
  });
});
