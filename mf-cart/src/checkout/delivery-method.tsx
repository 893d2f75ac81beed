import { deliveryMethods } from '@lemon/orders-contract';
import { useUnit, useTranslation } from '@lemon/shared';
import { useId } from 'react';
import { useFeeText } from './checkout-texts';
import { $feeByMethod, $fees, $method, methodChosen, ratesRetried } from './checkout.model';
import { RetryNotice } from './retry-notice';
import styles from './checkout.module.css';

/** Home delivery or pickup in the shop, each with what it costs for the chosen address and the cart's total. */
export function DeliveryMethodChoice() {
  const { t } = useTranslation('cart');
  const [method, feeByMethod, fees, choose, retry] = useUnit([$method, $feeByMethod, $fees, methodChosen, ratesRetried]);
  const feeText = useFeeText();
  const group = useId();
  return (
    <fieldset className={styles.step}>
      <legend className={styles.legend}>{t('checkout.method.legend')}</legend>
      <div className={styles.choices}>
        {deliveryMethods.map((option) => (
          // Named by the way, described by its fee: the name stays the same while the fee is reckoned.
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={group}
              value={option}
              checked={method === option}
              onChange={() => choose(option)}
              aria-labelledby={`${group}-${option}`}
              aria-describedby={`${group}-${option}-fee`}
            />
            <span id={`${group}-${option}`} className={styles.choiceTitle}>
              {t(`checkout.method.${option}`)}
            </span>
            <span id={`${group}-${option}-fee`} className={styles.fee} data-testid={`fee-${option}`}>
              {feeText(feeByMethod[option])}
            </span>
          </label>
        ))}
      </div>
      {fees.status === 'error' && <RetryNotice text={t('checkout.fees.failed')} onRetry={() => retry()} />}
    </fieldset>
  );
}
