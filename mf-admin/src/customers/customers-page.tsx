import { useState } from 'react';
import { useTranslation } from '@lemon/shared';
import { AdminPage } from '../ui/admin-page';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchForm } from '../ui/search-form';
import { useUrlFilters } from '../ui/use-url-filters';
import { CustomerCard } from './customer-card';
import { useCustomers } from './customers-calls';
import type { Erasure } from './erase-dialog';
import styles from './customers.module.css';

const filterNames = ['q'] as const;

/**
 * The owner's customers, newest first, searched by name or e-mail address (kept in the address): for a data
 * request received by post or e-mail, their data downloaded or their account erased.
 */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  const { filters, page, setFilters, setPage } = useUrlFilters(filterNames);
  const q = filters.q || undefined;
  const customers = useCustomers({ q, page: page > 1 ? page : undefined });
  // Said on the page, not in a passing toast: the card it is about has just left the list.
  const [erased, setErased] = useState<Erasure>();
  return (
    <AdminPage title={t('customers.title')} description={t('customers.description')}>
      <p className={styles.intro}>{t('customers.intro')}</p>
      {erased && (
        <p className={styles.notice} role="status">
          {t('customers.erased', { name: erased.name })}
          {erased.cancelled.length > 0 &&
            ` ${t('customers.erasedCancelled', { count: erased.cancelled.length, references: erased.cancelled.join(', ') })}`}
        </p>
      )}
      <SearchForm
        key={q ?? ''}
        label={t('customers.search')}
        action={t('customers.searchAction')}
        initial={q ?? ''}
        onSearch={(words) => setFilters({ q: words })}
      />
      <QueryState query={customers}>
        {({ data, meta }) => (
          <section className={styles.results} aria-labelledby="customers-count">
            <h2 id="customers-count" className={styles.count} aria-live="polite">
              {t('customers.count', { count: meta.total })}
            </h2>
            {data.length === 0 ? (
              <div className={styles.none}>
                <p>{q ? t('customers.noMatch') : t('customers.empty')}</p>
                {q && (
                  <button type="button" className="button-secondary" onClick={() => setFilters({ q: undefined })}>
                    {t('customers.clear')}
                  </button>
                )}
              </div>
            ) : (
              <ul className={styles.list} aria-label={t('customers.list')}>
                {data.map((customer) => (
                  <CustomerCard key={customer.id} customer={customer} onErased={setErased} />
                ))}
              </ul>
            )}
            <Pager meta={meta} onPage={setPage} />
          </section>
        )}
      </QueryState>
    </AdminPage>
  );
}
