import { createLoader } from '@lemon/kit';
import { fetchBestSellers, fetchProductOfTheMonth } from './home-blocks.api';

// The server loads and draws the home blocks itself (`server-render.tsx`); the browser starts from what it loaded.
export const productOfTheMonth = createLoader((_: void, client) => fetchProductOfTheMonth(client), { key: 'catalog/product-of-the-month' });
export const bestSellers = createLoader((_: void, client) => fetchBestSellers(client), { key: 'catalog/best-sellers' });
