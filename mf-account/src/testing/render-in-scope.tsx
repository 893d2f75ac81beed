// For the component tests: a page or form drawn in a fork() scope whose calls are handlers, inside a
// router at a given URL, with the account's texts. Imported by tests only.
import { registerTranslations, Provider } from '@lemon/shared';
import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { accountTranslations } from '../i18n';

/** The French texts the tests read, as the shopper sees them. */
export const texts = accountTranslations.fr;

/** jsdom has no modal dialogs: enough of one for the tests (opening, closing, `open`). */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Where the router is, and a way back, for the tests to read and use. */
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div hidden>
      <span data-testid="location">{location.pathname + location.search}</span>
      <button type="button" data-testid="history-back" onClick={() => navigate(-1)} />
    </div>
  );
}

interface RenderOptions {
  scope: Scope;
  url?: string;
  /** The route pattern the element is drawn on (its params come from the URL). */
  path?: string;
}

export function renderInScope(element: ReactNode, { scope, url = '/fr/mon-compte', path = '*' }: RenderOptions) {
  registerTranslations('account', accountTranslations);
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <RouterProbe />
      </MemoryRouter>
    </Provider>,
  );
}

/** The common French texts: what a refused field says (`validation.errors.{code}`), the generic errors. */
export const commonTexts = commonTranslations.fr;
