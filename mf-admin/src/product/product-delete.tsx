import { $locale, ApiError, localizedPath, showToastFx, useNavigate, useUnit, useTranslation } from '@lemon/shared';
import type { StaffProduct } from '@lemon/staff-contract';
import { useId } from 'react';
import { ConfirmedDelete } from '../ui/confirmed-delete';
import { useDeleteProduct } from './product-calls';
import styles from './product.module.css';

/** Deleting a product no order carries, once confirmed; one that orders carry says why it stays, and what to do instead. */
export function ProductDelete({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const showToast = useUnit(showToastFx);
  const navigate = useNavigate();
  const deleteProduct = useDeleteProduct();
  const id = useId();
  const name = product.label.fr;
  const remove = () =>
    deleteProduct.mutateAsync(product.id).then(
      () => {
        void showToast({ kind: 'success', message: t('product.delete.deleted', { name }) });
        void navigate(localizedPath(locale, 'adminProducts'));
      },
      (error: unknown) => {
        const inUse = error instanceof ApiError && error.codes.id?.includes('in_use');
        void showToast({ kind: 'error', message: t(inUse ? 'product.delete.inUseNow' : 'product.delete.failed') });
      },
    );
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{t('product.sections.delete')}</h2>
      {product.order_count > 0 ? (
        <p>{t('product.delete.inUse', { count: product.order_count })}</p>
      ) : (
        <ConfirmedDelete action={t('product.delete.action')} question={t('product.delete.confirm', { name })} onDelete={remove} />
      )}
    </section>
  );
}
