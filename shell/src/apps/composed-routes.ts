import type { RouteTable } from '@lemon/app-protocol';
import { createEvent, createStore } from 'effector';

/** The shop's routes were composed from the remotes map (read at boot, or again after an app was deployed). */
export const routesComposed = createEvent<RouteTable>();

/**
 * The shop's routes as last composed from the map, which the layout draws from: read again after an app was
 * deployed (a new team's), they bring its slot and its pages. None until the map is read (the server's render).
 */
export const $composedRoutes = createStore<RouteTable | null>(null, { serialize: 'ignore' }).on(routesComposed, (_, table) => table);

/** The remotes map could not be read (at boot, or again): the shell knows its own page alone. */
export const remotesMapUnreadable = createEvent();

/**
 * Whether the shell is without the apps' pages since the map could not be read: an address that is not its own may be
 * another app's page, which it says could not be loaded (and tries again), never that it does not exist.
 */
export const $remotesMapUnreadable = createStore(false, { serialize: 'ignore' })
  .on(remotesMapUnreadable, () => true)
  .reset(routesComposed);
