// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takePageAddress } from './page-address';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page answered at another address than its own', () => {
  it('takes its own before the shell reads it, keeping the history entry', () => {
    history.replaceState({ kept: true }, '', '/api/forms/contact');
    document.body.innerHTML = '<div id="shell" data-page-address="/it/contact"></div>';
    const entries = history.length;
    takePageAddress();
    expect(location.pathname).toBe('/it/contact');
    expect(history.state).toEqual({ kept: true });
    expect(history.length).toBe(entries);
  });

  it('leaves any other page where it is', () => {
    history.replaceState(null, '', '/fr/contact');
    document.body.innerHTML = '<div id="shell"></div>';
    takePageAddress();
    expect(location.pathname).toBe('/fr/contact');
  });
});
