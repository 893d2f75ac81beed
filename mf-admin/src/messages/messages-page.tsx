import { contactSubjects, type ContactSubject } from '@lemon/content-contract';
import { messageStates, type MessageState } from '@lemon/staff-contract';
import { useId } from 'react';
import { useTranslation } from '@lemon/shared';
import { AdminPage } from '../ui/admin-page';
import { ChoiceChips } from '../ui/choice-chips';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { useUrlFilters } from '../ui/use-url-filters';
import { MessageItem } from './message-item';
import { useMessages } from './messages-calls';
import styles from './messages.module.css';

const isSubject = (text: string | undefined): text is ContactSubject => (contactSubjects as readonly (string | undefined)[]).includes(text);
const isState = (text: string | undefined): text is MessageState => (messageStates as readonly (string | undefined)[]).includes(text);

/** The contact form's messages, newest first, unread ones in bold; filtered by subject and state from the address. */
export function MessagesPage() {
  const { t } = useTranslation('admin');
  const { filters, page, setFilters, setPage } = useUrlFilters(['subject', 'state'] as const);
  const subject = isSubject(filters.subject) ? filters.subject : undefined;
  const state = isState(filters.state) ? filters.state : undefined;
  const messages = useMessages({ subject, state, page: page > 1 ? page : undefined });
  const subjectId = useId();
  return (
    <AdminPage title={t('messages.title')} description={t('messages.description')}>
      <div className={styles.filters}>
        <div className={styles.subjectFilter}>
          <label htmlFor={subjectId}>{t('messages.subject')}</label>
          <select id={subjectId} value={subject ?? ''} onChange={(event) => setFilters({ subject: event.target.value })}>
            <option value="">{t('messages.allSubjects')}</option>
            {contactSubjects.map((choice) => (
              <option key={choice} value={choice}>
                {t(`messages.subjects.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <ChoiceChips
          legend={t('messages.show')}
          name="state"
          choices={(['all', ...messageStates] as const).map((choice) => ({ value: choice, label: t(`messages.filterStates.${choice}`) }))}
          value={state ?? 'all'}
          onChange={(choice) => setFilters({ state: choice === 'all' ? undefined : choice })}
        />
      </div>
      <QueryState query={messages}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <p>{t('messages.empty')}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {data.map((message) => (
                  <MessageItem key={message.id} message={message} />
                ))}
              </ul>
              <Pager meta={meta} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
