import { downloadFromApi, formatPrice } from '@lemon/kit';
import type { Order } from '@lemon/orders-contract';
import { useState } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './orders.module.css';

/** One of the customer's documents, fetched with their session (a plain link would carry none). */
function DocumentDownload({ url, label, ariaLabel, failed }: { url: string; label: string; ariaLabel: string; failed: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadFromApi(url).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <li className={styles.document}>
      <button type="button" className="button-secondary" aria-label={ariaLabel} disabled={state === 'busy'} onClick={download}>
        {label}
      </button>
      {state === 'failed' && (
        <p className={styles.invoiceFailed} role="alert">
          {failed}
        </p>
      )}
    </li>
  );
}

/** A paid order's invoice, then the credit note of each refund given back, side by side. */
export function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  if (!order.paid_at) return null;
  const reference = encodeURIComponent(order.reference);
  const creditNotes = (order.refunds ?? []).flatMap(({ credit_note, amount }) => (credit_note ? [{ number: credit_note, amount }] : []));
  return (
    <ul className={styles.invoice}>
      <DocumentDownload
        url={`/api/orders/${reference}/invoice.pdf`}
        label={t('orders.invoice.download')}
        ariaLabel={t('orders.invoice.downloadLabel', { reference: order.reference })}
        failed={t('orders.invoice.failed')}
      />
      {creditNotes.map(({ number, amount }) => (
        <DocumentDownload
          key={number}
          url={`/api/orders/${reference}/credit-notes/${encodeURIComponent(number)}.pdf`}
          label={t('orders.creditNote.download', { number, amount: formatPrice(amount) })}
          ariaLabel={t('orders.creditNote.downloadLabel', { number, reference: order.reference })}
          failed={t('orders.creditNote.failed')}
        />
      ))}
    </ul>
  );
}
