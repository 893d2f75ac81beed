// What every page of a test shop says before anything else: its orders are paid with a click, no money is taken.
import { locales } from '@lemon/shared/locales';
import escapeHtml from 'escape-html';
import type { PageNotice } from '../pages/first-html';
import { testPaymentTexts } from './test-payment-texts';

/**
 * The notice in each language, of which the page shows the one of `<html lang>`: the shell changes that
 * attribute when the shopper changes language, so the notice follows with no script (it sits outside the
 * shell's root, which the shell draws and takes over).
 */
export function testShopNotice(): PageNotice {
  const shown = locales.map((locale) => `html[lang="${locale}"] .test-shop-notice [lang="${locale}"]`).join(',');
  return {
    head: `<style>.test-shop-notice{margin:0;padding:.45rem 1rem;background:#26261f;color:#fffbea;font:600 .875rem/1.4 var(--font-body,sans-serif);text-align:center}.test-shop-notice p{display:none;margin:0}${shown}{display:block}</style>`,
    // A landmark of its own (every piece of a page sits in one), named in the page's first language.
    body: (pageLocale) =>
      `<aside class="test-shop-notice" aria-label="${escapeHtml(testPaymentTexts[pageLocale].shopNoticeName)}">${locales
        .map((locale) => `<p lang="${locale}">${escapeHtml(testPaymentTexts[locale].shopNotice)}</p>`)
        .join('')}</aside>`,
  };
}
