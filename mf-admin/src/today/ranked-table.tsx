import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { useState, type ReactNode } from 'react';
import styles from './today.module.css';

/** The rows a ranking shows before "see all": the top of it. */
const topRows = 10;

/**
 * A card of Today's rankings (the pages and products most viewed, the searches most made): each row's name and its
 * figures, the top ten first and the rest on demand.
 */
export function RankedTable<Row>({
  id,
  title,
  empty,
  headings,
  rows,
  keyOf,
  name,
  figures,
}: {
  id: string;
  title: string;
  empty: string;
  /** The columns' headings: what a row names, then each figure's. */
  headings: string[];
  rows: Row[];
  keyOf: (row: Row, index: number) => string | number;
  name: (row: Row) => ReactNode;
  figures: (row: Row) => number[];
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
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={keyOf(row, index)}>
                <th scope="row" className={styles.ranked}>
                  {name(row)}
                </th>
                {figures(row).map((figure, column) => (
                  <td key={column}>{numbers.format(figure)}</td>
                ))}
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
