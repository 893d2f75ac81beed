import { useUnit, useTranslation } from '@lemon/shared';
import { callFailureText } from '@lemon/kit';
import { useState } from 'react';
import { OutcomeMessage } from '../outcome/outcome-message';
import { $exportAnswer, exportDataFx } from './my-data.model';
import styles from './my-data.module.css';

/**
 * "Download my data": the API makes the file; a small one downloads at once, a large one's link is mailed.
 * `linkExpired`: the page was opened from a mailed link that no longer works.
 */
export function DataDownload({ linkExpired }: { linkExpired: boolean }) {
  const { t } = useTranslation('account');
  const [answer, preparing, prepare] = useUnit([$exportAnswer, exportDataFx.pending, exportDataFx]);
  const [failure, setFailure] = useState<string>();

  const ask = () => {
    setFailure(undefined);
    prepare().catch((error: unknown) => setFailure(callFailureText(error)));
  };

  return (
    <section aria-labelledby="data-download-title" className={styles.section}>
      <h2 id="data-download-title">{t('myData.download.title')}</h2>
      <p>{t('myData.download.intro')}</p>
      {linkExpired && !answer && <OutcomeMessage tone="problem">{t('myData.download.expired')}</OutcomeMessage>}
      {answer?.status === 'ready' && (
        <OutcomeMessage tone="success">
          {t('myData.download.ready')} <a href={answer.download_url}>{t('myData.download.readyLink')}</a>
        </OutcomeMessage>
      )}
      {answer?.status === 'mailed' && (
        <OutcomeMessage tone="success">{t('myData.download.mailed', { email: answer.email })}</OutcomeMessage>
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div>
        <button type="button" className="button-primary" onClick={ask} disabled={preparing}>
          {preparing ? t('myData.download.preparing') : t('myData.download.action')}
        </button>
      </div>
    </section>
  );
}
