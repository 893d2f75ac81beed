import { describe, expect, it } from 'vitest';
import type { ArtworkSpec } from '../database/seed/catalogue-types';
import { productArtworkSvg } from './product-artwork';

const shapes: ArtworkSpec['shape'][] = ['bottle', 'flask', 'jar', 'tin', 'box', 'bar', 'candle', 'pouch', 'tube', 'glass', 'lemon'];
const spec = (shape: ArtworkSpec['shape']): ArtworkSpec => ({ shape, color: '#f2c230', accent: '#2f6f4f' });

// Elements a picture may use; anything else (text, image, script, style, filter…) is refused.
const ALLOWED = new Set([
  'svg',
  'defs',
  'g',
  'rect',
  'circle',
  'ellipse',
  'path',
  'polygon',
  'line',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
]);

describe('productArtworkSvg', () => {
  describe.each(shapes)('%s', (shape) => {
    const svg = productArtworkSvg(spec(shape), 42);

    it('is a standalone 800 × 800 SVG document', () => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
    });

    it('uses only plain shapes, with no text, script, image or link', () => {
      for (const banned of ['<script', '<text', '<image', '<style', '<filter', 'href=']) expect(svg).not.toContain(banned);
      const tags = new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(ALLOWED, `unexpected <${tag}>`).toContain(tag);
    });

    it('declares every id once and every referenced id', () => {
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    });

    it('is the same for the same input and differs for another seed', () => {
      expect(productArtworkSvg(spec(shape), 42)).toBe(svg);
      expect(productArtworkSvg(spec(shape), 43)).not.toBe(svg);
    });

    it('stays under 12 KB', () => {
      expect(new TextEncoder().encode(svg).length).toBeLessThan(12 * 1024);
    });
  });

  it('gives ids that do not clash between two pictures inlined in one page', () => {
    const idsOf = (svg: string): string[] => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1] ?? '');
    const a = idsOf(productArtworkSvg(spec('jar'), 1));
    const otherSeed = idsOf(productArtworkSvg(spec('jar'), 2));
    const otherColour = idsOf(productArtworkSvg({ ...spec('jar'), color: '#e87a2a' }, 1));
    for (const id of a) {
      expect(otherSeed).not.toContain(id);
      expect(otherColour).not.toContain(id);
    }
  });

  it('varies the background hue with the seed', () => {
    const wall = (seed: number): string | undefined =>
      /id="pa\w+wall"><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(productArtworkSvg(spec('tin'), seed))?.[1];
    const hues = new Set([1, 2, 3, 4, 5, 6].map(wall));
    expect(hues.size).toBeGreaterThan(1);
  });

  it('accepts upper-case hex colours', () => {
    expect(() => productArtworkSvg({ shape: 'box', color: '#F2C230', accent: '#2F6F4F' }, 0)).not.toThrow();
  });

  it.each(['f2c230', '#f2c23', '#f2c2300', '#g2c230', 'yellow', ''])('rejects the colour "%s", naming it', (bad) => {
    expect(() => productArtworkSvg({ ...spec('bottle'), color: bad }, 1)).toThrow(`"${bad}"`);
    expect(() => productArtworkSvg({ ...spec('bottle'), accent: bad }, 1)).toThrow(/accent/);
  });

  it('rejects an unknown shape and a non-integer seed', () => {
    expect(() => productArtworkSvg({ ...spec('bottle'), shape: 'vase' as ArtworkSpec['shape'] }, 1)).toThrow(/vase/);
    expect(() => productArtworkSvg(spec('bottle'), 1.5)).toThrow(/1\.5/);
  });
});
