// The contract's building blocks and the schemas of what the page's store holds (the user, the session, the cart):
// each feature's own calls and schemas live in its package (`@lemon/catalog-contract`, …).
export * from './cart';
export * from './category-link';
export * from './envelope';
export * from './fields';
export * from './first-html';
export * from './health';
export { innerSchema, lazySchema } from './lazy-schema';
export * from './localized';
export * from './product-variation';
export * from './promo-rule';
export * from './remotes-map';
export * from './request';
export * from './route-files';
export * from './second-factor';
export * from './shop-day';
export * from './user';
export * from './validation-codes';
export * as z from './zod';
