// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const html = '<p>Zestes <strong>de Menton</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>';
const sanitised = '<p>Zestes <strong>de Menton</strong></p>';
let sanitiserLoaded: boolean;
let sanitiserArrives: () => void;

/** RichText and TakingOver of a fresh module each test: the sanitiser not loaded yet, and arriving when told. */
async function freshModules() {
  vi.resetModules();
  sanitiserLoaded = false;
  const arrival = new Promise<void>((resolve) => (sanitiserArrives = resolve));
  vi.doMock('@lemon/shop-html/sanitize', async (importOriginal) => {
    sanitiserLoaded = true;
    await arrival;
    return importOriginal();
  });
  const [{ RichText, richTextReady }, { TakingOver }] = await Promise.all([import('./rich-text'), import('./use-hydrated')]);
  /** The sanitiser arrives, and React draws what waited for it. */
  const arrive = () =>
    act(async () => {
      sanitiserArrives();
      await richTextReady();
    });
  return { RichText, TakingOver, arrive };
}

const loading = <p role="status">…</p>;

beforeEach(() => {
  document.body.innerHTML = '';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the shop’s HTML in a page', () => {
  it('drawn by the browser, waits for its sanitiser and shows nothing that could run', async () => {
    const { RichText, arrive } = await freshModules();
    const { container } = await act(async () =>
      render(
        <Suspense fallback={loading}>
          <RichText html={html} />
        </Suspense>,
      ),
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(sanitiserLoaded).toBe(true);

    await arrive();
    expect(container.innerHTML).toBe(`<div>${sanitised}</div>`);
  });

  it('taken over from the server, keeps the server’s HTML without loading the sanitiser, and sanitises a new text', async () => {
    const { RichText, TakingOver, arrive } = await freshModules();
    const container = document.createElement('div');
    container.innerHTML = `<!--$--><div class="text">${sanitised}</div><!--/$-->`; // as the server draws it
    document.body.append(container);
    const page = (text: string): ReactNode => (
      <Suspense fallback={loading}>
        <TakingOver drawnByServer>
          <RichText className="text" html={text} />
        </TakingOver>
      </Suspense>
    );
    const root = await act(async () => hydrateRoot(container, page(html)));
    expect(container.innerHTML).toBe(`<!--$--><div class="text">${sanitised}</div><!--/$-->`);
    expect(sanitiserLoaded).toBe(false);

    await act(async () => root.render(page('<p>Écorces <em>confites</em><a href="javascript:alert(3)">x</a></p>')));
    expect(sanitiserLoaded).toBe(true);
    await arrive();
    expect(container.querySelector('.text')!.innerHTML).toBe('<p>Écorces <em>confites</em><a>x</a></p>');
  });

  it('drawn again by React rather than taken over (the server’s element missing), shows the text sanitised', async () => {
    const { RichText, TakingOver, arrive } = await freshModules();
    const { container } = await act(async () =>
      render(
        <Suspense fallback={loading}>
          <TakingOver drawnByServer>
            <RichText className="text" html={html} />
          </TakingOver>
        </Suspense>,
      ),
    );
    expect(sanitiserLoaded).toBe(true);
    await arrive();
    expect(container.querySelector('.text')!.innerHTML).toBe(sanitised);
  });
});
