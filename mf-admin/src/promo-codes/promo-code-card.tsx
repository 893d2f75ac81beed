import { $locale, ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { StaffPromoCode } from '@lemon/staff-contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useDeletePromoCode, useSwitchPromoCode } from './promo-codes-calls';
import { promoCodeInWords, promoCodeStateOf, usesInWords } from './promo-code-words';
import styles from './promo-codes.module.css';

/** One code: its rule in words, its uses and state, and what the owner may do with it. */
export function PromoCodeCard({ promo, justSaved = false, onEdit }: { promo: StaffPromoCode; justSaved?: boolean; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const switchCode = useSwitchPromoCode();
  const showToast = useUnit(showToastFx);
  const deleteCode = useDeletePromoCode();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // Just saved: brought into view and given the focus, so the owner sees it and the keyboard goes on from it.
  useEffect(() => {
    if (!justSaved) return;
    title.current?.scrollIntoView?.({ block: 'center' });
    title.current?.focus();
  }, [justSaved]);
  const state = promoCodeStateOf(promo);
  const failed = () => void showToast({ kind: 'error', message: t('promoCodes.failed') });

  const switchTo = (to: 'disable' | 'enable') =>
    switchCode.mutate(
      { id: promo.id, to },
      {
        onSuccess: () => void showToast({ kind: 'success', message: t(`promoCodes.${to}d`, { code: promo.code }) }),
        onError: failed,
      },
    );
  const remove = () =>
    deleteCode.mutate(promo.id, {
      onSuccess: () => void showToast({ kind: 'success', message: t('promoCodes.deleted', { code: promo.code }) }),
      onError: (error) =>
        error instanceof ApiError && error.status === 422
          ? void showToast({ kind: 'error', message: t('promoCodes.usedCannotDelete', { code: promo.code }) })
          : failed(),
      onSettled: () => setConfirmingDelete(false),
    });
  const busy = switchCode.isPending || deleteCode.isPending;

  return (
    <li className={styles.card} data-state={state} data-just-saved={justSaved || undefined}>
      <article aria-labelledby={titleId}>
        <header className={styles.cardHeading}>
          <h2 id={titleId} className={styles.code} ref={title} tabIndex={-1}>
            {promo.code}
          </h2>
          <span className={styles.badge}>{t(`promoCodes.states.${state}`)}</span>
        </header>
        <p className={styles.words}>{promoCodeInWords(promo, t, locale)}</p>
        <p className={styles.uses}>{usesInWords(promo, t)}</p>
        {confirmingDelete ? (
          <div className={styles.confirm} role="group" aria-label={t('promoCodes.confirmDelete', { code: promo.code })}>
            <p>{t('promoCodes.confirmDelete', { code: promo.code })}</p>
            <div className={styles.actions}>
              <button type="button" className="button-primary" disabled={busy} onClick={remove}>
                {t('promoCodes.confirmDeleteYes')}
              </button>
              <button type="button" className="button-secondary" onClick={() => setConfirmingDelete(false)}>
                {t('promoCodes.confirmDeleteNo')}
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <button type="button" className="button-secondary" onClick={onEdit} aria-label={t('promoCodes.editCode', { code: promo.code })}>
              {t('promoCodes.edit')}
            </button>
            {promo.disabled_at ? (
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() => switchTo('enable')}
                aria-label={t('promoCodes.enableCode', { code: promo.code })}
              >
                {t('promoCodes.enable')}
              </button>
            ) : (
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() => switchTo('disable')}
                aria-label={t('promoCodes.disableCode', { code: promo.code })}
              >
                {t('promoCodes.disable')}
              </button>
            )}
            {promo.order_count === 0 && (
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() => setConfirmingDelete(true)}
                aria-label={t('promoCodes.deleteCode', { code: promo.code })}
              >
                {t('promoCodes.delete')}
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
