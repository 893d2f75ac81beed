import { api } from '@lemon/shared';
import type { StockNotificationStatus } from '@lemon/catalog-contract';
import { catalogCalls } from '../calls';

const { stockNotification } = catalogCalls;

/** Signs an address up for a variation's return to stock; the answer says whether it was already on the list. */
export const postStockNotification = async (email: string, variationId: number): Promise<StockNotificationStatus> =>
  (await api.post(stockNotification.path, stockNotification.response, { email, product_variation_id: variationId })).data.status;
