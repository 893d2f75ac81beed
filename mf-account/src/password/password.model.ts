import { i18n } from '@lemon/shared';
import { createEffect, sample } from 'effector';
import { showSuccessToastFx } from '../forms/toasts';
import { postEditPassword } from './password.api';

/** Changes the password from the form; the form awaits it to put a refusal at its fields. */
export const changePasswordFx = createEffect(postEditPassword);

sample({ clock: changePasswordFx.done, fn: () => i18n.t('account:password.saved'), target: showSuccessToastFx });
