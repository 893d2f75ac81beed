import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './stale-choice.module.css';

/**
 * A save refused because someone else (or the owner on another device) saved first: what is saved now
 * (`children`), and her two ways on: take that version into the form, or save hers over it.
 */
export function StaleChoice({
  onTakeSaved,
  onKeepMine,
  children,
}: {
  onTakeSaved: () => void;
  onKeepMine: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stale} role="alert">
      <p className={styles.title}>{t('stale.title')}</p>
      <div className={styles.saved}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className="button-secondary" onClick={onTakeSaved}>
          {t('stale.takeSaved')}
        </button>
        <button type="button" className="button-primary" onClick={onKeepMine}>
          {t('stale.keepMine')}
        </button>
      </div>
    </div>
  );
}

/** The status line of a list saved as the owner changes it: saving, then saved. */
export function SaveStatus({ saving, saved }: { saving: boolean; saved: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <p className={styles.status} role="status">
      {saving ? t('listOrder.saving') : saved ? t('listOrder.saved') : ''}
    </p>
  );
}
