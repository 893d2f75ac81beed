/**
 * The feature apps' modules the home page shows. The shell's build writes them to shell-assets.json so the
 * server announces their files with the page: they load beside the shell's instead of after it.
 */
export const homeFragments = {
  about: { app: 'content', module: 'home-about' },
  blocks: { app: 'catalog', module: 'home-blocks' },
} as const;
