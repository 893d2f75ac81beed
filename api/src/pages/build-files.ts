import { readFile, stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * Files a build writes beside its scripts (its Module Federation manifest, its page heads, the shell's page
 * and boot assets), each read once per change: a deployed feature app's version never changes, but the shell
 * is rebuilt in place, and its next page must name its new files. A file a build does not have (one made
 * before the file existed), or one not of the expected shape, reads as undefined: the page goes out without
 * what it would have said, and a misshapen file is logged (it hid a whole build's preloads once). A failed
 * read is not kept.
 */
export class BuildFiles {
  private readonly files = new LRUCache<string, { value: unknown }>({ max: 500 });

  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn'>) {}

  /** The file's text, or undefined when there is no such file. */
  async text(file: string): Promise<string | undefined> {
    const key = await this.versionOf(file);
    if (!key) return undefined;
    return this.kept(key, () => readFile(file, 'utf8'));
  }

  async json<Schema extends z.core.$ZodType>(file: string, schema: Schema): Promise<z.output<Schema> | undefined> {
    const key = await this.versionOf(file);
    if (!key) return undefined;
    return this.kept(`${key} json`, async () => {
      const read = z.safeParse(schema, parsedJson(await readFile(file, 'utf8')));
      if (!read.success) this.log.warn({ issues: read.error.issues.slice(0, 3) }, `${file} is not what the server expects: ignored`);
      return read.data;
    });
  }

  /** When each of these files last changed (`missing` for one there is not): a build's stamp, which a rebuild changes. */
  async stamp(files: string[]): Promise<string> {
    return (await Promise.all(files.map(async (file) => (await this.versionOf(file)) ?? `${file}@missing`))).join(' ');
  }

  /** The file and when it last changed, or undefined when there is no such file. */
  private async versionOf(file: string): Promise<string | undefined> {
    try {
      return `${file}@${(await stat(file)).mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  private async kept<Value>(key: string, read: () => Promise<Value>): Promise<Value> {
    const kept = this.files.get(key);
    if (kept) return kept.value as Value;
    const value = await read();
    this.files.set(key, { value });
    return value;
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
