// @vitest-environment jsdom
import { firstHtmlDataIds } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLoader, PageDrawnWith, useLoaderState, type Loader } from './create-loader';

/** The states a page drawn by its app carries, as the server writes them. */
const carried = {
  'catalog/product': { params: 'limoncello', status: 'ready', data: { name: 'Limoncello' } },
  'catalog/missing': { params: 'gone', status: 'not-found' },
};

beforeAll(() => {
  document.head.innerHTML = `<script type="application/json" id="${firstHtmlDataIds.pageStates}">${JSON.stringify(carried)}</script>`;
});

function firstRender<Data>(loader: Loader<string, Data>, slug: string): string {
  function Shown() {
    const state = useLoaderState(loader, slug);
    return <p>{state.status === 'ready' ? JSON.stringify(state.data) : state.status}</p>;
  }
  return renderToString(<Shown />);
}

describe('a loader on a page its app drew on the server', () => {
  it('draws its first render with what the server had for the same params, and opens with it without loading', async () => {
    const load = vi.fn(async (slug: string) => ({ name: `loaded ${slug}` }));
    const loader = createLoader(load, { key: 'catalog/product' });
    expect(firstRender(loader, 'limoncello')).toBe('<p>{&quot;name&quot;:&quot;Limoncello&quot;}</p>');
    expect(firstRender(loader, 'arancello')).toBe('<p>loading</p>');

    const scope = fork();
    await allSettled(loader.opened, { scope, params: 'limoncello' });
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: { name: 'Limoncello' } });
    expect(load).not.toHaveBeenCalled();

    // Used up: the same page opened again later loads afresh.
    await allSettled(loader.opened, { scope, params: 'arancello' });
    await allSettled(loader.opened, { scope, params: 'limoncello' });
    expect(load.mock.calls.map(([slug]) => slug)).toEqual(['arancello', 'limoncello']);
  });

  it('says there is none of it when the server found none', async () => {
    const load = vi.fn(async (slug: string) => slug);
    const loader = createLoader(load, { key: 'catalog/missing' });
    expect(firstRender(loader, 'gone')).toBe('<p>not-found</p>');
    const scope = fork();
    await allSettled(loader.opened, { scope, params: 'gone' });
    expect(scope.getState(loader.$state)).toEqual({ status: 'not-found' });
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the states a server render gives it rather than the page’s', () => {
    const loader = createLoader(async (slug: string) => slug, { key: 'catalog/product' });
    const states = () => ({ 'catalog/product': { params: 'arancello', status: 'ready' as const, data: 'drawn on the server' } });
    const html = renderToString(
      <PageDrawnWith value={states}>
        <Probe loader={loader} slug="arancello" />
      </PageDrawnWith>,
    );
    expect(html).toBe('<p>drawn on the server</p>');
  });
});

function Probe({ loader, slug }: { loader: Loader<string, string>; slug: string }) {
  const state = useLoaderState(loader, slug);
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}
