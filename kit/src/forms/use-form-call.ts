import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { callFailureText } from '../errors/error-message';
import { showServerRefusal } from './contract-form';

/** How a form's call went, for its footer: on its way, or failed without a refusal at a field. */
export interface FormCallStatus {
  sending: boolean;
  /** Why the call failed, for above the buttons, when no field says it. */
  failure?: string;
  /** The last call failed, whatever says why (a field, `failure`, a toast): the footer's button takes the focus back. */
  failed: boolean;
}

/**
 * Sends a contract form's checked values with `call`: the server's refusals go to their fields (kit's
 * `showServerRefusal`), a 429 or any other failure becomes the status's `failure`, a text for above the buttons.
 */
export function useFormCall<Input extends FieldValues, Output, Result>(
  form: UseFormReturn<Input, unknown, Output>,
  call: (values: Output) => Promise<Result>,
  onDone?: (result: Result) => void,
) {
  const [failure, setFailure] = useState<string>();
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setFailed(false);
    let result: Result;
    try {
      result = await call(values);
    } catch (error) {
      setFailed(true);
      if (showServerRefusal(form, error) !== 'fields') setFailure(callFailureText(error));
      return;
    }
    onDone?.(result);
  });
  const status: FormCallStatus = { sending: form.formState.isSubmitting, failure, failed };
  return { submit, status };
}
