import { api } from '@lemon/shared';
import type { ContactPayload } from '@lemon/content-contract';
import { contentCalls } from '../calls';

const { contactMessage } = contentCalls;

/** Sends the shopper's message to the shop; the answer (201) says it is kept and the shop has it. */
export const postContactMessage = async (payload: ContactPayload) =>
  (await api.post(contactMessage.path, contactMessage.response, payload)).data;
