import { FormFooter, makeCall, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { $user, loginPayloadSchema, logOutFx, type LoginPayload, ValidationError, useUnit, useTranslation } from '@lemon/shared';
import { secondFactorConfirmPayloadSchema, type SecondFactorConfirmPayload } from '@lemon/account-contract';
import { useState } from 'react';
import { QuestionDialog } from '../ui/question-dialog';
import { signedInAgain, useSessionEnded } from '../api/session-ended';
import { sessionCalls } from './session-api';
import styles from './sign-in-again.module.css';

/**
 * When the staff session ends while the owner works, she signs in again here, over the page she was on: her
 * password, then her app's code. The page and what she typed stay; the calls that waited are sent then.
 * (The shop's own login reloads the page: this one calls the API itself so that nothing is lost.)
 */
export function SignInAgain() {
  const { t } = useTranslation('admin');
  const ended = useSessionEnded();
  const [user, logOut] = useUnit([$user, logOutFx]);
  const [challenge, setChallenge] = useState<string>();
  const done = () => {
    setChallenge(undefined);
    signedInAgain();
  };
  return (
    <QuestionDialog
      open={ended && user !== null}
      // The page waits on her: she signs in again, or leaves through the button that says what it costs.
      onClose={() => undefined}
      title={t('session.title')}
    >
      <p>{t('session.text')}</p>
      {challenge === undefined ? (
        <PasswordStep email={user?.email ?? ''} onSignedIn={done} onCodeAsked={setChallenge} />
      ) : (
        <CodeStep challenge={challenge} onSignedIn={done} onExpired={() => setChallenge(undefined)} />
      )}
      <button type="button" className={`button-secondary ${styles.leave}`} onClick={() => void logOut()}>
        {t('session.leave')}
      </button>
    </QuestionDialog>
  );
}

function PasswordStep({
  email,
  onSignedIn,
  onCodeAsked,
}: {
  email: string;
  onSignedIn: () => void;
  onCodeAsked: (challenge: string) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useContractForm(loginPayloadSchema, { email, password: '' });
  const logIn = async (payload: LoginPayload) => (await makeCall(sessionCalls.signInAgain, { body: payload })).data;
  const { submit, status } = useFormCall(form, logIn, (answer) => ('challenge' in answer ? onCodeAsked(answer.challenge) : onSignedIn()));
  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.who}>{t('session.who', { email })}</p>
      <TextField form={form} name="password" type="password" label={t('session.password')} autoComplete="current-password" />
      <FormFooter form={form} status={status} submitLabel={t('session.continue')} />
    </form>
  );
}

function CodeStep({ challenge, onSignedIn, onExpired }: { challenge: string; onSignedIn: () => void; onExpired: () => void }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(secondFactorConfirmPayloadSchema, { code: '' });
  const confirm = ({ code }: SecondFactorConfirmPayload) =>
    makeCall(sessionCalls.signInAgainWithCode, { body: { challenge, code } }).catch((error: unknown) => {
      // The login waited too long, or took its share of wrong codes: the password again.
      if (error instanceof ValidationError && error.fieldErrors.challenge) onExpired();
      throw error;
    });
  const { submit, status } = useFormCall(form, confirm, onSignedIn);
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        form={form}
        name="code"
        label={t('session.code')}
        hint={t('session.codeHint')}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoFocus
      />
      <FormFooter form={form} status={status} submitLabel={t('session.confirm')} />
    </form>
  );
}
