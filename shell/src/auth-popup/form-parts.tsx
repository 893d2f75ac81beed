import type { CallFailure } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { stepCancelled } from './auth-popup.model';
import styles from './auth-popup.module.css';

/**
 * What a form says above its buttons when its call failed for a reason no field shows: too many attempts,
 * or anything else. A refusal of its fields is shown at the fields.
 */
export function CallFailureMessage({ failure }: { failure: CallFailure | undefined }) {
  const { t } = useTranslation('common');
  if (!failure || failure === 'fields') return null;
  return (
    <p className={styles.failure} role="alert">
      {failure === 'too_many_attempts' ? t('errors.tooManyAttempts') : t('errors.generic')}
    </p>
  );
}

/** A form's buttons: send it (not twice at once), or cancel back to the step before. */
export function FormActions({ submitLabel, sending }: { submitLabel: string; sending: boolean }) {
  const { t } = useTranslation('shell');
  const cancel = useUnit(stepCancelled);
  return (
    <div className={styles.actions}>
      <button type="submit" className="button-primary" disabled={sending}>
        {submitLabel}
      </button>
      <button type="button" className="button-secondary" onClick={() => cancel()}>
        {t('auth.cancel')}
      </button>
    </div>
  );
}
