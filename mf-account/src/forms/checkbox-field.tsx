import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styles from './forms.module.css';

/** A yes/no choice of a contract form (kit has text and select fields; this is the third kind). */
export function CheckboxField<Values extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
}) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
