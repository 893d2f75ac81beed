import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@lemon/shared';
import { createLoader } from './create-loader';

describe('createLoader', () => {
  it('goes from loading to ready', async () => {
    const loader = createLoader(async (slug: string) => ({ slug }));
    const scope = fork();
    await allSettled(loader.opened, { scope, params: 'boissons' });
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: { slug: 'boissons' } });
  });

  it('tells a 404 from another failure', async () => {
    const loader = createLoader(async (code: number) => {
      throw new ApiError(code, 'failed');
    });
    const scope = fork();
    await allSettled(loader.opened, { scope, params: 404 });
    expect(scope.getState(loader.$state)).toEqual({ status: 'not-found' });
    await allSettled(loader.opened, { scope, params: 500 });
    expect(scope.getState(loader.$state)).toEqual({ status: 'error' });
  });

  it('does not load again what it already shows', async () => {
    let loads = 0;
    const loader = createLoader(
      async (slug: string) => {
        loads += 1;
        return { slugs: ['boissons', 'drinks'], slug };
      },
      { alreadyShows: (data, slug) => data.slugs.includes(slug) },
    );
    const scope = fork();
    await allSettled(loader.opened, { scope, params: 'boissons' });
    await allSettled(loader.opened, { scope, params: 'drinks' });
    expect(loads).toBe(1);
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: { slugs: ['boissons', 'drinks'], slug: 'boissons' } });
    await allSettled(loader.opened, { scope, params: 'epicerie' });
    expect(loads).toBe(2);
  });

  it('shows only the latest request’s answer', async () => {
    const pending: Record<string, (value: string) => void> = {};
    const loader = createLoader((slug: string) => new Promise<string>((resolve) => (pending[slug] = resolve)));
    const scope = fork();
    const first = allSettled(loader.opened, { scope, params: 'first' });
    const second = allSettled(loader.opened, { scope, params: 'second' });
    pending.second!('second answer');
    pending.first!('first answer');
    await Promise.all([first, second]);
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: 'second answer' });
  });
});

describe('a loader asked to load ahead', () => {
  it('opens with what it loaded ahead: drawn at once once arrived, loaded once', async () => {
    const load = vi.fn(async (slug: string) => ({ slug }));
    const loader = createLoader(load);
    loader.fetchAhead('limoncello');
    loader.fetchAhead('limoncello');
    await Promise.resolve();
    expect(loader.peek('limoncello')).toEqual({ status: 'ready', data: { slug: 'limoncello' } });
    const scope = fork();
    await allSettled(loader.opened, { scope, params: 'limoncello' });
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: { slug: 'limoncello' } });
    expect(load).toHaveBeenCalledTimes(1);
    // Used up: opened again later, the page loads afresh.
    await allSettled(loader.opened, { scope, params: 'arancello' });
    await allSettled(loader.opened, { scope, params: 'limoncello' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits for a load made ahead that is still on its way, rather than asking again', async () => {
    let answer: (value: string) => void = () => {};
    const load = vi.fn((_slug: string) => new Promise<string>((resolve) => (answer = resolve)));
    const loader = createLoader(load);
    loader.fetchAhead('limoncello');
    const scope = fork();
    const opening = allSettled(loader.opened, { scope, params: 'limoncello' });
    answer('arrived');
    await opening;
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: 'arrived' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again when the load made ahead failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('second try');
    const loader = createLoader<string, string>(load);
    loader.fetchAhead('limoncello');
    await new Promise((resolve) => setTimeout(resolve));
    const scope = fork();
    await allSettled(loader.opened, { scope, params: 'limoncello' });
    expect(scope.getState(loader.$state)).toEqual({ status: 'ready', data: 'second try' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
