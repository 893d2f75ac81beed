import { createContext, useContext, useLayoutEffect, useState, type FormHTMLAttributes } from 'react';
import { get, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useHydrated } from '../ui/use-hydrated';

/** Whether the fields around are those of a form the browser sends itself (`BrowserSentForm`). */
const SentByBrowser = createContext(false);

/**
 * Whether a field takes input: in a form the browser sends itself, from the first paint; in any other, not until
 * the scripts run, as the form they bring would then reset what was typed (the server draws forms too).
 */
export function useTakesInput(): boolean {
  const hydrated = useHydrated();
  return useContext(SentByBrowser) || hydrated;
}

interface BrowserSentFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'> {
  /** The API's form route that answers it (`/api/forms/contact`). */
  action: string;
  /** What the form sends besides its fields (the page's language, the page it is on). */
  hiddenFields: Record<string, string>;
  /**
   * What a required field left empty says, in the page's language: given, the page's starter checks the fields
   * marked required (`required` of the kit's fields) before the scripts run, and answers at once rather than sending.
   */
  requiredText?: string;
}

/**
 * A form that works before its page's scripts run, and without them: the browser posts it to `action`, whose answer
 * is the next page, or this one drawn back with the form as sent and why it was refused. Its fields take input and its
 * button works from the first paint; once the scripts run, they send it themselves (`onSubmit`), and keep what was
 * typed meanwhile (`useKeepTypedBeforeScripts`).
 */
export function BrowserSentForm({ action, hiddenFields, requiredText, children, ...form }: BrowserSentFormProps) {
  return (
    <SentByBrowser value={true}>
      <form method="post" action={action} data-required-text={requiredText} {...form}>
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
      </form>
    </SentByBrowser>
  );
}

/**
 * Keeps what the shopper typed into a form the server drew before the scripts took it over: read from the page as the
 * browser takes the form over (its first render must be the server's, and registering the fields then sets them to
 * the form's values), and put back into the form at once, checked again where the page said a field was wrong.
 * `formId`: the `<form>`'s id.
 */
export function useKeepTypedBeforeScripts<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>, formId: string) {
  const [{ typed, saidInvalid }] = useState(() => {
    // Not `instanceof HTMLFormElement`: a server draws with a document but without the browser's globals.
    const drawn = globalThis.document?.getElementById(formId);
    if (drawn?.tagName !== 'FORM') return { typed: [], saidInvalid: [] };
    // The fields marked invalid as the page shows them: refused by the server, or left empty when the page's starter
    // checked the form (`requiredText`).
    const marked = drawn.querySelectorAll<HTMLInputElement>('[name][aria-invalid="true"]');
    return { typed: [...new FormData(drawn as HTMLFormElement)], saidInvalid: [...marked].map((field) => field.name as Path<Values>) };
  });
  useLayoutEffect(() => {
    const values: unknown = form.getValues();
    for (const [name, value] of typed) {
      if (typeof values !== 'object' || values === null || !(name in values) || get(values, name) === value) continue;
      const field = name as Path<Values>;
      form.setValue(field, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    }
  }, [form, typed]);
  // Then checked again, as typed: what the page said of them stays said, now by the form's own errors.
  useLayoutEffect(() => {
    if (saidInvalid.length > 0) void form.trigger(saidInvalid);
  }, [form, saidInvalid]);
}
