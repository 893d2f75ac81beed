// The texts the apps show, read from their own bundles so the tests follow the translations.
import { commonTranslations } from '@lemon/shared/i18n/common';
import type { Locale } from '@lemon/shared/locales';
import { accountTranslations } from '../../mf-account/src/i18n';
import { adminTranslations } from '../../mf-admin/src/i18n';
import { cartTranslations } from '../../mf-cart/src/i18n';
import { catalogTranslations } from '../../mf-catalog/src/i18n';
import { aboutTexts } from '../../mf-content/src/about/about-texts';
import { cgvTexts } from '../../mf-content/src/cgv/cgv-texts';
import { contentTranslations } from '../../mf-content/src/i18n';
import { legalTexts } from '../../mf-content/src/legal/legal-texts';
import { privacyTexts } from '../../mf-content/src/privacy/privacy-texts';
import { shellTranslations } from '../../shell/src/i18n';

export const texts = (locale: Locale) => ({
  common: commonTranslations[locale],
  shell: shellTranslations[locale],
  catalog: catalogTranslations[locale],
  cart: cartTranslations[locale],
  account: accountTranslations[locale],
  content: contentTranslations[locale],
  admin: adminTranslations[locale],
  /** The content pages' own texts (each page keeps its prose beside it). */
  pages: { about: aboutTexts[locale], legal: legalTexts[locale], cgv: cgvTexts[locale], privacy: privacyTexts[locale] },
});

/** A text with its `{{name}}` placeholders filled, as i18next fills them. */
export const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), template);

/** An amount in cents as a French page shows it. */
export const euros = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
