import { loadUserFx } from '@lemon/shared';
import type { DataExportAnswer } from '@lemon/account-contract';
import { createEffect, createStore, sample } from 'effector';
import { postDataExport, postDeleteAccount } from './my-data.api';

// The "my data" tab: a copy of the account's data, and the account's erasure.

/** Asks for the data's file; the panel says how it went. */
export const exportDataFx = createEffect(postDataExport);
/** Starts the download of a file the API has ready: its answer is an attachment, so the page stays. */
export const downloadFileFx = createEffect((address: string) => location.assign(address));
/** Erases the account; the form awaits it to put a refusal at its fields. */
export const deleteAccountFx = createEffect(postDeleteAccount);

/** The last answer to "prepare my file", until the page is left. */
export const $exportAnswer = createStore<DataExportAnswer | null>(null)
  .on(exportDataFx.doneData, (_, answer) => answer)
  .reset(exportDataFx);
/** Once the account is erased: the orders it cancelled, for the farewell. */
export const $erasure = createStore<{ cancelled: string[] } | null>(null).on(deleteAccountFx.doneData, (_, cancelled) => ({ cancelled }));

type ReadyFile = Extract<DataExportAnswer, { status: 'ready' }>;
sample({
  clock: exportDataFx.doneData,
  filter: (answer): answer is ReadyFile => answer.status === 'ready',
  fn: (file: ReadyFile) => file.download_url,
  target: downloadFileFx,
});
// The session ended with the account: asking who is logged in again forgets the user, and the header shows it.
sample({ clock: deleteAccountFx.done, target: loadUserFx });
