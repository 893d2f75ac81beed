import { pageAddressAttribute } from '@lemon/app-protocol/render';

/**
 * A page the server answered at another address than its own (a form drawn back where the browser posted it,
 * `/api/forms/contact`) takes its own address before anything reads it: the routes, the links, a reload.
 */
export function takePageAddress(): void {
  const own = document.getElementById('shell')?.getAttribute(pageAddressAttribute);
  if (own?.startsWith('/') && own !== location.pathname) history.replaceState(history.state, '', own);
}
