import { lazyPage } from '@lemon/kit';
import { Suspense } from 'react';
import { useTranslation } from '@lemon/shared';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { BackupNotice } from './backup-notice';
import { SalesSummary } from './sales-summary';
import { SearchesMade } from './searches-made';
import { useToday } from './today-calls';
import { ToDoNow } from './to-do-now';
import styles from './today.module.css';

// The chart library comes with this page only, and after its cards: what to do now shows first.
const PageViews = lazyPage(
  () => import(/* webpackChunkName: "today-page-views" */ './page-views'),
  (module) => module.PageViews,
);

/** The back office's home: what to do now first, then how sales and visits are going, and what shoppers search for. */
export function TodayPage() {
  const { t } = useTranslation('admin');
  const today = useToday();
  return (
    <AdminPage title={t('today.title')} description={t('today.description')}>
      <QueryState query={today}>
        {(data) => (
          <>
            <ToDoNow today={data} asOf={today.dataUpdatedAt} />
            <BackupNotice backups={data.backups} />
            <SalesSummary sales={data.sales} />
          </>
        )}
      </QueryState>
      <Suspense fallback={<p className={styles.note}>{t('loading')}</p>}>
        <PageViews />
      </Suspense>
      <SearchesMade />
    </AdminPage>
  );
}
