import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { emailRequestPayloadSchema } from '@lemon/account-contract';
import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { FormFrame } from '../forms/form-parts';
import { OutcomeMessage } from '../outcome/outcome-message';
import { $linkResent, resendLinkFx } from './verify-email.model';

/** An address to send a new verification link to; the e-mail is written in the page's language. */
export function ResendLinkForm() {
  const { t } = useTranslation('account');
  const [locale, resent, resend] = useUnit([$locale, $linkResent, resendLinkFx]);
  const form = useContractForm(emailRequestPayloadSchema, { email: '', locale });
  const { submit, status } = useFormCall(form, resend);

  if (resent) {
    return (
      <OutcomeMessage tone="success">
        <p>{t('resendLink.sent')}</p>
      </OutcomeMessage>
    );
  }
  return (
    <FormFrame onSubmit={submit}>
      <p>{t('verifyEmail.askAgain')}</p>
      <TextField form={form} name="email" label={t('resendLink.email')} type="email" autoComplete="email" />
      <FormFooter form={form} status={status} submitLabel={t('resendLink.send')} />
    </FormFrame>
  );
}
