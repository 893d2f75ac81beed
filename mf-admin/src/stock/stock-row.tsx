import { $locale, showToastFx, validationCodeOf, ValidationError, type ValidationIssue, useUnit, useTranslation } from '@lemon/shared';
import { stockUpdatePayloadSchema } from '@lemon/catalog-contract';
import type { StockItem } from '@lemon/staff-contract';
import { useId, useState, type FormEvent } from 'react';
import { QuestionDialog } from '../ui/question-dialog';
import { useChangeStock, type StockChangeRequest } from './stock-calls';
import styles from './stock.module.css';

type StockChangeAsked = { change: number } | { stock: number };

/** The stock a change leaves, as far as this screen knows it. */
const stockAfter = (item: StockItem, request: StockChangeAsked) => ('change' in request ? item.stock + request.change : request.stock);

/**
 * One variation: its names, its stock and who waits for it, the big − and + and the count made in the workshop.
 * Each tap is sent (two quick taps are two units); a restock that would e-mail the waiting list asks first, saying
 * how many people it tells. `onChanged` shows the figures the change answered.
 */
export function StockRow({ item, onChanged }: { item: StockItem; onChanged: (item: StockItem) => void }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const locale = useUnit($locale);
  const change = useChangeStock(item);
  const showToast = useUnit(showToastFx);
  const [count, setCount] = useState('');
  const [countError, setCountError] = useState<string>();
  const [restocking, setRestocking] = useState<StockChangeAsked>();
  const countId = useId();
  const name = `${item.product[locale]} (${item.variation[locale]})`;

  // Each tap is answered on its own (a mutation's own callbacks would answer the last one only).
  const sendNow = (request: StockChangeAsked) =>
    change.mutateAsync({ variationId: item.variation_id, ...request } as StockChangeRequest).then(
      (changed) => {
        const { stock, notified } = changed;
        const message = notified > 0 ? t('stock.notified', { item: name, count: notified }) : t('stock.saved', { item: name, stock });
        void showToast({ kind: 'success', message });
        onChanged(changed.item);
        if ('stock' in request) setCount('');
      },
      (error: unknown) => {
        const belowZero = error instanceof ValidationError && error.fieldErrors.change?.includes('stock');
        void showToast({ kind: 'error', message: t(belowZero ? 'stock.belowZero' : 'stock.failed', { item: name }) });
      },
    );
  const send = (request: StockChangeAsked) => {
    if (item.stock === 0 && item.waiting > 0 && stockAfter(item, request) > 0) setRestocking(request);
    else void sendNow(request);
  };

  const setTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = stockUpdatePayloadSchema.safeParse({ stock: count.trim() === '' ? undefined : Number(count) });
    if (!checked.success) {
      const code = validationCodeOf(checked.error.issues[0] as ValidationIssue);
      setCountError(common(`validation.errors.${code}`, { defaultValue: common('validation.errors.invalid') }));
      return;
    }
    setCountError(undefined);
    send({ stock: checked.data.stock });
  };

  return (
    <li className={styles.row} data-level={item.level}>
      <div className={styles.names}>
        <h2 className={styles.product}>{item.product[locale]}</h2>
        <p className={styles.variation}>{item.variation[locale]}</p>
      </div>
      <div className={styles.state}>
        <p className={styles.count}>
          <strong>{t('stock.units', { count: item.stock })}</strong>
          {item.level !== 'enough' && <span className={styles.badge}>{t(`stock.levelBadge.${item.level}`)}</span>}
        </p>
        {item.waiting > 0 && <p className={styles.waiting}>{t('stock.waiting', { count: item.waiting })}</p>}
      </div>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('stock.remove', { item: name })}
          disabled={item.stock === 0}
          onClick={() => send({ change: -1 })}
        >
          −
        </button>
        <button type="button" className={styles.step} aria-label={t('stock.add', { item: name })} onClick={() => send({ change: 1 })}>
          +
        </button>
      </div>
      <form className={styles.setTo} noValidate onSubmit={setTo} aria-label={`${t('stock.setTo')} : ${name}`}>
        <label htmlFor={countId}>{t('stock.setTo')}</label>
        <input
          id={countId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          aria-invalid={Boolean(countError)}
          aria-describedby={countError ? `${countId}-error` : undefined}
        />
        <button type="submit" className="button-secondary">
          {t('stock.setToAction')}
        </button>
        {countError && (
          <p id={`${countId}-error`} className={styles.error} role="alert">
            {countError}
          </p>
        )}
      </form>
      <QuestionDialog
        open={restocking !== undefined}
        onClose={() => setRestocking(undefined)}
        title={t('stock.restock.title', { item: name })}
        actions={
          <>
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                void sendNow(restocking!);
                setRestocking(undefined);
              }}
            >
              {t('stock.restock.confirm', { count: item.waiting })}
            </button>
            <button type="button" className="button-secondary" onClick={() => setRestocking(undefined)}>
              {t('stock.restock.back')}
            </button>
          </>
        }
      >
        <p>{t('stock.restock.text', { item: name, count: item.waiting })}</p>
      </QuestionDialog>
    </li>
  );
}
