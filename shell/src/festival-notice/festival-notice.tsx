import { $locale, intlLocales, type Locale } from '@lemon/shared';
import { isLemonFestivalNoticeShown, shop } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import styles from './festival-notice.module.css';

function festivalDay(locale: Locale, { month, day }: { month: number; day: number }): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { day: 'numeric', month: 'long' }).format(new Date(2000, month - 1, day));
}

/** Warns of possible delivery delays around Menton's lemon festival (17 February to 3 March). */
export function FestivalNotice() {
  const { t } = useTranslation('shell');
  const locale = useUnit($locale);
  if (!isLemonFestivalNoticeShown(new Date())) return null;
  const { from, to } = shop.lemonFestival;
  return (
    <p className={styles.notice} role="note" data-testid="festival-notice">
      {t('festivalNotice', { from: festivalDay(locale, from), to: festivalDay(locale, to) })}
    </p>
  );
}
