// @vitest-environment jsdom
import { localeChanged, textsLoader, type Locale, useTranslation } from '@lemon/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFeatureAppLifecycles } from './create-feature-app';

describe('a feature app in the browser', () => {
  it('mounts once its texts in the page’s language are in, and loads no other language’s', async () => {
    const loaded: Locale[] = [];
    let arrive!: () => void;
    const module = (locale: Locale, title: string) => async () => {
      loaded.push(locale);
      await new Promise<void>((resolve) => (arrive = resolve));
      return { [locale]: { title } } as { [L in Locale]: object };
    };
    function Page() {
      const { t } = useTranslation('greeter');
      return <h1>{t('title')}</h1>;
    }
    const lifecycles = createFeatureAppLifecycles({
      name: 'greeter',
      buildId: 'test',
      translations: textsLoader({ fr: module('fr', 'Bienvenue'), en: module('en', 'Welcome'), it: module('it', 'Benvenuto') }),
      Routes: Page,
    });
    localeChanged('it');
    const domElement = document.createElement('div');
    document.body.append(domElement);
    await act(() => lifecycles.bootstrap({ name: 'greeter', domElement }));
    let mounted!: Promise<unknown>;
    act(() => {
      mounted = lifecycles.mount({ name: 'greeter', domElement });
    });
    await vi.waitFor(() => expect(loaded).toEqual(['it']));
    expect(domElement.hasChildNodes()).toBe(false);

    await act(async () => arrive());
    await mounted;
    expect((await screen.findByRole('heading')).textContent).toBe('Benvenuto');
    expect(loaded).toEqual(['it']);
  });
});
