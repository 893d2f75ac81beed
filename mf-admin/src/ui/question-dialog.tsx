import { ModalDialog } from '@lemon/kit';
import { useId, type ReactNode } from 'react';
import styles from './question-dialog.module.css';

/** A question in a dialog, with what follows said first: its title, its text, what went wrong, its buttons. */
export function QuestionDialog({
  open,
  onClose,
  title,
  children,
  failure,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  failure?: string;
  /** Its buttons, unless its text is a form with its own. */
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onClose} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      {open && (
        <>
          <h2 id={`${id}-title`}>{title}</h2>
          <div id={`${id}-text`}>{children}</div>
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </ModalDialog>
  );
}
