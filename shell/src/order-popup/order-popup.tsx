import { $locale, Link, localizedPath, useLocation, useNavigate } from '@lemon/shared';
import { useModalDialog } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import iconButtonStyles from '../icons/icon-button.module.css';
import { CloseIcon } from '../icons/icons';
import { orderOutcomeOf } from './order-outcome';
import styles from './order-popup.module.css';

/**
 * The order confirmation popup of the home page, where the payment page sends the shopper back with
 * `?order=success` (or anything else when the payment failed). A modal dialog: focus moves to its title,
 * stays inside, and goes back on closing; its close icon and Escape lead home without the query.
 */
export function OrderPopup() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  const { search } = useLocation();
  const navigate = useNavigate();
  const outcome = orderOutcomeOf(search);
  const home = localizedPath(locale, 'home');
  const dialog = useRef<HTMLDialogElement>(null);
  // Replaced, not pushed: going back must not show the popup again.
  const dialogProps = useModalDialog(dialog, outcome !== null, () => navigate(home, { replace: true }));
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // It only says something: the title takes the focus, so that a screen reader starts there.
  useLayoutEffect(() => {
    if (outcome) title.current?.focus();
  }, [outcome]);

  return (
    <dialog id="order-popup" ref={dialog} {...dialogProps} className={styles.popup} aria-labelledby={titleId}>
      {outcome && (
        <div className={`${styles.panel} ${styles[outcome]}`} data-outcome={outcome}>
          <Link to={home} replace className={`${iconButtonStyles.iconButton} ${styles.close}`} aria-label={t('orderPopup.close')}>
            <CloseIcon />
          </Link>
          <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
            {t(`orderPopup.${outcome}.title`)}
          </h2>
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
        </div>
      )}
    </dialog>
  );
}
