import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTakesInput } from './browser-sent-form';
import { FormError } from './form-field';
import type { FormCallStatus } from './use-form-call';
import styles from './form-footer.module.css';

interface FormFooterProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  status: FormCallStatus;
  submitLabel: string;
  /** Buttons beside the main one (cancel). */
  children?: ReactNode;
}

/**
 * The end of a contract form: a server refusal no field shows, why the call failed when the fields do not
 * say it (too many attempts, the server unreachable), both announced; then the buttons, the main one first.
 * After a failed call, the main button (disabled while sending, so it lost the focus) takes it back, unless
 * something else did (a refused field). It is disabled until the scripts run (the form is sent by them, never by
 * the browser on its own: its fields would end up in the address), but in a form the browser sends (`BrowserSentForm`).
 */
export function FormFooter<Values extends FieldValues>({ form, status, submitLabel, children }: FormFooterProps<Values>) {
  const { sending, failed } = status;
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasSending = useRef(false);
  const takesInput = useTakesInput();
  useEffect(() => {
    if (wasSending.current && !sending && failed) {
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (focusLost) submitButton.current?.focus();
    }
    wasSending.current = sending;
  }, [sending, failed]);

  return (
    <>
      <FormError form={form} />
      {status.failure && (
        <p className={styles.failure} role="alert">
          {status.failure}
        </p>
      )}
      <div className={styles.actions}>
        <button ref={submitButton} type="submit" className="button-primary" disabled={sending || !takesInput}>
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}
