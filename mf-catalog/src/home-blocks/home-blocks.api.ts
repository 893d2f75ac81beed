import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';

// The spec's calls for the home blocks, each checked against what the app reads; the server makes them with its own client.

/** The product of the month with its recipes, or null when no product is the month's. */
export const fetchProductOfTheMonth = async (client: ApiGet = api) =>
  (await client.get(callOf(catalogCalls.productOfTheMonth), catalogCalls.productOfTheMonth.response)).data[0] ?? null;

/** The five best sellers, in the shop's order. */
export const fetchBestSellers = async (client: ApiGet = api) =>
  (await client.get(callOf(catalogCalls.bestSellers), catalogCalls.bestSellers.response)).data;
