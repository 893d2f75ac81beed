import type { User } from '@lemon/shared';
import { contactPayloadSchema, type ContactPayload } from '@lemon/content-contract';
import { useContractForm } from '@lemon/kit';

/** What the form holds: the payload without its language, which the model adds from the page's. */
export type ContactFormValues = Omit<ContactPayload, 'locale'>;

/** The contact form, checked by the schema the server checks the call with. */
export const useContactForm = (defaults: ContactFormValues, errors?: Parameters<typeof useContractForm<typeof contactPayloadSchema>>[2]) =>
  useContractForm(contactPayloadSchema, defaults, errors);
export type ContactForm = ReturnType<typeof useContactForm>;
/** The form's values once the schema took them: trimmed, the phone `null` when left empty. */
export type ContactFormOutput = Parameters<Parameters<ContactForm['handleSubmit']>[0]>[0];

/** The shopper as the form names them: "first last". */
export const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim();

/** The fields of a form the browser sent (`SentForm`), as the form holds them: anything else it carried is left out. */
export const sentContactValues = (sent: Readonly<Record<string, string>>): ContactFormValues => {
  const values = emptyContactForm();
  for (const field of Object.keys(values) as (keyof ContactFormValues)[]) values[field] = sent[field] ?? '';
  return values;
};

/** An empty form; who is writing (name and e-mail address) kept when told. */
export const emptyContactForm = (sender: { name: string; email: string } = { name: '', email: '' }): ContactFormValues => ({
  name: sender.name,
  email: sender.email,
  phone: '',
  subject: '',
  message: '',
});
