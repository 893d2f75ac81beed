import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { same } from './keep-my-changes';

const draftPrefix = 'lemon-admin-draft:';
/** How long after the last keystroke the draft is written. */
const writeAfterMs = 400;

/** What the browser keeps of a form being filled: its values, what they started from, and when. */
export interface FormDraft<Values, Base> {
  values: Values;
  base: Base;
  savedAt: string;
}

function readDraft<Values, Base>(key: string): FormDraft<Values, Base> | undefined {
  try {
    const stored = localStorage.getItem(draftPrefix + key);
    return stored ? (JSON.parse(stored) as FormDraft<Values, Base>) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, draft: FormDraft<unknown, unknown> | undefined) {
  try {
    if (draft) localStorage.setItem(draftPrefix + key, JSON.stringify(draft));
    else localStorage.removeItem(draftPrefix + key);
  } catch {
    // Private browsing or a full store: the form works, only without its draft.
  }
}

/**
 * A long form's draft, kept in this browser while it holds changes (`key` names the form: `product:12`), so a
 * reload, a closed tab or a lost phone costs nothing: opened again, the form takes the draft back, still unsaved,
 * with `base` (what the values started from, for the conflict check). `restored` says when; `discard` drops it,
 * `forget` is for once it is saved.
 */
export function useFormDraft<Values extends FieldValues, Base>(
  key: string,
  form: UseFormReturn<Values, unknown, unknown>,
  base: Base,
  onRestore?: (draft: FormDraft<Values, Base>) => void,
) {
  // A draft is written only while it differs from what was saved: one found is changes to take back.
  const [restored, setRestored] = useState(() => readDraft<Values, Base>(key));

  // Taken back once, when the form opens: over the saved values, so the form knows it holds changes.
  const [found] = useState(restored);
  useEffect(() => {
    if (!found) return;
    form.reset(found.values, { keepDefaultValues: true });
    onRestore?.(found);
    // Once per form: `onRestore` is the form's to change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, form]);

  // Written a moment after each change, and dropped when the form is back to what was saved.
  const restoredBase = restored?.base;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = form.getValues();
        const unsaved = !same(values, form.formState.defaultValues);
        writeDraft(key, unsaved ? { values, base: restoredBase ?? base, savedAt: new Date().toISOString() } : undefined);
      }, writeAfterMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [key, form, base, restoredBase]);

  return {
    restored,
    /** Back to what was saved, and the draft gone. */
    discard: (saved: Values) => {
      writeDraft(key, undefined);
      setRestored(undefined);
      form.reset(saved);
    },
    /** The form was saved: no draft to take back. */
    forget: () => {
      writeDraft(key, undefined);
      setRestored(undefined);
    },
  };
}
