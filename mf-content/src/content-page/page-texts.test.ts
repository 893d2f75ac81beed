import { hasPage, locales } from '@lemon/shared';
import { wordingProblems } from '@lemon/shared/i18n/checks';
import { describe, expect, it } from 'vitest';
import { aboutTexts } from '../about/about-texts';
import { cgvTexts } from '../cgv/cgv-texts';
import { legalTexts } from '../legal/legal-texts';
import { privacyTexts } from '../privacy/privacy-texts';
import { contentPageTexts } from './content-page-texts';
import type { Block, Inline, PageTextsByLocale, Paragraph } from './content-texts';
import { healthWarning } from './shop-details';

const pages: Record<string, PageTextsByLocale> = { about: aboutTexts, legal: legalTexts, cgv: cgvTexts, privacy: privacyTexts };

const paragraphWords = (paragraph: Paragraph): string[] =>
  typeof paragraph === 'string' ? [paragraph] : paragraph.map((inline) => (typeof inline === 'string' ? inline : inline.text));

function wordsOf(block: Block): string[] {
  if (typeof block === 'string' || Array.isArray(block)) return paragraphWords(block as Paragraph);
  const set = block as Exclude<Block, Paragraph>;
  if ('list' in set) return set.list.flatMap(paragraphWords);
  if ('subheading' in set) return [set.subheading, ...set.blocks.flatMap(wordsOf)];
  return [set.notice, ...(set.frenchOriginal ? [set.frenchOriginal] : [])];
}

const paragraphLinks = (paragraph: Paragraph): Exclude<Inline, string>[] =>
  typeof paragraph === 'string' ? [] : paragraph.filter((inline) => typeof inline !== 'string');

function linksOf(block: Block): Exclude<Inline, string>[] {
  if (typeof block === 'string' || Array.isArray(block)) return paragraphLinks(block as Paragraph);
  const set = block as Exclude<Block, Paragraph>;
  if ('list' in set) return set.list.flatMap(paragraphLinks);
  if ('subheading' in set) return set.blocks.flatMap(linksOf);
  return [];
}

describe.each(Object.entries(pages))('the %s page’s texts', (_, texts) => {
  it('have the French sections, in the French order, in every language', () => {
    for (const locale of locales) expect(Object.keys(texts[locale].sections)).toEqual(Object.keys(texts.fr.sections));
  });

  it('leave no heading or paragraph empty', () => {
    for (const locale of locales) {
      const { title, sections } = texts[locale];
      const words = [title, ...Object.values(sections).flatMap((section) => [section.heading, ...section.blocks.flatMap(wordsOf)])];
      expect(words.filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('link to the shop’s pages by name, never by an address worked out as the texts load (before the shop’s routes are known)', () => {
    for (const locale of locales) {
      const { intro, sections } = texts[locale];
      const links = [
        ...(intro ? paragraphLinks(intro) : []),
        ...Object.values(sections).flatMap((section) => section.blocks.flatMap(linksOf)),
      ];
      expect(links.filter((link) => 'href' in link && link.href.startsWith('/'))).toEqual([]);
      expect(links.filter((link) => 'page' in link && !hasPage(link.page))).toEqual([]);
    }
  });

  it('differ from the French in the other languages', () => {
    for (const locale of ['en', 'it'] as const) expect(texts[locale].title).not.toBe(texts.fr.title);
  });
});

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every page, its layout and the health warning', () => {
  expect(wordingProblems({ pages, contentPageTexts, healthWarning })).toEqual([]);
});
