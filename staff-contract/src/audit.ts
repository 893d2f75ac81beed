// The staff's audit log: every change made in the back office, who made it and when, with the record before
// and after. The owner reads all of it; an order's page shows its own.
import { integerText, strictQuery, lazySchema, listEnvelope, z } from '@lemon/shared/contract';

/** The kinds of records the staff changes. */
export const auditSubjectTypes = [
  'order',
  'product_variation',
  'promo_code',
  'contact_message',
  'product',
  'product_category',
  'recipe',
  'home_page',
  'staff_account',
  'customer',
  'search_synonyms',
] as const;
export type AuditSubjectType = (typeof auditSubjectTypes)[number];

/** What a staff member did: the back office names each in the owner's words. */
export const auditActions = [
  'order.sent',
  'order.ready',
  'order.done',
  'order.cancelled',
  'stock.set',
  'stock.adjusted',
  'promo_code.created',
  'promo_code.updated',
  'promo_code.disabled',
  'promo_code.enabled',
  'promo_code.deleted',
  'message.read',
  'message.unread',
  'message.answered',
  'order.refunded',
  'product.created',
  'product.updated',
  'product.deleted',
  'category.created',
  'category.updated',
  'category.deleted',
  'category.reordered',
  'recipe.created',
  'recipe.updated',
  'recipe.deleted',
  'recipe.reordered',
  'home_page.festival_notice',
  'home_page.monthly_product',
  'home_page.best_sellers',
  'order.cancellation_requested',
  'order.cancellation_dismissed',
  'order.payment_returned',
  'staff.signed_in',
  'staff.wrong_code',
  'staff.locked_out',
  'staff.recovery_code_used',
  'staff.second_factor_enrolled',
  'staff.second_factor_reset',
  'staff.recovery_codes_renewed',
  'team.invited',
  'team.invitation_resent',
  'team.role_changed',
  'team.removed',
  'team.second_factor_reset',
  'customer.exported',
  'customer.erased',
  'search_synonyms.created',
  'search_synonyms.updated',
  'search_synonyms.deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The actor of what the shop did by itself (a late payment given back, a refund settled from the provider's record). */
export const shopActorEmail = 'shop';

export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    at: z.string(),
    /** Who did it: their e-mail address as it was then. */
    actor_email: z.string(),
    /** Their name, for the back office to say who did it (null once their account is deleted). */
    actor_name: z.nullable(z.string()),
    /**
     * One of `auditActions`, read as any text: the back office is deployed on its own, and an API that learnt a
     * new action must not make an older back office's journal unreadable (it tells an unknown one in general words).
     */
    action: z.string(),
    subject_type: z.enum(auditSubjectTypes),
    subject_id: z.string(),
    /** What names the record better than its id (a product's name, a size with its product's), when the journal has it. */
    subject_name: z.optional(z.nullable(z.string())),
    /** The record's changed fields before and after (null: it did not exist, or no longer does). */
    before: z.nullable(z.record(z.string(), z.unknown())),
    after: z.nullable(z.record(z.string(), z.unknown())),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries per page of `GET /api/staff/audit`. */
export const auditEntriesPerPage = 50;

/** `GET /api/staff/audit?subject_type=order&subject_id=A1B2C3&page=2` (owner): newest first. */
export const auditQuerySchema = lazySchema(() =>
  strictQuery({
    subject_type: z.optional(z.enum(auditSubjectTypes)),
    subject_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    page: z.optional(z.pipe(integerText(/^\d{1,6}$/), z.number().check(z.minimum(1)))),
  }),
);
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditListResponseSchema = lazySchema(() => listEnvelope(auditEntrySchema));
