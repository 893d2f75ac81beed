import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import { isFestivalNoticeShownAt } from '@lemon/shell-contract';
import { calendarDayInWords, untilHydrated, useHydrated } from '@lemon/kit';
import { $festivalNoticeClosedFor, festivalNoticeClosed, useFestivalNotice } from './festival-notice.model';
import styles from './festival-notice.module.css';

/**
 * Warns of possible delivery delays around Menton's lemon festival, on the days and in the words the owner set,
 * from its first day shown to the festival's last, until the shopper closes it, with a link to the festival's
 * products. Nothing shows while it is unknown.
 */
export function FestivalNotice() {
  const { t } = useTranslation('shell');
  const notice = useFestivalNotice();
  const [locale, closedFor, close] = useUnit([$locale, $festivalNoticeClosedFor, festivalNoticeClosed]);
  const scripts = untilHydrated(useHydrated());
  if (!notice || closedFor === notice.starts_on || !isFestivalNoticeShownAt(notice, new Date())) return null;
  return (
    <div className={styles.notice}>
      <p role="note" data-testid="festival-notice">
        {t('common:festivalNotice', {
          from: calendarDayInWords(notice.starts_on, locale),
          to: calendarDayInWords(notice.ends_on, locale),
          message: notice.message[locale] || notice.message.fr,
        })}
        {notice.category && (
          <>
            {' '}
            <Link className={styles.link} to={localizedPath(locale, 'category', { slug: notice.category.slug[locale] })}>
              {t('festivalNotice.seeCategory', { name: notice.category.label[locale] })}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={() => close(notice.starts_on)}
        aria-label={t('festivalNotice.close')}
        {...scripts}
      >
        ×
      </button>
    </div>
  );
}
