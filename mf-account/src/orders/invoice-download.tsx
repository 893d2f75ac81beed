import { downloadFromApi } from '@lemon/kit';
import type { Order } from '@lemon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './orders.module.css';

/** The customer's invoice of a paid order, fetched with their session (a plain link would carry none). */
export function InvoiceDownload({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!order.paid_at) return null;
  const download = () => {
    setState('busy');
    downloadFromApi(`/api/orders/${encodeURIComponent(order.reference)}/invoice.pdf`).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.invoice}>
      <button
        type="button"
        className="button-secondary"
        aria-label={t('orders.invoice.downloadLabel', { reference: order.reference })}
        disabled={state === 'busy'}
        onClick={download}
      >
        {t('orders.invoice.download')}
      </button>
      {state === 'failed' && (
        <p className={styles.invoiceFailed} role="alert">
          {t('orders.invoice.failed')}
        </p>
      )}
    </div>
  );
}
