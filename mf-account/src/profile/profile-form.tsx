import { localeNames, locales, type User, useUnit, useTranslation } from '@lemon/shared';
import { editProfilePayloadSchema, type EditProfilePayload } from '@lemon/account-contract';
import { FormFooter, SelectField, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useEffect } from 'react';
import { FormFrame } from '../forms/form-parts';
import { saveProfileFx } from './profile.model';
import { PendingEmailNotice } from './pending-email-notice';

const localeOptions = locales.map((locale) => ({ value: locale, label: localeNames[locale] }));

/** The form as the saved user fills it; the current password is asked only for a new address. */
const profileValues = (user: User): EditProfilePayload => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  locale: user.locale,
});

/** Whether the typed address is another one than the account's (addresses are kept in lower case). */
export const isNewEmail = (typed: string, user: User) => typed.trim().toLowerCase() !== user.email.toLowerCase();

/** First name, last name, e-mail address and language; a new address needs the current password. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const save = useUnit(saveProfileFx);
  const form = useContractForm(editProfilePayloadSchema, profileValues(user));
  const { submit, status } = useFormCall(form, save, (saved) => form.reset(profileValues(saved)));
  const asksPassword = isNewEmail(form.watch('email'), user);

  // Back to the account's address: the password field goes, and so does anything typed in it.
  useEffect(() => {
    if (!asksPassword) form.unregister('current_password');
  }, [asksPassword, form]);

  return (
    <FormFrame onSubmit={submit} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <PendingEmailNotice user={user} />
      <TextField form={form} name="first_name" label={t('profile.firstName')} autoComplete="given-name" />
      <TextField form={form} name="last_name" label={t('profile.lastName')} autoComplete="family-name" />
      <TextField form={form} name="email" label={t('profile.email')} type="email" autoComplete="email" />
      {asksPassword && (
        <TextField
          form={form}
          name="current_password"
          label={t('profile.currentPassword')}
          hint={t('profile.currentPasswordHint')}
          type="password"
          autoComplete="current-password"
        />
      )}
      <SelectField form={form} name="locale" label={t('profile.locale')} hint={t('profile.localeHint')} options={localeOptions} />
      <FormFooter form={form} status={status} submitLabel={t('profile.save')} />
    </FormFrame>
  );
}
