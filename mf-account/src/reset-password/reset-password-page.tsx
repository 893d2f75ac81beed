import { Page } from '@lemon/kit';
import { useEffect } from 'react';
import { useSearchParams, useUnit, useTranslation } from '@lemon/shared';
import { LogInLink } from '../outcome/log-in-link';
import { OutcomeMessage } from '../outcome/outcome-message';
import { ResetPasswordForm } from './reset-password-form';
import { $resetOutcome, resetPasswordPageOpened } from './reset-password.model';

/** `/reset-password?token=…&email=…`, the link of the reset e-mail, in the visitor's guessed language. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [outcome, opened] = useUnit([$resetOutcome, resetPasswordPageOpened]);
  useEffect(() => {
    opened();
  }, [opened, token, email]);
  // A link without its token or address cannot work either.
  const shown = token && email ? outcome : 'dead_link';

  return (
    <Page title={t('resetPassword.title')} description={t('resetPassword.description')}>
      {shown === 'form' && <ResetPasswordForm key={`${token} ${email}`} token={token} email={email} />}
      {shown === 'done' && (
        <OutcomeMessage tone="success">
          <p>{t('resetPassword.done')}</p>
          <LogInLink>{t('actions.logIn')}</LogInLink>
        </OutcomeMessage>
      )}
      {/* Asking again is the auth popup's "forgotten password" step. */}
      {shown === 'dead_link' && (
        <OutcomeMessage tone="problem">
          <p>{t('resetPassword.deadLink')}</p>
          <LogInLink>{t('resetPassword.askAgain')}</LogInLink>
        </OutcomeMessage>
      )}
    </Page>
  );
}
