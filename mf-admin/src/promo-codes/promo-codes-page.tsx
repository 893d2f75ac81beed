import { showToastFx, useUnit, useTranslation } from '@lemon/shared';
import { useState } from 'react';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { PromoCodeCard } from './promo-code-card';
import { PromoCodeForm } from './promo-code-form';
import { usePromoCodes } from './promo-codes-calls';
import styles from './promo-codes.module.css';

/** The owner's promo codes: each in words with its uses and state; a new one, a change, switched off, deleted. */
export function PromoCodesPage() {
  const { t } = useTranslation('admin');
  const codes = usePromoCodes();
  const showToast = useUnit(showToastFx);
  // The code being written: a new one, or the one with this id.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  // The code just saved: the list shows it, wherever it sorts, so she sees what she made.
  const [justSaved, setJustSaved] = useState<number>();
  const saved = ({ id, code }: { id: number; code: string }) => {
    setEditing(null);
    setJustSaved(id);
    void showToast({ kind: 'success', message: t('promoCodes.saved', { code }) });
  };
  const newButton =
    editing === 'new' ? undefined : (
      <button type="button" className="button-primary" onClick={() => setEditing('new')}>
        {t('promoCodes.new')}
      </button>
    );
  return (
    <AdminPage title={t('promoCodes.title')} description={t('promoCodes.description')} actions={newButton}>
      {editing === 'new' && <PromoCodeForm onSaved={saved} onCancel={() => setEditing(null)} />}
      <QueryState query={codes}>
        {(promos) =>
          promos.length === 0 ? (
            <p>{t('promoCodes.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {promos.map((promo) =>
                editing === promo.id ? (
                  <li key={promo.id} className={styles.card}>
                    <PromoCodeForm promo={promo} onSaved={saved} onCancel={() => setEditing(null)} />
                  </li>
                ) : (
                  <PromoCodeCard key={promo.id} promo={promo} justSaved={promo.id === justSaved} onEdit={() => setEditing(promo.id)} />
                ),
              )}
            </ul>
          )
        }
      </QueryState>
    </AdminPage>
  );
}
