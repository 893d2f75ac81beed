import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const accountingTexts = defineTranslations({
  fr: { title: 'Comptabilité', description: 'Factures et export pour le comptable.' },
  en: { title: 'Accounting', description: 'Invoices and the export for the accountant.' },
  it: { title: 'Contabilità', description: 'Fatture ed esportazione per il commercialista.' },
});
