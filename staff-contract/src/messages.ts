// The contact form's messages as the staff reads them: unread, read, answered. A reply written in the back office
// goes by the shop's mail and is kept with the message; one written elsewhere is only noted (`…/answered`).
import { lazySchema, listEnvelope, integerText, recordIdParamsSchema, strictQuery, z } from '@lemon/shared/contract';
import { contactSubjects } from '@lemon/content-contract';

/** Where a message stands: nobody opened it, someone did, someone answered it. */
export const messageStates = ['unread', 'read', 'answered'] as const;
export type MessageState = (typeof messageStates)[number];

/** Messages per page of `GET /api/staff/messages`. */
export const messagesPerPage = 30;

/** `GET /api/staff/messages?subject=professional&state=unread&page=2` (staff): newest first. */
export const messagesQuerySchema = lazySchema(() =>
  strictQuery({
    subject: z.optional(z.enum(contactSubjects)),
    state: z.optional(z.enum(messageStates)),
    page: z.optional(z.pipe(integerText(/^\d{1,6}$/), z.number().check(z.minimum(1)))),
  }),
);
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const staffMessageSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    subject: z.enum(contactSubjects),
    message: z.string(),
    /** The language the customer wrote from. */
    locale: z.string(),
    received_at: z.string(),
    read_at: z.nullable(z.string()),
    answered_at: z.nullable(z.string()),
    state: z.enum(messageStates),
    /** The replies sent from the back office, oldest first (absent from an API that does not keep them). */
    replies: z.optional(z.array(z.object({ text: z.string(), sent_at: z.string(), staff_email: z.string() }))),
  }),
);
export type StaffMessage = z.infer<typeof staffMessageSchema>;
export const messageListResponseSchema = lazySchema(() => listEnvelope(staffMessageSchema));
export const messageResponseSchema = lazySchema(() => z.object({ data: staffMessageSchema }));

/** `POST /api/staff/messages/{id}/read`, `…/unread`, `…/answered`. */
export const messageParamsSchema = lazySchema(() => recordIdParamsSchema('Message'));

/** The longest reply, in characters. */
export const replyMaxLength = 5_000;

/** `POST /api/staff/messages/{id}/reply` (staff): the reply, mailed to the sender with their message quoted. */
export const messageReplyPayloadSchema = lazySchema(() =>
  z.object({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(replyMaxLength)) }),
);
export type MessageReplyPayload = z.infer<typeof messageReplyPayloadSchema>;
