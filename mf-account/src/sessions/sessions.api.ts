import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { Session } from '@lemon/account-contract';
import { accountCalls } from '../calls';

const { sessions, endSession, logOutOthers, logOutEverywhere } = accountCalls;

/** The shopper's live sessions, this device's first. */
export const fetchSessions = async (): Promise<Session[]> => (await api.get(callOf(sessions), sessions.response)).data;

/** Ends one session (a 204; a 404 when it had already ended). */
export const deleteSession = async (id: string): Promise<void> => {
  await api.delete(callOf(endSession, { id }).path, endSession.response);
};

/** Ends every session but this device's. */
export const postLogOutOthers = async (): Promise<void> => {
  await api.post(logOutOthers.path, logOutOthers.response);
};

/** Ends every session, this device's too. */
export const postLogOutEverywhere = async (): Promise<void> => {
  await api.post(logOutEverywhere.path, logOutEverywhere.response);
};
