// Orders, promo codes, delivery and countries: what checkout and the order pages send and are answered, bundled by their apps and the API.
export * from './countries';
export * from './order';
export * from './promo';
