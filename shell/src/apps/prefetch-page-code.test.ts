// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1/fr/categorie/boissons"}
import type { RemotesMap } from '@lemon/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { prefetchPageCode } from './prefetch-page-code';

let remotes: RemotesMap;
vi.mock('./remotes', () => ({ featureRemotes: () => Promise.resolve(remotes) }));

let fetchSpy: MockInstance<typeof fetch>;
const deploy = (version: string) => {
  remotes = { catalog: { version, manifest: `/apps/catalog/${version}/mf-manifest.json` } };
};
const routeFiles = {
  product: {
    js: ['route-product.1a.js', 'vendors-gallery.2b.js'],
    css: ['route-product.3c.css'],
    parts: ['page-part-sanitize-html.5e.js'],
  },
  category: { js: ['route-category.4d.js'], css: [] },
};
const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
const filesRead = () => fetchSpy.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json(routeFiles)));
});
afterEach(() => document.head.replaceChildren());

describe('fetching a page’s code ahead', () => {
  it('prefetches the page’s own files and its parts from the deployed build, each once, reading the build’s list once', async () => {
    deploy('1.0.0');
    await prefetchPageCode('catalog', 'product');
    await prefetchPageCode('catalog', 'product');
    await prefetchPageCode('catalog', 'category');

    const build = 'http://127.0.0.1/apps/catalog/1.0.0/';
    expect(prefetched()).toEqual([
      `${build}route-product.3c.css`,
      `${build}route-product.1a.js`,
      `${build}vendors-gallery.2b.js`,
      `${build}page-part-sanitize-html.5e.js`,
      `${build}route-category.4d.js`,
    ]);
    expect(filesRead()).toEqual([`${build}route-files.json`]);
  });

  it('reads a newly deployed build’s own list', async () => {
    deploy('1.0.1');
    await prefetchPageCode('catalog', 'product');
    deploy('1.0.2');
    await prefetchPageCode('catalog', 'product');

    expect(filesRead()).toEqual([
      'http://127.0.0.1/apps/catalog/1.0.1/route-files.json',
      'http://127.0.0.1/apps/catalog/1.0.2/route-files.json',
    ]);
    expect(prefetched()).toContain('http://127.0.0.1/apps/catalog/1.0.2/route-product.1a.js');
  });

  it('asks again after a failed read, and prefetches nothing for a page the build does not list', async () => {
    deploy('1.0.3');
    fetchSpy.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(prefetchPageCode('catalog', 'product')).rejects.toThrow('503');
    await prefetchPageCode('catalog', 'recipes');

    expect(filesRead()).toHaveLength(2);
    expect(prefetched()).toEqual([]);
  });

  it('asks a build without the list (made before it existed) only once', async () => {
    deploy('0.9.0');
    fetchSpy.mockResolvedValueOnce(new Response('', { status: 404 }));
    await prefetchPageCode('catalog', 'product');
    await prefetchPageCode('catalog', 'product');

    expect(filesRead()).toEqual(['http://127.0.0.1/apps/catalog/0.9.0/route-files.json']);
    expect(prefetched()).toEqual([]);
  });

  it('does nothing for an app the remotes map does not hold', async () => {
    remotes = {};
    await prefetchPageCode('content', 'about');
    expect(filesRead()).toEqual([]);
  });
});
