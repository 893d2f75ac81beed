// Schemas that moved to the features' own contract packages, still exported here for the builds deployed before
// the move: a build rolled back to takes them from the page's copy. Each leaves once no kept record of a deployed
// build takes it (shared/consumers/; `tooling/shared-imports.test.ts` says when).

/** @deprecated Import it from `@lemon/account-contract`. */
export {
  addressBookResponseSchema,
  addressPayloadSchema,
  addressResponseSchema,
  dataExportResponseSchema,
  deleteAccountPayloadSchema,
  deleteAccountResponseSchema,
  doneResponseSchema,
  editPasswordPayloadSchema,
  editProfilePayloadSchema,
  editProfileResponseSchema,
  emailRequestPayloadSchema,
  emailRequestResponseSchema,
  resetPasswordPayloadSchema,
  secondFactorConfirmPayloadSchema,
  secondFactorConfirmResponseSchema,
  secondFactorEnrolmentResponseSchema,
  sessionListResponseSchema,
  verifyEmailResponseSchema,
} from '@lemon/account-contract';
/** @deprecated Import it from `@lemon/catalog-contract`. */
export {
  categoryPlaceSchema,
  initialVariationIndex,
  productSchema,
  productSummarySchema,
  recipeProductsPageSize,
  recipeWithProductsSchema,
  stockNotificationResponseSchema,
  stockUpdatePayloadSchema,
  stockUpdateResponseSchema,
} from '@lemon/catalog-contract';
/** @deprecated Import it from `@lemon/content-contract`. */
export { contactMessageMaxLength, contactPayloadSchema, contactResponseSchema, contactSubjects } from '@lemon/content-contract';
/** @deprecated Import it from `@lemon/orders-contract`. */
export {
  applyPromoPayloadSchema,
  countryGroupsSchema,
  createOrderPayloadSchema,
  createOrderResponseSchema,
  deliveryMethods,
  freeDeliveryFromCents,
  homeDeliveryCents,
  orderListResponseSchema,
  orderPaymentResponseSchema,
  orderStatuses,
  promoCodePayloadSchema,
  shippingRatesResponseSchema,
} from '@lemon/orders-contract';
/** @deprecated Import it from `@lemon/shell-contract`. */
export { isFestivalNoticeShown, pageViewsResponseSchema } from '@lemon/shell-contract';
