// `pnpm media:hero-video`: the home page hero's background clip, a lemon branch swaying over the sea at
// Menton. Each frame is drawn as SVG, rasterised with sharp and encoded with ffmpeg into
// shell/src/home/hero-video/. CI has no ffmpeg: the files are committed, and this is rerun by hand when
// the picture changes. The same script always draws the same frames (seeded layout, no clock).
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { prng } from '../../api/src/media/product-artwork';
import { heroVideoBudgets, heroVideoDir, heroVideoFiles, heroVideoFormat, type HeroVideoFile } from './hero-video-budgets';

const { width: W, height: H, fps, seconds } = heroVideoFormat;
const frameCount = fps * seconds;
const TAU = 2 * Math.PI;
const SEED = 0x3e7704; // change it to reshuffle the leaves, glints and motes

// The house colours of the product pictures (api/src/media/product-artwork.ts).
const PAPER = '#fbf5e6';
const LEMON = { rind: '#f2c230', rindDark: '#d9a41a', flesh: '#f9d952' } as const;
const GREEN = { dark: '#4e8a3a', light: '#72ad4a', vein: '#a9d27f' } as const;
const BARK = '#5e5645';
const SUN: Point = [1010, 40];
const HORIZON = 452;

type Point = readonly [x: number, y: number];

// ---------------------------------------------------------------- maths

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends `a` toward `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const byte = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(ar, br)}${byte(ag, bg)}${byte(ab, bb)}`;
}

/**
 * Everything that moves follows waves of whole cycles over the clip (`p` runs 0 → 1), so the frame after
 * the last is the first again and the loop has no seam.
 */
const wave = (p: number, cycles: number, phase = 0): number => Math.sin(TAU * cycles * p + phase);

/** A tenth of a pixel is finer than the encoder keeps, and keeps the SVG short. */
const f = (x: number): string => String(Math.round(x * 10) / 10);
const deg = (radians: number): number => (radians * 180) / Math.PI;

// ---------------------------------------------------------------- layout, drawn once from the seed

/** A branch: a cubic curve, `base` wide where it starts and `tip` wide where it ends. */
interface Bough {
  from: Point;
  c1: Point;
  c2: Point;
  to: Point;
  base: number;
  tip: number;
}

interface Leaf {
  at: Point;
  length: number;
  angle: number;
  /** 0: a leaf in the shade, 1: a leaf the sun shines through. */
  light: number;
  /** Below 1, the leaf is seen at a slant. */
  width: number;
  /** How far the tip curls off the midrib, up (-1) or down (1). */
  bend: number;
  /** Young leaves are yellower (1), old ones bluer (-1). */
  age: number;
  cycles: number;
  phase: number;
}

interface Lemon {
  stem: Point;
  length: number;
  tilt: number;
  phase: number;
}

/** A point that drifts around `at` on a closed path and fades in and out (a mote, a glint, a light patch). */
interface Drifter {
  at: Point;
  reach: Point;
  size: number;
  alpha: number;
  cycles: number;
  phase: number;
}

interface Petal {
  x: number;
  startY: number;
  size: number;
  sway: number;
  phase: number;
  turns: number;
}

/** A line of swell on the sea, `depth` 0 at the horizon to 1 at the bottom of the frame. */
interface Swell {
  x: number;
  depth: number;
  length: number;
  light: boolean;
  phase: number;
}

interface Blossom {
  at: Point;
  size: number;
  turn: number;
  /** A bud, not yet open: lemon buds are tinged with purple. */
  bud: boolean;
}

interface Scene {
  hills: string;
  clouds: Drifter[];
  blossoms: Blossom[];
  swells: Swell[];
  boughs: Bough[];
  farLeaves: Leaf[];
  backLeaves: Leaf[];
  frontLeaves: Leaf[];
  bokeh: Drifter[];
  lemons: Lemon[];
  glints: Drifter[];
  dapples: Drifter[];
  motes: Drifter[];
  petals: Petal[];
}

/** The point at `s` (0–1) along a bough and the direction it runs there, in degrees. */
function along(b: Bough, s: number): { at: Point; angle: number } {
  const u = 1 - s;
  const point = (k: 0 | 1): number => u * u * u * b.from[k] + 3 * u * u * s * b.c1[k] + 3 * u * s * s * b.c2[k] + s * s * s * b.to[k];
  const slope = (k: 0 | 1): number => 3 * u * u * (b.c1[k] - b.from[k]) + 6 * u * s * (b.c2[k] - b.c1[k]) + 3 * s * s * (b.to[k] - b.c2[k]);
  return { at: [point(0), point(1)], angle: deg(Math.atan2(slope(1), slope(0))) };
}

/** The main bough enters from the right edge, below the header, and the sway pivots there. */
const main: Bough = { from: [1330, 70], c1: [1180, 92], c2: [990, 128], to: [742, 214], base: 38, tip: 6 };
const PIVOT = main.from;

function layoutBoughs(): Bough[] {
  const sprig = (from: number, to: Point, c: Point, base: number): Bough => {
    const start = along(main, from).at;
    return { from: start, c1: c, c2: c, to, base, tip: 3 };
  };
  return [main, sprig(0.22, [1046, 318], [1130, 210], 13), sprig(0.62, [668, 122], [800, 140], 8), sprig(0.4, [968, 36], [1040, 80], 7)];
}

/** far: blurred, on the tree behind the branch; back and front: either side of the lemons. */
type Depth = 'far' | 'back' | 'front';
const leafLength: Record<Depth, number> = { far: 90, back: 78, front: 96 };

/** Leaves along a bough, alternating sides, drooping, lighter toward the sun. */
function leavesAlong(b: Bough, count: number, rand: () => number, layer: Depth): Leaf[] {
  return Array.from({ length: count }, (_, i) => {
    const s = (i + 0.2 + rand() * 0.6) / count;
    const { at, angle } = along(b, s);
    const side = i % 2 === 0 ? 1 : -1;
    let leafAngle = angle + side * (35 + rand() * 40);
    // Pull the leaf part of the way toward hanging straight down (90°).
    const toDown = ((((90 - leafAngle) % 360) + 540) % 360) - 180;
    leafAngle += toDown * 0.4;
    const sunDistance = Math.hypot(at[0] - SUN[0], at[1] - SUN[1]);
    const light = Math.min(1, Math.max(0, 1 - sunDistance / 520 + (rand() - 0.5) * 0.5 + (layer === 'front' ? 0 : 0.15)));
    return {
      at,
      length: leafLength[layer] + rand() * 46,
      angle: leafAngle,
      light,
      width: 0.65 + rand() * 0.45,
      bend: rand() * 2 - 1,
      age: rand() * 2 - 1,
      cycles: 1 + Math.floor(rand() * 2),
      phase: rand() * TAU,
    };
  });
}

function drifters(
  count: number,
  rand: () => number,
  area: { x: [number, number]; y: [number, number] },
  size: [number, number],
): Drifter[] {
  return Array.from({ length: count }, () => ({
    at: [area.x[0] + rand() * (area.x[1] - area.x[0]), area.y[0] + rand() * (area.y[1] - area.y[0])] as const,
    reach: [10 + rand() * 40, 6 + rand() * 24] as const,
    size: size[0] + rand() * (size[1] - size[0]),
    alpha: 0.35 + rand() * 0.65,
    cycles: 1 + Math.floor(rand() * 2),
    phase: rand() * TAU,
  }));
}

/** Sun glints on the sea: a path widening from the horizon below the sun toward the viewer. */
function layoutGlints(rand: () => number): Drifter[] {
  return Array.from({ length: 90 }, () => {
    const depth = rand() ** 1.6;
    const y = HORIZON + 4 + depth * (H - HORIZON);
    const spread = 40 + depth * 260;
    const x = SUN[0] + (rand() + rand() - 1) * spread;
    return {
      at: [x, y] as const,
      reach: [4 + rand() * 6, 0] as const,
      size: 3 + depth * 18 * (0.5 + rand()),
      alpha: 0.5 + rand() * 0.5,
      cycles: 1 + Math.floor(rand() * 3),
      phase: rand() * TAU,
    };
  });
}

/** A hill line from x0 to x1 rising `height` above the horizon, roughened by a few seeded sines. */
function ridge(rand: () => number, x0: number, x1: number, height: number): string {
  const roughness = [2, 3, 5, 9, 15].map((k) => ({ k, amplitude: 0.2 / Math.sqrt(k), phase: rand() * TAU }));
  const points: string[] = [];
  for (let x = x0; x <= x1; x += 8) {
    const u = (x - x0) / (x1 - x0);
    const rough = roughness.reduce((sum, { k, amplitude, phase }) => sum + amplitude * Math.sin(TAU * k * u + phase), 1);
    points.push(`${f(x)} ${f(HORIZON - Math.sin(Math.PI * u) ** 0.8 * height * rough)}`);
  }
  return `M${x0} ${HORIZON}L${points.join('L')}L${x1} ${HORIZON}Z`;
}

/** The coast of Menton: the Italian Riviera far to the left, the mountains behind the branch, hazier the further away. */
function layoutHills(rand: () => number): string {
  return (
    `<path d="${ridge(rand, -60, 760, 38)}" fill="url(#farHill)"/>` +
    `<path d="${ridge(rand, 560, 1860, 128)}" fill="url(#farHill)"/>` +
    `<path d="${ridge(rand, 800, 1640, 70)}" fill="url(#nearHill)"/>` +
    `<path d="${ridge(rand, -240, 330, 26)}" fill="url(#nearHill)"/>`
  );
}

function layoutSwells(rand: () => number): Swell[] {
  return Array.from({ length: 44 }, () => {
    const depth = rand() ** 1.7;
    return { x: rand() * W, depth, length: 50 + depth * 420 * (0.5 + rand()), light: rand() < 0.6, phase: rand() * TAU };
  });
}

function layoutScene(): Scene {
  const rand = prng(SEED);
  const boughs = layoutBoughs();
  const [trunk, lower, upper, top] = boughs as [Bough, Bough, Bough, Bough];
  const blossom = (b: Bough, s: number, dx: number, dy: number, bud: boolean): Blossom => {
    const [x, y] = along(b, s).at;
    return { at: [x + dx, y + dy], size: (bud ? 7 : 15) + rand() * 3, turn: rand() * 72, bud };
  };
  const lemon = (b: Bough, s: number, dx: number, dy: number, length: number): Lemon => {
    const [x, y] = along(b, s).at;
    return { stem: [x + dx, y + dy], length, tilt: (rand() - 0.5) * 16, phase: rand() * TAU };
  };
  // Not drawn: the bough of the tree behind the branch, which only carries its blurred leaves.
  const far: Bough = { from: [1330, 250], c1: [1230, 160], c2: [1150, 70], to: [1040, -10], base: 0, tip: 0 };
  return {
    hills: layoutHills(rand),
    clouds: drifters(4, rand, { x: [80, 760], y: [110, 300] }, [160, 320]),
    blossoms: [
      blossom(trunk, 0.34, 0, -10, false),
      blossom(trunk, 0.36, 18, -4, true),
      blossom(lower, 0.55, -12, 6, false),
      blossom(upper, 0.32, 4, -8, false),
      blossom(upper, 0.3, -10, -14, true),
    ],
    swells: layoutSwells(rand),
    boughs,
    farLeaves: leavesAlong(far, 16, rand, 'far'),
    bokeh: drifters(12, rand, { x: [820, 1280], y: [0, 300] }, [6, 16]),
    backLeaves: [
      ...leavesAlong(trunk, 16, rand, 'back'),
      ...leavesAlong(upper, 8, rand, 'back'),
      ...leavesAlong(top, 9, rand, 'back'),
      ...leavesAlong(lower, 7, rand, 'back'),
    ],
    frontLeaves: [
      ...leavesAlong(trunk, 9, rand, 'front'),
      ...leavesAlong(lower, 5, rand, 'front'),
      ...leavesAlong(upper, 4, rand, 'front'),
    ],
    lemons: [
      lemon(trunk, 0.18, -6, 10, 132),
      lemon(trunk, 0.5, 4, 6, 150),
      lemon(trunk, 0.8, 0, 4, 116),
      lemon(lower, 1, 0, 2, 138),
      lemon(upper, 0.7, 0, 4, 96),
    ],
    glints: layoutGlints(rand),
    dapples: drifters(7, rand, { x: [700, 1240], y: [60, 520] }, [70, 150]),
    motes: [
      ...drifters(34, rand, { x: [640, 1260], y: [40, 680] }, [1.4, 3.6]),
      ...drifters(8, rand, { x: [80, 640], y: [40, 360] }, [1.2, 2.4]),
    ],
    petals: Array.from({ length: 6 }, (_, i) => ({
      x: 700 + i * 95 + rand() * 60,
      startY: rand() * (H + 80),
      size: 7 + rand() * 4,
      sway: 18 + rand() * 26,
      phase: rand() * TAU,
      turns: rand() < 0.5 ? 1 : -1,
    })),
  };
}

// ---------------------------------------------------------------- painting

const DEFS =
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#bcd5dc"/><stop offset=".5" stop-color="#e6ebdf"/><stop offset="1" stop-color="#fbf0d6"/></linearGradient>` +
  `<radialGradient id="sun" cx=".5" cy=".5" r=".5">` +
  `<stop offset="0" stop-color="#fffbea"/><stop offset=".35" stop-color="#fff4cf" stop-opacity=".8"/><stop offset="1" stop-color="#fff4cf" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#acd4d6"/><stop offset=".35" stop-color="#88c0cc"/><stop offset="1" stop-color="#6aa9bf"/></linearGradient>` +
  `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fffbe8" stop-opacity=".9"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="lemon" cx=".64" cy=".3" r=".78" fx=".7" fy=".22">` +
  `<stop offset="0" stop-color="#fff4b4"/><stop offset=".25" stop-color="${LEMON.flesh}"/><stop offset=".58" stop-color="${LEMON.rind}"/>` +
  `<stop offset=".86" stop-color="${LEMON.rindDark}"/><stop offset="1" stop-color="#b88a14"/></radialGradient>` +
  // Hills fade into the haze above the sea.
  `<linearGradient id="farHill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcc3cf"/><stop offset="1" stop-color="#dfe1dc"/></linearGradient>` +
  `<linearGradient id="nearHill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fb3ae"/><stop offset="1" stop-color="#cdd7cf"/></linearGradient>` +
  `<linearGradient id="leafBase" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d3a1a" stop-opacity=".35"/>` +
  `<stop offset=".55" stop-color="#1d3a1a" stop-opacity="0"/></linearGradient>` +
  `<radialGradient id="lemonBounce" cx=".22" cy=".82" r=".5"><stop offset="0" stop-color="#fff1b8" stop-opacity=".55"/>` +
  `<stop offset="1" stop-color="#fff1b8" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="lemonStalk" cx=".5" cy="0" r=".45"><stop offset="0" stop-color="#6b5a12" stop-opacity=".4"/>` +
  `<stop offset="1" stop-color="#6b5a12" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="ray" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff8dc" stop-opacity=".55"/><stop offset="1" stop-color="#fff8dc" stop-opacity="0"/></linearGradient>` +
  `<filter id="haze" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.4"/></filter>` +
  `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`;

/** Sky, coast and sea: still but for the swell and the glints; the calm part of the frame the text sits on. */
function backdrop(scene: Scene, p: number): string {
  // Thin high veils, drifting a little to and fro.
  const clouds = scene.clouds
    .map(({ at: [x, y], reach, size, alpha, phase }) => {
      const cx = x + reach[0] * wave(p, 1, phase);
      return `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(size)}" ry="${f(size / 22)}" fill="#fbfaf3" opacity="${(alpha * 0.45).toFixed(2)}"/>`;
    })
    .join('');
  const swells = scene.swells
    .map(({ x, depth, length, light, phase }) => {
      const y = HORIZON + 3 + depth * (H - HORIZON);
      const drift = 12 * depth * wave(p, 1, phase);
      const opacity = (light ? 0.22 : 0.14) * (0.75 + 0.25 * wave(p, 1, phase + 1));
      return (
        `<ellipse cx="${f(x + drift)}" cy="${f(y)}" rx="${f(length / 2)}" ry="${f(0.5 + depth * 1.8)}" ` +
        `fill="${light ? '#eef6f2' : '#5f93a6'}" opacity="${opacity.toFixed(2)}"/>`
      );
    })
    .join('');
  const glints = scene.glints
    .map(({ at: [x, y], reach, size, alpha, cycles, phase }) => {
      const shine = Math.max(0, wave(p, cycles, phase)) ** 2 * alpha;
      if (shine < 0.02) return '';
      return `<ellipse cx="${f(x + reach[0] * wave(p, 1, phase))}" cy="${f(y)}" rx="${f(size)}" ry="${f(1 + size / 14)}" fill="#fffdf2" opacity="${shine.toFixed(2)}"/>`;
    })
    .join('');
  return (
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${SUN[0]}" cy="${SUN[1]}" r="620" fill="url(#sun)"/>` +
    `<g filter="url(#soft)">${clouds}</g>` +
    `<g filter="url(#haze)">${scene.hills}</g>` +
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#sea)"/>` +
    // The sun's path on the water, brightest below it.
    `<ellipse cx="${SUN[0]}" cy="${HORIZON + 150}" rx="230" ry="260" fill="url(#glow)" opacity=".38"/>` +
    `<rect y="${HORIZON - 3}" width="${W}" height="8" fill="#f6f1e2" opacity=".55" filter="url(#haze)"/>` +
    `<g filter="url(#haze)">${swells}${glints}</g>`
  );
}

/** Soft beams from the sun down over the sea, breathing slowly. */
function rays(p: number): string {
  // [direction in degrees (90: straight down), length, half-width at the far end, phase]
  const beams = [
    [98, 900, 60, 0],
    [108, 1000, 36, 1.7],
    [118, 1000, 80, 3.1],
    [128, 900, 44, 4.4],
  ] as const;
  const shafts = beams
    .map(([angle, length, spread, phase]) => {
      const opacity = 0.12 + 0.08 * wave(p, 1, phase);
      return (
        `<polygon transform="translate(${SUN[0]} ${SUN[1]}) rotate(${angle})" points="0,-8 ${length},-${spread} ${length},${spread} 0,8" ` +
        `fill="url(#ray)" opacity="${opacity.toFixed(2)}"/>`
      );
    })
    .join('');
  return `<g filter="url(#soft)">${shafts}</g>`;
}

function boughPath(b: Bough, widthScale: number, shift: number): string {
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= 36; i++) {
    const s = i / 36;
    const { at, angle } = along(b, s);
    const half = ((b.base + (b.tip - b.base) * s) / 2) * widthScale;
    const nx = -Math.sin((angle * Math.PI) / 180);
    const ny = Math.cos((angle * Math.PI) / 180);
    const cx = at[0] - nx * shift * half;
    const cy = at[1] - ny * shift * half;
    left.push(`${f(cx + nx * half)} ${f(cy + ny * half)}`);
    right.unshift(`${f(cx - nx * half)} ${f(cy - ny * half)}`);
  }
  return `M${left.join('L')}L${right.join('L')}Z`;
}

/** Bark in shade, with a sunlit ridge along the upper side. */
function bough(b: Bough): string {
  return `<path d="${boughPath(b, 1, 0)}" fill="${BARK}"/><path d="${boughPath(b, 0.45, 0.9)}" fill="${mix(BARK, PAPER, 0.45)}"/>`;
}

function leaf({ at: [x, y], length: l, angle, light, width, bend, age, cycles, phase }: Leaf, p: number, haze = 0): string {
  const h = l * 0.23 * width;
  const tip = bend * l * 0.08;
  const flutter = 3.5 * wave(p, cycles, phase);
  const tint = (hex: string) => mix(hex, age > 0 ? '#b9c64a' : '#2d6352', Math.abs(age) * 0.22);
  const top = mix(tint(mix(GREEN.dark, GREEN.vein, light)), '#d8e4dc', haze);
  const under = mix(tint(mix('#2c5a27', GREEN.light, light)), '#c9d9d2', haze);
  const half = (side: 1 | -1) =>
    `M0 0C${f(l * 0.2)} ${f(side * h * 1.3)} ${f(l * 0.66)} ${f(side * h * 1.15 + tip)} ${f(l)} ${f(tip)}Q${f(l * 0.5)} ${f(tip * 0.6)} 0 0Z`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle + flutter)})">` +
    `<path d="M${f(-l * 0.12)} 0H2" stroke="${under}" stroke-width="${f(1 + l / 60)}" stroke-linecap="round"/>` +
    `<path d="${half(-1)}" fill="${top}"/><path d="${half(1)}" fill="${under}"/>` +
    // Darker toward the stalk, where the leaf is in the shade of the others.
    `<path d="${half(-1)}${half(1)}" fill="url(#leafBase)"/>` +
    `<path d="M${f(l * 0.04)} 0Q${f(l * 0.5)} ${f(tip * 0.6)} ${f(l * 0.9)} ${f(tip * 0.9)}" stroke="${mix(top, '#fffbe8', 0.35)}" ` +
    `stroke-width="${f(0.6 + l / 110)}" fill="none"/>` +
    `</g>`
  );
}

// A lemon 160 × 248, hanging: the stalk end at the top, the nipple at the bottom (the product pictures' lemon, upright).
const HANGING_LEMON =
  'M0-124Q9-122 15-110C56-98 80-56 80 0C80 56 56 98 15 110Q9 122 0 124Q-9 122-15 110C-56 98-80 56-80 0C-80-56-56-98-15-110Q-9-122 0-124Z';

function lemon({ stem: [x, y], length, tilt, phase }: Lemon, p: number): string {
  // Heavier than the twig, so it swings a little behind the branch.
  const swing = 2.2 * wave(p, 1, phase);
  const stalk = 14;
  const scale = length / 248;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(tilt + swing)})">` +
    `<path d="M0 0Q3 ${stalk / 2} 0 ${stalk + 2}" stroke="#5a6a30" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(0 ${f(stalk + length / 2)}) scale(${scale.toFixed(3)})">` +
    `<path d="${HANGING_LEMON}" fill="url(#lemon)"/>` +
    // Light thrown back from the sea on the shaded side; the leaves' shade over the stalk end.
    `<path d="${HANGING_LEMON}" fill="url(#lemonBounce)"/><path d="${HANGING_LEMON}" fill="url(#lemonStalk)"/>` +
    `<ellipse cx="26" cy="-58" rx="16" ry="34" transform="rotate(-22 26 -58)" fill="#fffbe6" opacity=".45" filter="url(#haze)"/>` +
    `</g>` +
    `<path d="M-9 ${stalk + 4}L0 ${stalk}L9 ${stalk + 4}L4 ${stalk + 7}H-4Z" fill="#6b8f3c"/>` +
    `</g>`
  );
}

/** A lemon blossom: five white petals round yellow stamens; a bud is a closed, purple-tinged drop. */
function blossom({ at: [x, y], size, turn, bud }: Blossom): string {
  if (bud) {
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * 0.7)}" ry="${f(size)}" transform="rotate(${f(turn - 36)} ${f(x)} ${f(y)})" fill="#f4e6ea" stroke="#c9a0b8" stroke-width="1.2"/>`;
  }
  const petals = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="0" cy="${f(-size * 0.55)}" rx="${f(size * 0.34)}" ry="${f(size * 0.58)}" transform="rotate(${i * 72})" fill="#fffdf6" stroke="#eadfc8" stroke-width=".8"/>`,
  ).join('');
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(turn)})">${petals}` +
    `<circle r="${f(size * 0.22)}" fill="#e8c83a"/><circle r="${f(size * 0.1)}" fill="#b7a02a"/></g>`
  );
}

/** The branch, its leaves and lemons, swaying as one around where it enters the frame. */
function branch(scene: Scene, p: number): string {
  const sway = 1.1 * wave(p, 1) + 0.3 * wave(p, 2, 1.3);
  return (
    `<g transform="rotate(${sway.toFixed(3)} ${PIVOT[0]} ${PIVOT[1]})">` +
    `<g filter="url(#haze)">${scene.backLeaves.map((l) => leaf(l, p, 0.25)).join('')}</g>` +
    scene.boughs.map(bough).join('') +
    scene.lemons.map((l) => lemon(l, p)).join('') +
    scene.frontLeaves.map((l) => leaf(l, p)).join('') +
    scene.blossoms.map(blossom).join('') +
    `</g>`
  );
}

/** The tree behind the branch, out of focus, with the sun sparkling through its leaves. */
function farCanopy(scene: Scene, p: number): string {
  const sway = 0.8 * wave(p, 1, 0.9);
  const sparkles = scene.bokeh
    .map(({ at: [x, y], size, alpha, cycles, phase }) => {
      const opacity = alpha * Math.max(0, 0.35 + 0.65 * wave(p, cycles, phase));
      return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size)}" fill="#fffcee" opacity="${opacity.toFixed(2)}"/>`;
    })
    .join('');
  return (
    `<g filter="url(#soft)" transform="rotate(${sway.toFixed(3)} 1330 250)">` +
    scene.farLeaves.map((l) => leaf(l, p, 0.55)).join('') +
    `</g><g filter="url(#haze)">${sparkles}</g>`
  );
}

/** Sun through the leaves: soft light patches drifting over the branch. */
function dapples(scene: Scene, p: number): string {
  return scene.dapples
    .map(({ at: [x, y], reach, size, alpha, cycles, phase }) => {
      const opacity = alpha * (0.14 + 0.1 * wave(p, cycles, phase + 1));
      return (
        `<ellipse cx="${f(x + reach[0] * wave(p, cycles, phase))}" cy="${f(y + reach[1] * wave(p, 1, phase + 2))}" ` +
        `rx="${f(size)}" ry="${f(size * 0.7)}" fill="url(#glow)" opacity="${opacity.toFixed(2)}"/>`
      );
    })
    .join('');
}

function motes(scene: Scene, p: number): string {
  return scene.motes
    .map(({ at: [x, y], reach, size, alpha, cycles, phase }) => {
      const opacity = alpha * (0.5 + 0.5 * wave(p, cycles, phase + 0.7));
      return (
        `<circle cx="${f(x + reach[0] * wave(p, 1, phase))}" cy="${f(y + reach[1] * wave(p, cycles, phase + 2))}" ` +
        `r="${f(size * 2.2)}" fill="url(#glow)" opacity="${opacity.toFixed(2)}"/>`
      );
    })
    .join('');
}

/** Lemon blossom petals falling through the right of the frame; each falls exactly once per loop. */
function petals(scene: Scene, p: number): string {
  const fall = H + 80;
  return scene.petals
    .map(({ x, startY, size, sway, phase, turns }) => {
      const y = ((startY + fall * p) % fall) - 40;
      const spin = 360 * turns * p + deg(phase);
      return (
        `<g transform="translate(${f(x + sway * wave(p, 2, phase))} ${f(y)}) rotate(${f(spin)})">` +
        `<g transform="scale(1 ${(0.45 + 0.55 * Math.abs(wave(p, 2, phase))).toFixed(2)})">` +
        `<path d="M0 ${f(-size)}C${f(size * 0.7)} ${f(-size * 0.5)} ${f(size * 0.5)} ${f(size * 0.6)} 0 ${f(size)}` +
        `C${f(-size * 0.5)} ${f(size * 0.6)} ${f(-size * 0.7)} ${f(-size * 0.5)} 0 ${f(-size)}Z" fill="#fffaf0" stroke="#eadfc4" stroke-width=".8"/></g></g>`
      );
    })
    .join('');
}

function frameSvg(scene: Scene, p: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${DEFS}</defs>` +
    backdrop(scene, p) +
    rays(p) +
    farCanopy(scene, p) +
    branch(scene, p) +
    // The sun blooms over the leaves nearest to it.
    `<circle cx="${SUN[0]}" cy="${SUN[1]}" r="460" fill="url(#glow)" opacity=".3"/>` +
    dapples(scene, p) +
    petals(scene, p) +
    motes(scene, p) +
    `</svg>`
  );
}

// ---------------------------------------------------------------- rasterising and encoding

const framePattern = '%04d.png';
const frameFile = (dir: string, index: number): string => path.join(dir, `${String(index).padStart(4, '0')}.png`);

async function drawFrames(dir: string, scene: Scene): Promise<void> {
  let next = 0;
  // A few frames in flight keep sharp's threads busy without holding every frame in memory.
  const worker = async (): Promise<void> => {
    for (let index = next++; index < frameCount; index = next++) {
      await sharp(Buffer.from(frameSvg(scene, index / frameCount)))
        .png({ compressionLevel: 1 })
        .toFile(frameFile(dir, index));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${log.slice(-3000)}`))));
  });
}

// Tagged BT.709 and converted with its matrix, as browsers assume for HD video: the video's colours
// then match the poster's, and the poster → video switch does not flash.
const colour = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'];
const colourTags = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];
// One keyframe per loop; no audio track; no encoder version or date, so a rerun changes no byte needlessly.
const common = ['-g', String(frameCount), '-an', '-map_metadata', '-1', '-fflags', '+bitexact'];

const encoders: Record<'webm' | 'mp4', readonly string[]> = {
  webm: ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '34', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1'],
  mp4: ['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '26', '-movflags', '+faststart'],
};

async function encode(framesDir: string, format: 'webm' | 'mp4', out: string): Promise<void> {
  const input = ['-hide_banner', '-y', '-framerate', String(fps), '-i', path.join(framesDir, framePattern)];
  await run('ffmpeg', [...input, ...colour, ...colourTags, ...encoders[format], ...common, out]);
}

/** The poster is frame 0, the loop's start, so the video starts exactly where the poster was. */
async function drawPoster(scene: Scene, out: string): Promise<void> {
  await sharp(Buffer.from(frameSvg(scene, 0)))
    .webp({ quality: 86, effort: 6 })
    .toFile(out);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'hero-video-'));
try {
  const scene = layoutScene();
  const built = (file: HeroVideoFile): string => path.join(work, heroVideoFiles[file]);
  await drawFrames(work, scene);
  await Promise.all([encode(work, 'webm', built('webm')), encode(work, 'mp4', built('mp4')), drawPoster(scene, built('poster'))]);

  const files = Object.keys(heroVideoFiles) as HeroVideoFile[];
  const over: string[] = [];
  for (const file of files) {
    const { size } = await stat(built(file));
    const budget = heroVideoBudgets[file];
    console.log(`${heroVideoFiles[file].padEnd(18)} ${(size / 1000).toFixed(1).padStart(6)} kB  (budget ${budget / 1000} kB)`);
    if (size > budget) over.push(heroVideoFiles[file]);
  }
  // The committed files are replaced only by a set that fits its budgets.
  if (over.length) throw new Error(`Over budget, nothing written: ${over.join(', ')}`);
  await mkdir(heroVideoDir, { recursive: true });
  await Promise.all(files.map((file) => copyFile(built(file), path.join(heroVideoDir, heroVideoFiles[file]))));
  console.log(
    `${frameCount} frames, ${seconds} s at ${fps} fps, ${W}×${H}, in ${path.relative(path.resolve(import.meta.dirname, '../..'), heroVideoDir)}`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
