import { $locale, intlLocales, type Locale } from '@lemon/shared';
import { isLemonFestivalNoticeShown, shop, untilHydrated, useHydrated } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $festivalNoticeClosed, festivalNoticeClosed } from './festival-notice.model';
import styles from './festival-notice.module.css';

function festivalDay(locale: Locale, { month, day }: { month: number; day: number }): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { day: 'numeric', month: 'long' }).format(new Date(2000, month - 1, day));
}

/** Warns of possible delivery delays around Menton's lemon festival (17 February to 3 March), until the shopper closes it. */
export function FestivalNotice() {
  const { t } = useTranslation('shell');
  const [locale, closed, close] = useUnit([$locale, $festivalNoticeClosed, festivalNoticeClosed]);
  const scripts = untilHydrated(useHydrated());
  if (closed || !isLemonFestivalNoticeShown(new Date())) return null;
  const { from, to } = shop.lemonFestival;
  return (
    <div className={styles.notice}>
      <p role="note" data-testid="festival-notice">
        {t('festivalNotice.text', { from: festivalDay(locale, from), to: festivalDay(locale, to) })}
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label={t('festivalNotice.close')} {...scripts}>
        ×
      </button>
    </div>
  );
}
