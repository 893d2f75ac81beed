import { downloadFromApi, fileAddressOf, openFromApi } from '@lemon/kit';
import { useState } from 'react';
import { useTranslation } from '@lemon/shared';
import { QueryState } from '../ui/query-state';
import { documentsCalls } from './documents-api';
import { useOrderDocuments } from './order-documents-calls';
import styles from './order-documents.module.css';

/** One document's button: busy while its file comes. */
function DocumentButton({ label, primary, busy, onClick }: { label: string; primary?: boolean; busy: boolean; onClick: () => void }) {
  return (
    <li>
      <button type="button" className={primary ? 'button-primary' : 'button-secondary'} disabled={busy} onClick={onClick}>
        {label}
      </button>
    </li>
  );
}

/**
 * An order's documents for the staff: download its invoice and credit notes, print its packing slip. The
 * files come with the staff member's token (a plain link would carry none).
 */
export function OrderDocuments({ reference }: { reference: string }) {
  const { t } = useTranslation('admin');
  const query = useOrderDocuments(reference);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string>();

  const fetchFile = (key: string, fetching: () => Promise<void>) => {
    setFailed(false);
    setBusy(key);
    fetching()
      .catch(() => setFailed(true))
      .finally(() => setBusy(undefined));
  };

  return (
    <section className={styles.documents} aria-labelledby="order-documents-heading">
      <h2 id="order-documents-heading">{t('documents.heading')}</h2>
      <QueryState query={query}>
        {(documents) => (
          <>
            {!documents.invoice && <p className={styles.note}>{t('documents.noInvoice')}</p>}
            <ul className={styles.actions}>
              {documents.invoice && (
                <DocumentButton
                  primary
                  label={t('documents.invoice', { number: documents.invoice.number })}
                  busy={busy === 'invoice'}
                  onClick={() =>
                    fetchFile('invoice', () => downloadFromApi(fileAddressOf(documentsCalls.invoice, { params: { reference } })))
                  }
                />
              )}
              {documents.credit_notes.map((note) => (
                <DocumentButton
                  key={note.number}
                  label={t('documents.creditNote', { number: note.number })}
                  busy={busy === note.number}
                  onClick={() =>
                    fetchFile(note.number, () =>
                      downloadFromApi(fileAddressOf(documentsCalls.creditNote, { params: { reference, file: `${note.number}.pdf` } })),
                    )
                  }
                />
              ))}
              {documents.packing_slip && (
                <DocumentButton
                  label={t('documents.packingSlip')}
                  busy={busy === 'packingSlip'}
                  onClick={() =>
                    fetchFile('packingSlip', () => openFromApi(fileAddressOf(documentsCalls.packingSlip, { params: { reference } })))
                  }
                />
              )}
            </ul>
            {failed && (
              <p className={styles.failure} role="alert">
                {t('documents.downloadFailed')}
              </p>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
