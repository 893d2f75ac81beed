// @vitest-environment jsdom
import { registerTranslations } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from './retryable-lazy';

const { unavailable, retry } = commonTranslations.fr.featureApp;

beforeAll(() => registerTranslations('common', commonTranslations));
afterEach(cleanup);

describe('a component loaded when first shown', () => {
  it('shows its children once loaded, and loads once however often it is shown', async () => {
    const load = vi.fn(async () => () => <p>Formulaire</p>);
    const Lazy = retryableLazy({ name: 'form', fallbackFor: 'auth', load });
    const { unmount } = render(
      <Lazy>
        <span>après</span>
      </Lazy>,
    );
    expect(await screen.findByText('Formulaire')).toBeTruthy();
    expect(screen.getByText('après')).toBeTruthy();
    unmount();
    render(<Lazy />);
    expect(screen.getByText('Formulaire')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback in its place when its code cannot load, and loads again from its button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => <p>Formulaire</p>);
    const Lazy = retryableLazy({ name: 'form', fallbackFor: 'auth', load });
    render(
      <Lazy>
        <span>après</span>
      </Lazy>,
    );
    const fallback = await screen.findByRole('alert');
    expect(fallback.textContent).toContain(unavailable);
    expect(fallback.getAttribute('data-fallback-for')).toBe('auth');
    expect(screen.queryByText('après')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByText('Formulaire')).toBeTruthy();
    expect(screen.getByText('après')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
