import { routeFilesFile } from '@lemon/app-protocol';
import { routeFilesSchema, type RouteFiles, type RouteName } from '@lemon/shared';
import { featureRemotes } from './remotes';

/** Each deployed build's list of page files, by the build's folder (a new deployment is a new folder). */
const routeFilesOfBuild = new Map<string, Promise<RouteFiles>>();
const hinted = new Set<string>();

function readRouteFiles(build: string): Promise<RouteFiles> {
  let reading = routeFilesOfBuild.get(build);
  if (!reading) {
    reading = fetch(new URL(routeFilesFile, build), { headers: { Accept: 'application/json' } }).then(async (response) => {
      if (response.status === 404) return {}; // a build made before the list existed: its pages load when shown
      if (!response.ok) throw new Error(`${routeFilesFile} answered ${response.status}`);
      return routeFilesSchema.parse(await response.json());
    });
    routeFilesOfBuild.set(build, reading);
    reading.catch(() => routeFilesOfBuild.delete(build)); // a failed read: the next intent asks again
  }
  return reading;
}

/** A low-priority fetch into the cache: the app's own chunk loader finds the file there when the page opens. */
function prefetchFile(href: string): void {
  if (hinted.has(href)) return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/**
 * The files of a feature app's page (its `route-<route>` chunk, what it splits off and its parts), fetched ahead: the app
 * may be mounted already, its entry loaded, and still not have this page's code. Best effort: the page loads
 * it anyway when it opens.
 */
export async function prefetchPageCode(app: string, route: RouteName): Promise<void> {
  const deployed = (await featureRemotes())[app];
  if (!deployed) return;
  const build = new URL('.', new URL(deployed.manifest, location.href)).href;
  const page = (await readRouteFiles(build))[route];
  for (const file of [...(page?.css ?? []), ...(page?.js ?? []), ...(page?.parts ?? [])]) prefetchFile(new URL(file, build).href);
}
