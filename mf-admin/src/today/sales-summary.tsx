import { formatPrice } from '@lemon/kit';
import { $locale } from '@lemon/shared';
import type { Locale } from '@lemon/shared/locales';
import type { SalesComparison, SalesFigures, Today } from '@lemon/shared/staff-contract';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { salesChange } from './sales-change';
import styles from './today.module.css';

const figures = [
  { key: 'orders', label: 'today.sales.orders', format: (value: number) => String(value) },
  { key: 'revenue', label: 'today.sales.revenue', format: (value: number) => formatPrice(value) },
  { key: 'average_basket', label: 'today.sales.averageBasket', format: (value: number) => formatPrice(value) },
] as const satisfies readonly { key: keyof SalesFigures; label: string; format: (value: number) => string }[];

const percent = (locale: Locale, ratio: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio);

/** A period's figures, each beside the same span of the period before and the change in words. */
function PeriodSales({ period, comparison }: { period: 'week' | 'month'; comparison: SalesComparison }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const Period = period === 'week' ? 'Week' : 'Month';
  return (
    <section className={styles.card} aria-labelledby={`today-sales-${period}`}>
      <h3 id={`today-sales-${period}`}>{t(`today.sales.${period}`)}</h3>
      <dl className={styles.figures}>
        {figures.map(({ key, label, format }) => {
          const current = comparison.current[key];
          const previous = comparison.previous[key];
          const change = salesChange(current, previous);
          return (
            <div key={key} className={styles.figure}>
              <dt>{t(label)}</dt>
              <dd className={styles.figureValue}>{format(current)}</dd>
              {key === 'revenue' && comparison.current.refunds > 0 && (
                <dd className={styles.itemDetail}>
                  {t('today.sales.refundsDeducted', { amount: formatPrice(comparison.current.refunds) })}
                </dd>
              )}
              <dd className={styles.itemDetail}>{t(`today.sales.previous${Period}`, { value: format(previous) })}</dd>
              <dd className={change.kind === 'percent' ? (change.ratio > 0 ? styles.up : styles.down) : styles.itemDetail}>
                {change.kind === 'percent'
                  ? t(`today.sales.change${Period}`, { change: percent(locale, change.ratio) })
                  : t(`today.sales.${change.kind}${Period}`)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** This week's and this month's sales so far, each beside the same span of the one before. */
export function SalesSummary({ sales }: { sales: Today['sales'] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="today-sales">
      <h2 id="today-sales">{t('today.sales.title')}</h2>
      <div className={styles.cards}>
        <PeriodSales period="week" comparison={sales.week} />
        <PeriodSales period="month" comparison={sales.month} />
      </div>
    </section>
  );
}
