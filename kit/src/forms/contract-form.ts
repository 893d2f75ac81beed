import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, ValidationError, validationCodeOf, type ValidationIssue, z } from '@lemon/shared';
import { get, set, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Every refusal of a form carries its code as its message: fields translate it under `validation.errors.{code}`. */
const codeAsMessage = (issue: unknown) => validationCodeOf(issue as ValidationIssue);

/**
 * A form checked in the browser by the contract schema the server checks the call with: the same rules,
 * the same codes. Fields are checked when the form is sent, then again as the shopper corrects them; not
 * when a field loses the focus, as a message appearing then moves the buttons under a pointer about to
 * click them, and the click is lost.
 */
export function useContractForm<Schema extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  /** Refusals the form opens with (`refusedFields`: a form the server drew back refused). */
  errors?: FieldErrors<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never, { error: codeAsMessage } as never) as never,
    defaultValues,
    errors,
    // A form opened refused was sent already: checked again as it is corrected.
    mode: errors && Object.keys(errors).length > 0 ? 'onChange' : 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * What the schema refuses of `values`, each field's first code at its place, as the form holds its refusals: a
 * form the server drew back refused opens with them, on the server and in the browser alike.
 */
export function refusedFields<Schema extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  values: unknown,
): FieldErrors<z.input<Schema>> {
  const checked = z.safeParse(schema, values, { error: codeAsMessage });
  const errors: FieldErrors<z.input<Schema>> = {};
  for (const { path, message } of checked.error?.issues ?? []) {
    const name = path.map(String).join('.');
    if (name && get(errors, name) === undefined) set(errors, name, { type: 'server', message });
  }
  return errors;
}

/** Where a failed call's refusal goes: the server's codes at their fields, anything else for a message above the form. */
export type CallFailure = 'fields' | 'too_many_attempts' | 'other';

/**
 * Puts a 422's codes at their fields, nested ones too (a field the form does not show goes to `root`), and says what else
 * went wrong so the form can tell the shopper.
 */
export function showServerRefusal<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>, error: unknown): CallFailure {
  if (error instanceof ValidationError) {
    // A name, nested too (`label.en`, `variations.0.price`), is a field of the form when the form has a place for it.
    const values: unknown = form.getValues();
    const shown = (field: string) => {
      const path = field.split('.');
      const holder: unknown = path.length === 1 ? values : get(values, path.slice(0, -1).join('.'));
      return typeof holder === 'object' && holder !== null && path.at(-1)! in holder;
    };
    // Only the first refused field takes the focus.
    const first = Object.keys(error.fieldErrors).find(shown);
    for (const [field, codes] of Object.entries(error.fieldErrors)) {
      const name = (shown(field) ? field : 'root.server') as Path<Values>;
      form.setError(name, { type: 'server', message: codes[0] ?? 'invalid' }, { shouldFocus: field === first });
    }
    return 'fields';
  }
  return error instanceof ApiError && error.status === 429 ? 'too_many_attempts' : 'other';
}
