import { createEffect } from 'effector';
import { pathOf, withoutAuthRequest } from './auth-request';

/**
 * The spec reloads the page after login and logout, from the popup or from any app; the request for the popup
 * does not survive it.
 */
export const reloadPageFx = createEffect(() => {
  const address = withoutAuthRequest(location);
  // Another query is always a new load; the same address (with a hash, maybe) needs reload().
  if (address === pathOf(location)) location.reload();
  else location.replace(address);
});
