import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { Product } from '@lemon/catalog-contract';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';

// The product page's calls, each checked against what the app reads; the server makes them with its own client.

export const productCall = (slug: string) => callOf(catalogCalls.product, { slug });

export const relatedProductsCall = (product: Pick<Product, 'id' | 'product_category_id'>) =>
  callOf(catalogCalls.relatedProducts, {}, { filter: { product_category_id: product.product_category_id, related: product.id } });

export const fetchProduct = async (slug: string, client: ApiGet = api) =>
  (await client.get(productCall(slug), catalogCalls.product.response)).data;

export const fetchRelatedProducts = async (product: Pick<Product, 'id' | 'product_category_id'>, client: ApiGet = api) =>
  (await client.get(relatedProductsCall(product), catalogCalls.relatedProducts.response)).data;
