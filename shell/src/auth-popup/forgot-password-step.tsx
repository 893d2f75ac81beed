import { emailRequestPayloadSchema } from '@lemon/account-contract';
import { TextField, useContractForm } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { $forgotPasswordSending, forgotPasswordSubmitted } from './auth-popup.model';
import styles from './auth-popup.module.css';
import { FormActions } from './form-parts';

/** The address to e-mail a new-password link to; whatever the answer, the next step says one is on its way. */
export function ForgotPasswordStep() {
  const { t } = useTranslation('shell');
  const [submitted, sending] = useUnit([forgotPasswordSubmitted, $forgotPasswordSending]);
  const form = useContractForm(emailRequestPayloadSchema, { email: '' });
  const submit = form.handleSubmit(({ email }) => submitted({ email }));

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('auth.forgotPassword.intro')}</p>
      <TextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" data-initial-focus />
      <FormActions submitLabel={t('auth.forgotPassword.submit')} sending={sending} />
    </form>
  );
}
