// The home page hero's background clip: where its committed files live, its format and the byte budgets
// that keep it light. Shared by the script that draws it and the test that checks the committed files.
import path from 'node:path';

export const heroVideoDir = path.resolve(import.meta.dirname, '../../shell/src/home/hero-video');

export const heroVideoFormat = { width: 1280, height: 720, fps: 24, seconds: 8 } as const;

export const heroVideoFiles = { webm: 'hero.webm', mp4: 'hero.mp4', poster: 'hero-poster.webp' } as const;

export type HeroVideoFile = keyof typeof heroVideoFiles;

/** Bytes (1 kB = 1000 bytes): each video at most 350 kB, the poster, shown first, at most 60 kB. */
export const heroVideoBudgets: Readonly<Record<HeroVideoFile, number>> = { webm: 350_000, mp4: 350_000, poster: 60_000 };
