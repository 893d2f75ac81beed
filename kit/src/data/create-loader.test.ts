import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
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
