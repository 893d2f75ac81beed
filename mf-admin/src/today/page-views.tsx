import { $locale, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import type { PageRank, PageViewRanking, PastSales, ProductRank } from '@lemon/staff-contract';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useState } from 'react';
import { Bar } from 'react-chartjs-2';
import { ChoiceChips } from '../ui/choice-chips';
import { formatDay, formatShortDay } from '@lemon/shop-format';
import { QueryState } from '../ui/query-state';
import { pageViewsByDay, type DayViews } from './page-views-by-day';
import { RankedTable } from './ranked-table';
import { usePageViewRanking, usePageViews, useToday, type Days } from './today-calls';
import styles from './today.module.css';

// Only the pieces a bar chart needs: the rest of Chart.js is left out of the build.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const leaf = '#2f5d2a'; // --color-leaf: a canvas cannot read custom properties

function PageViewsChart({ days, from, to }: { days: DayViews[]; from: string; to: string }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const numbers = new Intl.NumberFormat(locale);
  const total = days.reduce((sum, { views }) => sum + views, 0);
  const best = days.reduce((top, day) => (day.views > top.views ? day : top), days[0]!);
  const period = { from: formatDay(from, locale), to: formatDay(to, locale) };
  const summary =
    total === 0
      ? t('today.visits.none', period)
      : t('today.visits.summary', {
          ...period,
          total: numbers.format(total),
          best: numbers.format(best.views),
          bestDay: formatDay(best.day, locale),
        });
  return (
    <>
      <p className={styles.note}>{summary}</p>
      <div className={styles.chart}>
        <Bar
          role="img"
          aria-label={summary}
          data={{
            labels: days.map(({ day }) => formatShortDay(day, locale)),
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
                <th scope="row">{formatDay(day, locale)}</th>
                <td>{numbers.format(views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** The pages and the products most viewed in the period: a product's pages in every language counted together. */
function Rankings({ ranking }: { ranking: PageViewRanking }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const figureHeadings = [t('today.visits.views'), t('today.visits.visitors')];
  const viewsAndVisitors = (row: { views: number; visitors: number }) => [row.views, row.visitors];
  return (
    <div className={styles.cards}>
      <RankedTable<ProductRank>
        id="today-visits-products"
        title={t('today.visits.products')}
        empty={t('today.visits.noProduct')}
        headings={[t('today.visits.product'), ...figureHeadings]}
        rows={ranking.products}
        keyOf={(product) => product.product_id}
        name={(product) => <a href={localizedPath(locale, 'product', { slug: String(product.product_id) })}>{product.label[locale]}</a>}
        figures={viewsAndVisitors}
      />
      <RankedTable<PageRank>
        id="today-visits-pages"
        title={t('today.visits.pages')}
        empty={t('today.visits.noPage')}
        headings={[t('today.visits.page'), ...figureHeadings]}
        rows={ranking.pages}
        keyOf={(page) => page.path}
        name={(page) => <a href={page.path}>{page.path}</a>}
        figures={viewsAndVisitors}
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
