/** The paths of the files a sitemap index names, in its order. */
export const indexedFilePaths = (indexXml: string): string[] =>
  [...indexXml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

/**
 * The whole sitemap as a crawler reads it: the index at `/sitemap.xml`, then every file it names, their
 * texts joined. `read` answers a path's text, unzipped (as fetch and Playwright's requests do on their own).
 */
export async function wholeSitemap(read: (path: string) => Promise<string>): Promise<string> {
  const paths = indexedFilePaths(await read('/sitemap.xml'));
  return (await Promise.all(paths.map(read))).join('\n');
}
