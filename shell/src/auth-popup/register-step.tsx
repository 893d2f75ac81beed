import { $locale, Link, localizedPath, useUnit, Trans, useTranslation } from '@lemon/shared';
import { registerPayloadSchema } from '@lemon/account-contract';
import { AddressFields, showServerRefusal, TextField, useContractForm, type CallFailure } from '@lemon/kit';
import { useState } from 'react';
import {
  $countriesFailed,
  $countryGroups,
  $registeringAtCheckout,
  countriesRetried,
  registerFx,
  type RegistrationFields,
} from './auth-popup.model';
import styles from './auth-popup.module.css';
import { CallFailureMessage, FormActions } from './form-parts';

const emptyRegistration: Record<keyof RegistrationFields, string> = {
  first_name: '',
  last_name: '',
  email: '',
  line1: '',
  line2: '',
  zip: '',
  city: '',
  country: '',
  password: '',
  password_confirmation: '',
};

/**
 * The spec's registration fields; on success the popup says to check the e-mail. On the way to delivery, the
 * address says what it is for, right above its fields.
 */
export function RegisterStep() {
  const { t } = useTranslation('shell');
  const [locale, register, countryGroups, countriesFailed, retryCountries, atCheckout] = useUnit([
    $locale,
    registerFx,
    $countryGroups,
    $countriesFailed,
    countriesRetried,
    $registeringAtCheckout,
  ]);
  const form = useContractForm(registerPayloadSchema, emptyRegistration);
  const [failure, setFailure] = useState<CallFailure>();

  const submit = form.handleSubmit(async (fields) => {
    setFailure(undefined);
    await register(fields).catch((error: unknown) => setFailure(showServerRefusal(form, error)));
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" data-initial-focus />
      {atCheckout && (
        <p className={styles.addressWhy} data-testid="delivery-address-why">
          {t('auth.register.deliveryAddressWhy')}
        </p>
      )}
      <AddressFields form={form} countries={countryGroups} />
      {countriesFailed && (
        <p className={styles.note} role="alert">
          {t('auth.register.countriesUnavailable')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => retryCountries()}>
            {t('auth.register.retryCountries')}
          </button>
        </p>
      )}
      <TextField
        form={form}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('common:passwordRule')}
      />
      <TextField
        form={form}
        name="password_confirmation"
        label={t('auth.register.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
      />
      <p className={styles.privacyNote}>
        {/* In a new tab: leaving for the page would close the popup and lose what was typed. */}
        <Trans
          t={t}
          i18nKey="auth.register.privacy"
          components={{ privacy: <Link to={localizedPath(locale, 'privacy')} target="_blank" /> }}
        />
      </p>
      <CallFailureMessage failure={failure} />
      <FormActions submitLabel={t('auth.register.submit')} sending={form.formState.isSubmitting} />
    </form>
  );
}
