import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/**
 * JSON files a build writes beside its scripts (its Module Federation manifest, its page heads, the shell's
 * boot assets), each read once: a deployed version's files never change. A file a build does not have (one
 * made before the file existed), or one not of the expected shape, reads as undefined: the page goes out
 * without what it would have said. A failed read is not kept.
 */
export class BuildFiles {
  private readonly files = new LRUCache<string, { value: unknown }>({ max: 500 });

  async json<Schema extends z.ZodType>(file: string, schema: Schema): Promise<z.output<Schema> | undefined> {
    const kept = this.files.get(file);
    if (kept) return kept.value as z.output<Schema> | undefined;
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const value = text === undefined ? undefined : schema.safeParse(parsedJson(text)).data;
    this.files.set(file, { value });
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
