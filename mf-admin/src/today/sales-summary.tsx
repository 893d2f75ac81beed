import { formatPrice } from '@lemon/kit';
import { calendarDayInWords } from '@lemon/shop-format';
import { $locale, useUnit, useTranslation } from '@lemon/shared';
import type { Locale } from '@lemon/shared/locales';
import type { PastSales, SalesComparison, SalesFigures, Today } from '@lemon/staff-contract';
import type { ReactNode } from 'react';
import { formatMonth, formatTableDay } from '@lemon/shop-format';
import { salesChange } from './sales-change';
import styles from './today.module.css';

const figures = [
  { key: 'orders', label: 'today.sales.orders', format: (value: number) => String(value) },
  { key: 'revenue', label: 'today.sales.revenue', format: (value: number) => formatPrice(value) },
  { key: 'average_basket', label: 'today.sales.averageBasket', format: (value: number) => formatPrice(value) },
] as const satisfies readonly { key: keyof SalesFigures; label: string; format: (value: number) => string }[];

/** The periods Today gives, as their texts are named: this week and month so far, last week and month whole. */
type Period = 'Week' | 'Month' | 'LastWeek' | 'LastMonth';
const headings = { Week: 'week', Month: 'month', LastWeek: 'lastWeek', LastMonth: 'lastMonth' } as const satisfies Record<Period, string>;

const percent = (locale: Locale, ratio: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio);

/** A period's figures, each beside the period before and the change in words; what a past period adds after them. */
function PeriodSales({
  period,
  comparison,
  span,
  children,
}: {
  period: Period;
  comparison: SalesComparison;
  span?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const id = `today-sales-${period}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{t(`today.sales.${headings[period]}`)}</h3>
      {span && <p className={styles.itemDetail}>{span}</p>}
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
              <dd className={styles.itemDetail}>{t(`today.sales.previous${period}`, { value: format(previous) })}</dd>
              <dd className={change.kind === 'percent' ? (change.ratio > 0 ? styles.up : styles.down) : styles.itemDetail}>
                {change.kind === 'percent'
                  ? t(`today.sales.change${period}`, { change: percent(locale, change.ratio) })
                  : t(`today.sales.${change.kind}${period}`)}
              </dd>
            </div>
          );
        })}
      </dl>
      {children}
    </section>
  );
}

/** A past period's days as a table, folded: the orders and revenue of each. */
function SalesByDay({ days }: { days: PastSales['days'] }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <details className={styles.details}>
      <summary>{t('today.sales.byDay')}</summary>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('today.sales.day')}</th>
            <th scope="col">{t('today.sales.orders')}</th>
            <th scope="col">{t('today.sales.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map(({ day, orders, revenue }) => (
            <tr key={day}>
              <th scope="row">{formatTableDay(day, locale)}</th>
              <td>{orders}</td>
              <td>{formatPrice(revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Last week or last month whole: what it is (its days, its month), its figures, then day by day. */
function PastPeriodSales({ period, past }: { period: 'LastWeek' | 'LastMonth'; past: PastSales }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const first = past.days[0]?.day;
  const last = past.days.at(-1)?.day;
  const span =
    first === undefined || last === undefined
      ? undefined
      : period === 'LastWeek'
        ? t('today.sales.days', { from: calendarDayInWords(first, locale), to: calendarDayInWords(last, locale) })
        : formatMonth(first, locale);
  return (
    <PeriodSales period={period} comparison={past} span={span}>
      <SalesByDay days={past.days} />
    </PeriodSales>
  );
}

/** This week's and this month's sales so far, each beside the same span of the one before; last week and month whole. */
export function SalesSummary({ sales }: { sales: Today['sales'] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="today-sales">
      <h2 id="today-sales">{t('today.sales.title')}</h2>
      <div className={styles.cards}>
        <PeriodSales period="Week" comparison={sales.week} />
        <PeriodSales period="Month" comparison={sales.month} />
        {sales.last_week && <PastPeriodSales period="LastWeek" past={sales.last_week} />}
        {sales.last_month && <PastPeriodSales period="LastMonth" past={sales.last_month} />}
      </div>
    </section>
  );
}
