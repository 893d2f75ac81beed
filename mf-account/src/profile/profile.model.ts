import { $user, i18n } from '@lemon/shared';
import { createEffect, sample } from 'effector';
import { showSuccessToastFx } from '../forms/toasts';
import { postEditProfile } from './profile.api';

/** Saves the profile form; the form awaits it to put a refusal at its fields. */
export const saveProfileFx = createEffect(postEditProfile);

// The answer is the user as they now are (with a `pending_email` when the address is changing): the
// page's one copy of the user follows it, so the header and the form show what was saved.
sample({ clock: saveProfileFx.doneData, target: $user });
sample({ clock: saveProfileFx.done, fn: () => i18n.t('account:profile.saved'), target: showSuccessToastFx });
