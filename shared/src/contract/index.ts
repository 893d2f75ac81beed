// The contract between the API and every app: what each call takes and answers, checked on both sides.
export * from './account';
export * from './analytics';
export * from './cart';
export * from './category';
export * from './contact';
export * from './countries';
export * from './envelope';
export * from './health';
export * from './localized';
export * from './order';
export * from './product';
export * from './promo';
export * from './remotes-map';
export * from './request';
export * from './stock-notification';
export * from './user';
export * from './validation-codes';
