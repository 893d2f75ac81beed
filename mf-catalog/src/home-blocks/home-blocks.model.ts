import { createLoader } from '@lemon/kit';
import { bestSellersAtHand, fetchBestSellers, fetchProductOfTheMonth, productOfTheMonthAtHand } from './home-blocks.api';

export const productOfTheMonth = createLoader(fetchProductOfTheMonth, { atHand: productOfTheMonthAtHand });
export const bestSellers = createLoader(fetchBestSellers, { atHand: bestSellersAtHand });
