import { downloadFromApi, fileAddressOf, formatPrice } from '@lemon/kit';
import { $locale, Link, localizedPath, parisDay, useSearchParams, useUnit, useTranslation } from '@lemon/shared';
import { monthBefore, monthOf, type IssuedDocument } from '@lemon/staff-contract';
import { useState } from 'react';
import { AdminPage } from '../ui/admin-page';
import { formatNumericDay } from '@lemon/shop-format';
import { QueryState } from '../ui/query-state';
import { accountingCalls } from './accounting-api';
import { useIssuedDocuments } from './accounting-calls';
import styles from './accounting.module.css';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The period in the URL (`?from=…&to=…`), this month without one. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const thisMonth = monthOf(parisDay(new Date()));
  const from = params.get('from');
  const to = params.get('to');
  const period = { from: isDay(from) ? from : thisMonth.from, to: isDay(to) ? to : thisMonth.to };
  const choose = (next: { from: string; to: string }) => setParams(next, { replace: true });
  return { period, thisMonth, choose };
}

/** The owner's accounting: a period's invoices and credit notes with their sums, and the accountant's CSV. */
export function AccountingPage() {
  const { t } = useTranslation('admin');
  const { period, thisMonth, choose } = usePeriod();
  const inOrder = period.from <= period.to;
  const query = useIssuedDocuments(period, inOrder);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = () => {
    setDownloadFailed(false);
    setDownloading(true);
    downloadFromApi(fileAddressOf(accountingCalls.accountingCsv, { query: period }))
      .catch(() => setDownloadFailed(true))
      .finally(() => setDownloading(false));
  };

  return (
    <AdminPage
      title={t('accounting.title')}
      description={t('accounting.description')}
      actions={
        <button type="button" className="button-primary" onClick={download} disabled={!inOrder || downloading}>
          {t('accounting.download')}
        </button>
      }
    >
      {downloadFailed && (
        <p className={styles.error} role="alert">
          {t('accounting.downloadFailed')}
        </p>
      )}
      <fieldset className={styles.period}>
        <legend>{t('accounting.period')}</legend>
        <label>
          {t('accounting.from')}
          <input
            type="date"
            value={period.from}
            required
            onChange={(event) => event.target.value && choose({ ...period, from: event.target.value })}
          />
        </label>
        <label>
          {t('accounting.to')}
          <input
            type="date"
            value={period.to}
            required
            onChange={(event) => event.target.value && choose({ ...period, to: event.target.value })}
          />
        </label>
        <div className={styles.quickPeriods}>
          <button type="button" className="button-secondary" onClick={() => choose(thisMonth)}>
            {t('accounting.thisMonth')}
          </button>
          <button type="button" className="button-secondary" onClick={() => choose(monthBefore(thisMonth.from))}>
            {t('accounting.lastMonth')}
          </button>
        </div>
      </fieldset>
      {inOrder ? (
        <QueryState query={query}>{({ data, meta }) => <DocumentsTable documents={data} totals={meta.totals} />}</QueryState>
      ) : (
        <p className={styles.error} role="alert">
          {t('accounting.periodOrder')}
        </p>
      )}
    </AdminPage>
  );
}

function DocumentsTable({
  documents,
  totals,
}: {
  documents: IssuedDocument[];
  totals: { excluded: number; vat: number; included: number };
}) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  if (!documents.length) return <p>{t('accounting.none')}</p>;
  const sum = (document: IssuedDocument, pick: 'excluded' | 'vat') => document.vat_lines.reduce((total, line) => total + line[pick], 0);
  return (
    <div className={styles.tableBox} role="region" aria-labelledby="accounting-documents" tabIndex={0}>
      <table className={styles.table}>
        <caption id="accounting-documents">{t('accounting.documents')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('accounting.number')}</th>
            <th scope="col">{t('accounting.date')}</th>
            <th scope="col">{t('accounting.order')}</th>
            <th scope="col">{t('accounting.customer')}</th>
            <th scope="col" className={styles.amount}>
              {t('accounting.excluded')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('accounting.vat')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('accounting.included')}
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.number} className={document.kind === 'credit_note' ? styles.creditNote : undefined}>
              <th scope="row">
                {document.number}
                <br />
                <small>
                  {document.kind === 'invoice'
                    ? t('accounting.invoice')
                    : t('accounting.creditNoteOf', { number: document.invoice_number })}
                </small>
              </th>
              <td>{formatNumericDay(document.issued_on, locale)}</td>
              <td>
                <Link to={localizedPath(locale, 'adminOrder', { reference: document.order_reference })}>{document.order_reference}</Link>
              </td>
              <td>{document.customer}</td>
              <td className={styles.amount}>{formatPrice(sum(document, 'excluded'))}</td>
              <td className={styles.amount}>{formatPrice(sum(document, 'vat'))}</td>
              <td className={styles.amount}>{formatPrice(document.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('accounting.total')}
            </th>
            <td className={styles.amount}>{formatPrice(totals.excluded)}</td>
            <td className={styles.amount}>{formatPrice(totals.vat)}</td>
            <td className={styles.amount}>{formatPrice(totals.included)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
