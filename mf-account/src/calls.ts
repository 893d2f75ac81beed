import { defineCalls } from '@lemon/app-protocol';
import { addressCalls, exampleAddress, orderCalls } from '@lemon/kit/calls';
import { itemEnvelope, userSchema, z } from '@lemon/shared';
import {
  addressBookResponseSchema,
  addressResponseSchema,
  dataExportResponseSchema,
  deleteAccountResponseSchema,
  doneResponseSchema,
  editProfileResponseSchema,
  emailRequestResponseSchema,
  secondFactorConfirmResponseSchema,
  secondFactorEnrolmentResponseSchema,
  sessionListResponseSchema,
  verifyEmailResponseSchema,
} from '@lemon/account-contract';
import { orderListResponseSchema } from '@lemon/orders-contract';

const newPassword = { password: 'Zeste-Neuf-2027', password_confirmation: 'Zeste-Neuf-2027' };

/**
 * The calls this app makes of the shop's API, each with what it reads of the answer: its build records them
 * (`calls.json`), and the API's tests check the API still answers them (`api/consumer-records/account/`).
 * Changed, they are recorded anew: `pnpm calls:record account`.
 */
export const accountCalls = defineCalls({
  ...addressCalls,
  ...orderCalls,
  /** Changes one of the shopper's addresses; the answer is the address as saved. */
  editAddress: {
    method: 'PUT',
    path: '/api/addresses/:id',
    response: addressResponseSchema,
    example: { as: 'customer', params: { id: '{address.id}' }, body: exampleAddress },
  },
  /** Makes an address the default one; the answer is the whole book. */
  defaultAddress: {
    method: 'POST',
    path: '/api/addresses/:id/default',
    response: addressBookResponseSchema,
    example: { as: 'customer', params: { id: '{address.id}' } },
  },
  /** Deletes an address: a 204, nothing to read. */
  deleteAddress: {
    method: 'DELETE',
    path: '/api/addresses/:id',
    response: z.undefined(),
    example: { as: 'customer', params: { id: '{address.id}' } },
  },
  /** The customer's orders. */
  orders: {
    method: 'GET',
    path: '/api/orders',
    response: orderListResponseSchema,
    example: { as: 'customer', given: ['order.reference'] },
  },
  /** A copy of the account's data: a file ready now, or word that its link is mailed. */
  dataExport: { method: 'POST', path: '/api/account/data-export', response: dataExportResponseSchema, example: { as: 'customer' } },
  /** Erases the account (its password checked): the unpaid orders it cancelled. */
  deleteAccount: {
    method: 'POST',
    path: '/api/account/delete',
    response: deleteAccountResponseSchema,
    example: { as: 'customer', body: { current_password: '{customer.password}' } },
  },
  /** Changes the password (the current one checked); the user's other sessions end. */
  editPassword: {
    method: 'POST',
    path: '/api/edit-password',
    response: doneResponseSchema,
    example: { as: 'customer', body: { current_password: '{customer.password}', ...newPassword } },
  },
  /** Saves the shopper's details; a new e-mail address waits for its link. */
  editProfile: {
    method: 'POST',
    path: '/api/edit-profile',
    response: editProfileResponseSchema,
    example: { as: 'customer', body: { first_name: 'Camille', last_name: 'Martin', locale: 'en', email: '{customer.email}' } },
  },
  /** Sets a new password with the token of the e-mailed link. */
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    response: doneResponseSchema,
    example: { body: { token: '{reset.token}', email: '{customer.email}', ...newPassword } },
  },
  /** Follows the verification e-mail's link, as the page does once it runs. */
  verifyEmail: {
    method: 'POST',
    path: '/api/email/verify/:userId/:token',
    response: verifyEmailResponseSchema,
    example: { params: { userId: '{verification.userId}', token: '{verification.token}' } },
  },
  /** A new verification link; the answer is the same whether or not an account waits for this address. */
  resendVerification: {
    method: 'POST',
    path: '/api/email/resend',
    response: emailRequestResponseSchema,
    example: { body: { email: '{customer.email}' } },
  },
  /** A new secret for the staff member's authenticator app, with its QR code. */
  secondFactorStart: {
    method: 'POST',
    path: '/api/me/second-factor',
    response: secondFactorEnrolmentResponseSchema,
    example: { as: 'staff' },
  },
  /** The app's code for the new secret: the second factor is on, and the recovery codes are answered this once. */
  secondFactorConfirm: {
    method: 'POST',
    path: '/api/me/second-factor/confirm',
    response: secondFactorConfirmResponseSchema,
    example: { as: 'staff', body: { code: '{enrolment.code}' } },
  },
  /** A phone lost or changed: the app and its recovery codes are forgotten. */
  secondFactorReset: {
    method: 'POST',
    path: '/api/me/second-factor/reset',
    response: itemEnvelope(userSchema),
    example: { as: 'owner', body: { password: '{owner.password}' } },
  },
  /** New recovery codes for the password: the old ones stop working. */
  recoveryCodes: {
    method: 'POST',
    path: '/api/me/second-factor/recovery-codes',
    response: secondFactorConfirmResponseSchema,
    example: { as: 'owner', body: { password: '{owner.password}' } },
  },
  /** The shopper's live sessions, this device's first. */
  sessions: { method: 'GET', path: '/api/sessions', response: sessionListResponseSchema, example: { as: 'customer' } },
  /** Ends one session (a 204). */
  endSession: {
    method: 'DELETE',
    path: '/api/sessions/:id',
    response: z.undefined(),
    example: { as: 'customer', params: { id: '{otherSession.id}' } },
  },
  /** Ends every session but this device's. */
  logOutOthers: { method: 'POST', path: '/api/sessions/log-out-others', response: z.undefined(), example: { as: 'customer' } },
  /** Ends every session, this device's too. */
  logOutEverywhere: { method: 'POST', path: '/api/sessions/log-out-everywhere', response: z.undefined(), example: { as: 'customer' } },
});
