// @vitest-environment jsdom
import type { FeatureAppLifecycles } from '@lemon/app-protocol';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { containFailures, unavailableApp } from './contain-failures';
import { retryFeatureApp } from './retry-feature-app';

// Retrying goes through single-spa, which these tests do not start: what matters here is which app is retried.
vi.mock('./retry-feature-app', () => ({ retryFeatureApp: vi.fn() }));

const { unavailable, retry } = commonTranslations.fr.featureApp;

function slot(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

const props = (domElement: HTMLElement) => ({ name: 'catalog', domElement });

/** A feature app whose mount renders plain DOM, or throws when told to. */
function fakeApp({ throwOnMount = false, throwOnBootstrap = false } = {}): FeatureAppLifecycles {
  return {
    bootstrap: async () => {
      if (throwOnBootstrap) throw new Error('bootstrap broke');
    },
    mount: async ({ domElement }) => {
      domElement.innerHTML = '<h1>Catalogue</h1>';
      if (throwOnMount) throw new Error('mount broke');
    },
    unmount: async ({ domElement }) => {
      domElement.innerHTML = '';
    },
  };
}

async function run(step: () => Promise<unknown>) {
  await act(async () => {
    await step();
  });
}

describe('containFailures', () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => document.body.replaceChildren());

  it('lets a healthy app mount and unmount as usual', async () => {
    const element = slot();
    const app = containFailures('catalog', fakeApp());
    await run(() => app.bootstrap(props(element)));
    await run(() => app.mount(props(element)));
    expect(element.textContent).toBe('Catalogue');
    await run(() => app.unmount(props(element)));
    expect(element.textContent).toBe('');
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows the translated fallback when mounting throws, and clears it on unmount', async () => {
    const element = slot();
    const app = containFailures('catalog', fakeApp({ throwOnMount: true }));
    await run(() => app.bootstrap(props(element)));
    await run(() => app.mount(props(element)));
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(unavailable);
    expect(element.textContent).not.toContain('Catalogue');
    expect(logged).toHaveBeenCalledWith('Feature app catalog could not be shown', new Error('mount broke'));
    await run(() => app.unmount(props(element)));
    expect(element.textContent).toBe('');
  });

  it('shows the fallback when the app cannot even start', async () => {
    const element = slot();
    const app = containFailures('catalog', fakeApp({ throwOnBootstrap: true }));
    await run(() => app.bootstrap(props(element)));
    await run(() => app.mount(props(element)));
    expect(element.textContent).toContain(unavailable);
  });

  it('stands in for an app whose code never arrived', async () => {
    const element = slot();
    const app = unavailableApp('cart', new Error('404'));
    await run(() => app.bootstrap(props(element)));
    await run(() => app.mount(props(element)));
    expect(element.querySelector('[data-fallback-for="cart"]')).not.toBeNull();
  });

  it('retries the app, not the page, from the fallback’s button', async () => {
    const element = slot();
    const app = unavailableApp('cart', new Error('503'));
    await run(() => app.bootstrap(props(element)));
    await run(() => app.mount(props(element)));
    const button = [...element.querySelectorAll('button')].find((candidate) => candidate.textContent === retry)!;
    await run(async () => button.click());
    expect(retryFeatureApp).toHaveBeenCalledWith('cart');
  });
});
