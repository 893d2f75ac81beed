import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './conflict-notice.module.css';

interface ConflictNoticeProps {
  /** What happened, as a heading: "Quelqu’un d’autre a enregistré ce produit…". */
  title: string;
  /** What they changed, one sentence each; or `children`, what is saved now, drawn by the page. */
  changes?: string[];
  children?: ReactNode;
  /** The form is sent again meanwhile. */
  busy?: boolean;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Above a form whose save was refused because someone else saved first: what they changed, and the owner's two
 * ways on (theirs, or hers on top of theirs). Nothing she typed is lost until she chooses. It takes the focus,
 * so she sees it on a phone wherever she was in the form.
 */
export function ConflictNotice({ title, changes, children, busy, onTakeTheirs, onKeepMine }: ConflictNoticeProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    notice.current?.focus();
    notice.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section ref={notice} className={styles.notice} tabIndex={-1} role="alert" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children ? (
        <div className={styles.saved}>{children}</div>
      ) : changes && changes.length > 0 ? (
        <>
          <p>{t('conflict.theirChanges')}</p>
          <ul className={styles.changes}>
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('conflict.nothingShown')}</p>
      )}
      <div className={styles.choices}>
        <div>
          <button type="button" className="button-primary" disabled={busy} onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </button>
          <p>{t('conflict.keepMineHint')}</p>
        </div>
        <div>
          <button type="button" className="button-secondary" disabled={busy} onClick={onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </button>
          <p>{t('conflict.takeTheirsHint')}</p>
        </div>
      </div>
    </section>
  );
}
