import { editPasswordPayloadSchema } from '@lemon/account-contract';
import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { FormFrame } from '../forms/form-parts';
import { NewPasswordFields } from '../forms/new-password-fields';
import { changePasswordFx } from './password.model';

const schema = editPasswordPayloadSchema;
const empty = { current_password: '', password: '', password_confirmation: '' };

/** The current password, then the new one twice; emptied once changed. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useUnit(changePasswordFx);
  const form = useContractForm(schema, empty);
  const { submit, status } = useFormCall(form, change, () => form.reset(empty));

  return (
    <FormFrame onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p>{t('password.intro')}</p>
      <TextField form={form} name="current_password" label={t('password.current')} type="password" autoComplete="current-password" />
      <NewPasswordFields form={form} />
      <FormFooter form={form} status={status} submitLabel={t('password.save')} />
    </FormFrame>
  );
}
