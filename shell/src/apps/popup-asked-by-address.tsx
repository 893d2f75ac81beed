import { FeatureAppFallback, ModalDialog, useHydrated } from '@lemon/kit';
import { useLocation, useNavigate, useTranslation } from '@lemon/shared';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { retryableLazy } from './retryable-lazy';
import styles from './popup-asked-by-address.module.css';

/** A page's address as the router gives it. */
interface Address {
  pathname: string;
  search: string;
  hash: string;
}

interface PopupOptions {
  /** What the console names when it fails. */
  name: string;
  /** The part of the shop its fallback stands for (`data-fallback-for`). */
  fallbackFor: string;
  load: () => Promise<ComponentType>;
  /** Whether a page's query asks for the popup (`?showAuth=1`, `?order=success`). */
  askedBy: (search: string) => boolean;
  /** The address that no longer asks for it: closing the dialog that says it could not load leads there. */
  leave: (address: Address) => string;
}

/**
 * A popup the address asks for, whose code loads only then: a page the shopper only reads never fetches it. Once
 * asked for, it stays in the page (it opens and closes itself with the address). If its code cannot load, a dialog
 * says so in its place, with a button that tries again and one that closes it.
 */
export function popupAskedByAddress({ name, fallbackFor, load, askedBy, leave }: PopupOptions): ComponentType {
  const Popup = retryableLazy({
    name,
    fallbackFor,
    load,
    loading: null,
    failed: (retry) => <LoadFailedDialog app={fallbackFor} onRetry={retry} askedBy={askedBy} leave={leave} />,
  });

  function PopupAskedByAddress() {
    const { search } = useLocation();
    // Once the page is live: the server draws no popup, and the page it drew is taken over as it is.
    const askedNow = useHydrated() && askedBy(search);
    const [asked, setAsked] = useState(askedNow);
    if (askedNow && !asked) setAsked(true);
    return asked ? <Popup /> : null;
  }
  PopupAskedByAddress.displayName = `PopupAskedByAddress(${name})`;
  return PopupAskedByAddress;
}

function LoadFailedDialog({
  app,
  onRetry,
  askedBy,
  leave,
}: Pick<PopupOptions, 'askedBy' | 'leave'> & { app: string; onRetry: () => void }) {
  const { t } = useTranslation(['common', 'shell']);
  const address = useLocation();
  const navigate = useNavigate();
  const fallback = useRef<HTMLDivElement>(null);
  const open = askedBy(address.search);
  const close = () => navigate(leave(address), { replace: true });
  // Focus goes in, on its button that tries again, as in every popup of the shop.
  useEffect(() => {
    if (open) fallback.current?.querySelector<HTMLElement>('[data-fallback-for] button')?.focus();
  }, [open]);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      closeLabel={t('shell:unavailablePopup.close')}
      className={styles.failed}
      aria-label={t('common:featureApp.unavailable')}
    >
      <div ref={fallback}>
        <FeatureAppFallback app={app} onRetry={onRetry} />
      </div>
    </ModalDialog>
  );
}
