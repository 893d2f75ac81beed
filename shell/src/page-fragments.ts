import { everyPageFragments } from '@lemon/app-protocol/render';
import { headerFragments } from './header/header-fragments';
import { homeFragments } from './home/home-fragments';

/**
 * The feature apps' modules the shell's pages show, by route (home's), and those of the header, on every page:
 * the shell's build writes them to shell-assets.json, where the server finds what to draw and announce.
 */
export const shellPageFragments = { [everyPageFragments]: Object.values(headerFragments), home: Object.values(homeFragments) } as const;
