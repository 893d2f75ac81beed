// The contact form: the same schema checks the form in the browser and the call on the server.
import { emailSchema, filledText, lazySchema, localeSchema, optionalText, z } from '@lemon/shared/contract';

/** What a message is about, as the form offers it. */
export const contactSubjects = ['cancel_order', 'information', 'job_application', 'professional'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The longest message the shop takes, in characters. */
export const contactMessageMaxLength = 5000;

/** A phone number as people write it: digits, spaces, dots, dashes, brackets and a leading +; 6 to 20 digits. */
const isPhoneNumber = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(phone) && digits >= 6 && digits <= 20;
};
const phoneSchema = optionalText(30).check(z.refine((phone) => phone === null || isPhoneNumber(phone), { params: { code: 'phone' } }));

/** `POST /api/contacts`: the spec's contact fields, and the language the acknowledgement is written in. */
export const contactPayloadSchema = lazySchema(() =>
  z.object({
    name: filledText(100),
    email: emailSchema,
    phone: phoneSchema,
    // Not chosen: "this field is required"; not one of them: invalid.
    subject: z.pipe(filledText(40), z.enum(contactSubjects)),
    message: filledText(contactMessageMaxLength).check(z.refine((message) => message.length >= 10, { params: { code: 'min' } })),
    locale: z._default(localeSchema, 'fr'),
  }),
);
export type ContactPayload = z.input<typeof contactPayloadSchema>;

/** `POST /api/contacts` (201): the message is kept and the shop has it. */
export const contactResponseSchema = lazySchema(() => z.object({ data: z.object({ status: z.literal('received') }) }));
