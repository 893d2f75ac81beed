import { api, type Locale } from '@lemon/shared';
import type { EmailRequestPayload, RegisterPayload } from '@lemon/account-contract';
import type { CountryGroups } from '@lemon/orders-contract';
import { shellCalls } from '../calls';

const { register, forgotPassword, resendVerification, countries } = shellCalls;

/** Creates the account; it logs in only once its address is verified, through the link the API e-mails. */
export const postRegistration = async (payload: RegisterPayload): Promise<void> => {
  await api.post(register.path, register.response, payload);
};

/** E-mails a link to choose a new password, if the address has an account (the answer does not say). */
export const postForgotPassword = async (payload: EmailRequestPayload): Promise<void> => {
  await api.post(forgotPassword.path, forgotPassword.response, payload);
};

/** E-mails the verification link again, if the address awaits it (the answer does not say). */
export const postVerificationResend = async (payload: EmailRequestPayload): Promise<void> => {
  await api.post(resendVerification.path, resendVerification.response, payload);
};

/** The countries the shop delivers to, by delivery zone, named in the page's language. */
export const getCountries = async (locale: Locale): Promise<CountryGroups> =>
  (await api.get(countries.path, countries.response, { locale })).data;
