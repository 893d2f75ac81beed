/**
 * The feature apps' modules the home page shows. The shell's build writes them to shell-assets.json so the
 * server announces their files with the page: they load beside the shell's instead of after it. The blocks
 * are taken over as they near the screen, their code coming with the page: their buttons must answer as soon
 * as a shopper scrolls to them. The about section is text and a link that work as the server drew them: its
 * code loads only when the shopper reaches for it.
 */
export const homeFragments = {
  about: { app: 'content', module: 'home-about', takeOver: 'when-reached-for' },
  blocks: { app: 'catalog', module: 'home-blocks', takeOver: 'near-the-screen' },
} as const;
