import { $locale, $user, Link, localizedPath, useLocation, useNavigate, useUnit, Trans, useTranslation } from '@lemon/shared';
import type { Order } from '@lemon/orders-contract';
import { CloseIcon, dialogCloseClass, ModalDialog, shopAddressLine } from '@lemon/kit';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { orderReturnOf } from './order-outcome';
import { $payAgainProblem, $payingAgain, payAgainClicked, poppedOrder } from './order-popup.model';
import styles from './order-popup.module.css';

/**
 * The order confirmation popup of the home page, where the payment page sends the shopper back with
 * `?order=success&reference=…` (or `order=error` when the payment failed). A modal dialog: focus moves to its
 * title, stays inside, and goes back on closing; its close icon and Escape lead home without the query. Once the
 * order is read, it says which order it is and what comes next, or offers to pay it again.
 */
export function OrderPopup() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  const { search } = useLocation();
  const navigate = useNavigate();
  const orderReturn = orderReturnOf(search);
  const outcome = orderReturn?.outcome ?? null;
  const reference = orderReturn?.reference ?? null;
  const home = localizedPath(locale, 'home');
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [orderState, readOrder] = useUnit([poppedOrder.$state, poppedOrder.opened]);
  const order = orderState.status === 'ready' && orderState.data.reference === reference ? orderState.data : null;

  useEffect(() => {
    if (reference) readOrder(reference);
  }, [reference, readOrder]);

  // It only says something: the title takes the focus, so that a screen reader starts there.
  useLayoutEffect(() => {
    if (outcome) title.current?.focus();
  }, [outcome]);

  return (
    <ModalDialog
      id="order-popup"
      open={outcome !== null}
      // Replaced, not pushed: going back must not show the popup again.
      onClose={() => navigate(home, { replace: true })}
      className={styles.popup}
      aria-labelledby={titleId}
    >
      {outcome && (
        <div className={`${styles.panel} ${styles[outcome]}`} data-outcome={outcome}>
          <Link to={home} replace className={dialogCloseClass} aria-label={t('orderPopup.close')}>
            <CloseIcon />
          </Link>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
            {t(`orderPopup.${outcome}.title`)}
          </h2>
          {order && <p className={styles.reference}>{t('orderPopup.reference', { reference: order.reference })}</p>}
          <p className={styles.text}>
            <Trans
              t={t}
              i18nKey={`orderPopup.${outcome}.text`}
              components={{
                account: <Link to={`${localizedPath(locale, 'account')}?tab=orders`} />,
                contact: <Link to={localizedPath(locale, 'contact')} />,
              }}
            />
          </p>
          {outcome === 'success' && <NextSteps order={order} />}
          {outcome === 'error' && order?.status === 'new' && <PayAgain reference={order.reference} />}
        </div>
      )}
    </ModalDialog>
  );
}

/** What happens after a payment: the e-mail on its way, then, once the order is read, the parcel or the shop's counter. */
function NextSteps({ order }: { order: Order | null }) {
  const { t } = useTranslation('shell');
  const user = useUnit($user);
  return (
    <ul className={styles.nextSteps}>
      <li>{user ? t('orderPopup.success.mailSent', { email: user.email }) : t('orderPopup.success.mailOnItsWay')}</li>
      {order && (
        <li>
          {order.address
            ? t('orderPopup.success.shipping', { city: order.address.city })
            : t('orderPopup.success.pickup', { address: shopAddressLine() })}
        </li>
      )}
    </ul>
  );
}

/** Straight back to paying the order that failed, or why it cannot be. */
function PayAgain({ reference }: { reference: string }) {
  const { t } = useTranslation('shell');
  const [paying, problem, payAgain] = useUnit([$payingAgain, $payAgainProblem, payAgainClicked]);
  return (
    <div className={styles.payAgain}>
      <button type="button" className="button-primary" disabled={paying} onClick={() => payAgain(reference)}>
        {paying ? t('orderPopup.error.payingAgain') : t('orderPopup.error.payAgain')}
      </button>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
