import { $locale, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import type { PageRank, PageViewRanking, PastSales, ProductRank } from '@lemon/staff-contract';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useState, type ReactNode } from 'react';
import { Bar } from 'react-chartjs-2';
import { ChoiceChips } from '../ui/choice-chips';
import { formatDay, formatShortDay } from '../ui/moments';
import { QueryState } from '../ui/query-state';
import { pageViewsByDay, type DayViews } from './page-views-by-day';
import { usePageViewRanking, usePageViews, useToday, type Days } from './today-calls';
import styles from './today.module.css';

// Only the pieces a bar chart needs: the rest of Chart.js is left out of the build.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const leaf = '#2f5d2a'; // --color-leaf: a canvas cannot read custom properties

/** The rows a ranking shows before "see all": the top of it. */
const topRows = 10;

function PageViewsChart({ days, from, to }: { days: DayViews[]; from: string; to: string }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const numbers = new Intl.NumberFormat(locale);
  const total = days.reduce((sum, { views }) => sum + views, 0);
  const best = days.reduce((top, day) => (day.views > top.views ? day : top), days[0]!);
  const period = { from: formatDay(locale, from), to: formatDay(locale, to) };
  const summary =
    total === 0
      ? t('today.visits.none', period)
      : t('today.visits.summary', {
          ...period,
          total: numbers.format(total),
          best: numbers.format(best.views),
          bestDay: formatDay(locale, best.day),
        });
  return (
    <>
      <p className={styles.note}>{summary}</p>
      <div className={styles.chart}>
        <Bar
          role="img"
          aria-label={summary}
          data={{
            labels: days.map(({ day }) => formatShortDay(locale, day)),
            datasets: [{ label: t('today.visits.views'), data: days.map(({ views }) => views), backgroundColor: leaf, borderRadius: 3 }],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { ticks: { autoSkipPadding: 8, maxRotation: 0 } } },
          }}
        />
      </div>
      <details className={styles.details}>
        <summary>{t('today.visits.table')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('today.visits.day')}</th>
              <th scope="col">{t('today.visits.views')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, views }) => (
              <tr key={day}>
                <th scope="row">{formatDay(locale, day)}</th>
                <td>{numbers.format(views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** A ranking's rows, the top ten first and the rest on demand, each with its views and visitors. */
function RankingTable<Row extends { views: number; visitors: number }>({
  id,
  title,
  empty,
  what,
  rows,
  name,
}: {
  id: string;
  title: string;
  empty: string;
  /** The first column's heading: the page, the product. */
  what: string;
  rows: Row[];
  name: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const numbers = new Intl.NumberFormat(locale);
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, topRows);
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{what}</th>
              <th scope="col">{t('today.visits.views')}</th>
              <th scope="col">{t('today.visits.visitors')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={index}>
                <th scope="row" className={styles.ranked}>
                  {name(row)}
                </th>
                <td>{numbers.format(row.views)}</td>
                <td>{numbers.format(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > topRows && (
        <button type="button" className={`button-secondary ${styles.more}`} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('today.visits.fewer') : t('today.visits.all', { total: rows.length })}
        </button>
      )}
    </section>
  );
}

/** The pages and the products most viewed in the period: a product's pages in every language counted together. */
function Rankings({ ranking }: { ranking: PageViewRanking }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  return (
    <div className={styles.cards}>
      <RankingTable<ProductRank>
        id="today-visits-products"
        title={t('today.visits.products')}
        empty={t('today.visits.noProduct')}
        what={t('today.visits.product')}
        rows={ranking.products}
        name={(product) => <a href={localizedPath(locale, 'product', { slug: String(product.product_id) })}>{product.label[locale]}</a>}
      />
      <RankingTable<PageRank>
        id="today-visits-pages"
        title={t('today.visits.pages')}
        empty={t('today.visits.noPage')}
        what={t('today.visits.page')}
        rows={ranking.pages}
        name={(page) => <a href={page.path}>{page.path}</a>}
      />
    </div>
  );
}

/** The periods the visits can cover: the last 30 days, and last week and last month as Today's sales give them. */
type VisitPeriod = 'recent' | 'lastWeek' | 'lastMonth';

/** A past period's first and last days. */
const daysOf = (past: PastSales | undefined): Days | undefined => {
  const [first, last] = [past?.days[0], past?.days.at(-1)];
  return first && last ? { from: first.day, to: last.day } : undefined;
};

/** The page views of a period (the last 30 days first), a bar a day with the figures as text, then the pages and products most viewed. */
export function PageViews() {
  const { t } = useTranslation('admin');
  const sales = useToday().data?.sales;
  const [period, setPeriod] = useState<VisitPeriod>('recent');
  const periods: Record<VisitPeriod, Days | undefined> = {
    recent: undefined,
    lastWeek: daysOf(sales?.last_week),
    lastMonth: daysOf(sales?.last_month),
  };
  const days = periods[period];
  const pageViews = usePageViews(days);
  const ranking = usePageViewRanking(days);
  const choices = (['recent', 'lastWeek', 'lastMonth'] as const)
    .filter((choice) => choice === 'recent' || periods[choice] !== undefined)
    .map((value) => ({ value, label: t(`today.visits.periods.${value}`) }));
  return (
    <section aria-labelledby="today-visits" className={styles.visits}>
      <h2 id="today-visits">{t('today.visits.title')}</h2>
      {choices.length > 1 && (
        <ChoiceChips legend={t('today.visits.period')} name="today-visits-period" choices={choices} value={period} onChange={setPeriod} />
      )}
      <QueryState query={pageViews}>
        {({ data, meta }) => <PageViewsChart days={pageViewsByDay(data, meta.from, meta.to)} from={meta.from} to={meta.to} />}
      </QueryState>
      <QueryState query={ranking}>{({ data }) => <Rankings ranking={data} />}</QueryState>
    </section>
  );
}
