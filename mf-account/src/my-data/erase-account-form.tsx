import type { User } from '@lemon/shared';
import { deleteAccountPayloadSchema } from '@lemon/account-contract';
import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { FormFrame } from '../forms/form-parts';
import { deleteAccountFx } from './my-data.model';
import styles from './my-data.module.css';

/**
 * "Delete my account": the current password (and a staff member's app code), then a last question before the
 * account goes. A refusal (wrong password, an order on its way) shows in the form; success shows the farewell.
 */
export function EraseAccountForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const erase = useUnit(deleteAccountFx);
  // A shopper has no second factor: the field is neither shown nor sent.
  const empty = user.second_factor_enrolled ? { current_password: '', second_factor_code: '' } : { current_password: '' };
  const form = useContractForm(deleteAccountPayloadSchema, empty);
  const { submit, status } = useFormCall(form, erase);
  const [asking, setAsking] = useState(false);

  const confirmed = async () => {
    await submit();
    setAsking(false);
  };

  return (
    <section aria-labelledby="erase-account-title" className={styles.section}>
      <h2 id="erase-account-title">{t('myData.erase.title')}</h2>
      <p>{t('myData.erase.intro')}</p>
      <p>{t('myData.erase.unpaid')}</p>
      <FormFrame onSubmit={form.handleSubmit(() => setAsking(true))} aria-labelledby="erase-account-title">
        <TextField form={form} name="current_password" label={t('myData.erase.password')} type="password" autoComplete="current-password" />
        {user.second_factor_enrolled && (
          <TextField
            form={form}
            name="second_factor_code"
            label={t('myData.erase.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        )}
        <FormFooter form={form} status={status} submitLabel={t('myData.erase.action')} />
      </FormFrame>
      <ConfirmDialog
        open={asking}
        title={t('myData.erase.confirm.title')}
        message={t('myData.erase.confirm.message')}
        confirmLabel={t('myData.erase.confirm.confirm')}
        cancelLabel={t('myData.erase.confirm.cancel')}
        busy={status.sending}
        onConfirm={() => void confirmed()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
