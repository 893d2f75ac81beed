import {
  api,
  countryGroupsSchema,
  emailRequestResponseSchema,
  registerResponseSchema,
  type CountryGroups,
  type EmailRequestPayload,
  type Locale,
  type RegisterPayload,
} from '@lemon/shared';

/** Creates the account; it logs in only once its address is verified, through the link the API e-mails. */
export const postRegistration = async (payload: RegisterPayload): Promise<void> => {
  await api.post('/api/register', registerResponseSchema, payload);
};

/** E-mails a link to choose a new password, if the address has an account (the answer does not say). */
export const postForgotPassword = async (payload: EmailRequestPayload): Promise<void> => {
  await api.post('/api/forgot-password', emailRequestResponseSchema, payload);
};

/** E-mails the verification link again, if the address awaits it (the answer does not say). */
export const postVerificationResend = async (payload: EmailRequestPayload): Promise<void> => {
  await api.post('/api/email/resend', emailRequestResponseSchema, payload);
};

/** The countries the shop delivers to, by delivery zone, named in the page's language. */
export const getCountries = async (locale: Locale): Promise<CountryGroups> =>
  (await api.get('/api/countries', countryGroupsSchema, { locale })).data;
