import { PostalAddress } from '@lemon/kit';
import type { Address } from '@lemon/account-contract';
import { $locale, useTranslation, useUnit } from '@lemon/shared';
import { SecondaryButton } from '../forms/form-parts';
import styles from './address-book.module.css';

interface AddressCardProps {
  address: Address;
  /** A change of the book is on its way. */
  busy: boolean;
  /** The id of the card's edit button, where focus goes back when its form closes. */
  editButtonId: string;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One address of the book: its label, its lines, whether it is the default one, and what can be done with it. */
export function AddressCard({ address, busy, editButtonId, onEdit, onMakeDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation('account');
  const locale = useUnit($locale);
  const { label } = address;
  return (
    <article className={`${styles.card} ${address.is_default ? styles.isDefault : ''}`} aria-labelledby={`address-${address.id}`}>
      <header className={styles.cardHeader}>
        <h3 id={`address-${address.id}`} className={styles.label}>
          {label}
        </h3>
        {address.is_default && <span className={styles.badge}>{t('addresses.default')}</span>}
      </header>
      <PostalAddress address={address} locale={locale} className={styles.lines} />
      <div className={styles.cardActions}>
        <SecondaryButton id={editButtonId} onClick={onEdit} aria-label={t('addresses.editLabel', { label })}>
          {t('addresses.edit')}
        </SecondaryButton>
        {!address.is_default && (
          <SecondaryButton onClick={onMakeDefault} disabled={busy} aria-label={t('addresses.makeDefaultLabel', { label })}>
            {t('addresses.makeDefault')}
          </SecondaryButton>
        )}
        <SecondaryButton onClick={onDelete} disabled={busy} aria-label={t('addresses.deleteLabel', { label })}>
          {t('addresses.delete')}
        </SecondaryButton>
      </div>
    </article>
  );
}
