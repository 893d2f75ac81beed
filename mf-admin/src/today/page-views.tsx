import { $locale } from '@lemon/shared';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useUnit } from 'effector-react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { formatDay, formatShortDay } from '../ui/moments';
import { QueryState } from '../ui/query-state';
import { pageViewsByDay, type DayViews } from './page-views-by-day';
import { usePageViews } from './today-calls';
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

/** The page views of the last 30 days, a bar a day, with the figures as text beside it. */
export function PageViews() {
  const { t } = useTranslation('admin');
  const pageViews = usePageViews();
  return (
    <section aria-labelledby="today-visits">
      <h2 id="today-visits">{t('today.visits.title')}</h2>
      <QueryState query={pageViews}>
        {({ data, meta }) => <PageViewsChart days={pageViewsByDay(data, meta.from, meta.to)} from={meta.from} to={meta.to} />}
      </QueryState>
    </section>
  );
}
