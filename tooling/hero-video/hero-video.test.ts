import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heroVideoBudgets, heroVideoDir, heroVideoFiles, heroVideoFormat, type HeroVideoFile } from './hero-video-budgets';

// The hero's clip is drawn by hand (`pnpm media:hero-video`, which needs ffmpeg) and committed; CI checks
// that what was committed is whole, in its formats and within its budgets.
const read = (file: HeroVideoFile): Promise<Buffer> => readFile(path.join(heroVideoDir, heroVideoFiles[file]));

describe('the hero video files', () => {
  it.each(Object.keys(heroVideoFiles) as HeroVideoFile[])('%s is committed and within its byte budget', async (file) => {
    const bytes = await read(file);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThanOrEqual(heroVideoBudgets[file]);
  });

  it('the WebM starts with the EBML magic bytes', async () => {
    const bytes = await read('webm');
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('the MP4 opens with an ftyp box', async () => {
    const bytes = await read('mp4');
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('the poster is a WebP the size of the video', async () => {
    const { format, width, height } = await sharp(await read('poster')).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: heroVideoFormat.width, height: heroVideoFormat.height });
  });
});
