import { formatPrice } from '@lemon/kit';
import { $locale, $user, useUnit, useTranslation } from '@lemon/shared';
import type { OrderRefunds as OrderRefundsData, Refund } from '@lemon/staff-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { formatDatedMoment } from '@lemon/shop-format';
import { QueryState } from '../ui/query-state';
import { queryKeys } from '../api/query-keys';
import { fetchOrderRefunds } from './refund-requests';
import { RefundForm } from './refund-form';
import styles from './refunds.module.css';

function Amounts({ refunds }: { refunds: OrderRefundsData }) {
  const { t } = useTranslation('admin');
  const rows: [label: string, cents: number][] = [
    [t('refunds.paid'), refunds.paid],
    [t('refunds.refunded'), refunds.refunded],
    ...(refunds.pending > 0 ? ([[t('refunds.pending'), refunds.pending]] as [string, number][]) : []),
    [t('refunds.refundable'), refunds.refundable],
  ];
  return (
    <dl className={styles.amounts}>
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatPrice(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PastRefund({ refund, refunds }: { refund: Refund; refunds: OrderRefundsData }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const labelOf = (lineId: number) => {
    const line = refunds.lines.find((candidate) => candidate.order_line_id === lineId);
    return line ? `${line.product_label[locale]} (${line.variation_label[locale]})` : '';
  };
  return (
    <li className={styles.refund} data-status={refund.status}>
      <p className={styles.refundHeading}>
        <strong>{formatPrice(refund.amount)}</strong>
        <span className={styles.status}>{t(`refunds.status.${refund.status}`)}</span>
      </p>
      <p className={styles.hint}>
        <time dateTime={refund.created_at}>{formatDatedMoment(refund.created_at, locale)}</time>
        {refund.staff_email && ` · ${t('refunds.by', { email: refund.staff_email })}`}
      </p>
      {refund.lines.length > 0 && (
        <ul className={styles.refundLines}>
          {refund.lines.map((line) => (
            <li key={line.order_line_id}>
              {line.quantity} × {labelOf(line.order_line_id)} · {formatPrice(line.amount)}
            </li>
          ))}
        </ul>
      )}
      {refund.restocked && <p className={styles.hint}>{t('refunds.restocked')}</p>}
      {refund.reason && <p className={styles.hint}>{t('refunds.reason', { reason: refund.reason })}</p>}
    </li>
  );
}

/**
 * An order's refunds, for its page: what was paid, refunded and can still be refunded, the past refunds,
 * and for the owner a "Rembourser" button opening the refund form. A helper sees them without the button.
 */
export function OrderRefunds({ reference }: { reference: string }) {
  const { t } = useTranslation('admin');
  const user = useUnit($user);
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.orders.refunds(reference), queryFn: () => fetchOrderRefunds(reference) });
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // Back where the owner was: the button that opened the form.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const refunded = (refund: Refund) => {
    setDone(t('refunds.form.done', { amount: formatPrice(refund.amount) }));
    close();
    // The order's page shows what was refunded too (its total refunded, its journal, its credit note): everything
    // about orders is asked again, this one's and the lists that show it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.today });
  };

  return (
    <section className={styles.refunds} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('refunds.title')}</h2>
      <QueryState query={query}>
        {(refunds) => (
          <>
            {refunds.fully_refunded && <p className={styles.fully}>{t('refunds.fullyRefunded')}</p>}
            {refunds.paid === 0 ? <p>{t('refunds.notPaid')}</p> : <Amounts refunds={refunds} />}
            <p className={styles.done} role="status">
              {done}
            </p>
            {user?.staff_role === 'owner' &&
              refunds.can_refund &&
              (open ? (
                <RefundForm reference={reference} refunds={refunds} onDone={refunded} onCancel={close} />
              ) : (
                <button
                  ref={opener}
                  type="button"
                  className="button-primary"
                  onClick={() => {
                    setDone(undefined);
                    setOpen(true);
                  }}
                >
                  {t('refunds.refund')}
                </button>
              ))}
            <h3 className={styles.subheading}>{t('refunds.history')}</h3>
            {refunds.refunds.length ? (
              <ul className={styles.history}>
                {refunds.refunds.map((refund) => (
                  <PastRefund key={refund.id} refund={refund} refunds={refunds} />
                ))}
              </ul>
            ) : (
              <p className={styles.hint}>{t('refunds.none')}</p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
