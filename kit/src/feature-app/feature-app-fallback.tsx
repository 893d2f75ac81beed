import { useTranslation } from '@lemon/shared';
import styles from './feature-app-fallback.module.css';

interface FeatureAppFallbackProps {
  app: string;
  /** Tries the app again in its slot; the rest of the page stays as it is. */
  onRetry: () => void;
}

/** What a slot shows when its feature app cannot be loaded or breaks: the rest of the page keeps working. */
export function FeatureAppFallback({ app, onRetry }: FeatureAppFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.fallback} role="alert" data-fallback-for={app}>
      <p>{t('featureApp.unavailable')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('featureApp.retry')}
      </button>
    </div>
  );
}
