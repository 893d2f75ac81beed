// The back office's calls (`/api/staff/…`): only `mf-admin` and the API import them, through
// `@lemon/shared/staff-contract`, so no shopper's page carries them in the shared singleton.
export * from './audit';
export * from './documents';
export * from './refunds';
export * from './refund-amounts';
