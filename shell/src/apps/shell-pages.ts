import { definePages } from '@lemon/app-protocol';

/** The shell's own page: the home page, around the fragments the apps lend it. */
export const shellPages = definePages({
  home: { path: '' },
});
