import { definePages } from '@lemon/app-protocol';

/** The content pages: this app's build publishes them, and the shop routes their addresses to it. */
export const contentPages = definePages({
  about: { path: 'a-propos' },
  contact: { path: 'contact' },
  legal: { path: 'mentions-legales' },
  cgv: { path: 'cgv' },
  privacy: { path: 'confidentialite' },
});
