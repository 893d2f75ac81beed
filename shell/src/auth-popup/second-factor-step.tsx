import { $secondFactorChallenge, stepCancelled } from './auth-popup.model';
import { logInWithSecondFactorFx, ValidationError, useUnit, useTranslation } from '@lemon/shared';
import { secondFactorConfirmPayloadSchema } from '@lemon/account-contract';
import { showServerRefusal, TextField, useContractForm, type CallFailure } from '@lemon/kit';
import { useState } from 'react';
import styles from './auth-popup.module.css';
import { CallFailureMessage, FormActions } from './form-parts';

/** A staff login's second step: the 6-digit code of the authenticator app, or a recovery code. */
export function SecondFactorStep() {
  const { t } = useTranslation('shell');
  const [challenge, logIn, backToLogin] = useUnit([$secondFactorChallenge, logInWithSecondFactorFx, stepCancelled]);
  const form = useContractForm(secondFactorConfirmPayloadSchema, { code: '' });
  const [failure, setFailure] = useState<CallFailure>();
  const [expired, setExpired] = useState(false);

  // Success reloads the page (the popup's model): only a failure stays here.
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    await logIn({ challenge: challenge ?? '', code }).catch((error: unknown) => {
      // The login waited too long, or took its share of wrong codes: the password again.
      if (error instanceof ValidationError && error.fieldErrors.challenge) setExpired(true);
      else setFailure(showServerRefusal(form, error));
    });
  });

  if (expired || !challenge)
    return (
      <>
        <p className={styles.intro} role="alert">
          {t('auth.secondFactor.expired')}
        </p>
        <button type="button" className={`button-primary ${styles.wide}`} onClick={() => backToLogin()} data-initial-focus>
          {t('auth.secondFactor.again')}
        </button>
      </>
    );
  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('auth.secondFactor.intro')}</p>
      <TextField
        form={form}
        name="code"
        label={t('auth.secondFactor.code')}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        data-initial-focus
      />
      <CallFailureMessage failure={failure} />
      <FormActions submitLabel={t('auth.secondFactor.submit')} sending={form.formState.isSubmitting} />
    </form>
  );
}
