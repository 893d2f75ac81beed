import { TextField } from '@lemon/kit';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@lemon/shared';

/** The fields of a form choosing a new password. */
interface NewPassword {
  password: string;
  password_confirmation: string;
}

/** A new password, with the shop's rule as its hint, and its confirmation (changing it, or resetting it). */
export function NewPasswordFields<Values extends FieldValues & NewPassword>({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        form={form}
        name={'password' as Path<Values>}
        label={t('newPassword.password')}
        hint={t('common:passwordRule')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name={'password_confirmation' as Path<Values>}
        label={t('newPassword.confirmation')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
