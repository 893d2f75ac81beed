import { unloadApplication } from 'single-spa';

/**
 * The fallback's "try again": single-spa drops what it loaded for the app and, the page still being
 * the app's, loads and mounts it anew. Nothing else on the page moves.
 */
export function retryFeatureApp(app: string): void {
  unloadApplication(app).catch((error: unknown) => console.error(`Feature app ${app} could not be loaded again`, error));
}
