import { defineCalls } from '@lemon/app-protocol';
import { messageListResponseSchema, messageResponseSchema } from '@lemon/staff-contract';

const message = { as: 'owner' as const, params: { id: '{message.id}' } };

/** The messages page's calls: the contact form's messages, noted read, unread or answered, or answered from here. */
export const messagesCalls = defineCalls({
  /** A page of the messages, of a subject and a state. */
  messages: {
    method: 'GET',
    path: '/api/staff/messages',
    response: messageListResponseSchema,
    example: { as: 'owner', given: ['message.id'] },
  },
  /** The message is read (opened). */
  messageMarkRead: { method: 'POST', path: '/api/staff/messages/:id/read', response: messageResponseSchema, example: message },
  /** The message is to read again. */
  messageMarkUnread: { method: 'POST', path: '/api/staff/messages/:id/unread', response: messageResponseSchema, example: message },
  /** The message was answered elsewhere (by phone, from the mailbox). */
  messageMarkAnswered: { method: 'POST', path: '/api/staff/messages/:id/answered', response: messageResponseSchema, example: message },
  /** A reply sent by the shop's mail, kept with the message, which is answered. */
  messageReply: {
    method: 'POST',
    path: '/api/staff/messages/:id/reply',
    response: messageResponseSchema,
    example: { ...message, body: { text: 'Merci, votre colis part demain.' } },
  },
});
