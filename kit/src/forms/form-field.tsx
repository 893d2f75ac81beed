import type { ValidationCode } from '@lemon/shared';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@lemon/shared';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTakesInput } from './browser-sent-form';
import styles from './form-field.module.css';

interface FieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  /** A hint under the label (the password rule, …). */
  hint?: string;
  /** What this field says instead of the shared text for a refusal (a day out of order names the days it follows). */
  errorTexts?: Partial<Record<ValidationCode, string>>;
  /**
   * Whether the form's contract requires it: said to assistive technologies (`aria-required`), and, in a form the
   * browser sends (`BrowserSentForm` with a `requiredText`), checked by the page's starter before the scripts run.
   */
  required?: boolean;
}

/**
 * A field as the form registers it, with the value it starts from written into the HTML too: a form the server draws
 * (drawn back refused, with what was sent) shows its values before the scripts run, and without them.
 */
function registered<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>, name: Path<Values>) {
  const starting: unknown = get(form.formState.defaultValues, name);
  return { ...form.register(name), defaultValue: typeof starting === 'string' || typeof starting === 'number' ? starting : undefined };
}

/** The translated refusal of a field, if any: announced as it appears, tied to its input. */
function useFieldError<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  name: Path<Values>,
  errorTexts: FieldProps<Values>['errorTexts'] = {},
) {
  const { t } = useTranslation('common');
  const code = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  if (!code) return undefined;
  return errorTexts[code as ValidationCode] ?? t(`validation.errors.${code}`, { defaultValue: t('validation.errors.invalid') });
}

function FieldFrame({
  id,
  label,
  hint,
  note,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  note?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {note && <div id={`${id}-note`}>{note}</div>}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string, note?: ReactNode) =>
  [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A labelled text input of a contract form, with its hint and its translated error. */
export function TextField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  errorTexts,
  required,
  ...input
}: FieldProps<Values> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'required'>) {
  const id = useId();
  const error = useFieldError(form, name, errorTexts);
  const takesInput = useTakesInput();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        {...input}
        readOnly={input.readOnly || !takesInput}
        {...registered(form, name)}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

/**
 * A labelled multi-line text of a contract form, with its hint, a `note` under it (a live character count, …)
 * and its translated error, all tied to it.
 */
export function TextAreaField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  note,
  errorTexts,
  required,
  ...textarea
}: FieldProps<Values> & { note?: ReactNode } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form' | 'required'>) {
  const id = useId();
  const error = useFieldError(form, name, errorTexts);
  const takesInput = useTakesInput();
  return (
    <FieldFrame id={id} label={label} hint={hint} note={note} error={error}>
      <textarea
        id={id}
        rows={8}
        {...textarea}
        readOnly={textarea.readOnly || !takesInput}
        {...registered(form, name)}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error, note)}
      />
    </FieldFrame>
  );
}

/** A labelled choice among options (a country, a language), with its translated error. */
export function SelectField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
  placeholder,
  errorTexts,
  required,
}: FieldProps<Values> & { options: { value: string; label: string; group?: string }[]; placeholder?: string }) {
  const id = useId();
  const error = useFieldError(form, name, errorTexts);
  const takesInput = useTakesInput();
  const groups = [...new Set(options.map((option) => option.group))];
  const optionsOf = (group: string | undefined) =>
    options
      .filter((option) => option.group === group)
      .map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        // Not `disabled`: the form would read no value from it. A choice made before the scripts run is lost.
        aria-disabled={takesInput ? undefined : true}
        {...registered(form, name)}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {groups.map((group) =>
          group === undefined ? (
            optionsOf(undefined)
          ) : (
            <optgroup key={group} label={group}>
              {optionsOf(group)}
            </optgroup>
          ),
        )}
      </select>
    </FieldFrame>
  );
}

/** The refusal that belongs to no field (a server code for a field the form does not show), translated. */
export function FormError<Values extends FieldValues>({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const { t } = useTranslation('common');
  const code = form.formState.errors.root?.server?.message;
  if (!code) return null;
  return (
    <p className={styles.error} role="alert">
      {t(`validation.errors.${code}`, { defaultValue: t('errors.generic') })}
    </p>
  );
}
