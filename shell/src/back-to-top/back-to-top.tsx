import { useTranslation } from '@lemon/shared';
import { ArrowUpIcon } from '../icons/icons';
import { useScrolledPast } from '../scroll-position/use-scroll-position';
import styles from './back-to-top.module.css';

/** The spec: the button appears after 700 px of scroll. */
const backToTopThreshold = 700;

export function BackToTop() {
  const { t } = useTranslation('shell');
  const visible = useScrolledPast(backToTopThreshold);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
