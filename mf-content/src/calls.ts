import { defineCalls } from '@lemon/app-protocol';
import { contactResponseSchema } from '@lemon/content-contract';

/**
 * The calls this app makes of the shop's API, each with what it reads of the answer: its build records them
 * (`calls.json`), and the API's tests check the API still answers them (`api/consumer-records/content/`).
 * Changed, they are recorded anew: `pnpm calls:record content`.
 */
export const contentCalls = defineCalls({
  /** The contact form's message, kept and sent to the shop (201). */
  contactMessage: {
    method: 'POST',
    path: '/api/contacts',
    response: contactResponseSchema,
    example: {
      body: {
        name: 'Camille Martin',
        email: 'consumer-record@example.com',
        phone: null,
        subject: 'information',
        message: 'Do you deliver to Monaco on Saturdays?',
        locale: 'en',
      },
    },
  },
});
