import { api } from '@lemon/shared';
import type { DataExportAnswer, DeleteAccountPayload } from '@lemon/account-contract';
import { accountCalls } from '../calls';

const { dataExport, deleteAccount } = accountCalls;

/** Asks for a copy of the account's data: the address of a file ready now, or word that its link is mailed. */
export const postDataExport = async (): Promise<DataExportAnswer> => (await api.post(dataExport.path, dataExport.response)).data;

/** Erases the account (its password checked, and a staff member's second factor): the unpaid orders it cancelled. */
export const postDeleteAccount = async (payload: DeleteAccountPayload): Promise<string[]> =>
  (await api.post(deleteAccount.path, deleteAccount.response, payload)).data.orders_cancelled;
