import { api, stockNotificationResponseSchema, type StockNotificationStatus } from '@lemon/shared';

/** Signs an address up for a variation's return to stock; the answer says whether it was already on the list. */
export const postStockNotification = async (email: string, variationId: number): Promise<StockNotificationStatus> =>
  (await api.post('/api/stock_notifications', stockNotificationResponseSchema, { email, product_variation_id: variationId })).data.status;
