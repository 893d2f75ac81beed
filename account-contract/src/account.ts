// Customer accounts: registration, e-mail verification, password reset, profile, address book. The same
// schemas check the forms in the browser and the calls on the server, so both refuse with the same codes.
import {
  countryCodeSchema,
  emailSchema,
  filledText,
  lazySchema,
  localeSchema,
  loggedInSchema,
  optionalText,
  recordIdParamsSchema,
  storedText,
  userSchema,
  z,
} from '@lemon/shared/contract';
import { storedAddressFields } from './stored-address';

/** The spec's password rule: at least 8 characters, with an upper case letter, a lower case letter and a digit. */
export const newPasswordSchema = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(200),
    z.refine((password) => password === '' || password.length >= 8, { params: { code: 'password_length' } }),
    z.refine((password) => password === '' || (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)), {
      params: { code: 'password_characters' },
    }),
  ),
);

/** A password being checked (login, the current one): any text, as it was chosen. */
const givenPassword = z.string().check(z.minLength(1), z.maxLength(200));

/** The confirmation equals the password, else `passwords_differ` on the confirmation. */
const confirmed = <Schema extends z.ZodMiniType<{ password: string; password_confirmation: string }>>(schema: Schema) =>
  schema.check(
    z.refine((payload) => payload.password === payload.password_confirmation, {
      path: ['password_confirmation'],
      params: { code: 'passwords_differ' },
      // Checked as soon as both are given, beside the other fields' refusals.
      when: ({ value }) => {
        const payload = value as { password?: unknown; password_confirmation?: unknown } | undefined;
        return typeof payload?.password === 'string' && typeof payload?.password_confirmation === 'string';
      },
    }),
  );

/** Where an order is delivered: the fields of an address, in registration and in the address book. */
const addressFields = {
  first_name: filledText(100),
  last_name: filledText(100),
  line1: filledText(200),
  line2: optionalText(200),
  zip: filledText(20),
  city: filledText(100),
  country: countryCodeSchema,
};

/** `POST /api/register`: the spec's registration fields; the first address becomes the default one. */
export const registerPayloadSchema = lazySchema(() =>
  confirmed(
    z.object({
      ...addressFields,
      email: emailSchema,
      password: newPasswordSchema,
      password_confirmation: z.string().check(z.minLength(1), z.maxLength(200)),
      /** The language of the verification e-mail and of the account. */
      locale: z._default(localeSchema, 'fr'),
      /**
       * Registered on the way to delivery, with this browser's cart: the e-mailed link then also logs in once, for a
       * short while, and leads back to delivery with that cart (`POST /api/email/verify/{userid}/{token}`).
       */
      checkout: z.optional(z.object({ cart_id: z.optional(storedText.check(z.minLength(1), z.maxLength(64))) })),
    }),
  ),
);
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** Register's answer (201): no token, the account cannot log in before its address is verified. */
export const registerResponseSchema = lazySchema(() => z.object({ data: z.object({ status: z.literal('verification_sent') }) }));

/** `GET /api/email/verify/{userid}/{token}` (verifies), and `POST` on the same address (the shop’s page following the link). */
export const verifyEmailParamsSchema = lazySchema(() =>
  z.extend(recordIdParamsSchema('Link'), { token: z.string().check(z.minLength(1), z.maxLength(200)) }),
);
/**
 * Whether the address is now verified or was already; an invalid link is a 422 `invalid_token`, an old one `expired_token`.
 * `POST` (the page following the link) says more of a link sent to an account registered at checkout: `next` is where
 * the shopper was going, and the first time it is followed, within its short while, `session` logs them in (as a
 * login's answer) and `cart_id` is their cart, now theirs. `GET` only verifies.
 */
export const verifyEmailResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      status: z.enum(['verified', 'already_verified']),
      next: z.optional(z.literal('delivery')),
      session: z.optional(loggedInSchema),
      cart_id: z.optional(z.string()),
    }),
  }),
);

/** `POST /api/email/resend` and `POST /api/forgot-password`: the same answer whether or not the address has an account. */
export const emailRequestPayloadSchema = lazySchema(() => z.object({ email: emailSchema, locale: z._default(localeSchema, 'fr') }));
export type EmailRequestPayload = z.input<typeof emailRequestPayloadSchema>;
export const emailRequestResponseSchema = lazySchema(() => z.object({ data: z.object({ status: z.literal('sent_if_known') }) }));

/** `POST /api/reset-password`: the token of the e-mailed link, and the new password twice. */
export const resetPasswordPayloadSchema = lazySchema(() =>
  confirmed(
    z.object({
      token: z.string().check(z.minLength(1), z.maxLength(200)),
      email: emailSchema,
      password: newPasswordSchema,
      password_confirmation: z.string().check(z.minLength(1), z.maxLength(200)),
    }),
  ),
);
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;

/** A call that changed something and has nothing more to say. */
export const doneResponseSchema = lazySchema(() => z.object({ data: z.object({ status: z.literal('done') }) }));

/**
 * `POST /api/edit-profile`. A new e-mail address needs the current password; it replaces the old one only
 * once its own verification link is followed (until then the user's `pending_email`).
 */
export const editProfilePayloadSchema = lazySchema(() =>
  z.strictObject({
    first_name: filledText(100),
    last_name: filledText(100),
    locale: localeSchema,
    email: emailSchema,
    current_password: z.optional(givenPassword),
  }),
);
export type EditProfilePayload = z.input<typeof editProfilePayloadSchema>;
export const editProfileResponseSchema = lazySchema(() => z.object({ data: userSchema }));

/** `POST /api/edit-password`: the current password, the new one twice; the user's other sessions end. */
export const editPasswordPayloadSchema = lazySchema(() =>
  confirmed(
    z.object({
      current_password: givenPassword,
      password: newPasswordSchema,
      password_confirmation: z.string().check(z.minLength(1), z.maxLength(200)),
    }),
  ),
);
export type EditPasswordPayload = z.input<typeof editPasswordPayloadSchema>;

/**
 * `POST /api/account/delete`: the account is erased at once (the orders and invoices the law makes the shop keep
 * stay, without the rest). The current password, and a staff member's second factor (an app code or a recovery
 * code). Refused with `orders_in_progress` (its `details.references`) while an order is paid and not yet delivered.
 */
export const deleteAccountPayloadSchema = lazySchema(() =>
  z.strictObject({
    current_password: givenPassword,
    second_factor_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  }),
);
export type DeleteAccountPayload = z.input<typeof deleteAccountPayloadSchema>;
/** The account is gone, and the unpaid orders it cancelled first. */
export const deleteAccountResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ status: z.literal('erased'), orders_cancelled: z.array(z.string()) }) }),
);

/**
 * `POST /api/account/data-export`: a copy of the account's data. A small one is ready at once (`ready`: its
 * address, valid an hour); a large one is made in the background and its link mailed (`mailed`, answered 202).
 */
export const dataExportResponseSchema = lazySchema(() =>
  z.object({
    data: z.union([
      z.object({ status: z.literal('ready'), download_url: z.string() }),
      z.object({ status: z.literal('mailed'), email: z.string() }),
    ]),
  }),
);
export type DataExportAnswer = z.infer<typeof dataExportResponseSchema>['data'];

/** `POST /api/addresses`, `PUT /api/addresses/{id}`: an address of the book. */
export const addressPayloadSchema = lazySchema(() =>
  z.object({
    label: filledText(60),
    ...addressFields,
    is_default: z._default(z.boolean(), false),
  }),
);
export type AddressPayload = z.input<typeof addressPayloadSchema>;

export const addressSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: z.string(),
    ...storedAddressFields(),
    is_default: z.boolean(),
  }),
);
export type Address = z.infer<typeof addressSchema>;

export const addressParamsSchema = lazySchema(() => recordIdParamsSchema('Address'));
/** `GET /api/addresses` and `POST /api/addresses/{id}/default`: the whole book, the default first. */
export const addressBookResponseSchema = lazySchema(() => z.object({ data: z.array(addressSchema) }));
export const addressResponseSchema = lazySchema(() => z.object({ data: addressSchema }));
