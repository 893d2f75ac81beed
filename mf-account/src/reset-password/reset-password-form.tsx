import { resetPasswordPayloadSchema } from '@lemon/account-contract';
import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { FormFrame } from '../forms/form-parts';
import { NewPasswordFields } from '../forms/new-password-fields';
import { resetPasswordFx } from './reset-password.model';

const schema = resetPasswordPayloadSchema;

/** The new password twice; the link's token goes with it unseen, its address is shown but not to be changed. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('account');
  const reset = useUnit(resetPasswordFx);
  const form = useContractForm(schema, { token, email, password: '', password_confirmation: '' });
  const { submit, status } = useFormCall(form, reset);

  return (
    <FormFrame onSubmit={submit}>
      <p>{t('resetPassword.intro')}</p>
      <TextField form={form} name="email" label={t('resetPassword.email')} type="email" readOnly autoComplete="username" />
      <NewPasswordFields form={form} />
      <FormFooter form={form} status={status} submitLabel={t('resetPassword.save')} />
    </FormFrame>
  );
}
