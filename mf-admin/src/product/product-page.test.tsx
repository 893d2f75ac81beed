// @vitest-environment jsdom
import { formatPrice } from '@lemon/kit';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { maxPictureBytes, type StaffProduct } from '@lemon/staff-contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffCategory, staffProduct, staffRecipe, staffVariation } from '../testing/catalogue';
import { answerCalls, renderAdmin, texts } from '../testing/render-admin';
import { toastsShown } from '../testing/toasts-shown';
import { ProductPage } from './product-page';

const shown = toastsShown();
afterEach(() => {
  cleanup();
  // The form keeps a draft in the browser while it holds changes: each test opens it afresh.
  localStorage.clear();
  vi.unstubAllGlobals();
  shown.toasts.length = 0;
});

const productTexts = texts.product;
const errors = commonTranslations.fr.validation.errors;
const route = '/:locale/gestion/produits/:id';

const categories = [staffCategory(1, 'Confitures'), staffCategory(2, 'Liqueurs')];
const recipes = [staffRecipe(1, 'Tarte au citron'), staffRecipe(2, 'Limonade')];

const jam = staffProduct({
  id: 7,
  version: 3,
  label: { fr: 'Confiture de citron', en: 'Lemon jam', it: 'Marmellata di limoni' },
  slug: { fr: 'confiture-de-citron', en: 'lemon-jam', it: 'marmellata-di-limoni' },
  description: { fr: '<p>De Menton.</p>', en: '<p>From Menton.</p>', it: '<p>Di Mentone.</p>' },
  vat_rate: 550,
  recipe_ids: [1],
  variations: [
    staffVariation(70, '250 g', {
      price: 1250,
      stock: 10,
      is_default: true,
      picture: 'jam-250',
      picture_url: '/media/products/jam-250-card.webp',
    }),
    staffVariation(71, '500 g', {
      color: '#f7d63e',
      price: 2000,
      stock: 4,
      picture: 'jam-500',
      picture_url: '/media/products/jam-500-card.webp',
    }),
  ],
});

const catalogueAnswers = {
  'GET /api/staff/categories': { body: { data: categories } },
  'GET /api/staff/recipes': { body: { data: recipes } },
};

const region = (name: string) => within(screen.getByRole('region', { name }));
const textsIn = (language: string) => within(region(productTexts.sections.texts).getByRole('group', { name: language }));
const sizeGroup = (name: RegExp | string) => within(screen.getByRole('group', { name }));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const inputValue = (input: HTMLElement) => (input as HTMLInputElement).value;
const location = () => screen.getByTestId('location').textContent;
/** The form, once its lists and its product have come. */
const formShown = () => screen.findByRole('region', { name: productTexts.sections.texts });

/** Fills a size's names in the three languages. */
function nameSize(size: ReturnType<typeof sizeGroup>, name: string) {
  for (const language of ['Français', 'Anglais', 'Italien']) {
    type(within(size.getByRole('group', { name: language })).getByLabelText(productTexts.sizes.label), name);
  }
}

describe('a new product', () => {
  // Three languages, two sizes and a photo typed in: slow in jsdom, so it has more time than the default 5 s.
  it('is created with two sizes and a photo, its addresses made from its names, its prices in cents', async () => {
    const photo = new File(['jpeg bytes'], 'IMG_0042.jpg', { type: 'image/jpeg' });
    const calls = answerCalls({
      ...catalogueAnswers,
      'POST /api/staff/pictures': {
        status: 201,
        body: { data: { picture: 'confiture-500-a1b2', card_url: '/media/pictures/confiture-500-a1b2-card.webp', page_url: '/p.webp' } },
      },
      'POST /api/staff/products': { status: 201, body: { data: { ...jam, id: 12, version: 1 } } },
      'GET /api/staff/products/12': { body: { data: { ...jam, id: 12, version: 1 } } },
    });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/nouveau', path: route });
    await formShown();
    const french = textsIn('Français');
    type(french.getByLabelText(productTexts.fields.label), 'Confiture de citron à l’ancienne');
    expect(inputValue(french.getByLabelText(productTexts.fields.slug))).toBe('confiture-de-citron-a-l-ancienne');
    expect(french.getByText(/La page : \/fr\/produit\/confiture-de-citron-a-l-ancienne/)).toBeTruthy();

    // The English and Italian names are missing: said at the top and beside each field, as she types.
    const summary = screen.getByRole('region', { name: '2 traductions manquantes' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nom (anglais)', 'Nom (italien)']);
    expect(textsIn('Anglais').getByText(productTexts.missing.field)).toBeTruthy();
    type(textsIn('Anglais').getByLabelText(productTexts.fields.label), 'Old-style lemon jam');
    type(textsIn('Italien').getByLabelText(productTexts.fields.label), 'Marmellata di limoni');
    await waitFor(() => expect(screen.queryByRole('region', { name: /traduction/ })).toBeNull());
    expect(inputValue(textsIn('Anglais').getByLabelText(productTexts.fields.slug))).toBe('old-style-lemon-jam');

    const sale = region(productTexts.sections.sale);
    type(sale.getByLabelText(productTexts.fields.category), '1');
    type(sale.getByLabelText(productTexts.fields.vatRate), '550');
    expect(sale.getAllByRole('option').map((option) => option.textContent)).toContain('5,5 %');
    fireEvent.click(sale.getByLabelText(productTexts.fields.isHidden));
    fireEvent.click(sale.getByLabelText('Limonade'));

    const first = sizeGroup('Format 1');
    nameSize(first, '250 g');
    type(first.getByLabelText(productTexts.sizes.price), '12,50');
    type(first.getByLabelText(productTexts.sizes.stock), '10');
    fireEvent.click(screen.getByRole('button', { name: productTexts.sizes.add }));
    const second = sizeGroup('Format 2');
    nameSize(second, '500 g');
    type(second.getByLabelText(productTexts.sizes.price), '1 250,00 €');
    type(second.getByLabelText(productTexts.sizes.stock), '4');
    // No colour yet: an empty swatch, no colour shown that the size does not have.
    expect(second.getByTestId('no-colour')).toBeTruthy();
    fireEvent.click(second.getByLabelText(productTexts.sizes.noColor));
    expect(second.queryByTestId('no-colour')).toBeNull();
    type(second.getByLabelText(productTexts.sizes.color), '#2f5d2a');
    fireEvent.click(second.getByRole('radio', { name: productTexts.sizes.shownFirst }));
    fireEvent.change(second.getByLabelText(productTexts.sizes.choose), { target: { files: [photo] } });
    const preview = await sizeGroup(/Format 2/).findByRole('img', { name: 'La photo du format 2' });
    expect(preview.getAttribute('src')).toBe('/media/pictures/confiture-500-a1b2-card.webp');
    expect(calls.find((call) => call.url.pathname === '/api/staff/pictures')?.body).toBe(photo);

    fireEvent.click(screen.getByRole('button', { name: productTexts.create }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/staff/products')).toBeDefined());
    expect(calls.find((call) => call.url.pathname === '/api/staff/products')!.body).toEqual({
      product_category_id: 1,
      label: { fr: 'Confiture de citron à l’ancienne', en: 'Old-style lemon jam', it: 'Marmellata di limoni' },
      slug: { fr: 'confiture-de-citron-a-l-ancienne', en: 'old-style-lemon-jam', it: 'marmellata-di-limoni' },
      description: { fr: '', en: '', it: '' },
      is_hidden: true,
      is_monthly: false,
      is_highlighted: false,
      contains_alcohol: false,
      vat_rate: 550,
      recipe_ids: [2],
      variations: [
        { label: { fr: '250 g', en: '250 g', it: '250 g' }, color: null, price: 1250, stock: 10, is_default: false, picture: null },
        {
          label: { fr: '500 g', en: '500 g', it: '500 g' },
          color: '#2f5d2a',
          price: 125000,
          stock: 4,
          is_default: true,
          picture: 'confiture-500-a1b2',
        },
      ],
    });
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits/12'));
    expect(shown.toasts).toEqual([{ kind: 'success', message: 'Le produit « Confiture de citron » est créé.' }]);
  }, 20_000);

  it('refuses in the browser what the server would: names missing, a price of three decimals, letters for a stock', async () => {
    const calls = answerCalls(catalogueAnswers);
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/nouveau', path: route });
    await formShown();
    type(textsIn('Français').getByLabelText(productTexts.fields.label), 'Limoncello');
    const size = sizeGroup('Format 1');
    type(size.getByLabelText(productTexts.sizes.price), '12,505');
    type(size.getByLabelText(productTexts.sizes.stock), 'dix');
    fireEvent.click(screen.getByRole('button', { name: productTexts.create }));
    await waitFor(() => expect(size.getByLabelText(productTexts.sizes.price).getAttribute('aria-invalid')).toBe('true'));
    expect(size.getAllByText(errors.invalid)).toHaveLength(2);
    expect(textsIn('Anglais').getAllByText(errors.required)).toHaveLength(2);
    expect(region(productTexts.sections.sale).getAllByText(errors.required)).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a photo the shop cannot take before sending it, and says why the server refused one', async () => {
    const calls = answerCalls({
      ...catalogueAnswers,
      'POST /api/staff/pictures': { status: 413, body: { message: 'Too large.', errors: { picture: ['picture_too_large'] } } },
    });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/nouveau', path: route });
    const size = sizeGroup(await screen.findByText('Format 1').then(() => 'Format 1'));
    const choose = size.getByLabelText(productTexts.sizes.choose);
    expect(choose.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/avif');
    fireEvent.change(choose, { target: { files: [new File(['heic'], 'IMG_0042.HEIC', { type: 'image/heic' })] } });
    expect(await size.findByText(errors.picture_format)).toBeTruthy();
    const poster = new File(['x'], 'affiche.png', { type: 'image/png' });
    Object.defineProperty(poster, 'size', { value: maxPictureBytes + 1 });
    fireEvent.change(choose, { target: { files: [poster] } });
    expect(await size.findByText(errors.picture_too_large)).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === '/api/staff/pictures')).toBe(false);

    fireEvent.change(choose, { target: { files: [new File(['png'], 'photo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/api/staff/pictures')).toHaveLength(1));
    expect(await size.findByText(errors.picture_too_large)).toBeTruthy();
    expect(size.queryByRole('img')).toBeNull();
    expect(size.getByText(productTexts.sizes.drawing)).toBeTruthy();
  });
});

describe('a saved product', () => {
  it('opens with what is saved, and a link to its page in the shop', async () => {
    answerCalls({ ...catalogueAnswers, 'GET /api/staff/products/7': { body: { data: jam } } });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/7', path: route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confiture de citron' })).toBeTruthy();
    expect(screen.getByRole('link', { name: productTexts.viewInShop }).getAttribute('href')).toBe('/fr/produit/confiture-de-citron');
    const first = sizeGroup('Format 1 : 250 g');
    expect(inputValue(first.getByLabelText(productTexts.sizes.price))).toBe('12,50');
    expect((first.getByRole('radio', { name: productTexts.sizes.shownFirst }) as HTMLInputElement).checked).toBe(true);
    expect(first.getByRole('img', { name: 'La photo du format 1' }).getAttribute('src')).toBe('/media/products/jam-250-card.webp');
    expect(inputValue(sizeGroup('Format 2 : 500 g').getByLabelText(productTexts.sizes.color))).toBe('#f7d63e');
    expect((region(productTexts.sections.sale).getByLabelText('Tarte au citron') as HTMLInputElement).checked).toBe(true);
    const description = textsIn('Français').getByRole('textbox', { name: productTexts.fields.description, description: /adresse web/ });
    expect(description.innerHTML).toBe('<p>De Menton.</p>');
  });

  it('sends each size with its id and the stock it opened with, in the order she set', async () => {
    const calls = answerCalls({
      ...catalogueAnswers,
      'GET /api/staff/products/7': { body: { data: jam } },
      'PUT /api/staff/products/7': { body: { data: { ...jam, version: 4 } } },
    });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/7', path: route });
    const second = sizeGroup(await screen.findByText('Format 2 : 500 g').then(() => 'Format 2 : 500 g'));
    type(second.getByLabelText(productTexts.sizes.stock), '6');
    fireEvent.click(second.getByRole('button', { name: 'Monter le format 2' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Format 1 : 500 g' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: productTexts.save }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    const sent = calls.find((call) => call.method === 'PUT')!.body as { version: number; variations: unknown[] };
    expect(sent.version).toBe(3);
    expect(sent.variations).toEqual([
      {
        id: 71,
        stock_seen: 4,
        label: jam.variations[1]!.label,
        color: '#f7d63e',
        price: 2000,
        stock: 6,
        is_default: false,
        picture: 'jam-500',
      },
      {
        id: 70,
        stock_seen: 10,
        label: jam.variations[0]!.label,
        color: null,
        price: 1250,
        stock: 10,
        is_default: true,
        picture: 'jam-250',
      },
    ]);
    await waitFor(() => expect(shown.toasts).toEqual([{ kind: 'success', message: 'Le produit « Confiture de citron » est enregistré.' }]));
  });

  it('shows the server’s refusals at their fields, a size’s price in its size', async () => {
    answerCalls({
      ...catalogueAnswers,
      'GET /api/staff/products/7': { body: { data: jam } },
      'PUT /api/staff/products/7': {
        status: 422,
        body: { message: 'Refused.', errors: { 'slug.en': ['slug_taken'], 'variations.1.price': ['max'] } },
      },
    });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/7', path: route });
    fireEvent.click(await screen.findByRole('button', { name: productTexts.save }));
    expect(await textsIn('Anglais').findByText(errors.slug_taken)).toBeTruthy();
    expect(textsIn('Anglais').getByLabelText(productTexts.fields.slug).getAttribute('aria-invalid')).toBe('true');
    const second = sizeGroup('Format 2 : 500 g');
    expect(second.getByText(errors.max)).toBeTruthy();
    expect(second.getByLabelText(productTexts.sizes.price).getAttribute('aria-invalid')).toBe('true');
    expect(sizeGroup('Format 1 : 250 g').queryByText(errors.max)).toBeNull();
  });
});

describe('a product someone else saved meanwhile', () => {
  /** What the other person saved: a new English name and Italian description, a best seller, a price, and sales. */
  const theirs: StaffProduct = {
    ...jam,
    version: 4,
    label: { ...jam.label, en: 'Lemon marmalade' },
    description: { ...jam.description, it: '<p>Di Mentone, con amore.</p>' },
    is_highlighted: true,
    variations: [{ ...jam.variations[0]!, price: 1300, stock: 8 }, jam.variations[1]!],
  };

  function openWithConflict(refusal: Record<string, string[]>, afterConflict: StaffProduct) {
    let reads = 0;
    let puts = 0;
    const calls = answerCalls({
      ...catalogueAnswers,
      'GET /api/staff/products/7': () => ({ body: { data: reads++ === 0 ? jam : theirs } }),
      'PUT /api/staff/products/7': () =>
        puts++ === 0 ? { status: 409, body: { message: 'Stale.', errors: refusal } } : { body: { data: afterConflict } },
    });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/7', path: route });
    return calls;
  }
  const puts = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT').map((call) => call.body);

  it('shows what they changed, then saves her changes on top of theirs, keeping theirs where she did not touch', async () => {
    const saved = { ...theirs, version: 5, label: { ...theirs.label, fr: 'Confiture de citron de Menton' } };
    const calls = openWithConflict({ 'variations.0.stock': ['stale'] }, saved);
    await formShown();
    type(textsIn('Français').getByLabelText(productTexts.fields.label), 'Confiture de citron de Menton');
    type(sizeGroup('Format 1 : 250 g').getByLabelText(productTexts.sizes.stock), '15');
    fireEvent.click(screen.getByRole('button', { name: productTexts.save }));

    const notice = within(await screen.findByRole('alert', { name: productTexts.conflict.title }));
    expect(notice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nom (anglais) : « Lemon jam » → « Lemon marmalade »',
      'Description (italien) : texte modifié',
      'Meilleure vente : non → oui',
      `Format « 250 g », prix : ${formatPrice(1250)} → ${formatPrice(1300)}`,
      'Format « 250 g », stock : 10 → 8',
    ]);
    // Nothing she typed is lost meanwhile.
    expect(inputValue(textsIn('Français').getByLabelText(productTexts.fields.label))).toBe('Confiture de citron de Menton');
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: productTexts.conflict.title }));

    fireEvent.click(notice.getByRole('button', { name: texts.conflict.keepMine }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toMatchObject({
      version: 4,
      label: { fr: 'Confiture de citron de Menton', en: 'Lemon marmalade', it: 'Marmellata di limoni' },
      description: theirs.description,
      is_highlighted: true,
      variations: [
        { id: 70, price: 1300, stock: 15, stock_seen: 8, is_default: true },
        { id: 71, price: 2000, stock: 4, stock_seen: 4, is_default: false },
      ],
    });
    await waitFor(() =>
      expect(shown.toasts).toEqual([{ kind: 'success', message: 'Le produit « Confiture de citron de Menton » est enregistré.' }]),
    );
    expect(screen.queryByRole('alert', { name: productTexts.conflict.title })).toBeNull();
  });

  it('takes their version back into the form when she chooses it, and saves from it', async () => {
    const calls = openWithConflict({ version: ['stale'] }, { ...theirs, version: 5 });
    await formShown();
    type(textsIn('Français').getByLabelText(productTexts.fields.label), 'Confiture de citron de Menton');
    fireEvent.click(screen.getByRole('button', { name: productTexts.save }));
    const notice = within(await screen.findByRole('alert', { name: productTexts.conflict.title }));
    fireEvent.click(notice.getByRole('button', { name: texts.conflict.takeTheirs }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: productTexts.conflict.title })).toBeNull());
    expect(inputValue(textsIn('Français').getByLabelText(productTexts.fields.label))).toBe('Confiture de citron');
    expect(inputValue(textsIn('Anglais').getByLabelText(productTexts.fields.label))).toBe('Lemon marmalade');
    expect(inputValue(sizeGroup('Format 1 : 250 g').getByLabelText(productTexts.sizes.price))).toBe('13');
    expect(puts(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: productTexts.save }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toMatchObject({
      version: 4,
      label: theirs.label,
      variations: [{ id: 70, stock: 8, stock_seen: 8 }, { id: 71 }],
    });
  });
});

describe('deleting a product', () => {
  it('is not offered for a product orders carry, and says to hide it instead', async () => {
    answerCalls({ ...catalogueAnswers, 'GET /api/staff/products/7': { body: { data: { ...jam, order_count: 3 } } } });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/7', path: route });
    const section = within(await screen.findByRole('region', { name: productTexts.sections.delete }));
    expect(section.getByText(/figure dans 3 commandes : il ne peut pas être supprimé. Masquez-le plutôt/)).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('deletes one no order carries once she confirms, and goes back to the list', async () => {
    const calls = answerCalls({
      ...catalogueAnswers,
      'GET /api/staff/products/7': { body: { data: jam } },
      'DELETE /api/staff/products/7': { status: 204 },
    });
    renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/7', path: route });
    fireEvent.click(await screen.findByRole('button', { name: productTexts.delete.action }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const confirm = within(
      screen.getByRole('group', { name: 'Supprimer « Confiture de citron » ? Il disparaîtra définitivement de la boutique.' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: texts.deletion.yes }));
    await waitFor(() => expect(location()).toBe('/fr/gestion/produits'));
    expect(shown.toasts).toEqual([{ kind: 'success', message: 'Le produit « Confiture de citron » est supprimé.' }]);
  });
});

it('says when the address names no product', async () => {
  answerCalls({ ...catalogueAnswers, 'GET /api/staff/products/99': { status: 404, body: { message: 'Not found.' } } });
  renderAdmin(<ProductPage />, { url: '/fr/gestion/produits/99', path: route });
  expect(await screen.findByText(productTexts.notFound)).toBeTruthy();
});
