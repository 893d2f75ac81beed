import { useSearchParams, useTranslation } from '@lemon/shared';
import { useState } from 'react';
import { CataloguePage } from '../catalogue/catalogue-page';
import { QueryState } from '../ui/query-state';
import { addingParameter } from '../catalogue/search-addresses';
import { useSearchSynonyms } from './search-synonyms-calls';
import { SynonymGroupCard } from './synonym-group-card';
import { SynonymGroupForm } from './synonym-group-form';
import styles from './search-synonyms.module.css';

/**
 * The owner's synonyms for the shop's search: groups of words shoppers use for one thing, each written in place,
 * created (from Today, with the word shoppers searched already in it) or deleted.
 */
export function SearchSynonymsPage() {
  const { t } = useTranslation('admin');
  const groups = useSearchSynonyms();
  const [params, setParams] = useSearchParams();
  const adding = params.get(addingParameter)?.trim() || undefined;
  // The group being written: a new one, or the one with this id. A word in the address opens a new one.
  const [editing, setEditing] = useState<'new' | number | null>(adding ? 'new' : null);
  const done = () => {
    setEditing(null);
    if (adding)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(addingParameter);
          return next;
        },
        { replace: true },
      );
  };
  const newButton =
    editing === 'new' ? undefined : (
      <button type="button" className="button-primary" onClick={() => setEditing('new')}>
        {t('searchSynonyms.new')}
      </button>
    );
  return (
    <CataloguePage title={t('searchSynonyms.title')} description={t('searchSynonyms.description')} actions={newButton}>
      <p className={styles.intro}>{t('searchSynonyms.intro')}</p>
      {editing === 'new' && <SynonymGroupForm adding={adding} onSaved={done} onCancel={done} />}
      <QueryState query={groups}>
        {(list) =>
          list.length === 0 ? (
            editing !== 'new' && <p>{t('searchSynonyms.empty')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('searchSynonyms.listLabel')}>
              {list.map((group) =>
                editing === group.id ? (
                  <li key={group.id}>
                    <SynonymGroupForm group={group} onSaved={done} onCancel={done} />
                  </li>
                ) : (
                  <SynonymGroupCard key={group.id} group={group} onEdit={() => setEditing(group.id)} />
                ),
              )}
            </ul>
          )
        }
      </QueryState>
    </CataloguePage>
  );
}
