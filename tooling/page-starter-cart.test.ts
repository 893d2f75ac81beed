// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { openPage, pass, started } from './page-starter-page';

/** A product's "add to cart" form as the catalogue draws it (purchase-controls.tsx), for `quantity` units. */
function purchaseForm(quantity: number) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/forms/add-to-cart';
  form.setAttribute('data-adds-in-place', '');
  form.setAttribute('data-added-text', `${quantity} × Liqueur de citron ont été ajoutés au panier.`);
  form.innerHTML =
    `<input type="hidden" name="product_variation_id" value="7"><input type="hidden" name="quantity" value="${quantity}">` +
    '<input type="hidden" name="then" value="/fr/panier"><button type="submit">Ajouter au panier</button>';
  document.getElementById('shell')!.append(form);
  return form;
}

/** The count the header's cart link shows before the scripts (header.module.css). */
const shownCount = () => document.documentElement.style.getPropertyValue('--cart-count-before-scripts');

/** A server's answer to the starter's post, given when the test says. */
function laterAnswer() {
  let answer: (body: { ok: boolean; json: () => Promise<unknown> }) => void = () => {};
  const answered = new Promise((resolve) => (answer = resolve));
  return { answered, answer };
}

describe('“add to cart” before the scripts run', () => {
  let main: string;
  const fetch = vi.fn();
  /** The browser's own post of a form. */
  let sent: MockInstance<HTMLFormElement['submit']>;

  beforeAll(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetch);
    // A new visitor: no cart, no session.
    main = openPage();
  });
  beforeEach(() => {
    sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  });
  afterEach(() => fetch.mockReset());
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds in the page’s place: counted at once, said once the cart answers, the scripts starting only then', async () => {
    const { answered, answer } = laterAnswer();
    fetch.mockReturnValue(answered);
    const form = purchaseForm(2);
    // The tap starts the scripts, and sends the form.
    dispatchEvent(new Event('touchstart'));
    form.requestSubmit();

    expect(shownCount()).toBe('"2"');
    expect(form.getAttribute('aria-busy')).toBe('true');
    const [address, request] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URL(address).pathname).toBe('/api/forms/add-to-cart');
    expect(request).toMatchObject({ method: 'POST', headers: { Accept: 'application/json' } });
    expect(String(request.body)).toBe('product_variation_id=7&quantity=2&then=%2Ffr%2Fpanier');
    // A second tap while the first is on its way is the same wish.
    form.requestSubmit();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The scripts wait for the cart's cookie: they would read no cart.
    await pass(100);
    expect(started(main)).toBe(false);

    answer({ ok: true, json: () => Promise.resolve({ count: 2 }) });
    await pass(0);
    expect(started(main)).toBe(true);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('2 × Liqueur de citron ont été ajoutés au panier.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('counts from what the server answered, and puts the count back and sends the form itself when the add is refused', async () => {
    fetch.mockResolvedValue({ ok: true, json: () => Promise.resolve({ count: 5 }) });
    purchaseForm(1).requestSubmit();
    await pass(0);
    expect(shownCount()).toBe('"5"');

    const { answered, answer } = laterAnswer();
    fetch.mockReturnValue(answered);
    const refused = purchaseForm(3);
    refused.requestSubmit();
    expect(shownCount()).toBe('"8"');
    answer({ ok: false, json: () => Promise.resolve({ message: 'Only 2 left.' }) });
    await pass(0);
    expect(shownCount()).toBe('"5"');
    // The browser's own post: the page the server answers says why.
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.contexts[0]).toBe(refused);
  });

  it('sends the form itself when the post fails, and leaves alone a form the scripts have taken over', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    purchaseForm(1).requestSubmit();
    await pass(0);
    expect(sent).toHaveBeenCalledTimes(1);
    // What the server answered before still counts.
    expect(shownCount()).toBe('"5"');

    fetch.mockReset();
    const takenOver = purchaseForm(1);
    takenOver.addEventListener('submit', (event) => event.preventDefault());
    takenOver.requestSubmit();
    expect(fetch).not.toHaveBeenCalled();
  });
});
