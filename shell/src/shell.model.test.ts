import { $user, logOutFx } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { expect, it, vi } from 'vitest';
import { reloadPageFx } from './auth-request/reload-page';
import './shell.model';
import { anna } from './test-support/shoppers';

it('reloads the page when the shopper logs out, from whichever app, even if the server call fails', async () => {
  for (const logOut of [async () => undefined, () => Promise.reject(new Error('offline'))]) {
    const reload = vi.fn();
    const scope = fork({
      values: [[$user, anna]],
      handlers: [
        [logOutFx, logOut],
        [reloadPageFx, reload],
      ],
    });
    await allSettled(logOutFx, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  }
});
