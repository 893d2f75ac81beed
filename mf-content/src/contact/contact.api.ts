import { api, contactResponseSchema, type ContactPayload } from '@lemon/shared';

/** Sends the shopper's message to the shop; the answer (201) says it is kept and the shop has it. */
export const postContactMessage = async (payload: ContactPayload) => (await api.post('/api/contacts', contactResponseSchema, payload)).data;
