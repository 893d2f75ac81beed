import {
  api,
  dataExportResponseSchema,
  deleteAccountResponseSchema,
  type DataExportAnswer,
  type DeleteAccountPayload,
} from '@lemon/shared';

/** Asks for a copy of the account's data: the address of a file ready now, or word that its link is mailed. */
export const postDataExport = async (): Promise<DataExportAnswer> =>
  (await api.post('/api/account/data-export', dataExportResponseSchema)).data;

/** Erases the account (its password checked, and a staff member's second factor): the unpaid orders it cancelled. */
export const postDeleteAccount = async (payload: DeleteAccountPayload): Promise<string[]> =>
  (await api.post('/api/account/delete', deleteAccountResponseSchema, payload)).data.orders_cancelled;
