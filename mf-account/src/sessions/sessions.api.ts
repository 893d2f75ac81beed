import { api, sessionListResponseSchema, type Session } from '@lemon/shared';
import { z } from 'zod/mini';

/** The shopper's live sessions, this device's first. */
export const fetchSessions = async (): Promise<Session[]> => (await api.get('/api/sessions', sessionListResponseSchema)).data;

/** Ends one session (a 204; a 404 when it had already ended). */
export const deleteSession = async (id: string): Promise<void> => {
  await api.delete(`/api/sessions/${encodeURIComponent(id)}`, z.undefined());
};

/** Ends every session but this device's. */
export const postLogOutOthers = async (): Promise<void> => {
  await api.post('/api/sessions/log-out-others', z.undefined());
};

/** Ends every session, this device's too. */
export const postLogOutEverywhere = async (): Promise<void> => {
  await api.post('/api/sessions/log-out-everywhere', z.undefined());
};
