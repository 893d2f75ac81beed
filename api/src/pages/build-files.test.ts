import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BuildFiles } from './build-files';

describe('BuildFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-files-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a file not of the expected shape as undefined, and says so in the log', async () => {
    const file = path.join(dir, 'mf-manifest.json');
    writeFileSync(file, JSON.stringify({ name: '' }));
    const warn = vi.fn();
    const files = new BuildFiles({ warn });
    expect(await files.json(file, z.object({ name: z.string().min(1) }))).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![1]).toContain(`${file} is not what the server expects`);
    expect(await files.json(path.join(dir, 'absent.json'), z.object({}))).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
