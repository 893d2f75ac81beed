import { createLoader } from '@lemon/kit';
import { fetchBestSellers, fetchProductOfTheMonth } from './home-blocks.api';

export const productOfTheMonth = createLoader(fetchProductOfTheMonth);
export const bestSellers = createLoader(fetchBestSellers);
