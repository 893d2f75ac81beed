import { loadUserFx } from '@lemon/shared';
import type { SecondFactorEnrolment } from '@lemon/account-contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { postRecoveryCodes, postSecondFactorConfirm, postSecondFactorReset, postSecondFactorStart } from './second-factor.api';

// A staff member's two-step verification: a new secret for the app, confirmed by a code, then the recovery
// codes shown once. Leaving the page forgets both.

export const enrolmentStarted = createEvent();
export const secondFactorLeft = createEvent();
export const startEnrolmentFx = createEffect(postSecondFactorStart);
/** The form awaits it to put a refusal at its field. */
export const confirmEnrolmentFx = createEffect(postSecondFactorConfirm);

/** The form awaits it to put a refusal at its field; the app is then forgotten, to enrol anew. */
export const resetSecondFactorFx = createEffect(postSecondFactorReset);

/** The form awaits it to put a refusal at its field; the new codes are shown as the first ones were. */
export const renewRecoveryCodesFx = createEffect(postRecoveryCodes);

/** The secret being enrolled, until it is confirmed. */
export const $enrolment = createStore<SecondFactorEnrolment | null>(null)
  .on(startEnrolmentFx.doneData, (_, enrolment) => enrolment)
  .reset([confirmEnrolmentFx.done, secondFactorLeft]);
/** The recovery codes, from the confirmation (or a renewal) until she says she kept them, or leaves the page. */
export const recoveryCodesKept = createEvent();
export const $recoveryCodes = createStore<string[] | null>(null)
  .on([confirmEnrolmentFx.doneData, renewRecoveryCodesFx.doneData], (_, codes) => codes)
  .reset([secondFactorLeft, recoveryCodesKept]);
/** Whether the codes shown are a renewal's (the first ones come with the enrolment). */
export const $codesRenewed = createStore(false)
  .on(renewRecoveryCodesFx.done, () => true)
  .reset([confirmEnrolmentFx.done, secondFactorLeft, recoveryCodesKept]);
export const $enrolmentFailed = createStore(false)
  .on(startEnrolmentFx.fail, () => true)
  .reset(startEnrolmentFx);

sample({ clock: enrolmentStarted, target: startEnrolmentFx });
// The user now says the second factor is on, or off once reset.
sample({ clock: [confirmEnrolmentFx.done, resetSecondFactorFx.done], target: loadUserFx });
