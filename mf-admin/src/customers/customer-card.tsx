import { $locale, parisDay, useUnit, useTranslation } from '@lemon/shared';
import type { StaffCustomer } from '@lemon/staff-contract';
import { useId, useState } from 'react';
import { formatDayOfTheYear } from '@lemon/shop-format';
import { useDownloadCustomerData } from './customers-calls';
import { EraseDialog, type Erasure } from './erase-dialog';
import styles from './customers.module.css';

/** How the owner names the customer: their name, else their address (an account made at checkout may have none). */
export const customerName = (customer: StaffCustomer) => `${customer.first_name} ${customer.last_name}`.trim() || customer.email;

/** One customer: who, since when, their orders, and the two answers to a data request. */
export function CustomerCard({ customer, onErased }: { customer: StaffCustomer; onErased: (erasure: Erasure) => void }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const id = useId();
  const [erasing, setErasing] = useState(false);
  const download = useDownloadCustomerData();
  const name = customerName(customer);
  const dayOf = (moment: string) => formatDayOfTheYear(parisDay(new Date(moment)), locale);
  return (
    <li className={styles.customer} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={styles.name}>
        {name}
      </h2>
      <p className={styles.email}>{customer.email}</p>
      <p className={styles.muted}>
        {t('customers.since', { moment: dayOf(customer.created_at), language: t(`languageNames.${customer.locale}`) })}
      </p>
      <p>
        {customer.last_order_at === null
          ? t('customers.orders', { count: 0 })
          : t('customers.orders', { count: customer.order_count, moment: dayOf(customer.last_order_at) })}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button-secondary"
          aria-label={t('customers.downloadLabel', { name })}
          disabled={download.isPending}
          onClick={() => download.mutate(customer.id)}
        >
          {t('customers.download')}
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-label={t('customers.eraseLabel', { name })}
          onClick={() => setErasing(true)}
        >
          {t('customers.erase')}
        </button>
      </div>
      {download.isError && (
        <p className={styles.failure} role="alert">
          {t('customers.downloadFailed')}
        </p>
      )}
      <EraseDialog
        customer={customer}
        name={name}
        open={erasing}
        onClose={() => setErasing(false)}
        onErased={(erasure) => {
          setErasing(false);
          onErased(erasure);
        }}
      />
    </li>
  );
}
