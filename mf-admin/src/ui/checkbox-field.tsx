import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styles from './checkbox-field.module.css';

/** The look of a box or round choice beside its words, for those a form draws itself (a list of recipes, "shown first"). */
export const choiceClassName = styles.choice!;

/** A yes-or-no of a contract form: a big box with its words beside it (the whole line takes the tap), and a hint under. */
export function CheckboxField<Values extends FieldValues>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.choice}>
        <input type="checkbox" {...form.register(name)} aria-describedby={hint ? `${id}-hint` : undefined} />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
