import { $locale, useUnit, useTranslation } from '@lemon/shared';
import type { ReactNode } from 'react';
import { shopResultsPath } from './search-addresses';

/** A link to what the shop's search shows shoppers for `query`, in a new tab (the back office stays open). */
export function ShopResultsLink({ query, className, children }: { query: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <a className={className} href={shopResultsPath(locale, query)} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
