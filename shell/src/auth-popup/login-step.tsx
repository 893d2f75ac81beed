import { logInFx, loginPayloadSchema, SecondFactorRequired, useUnit, useTranslation } from '@lemon/shared';
import { showServerRefusal, TextField, useContractForm, type CallFailure } from '@lemon/kit';
import { useEffect, useRef, useState } from 'react';
import { $verificationResend, forgotPasswordChosen, verificationResendClicked, type VerificationResend } from './auth-popup.model';
import styles from './auth-popup.module.css';
import { CallFailureMessage, FormActions } from './form-parts';

/** E-mail and password; a refusal shows at its field, and an unverified address can ask for its link again. */
export function LoginStep() {
  const { t } = useTranslation('shell');
  const [logIn, forgotPassword, resendLink, resend] = useUnit([
    logInFx,
    forgotPasswordChosen,
    verificationResendClicked,
    $verificationResend,
  ]);
  const form = useContractForm(loginPayloadSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<CallFailure>();

  // Success reloads the page (the popup's model), and a staff login moves on to its code: only a failure stays here.
  const submit = form.handleSubmit(async (payload) => {
    setFailure(undefined);
    await logIn(payload).catch((error: unknown) => {
      if (!(error instanceof SecondFactorRequired)) setFailure(showServerRefusal(form, error));
    });
  });
  const unverified = form.formState.errors.email?.message === 'email_unverified';

  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" data-initial-focus />
      {unverified && <ResendLinkOffer status={resend} onResend={() => resendLink({ email: form.getValues('email').trim() })} />}
      <TextField form={form} name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
      <button type="button" className={styles.linkButton} onClick={() => forgotPassword()}>
        {t('auth.login.forgotPassword')}
      </button>
      <CallFailureMessage failure={failure} />
      <FormActions submitLabel={t('auth.login.submit')} sending={form.formState.isSubmitting} />
    </form>
  );
}

/**
 * The spec's message for an unverified address says to follow the e-mailed link: this sends it again, then
 * says so where the button was (focused, so that it is read and focus stays in the popup).
 */
function ResendLinkOffer({ status, onResend }: { status: VerificationResend; onResend: () => void }) {
  const { t } = useTranslation('shell');
  const common = useTranslation('common').t;
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status !== 'idle') answer.current?.focus();
  }, [status]);

  if (status === 'idle') {
    return (
      <p className={styles.note}>
        <button type="button" className={styles.linkButton} onClick={onResend}>
          {t('auth.login.resendLink')}
        </button>
      </p>
    );
  }
  const said = { sent: t('auth.login.linkResent'), too_many_attempts: common('errors.tooManyAttempts'), failed: common('errors.generic') };
  return (
    <p ref={answer} className={styles.note} role="status" tabIndex={-1}>
      {said[status]}
    </p>
  );
}
