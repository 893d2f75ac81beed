import { callFailureText } from '@lemon/kit';
import { ApiError, useTranslation } from '@lemon/shared';
import type { StaffCustomer } from '@lemon/staff-contract';
import { useId, useState, type FormEvent } from 'react';
import { QuestionDialog } from '../ui/question-dialog';
import { useEraseCustomer } from './customers-calls';
import styles from './customers.module.css';

/** An erasure done: whose, and the unpaid orders it cancelled. */
export interface Erasure {
  name: string;
  cancelled: string[];
}

/** The refusal in the owner's words: said of the customer (the shared texts speak to the customer themself). */
function useRefusalText() {
  const { t, i18n } = useTranslation('admin');
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return callFailureText(error);
    const code = error.status === 404 ? 'gone' : Object.values(error.codes).flat()[0];
    const key = `customers.refusals.${code}`;
    return code && i18n.exists(`admin:${key}`) ? t(key, error.details) : callFailureText(error);
  };
}

/**
 * Asks before an account is erased, saying in plain words what goes and what the law keeps; the owner types the
 * customer's e-mail address to confirm, so that no account goes on a slip of the thumb.
 */
export function EraseDialog({
  customer,
  name,
  open,
  onClose,
  onErased,
}: {
  customer: StaffCustomer;
  name: string;
  open: boolean;
  onClose: () => void;
  onErased: (erasure: Erasure) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [typed, setTyped] = useState('');
  const erase = useEraseCustomer();
  const refusalText = useRefusalText();
  const close = () => {
    setTyped('');
    erase.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not `mutate`'s own callback: the card (this dialog with it) leaves the list as the erasure lands, and an
    // unmounted caller's callback never runs. A refusal shows from `erase.error`.
    erase.mutateAsync({ id: customer.id, email: typed }).then(
      ({ orders_cancelled }) => onErased({ name, cancelled: orders_cancelled }),
      () => undefined,
    );
  };
  return (
    <QuestionDialog open={open} onClose={close} title={t('customers.eraseTitle', { name })}>
      <div className={styles.explained}>
        <p>{t('customers.eraseWhat')}</p>
        <p>{t('customers.eraseKept')}</p>
        <p>{t('customers.eraseMail')}</p>
      </div>
      <form className={styles.confirm} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`}>{t('customers.confirmEmail', { email: customer.email })}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          aria-describedby={erase.error ? `${id}-failure` : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {/* Above the buttons: on a phone, the reason shows where the thumb is. */}
        {erase.error && (
          <p id={`${id}-failure`} className={styles.failure} role="alert">
            {refusalText(erase.error)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button-primary" disabled={erase.isPending}>
            {t('customers.eraseConfirm')}
          </button>
          <button type="button" className="button-secondary" onClick={close}>
            {t('customers.eraseKeep')}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
