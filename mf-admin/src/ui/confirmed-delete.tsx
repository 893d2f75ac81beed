import { useState } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './confirmed-delete.module.css';

interface ConfirmedDeleteProps {
  /** The button's words ("Supprimer ce produit"). */
  action: string;
  /** Its name for a screen reader when the words alone do not say what goes ("Supprimer la recette Tarte au citron"). */
  actionLabel?: string;
  /** The question asked before anything is deleted. */
  question: string;
  onDelete: () => Promise<unknown>;
}

/** A delete button that asks first, with "yes" and "cancel" as big buttons: nothing goes on a slip of the thumb. */
export function ConfirmedDelete({ action, actionLabel, question, onDelete }: ConfirmedDeleteProps) {
  const { t } = useTranslation('admin');
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };
  if (!asking) {
    return (
      <button type="button" className="button-secondary" aria-label={actionLabel} onClick={() => setAsking(true)}>
        {action}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={question}>
      <p>{question}</p>
      <div className={styles.actions}>
        <button type="button" className="button-primary" disabled={deleting} onClick={() => void confirm()}>
          {t('deletion.yes')}
        </button>
        <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
          {t('deletion.no')}
        </button>
      </div>
    </div>
  );
}
