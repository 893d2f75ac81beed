import { useTranslation } from '@lemon/shared';
import styles from './save-status.module.css';

/** The status line of a list saved as the owner changes it: saving, then saved. */
export function SaveStatus({ saving, saved }: { saving: boolean; saved: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <p className={styles.status} role="status">
      {saving ? t('listOrder.saving') : saved ? t('listOrder.saved') : ''}
    </p>
  );
}
