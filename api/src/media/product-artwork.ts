import type { ArtworkSpec } from '../database/seed/catalogue-types';

type Shape = ArtworkSpec['shape'];
/** A gradient stop: offset 0–1, `#rrggbb`, optional opacity. */
type Stop = readonly [offset: number, color: string, opacity?: number];
/** h/v: linear left→right or top→bottom; lit: radial lit from the upper left; glow: radial from the centre. */
type GradientKind = 'h' | 'v' | 'lit' | 'glow';

interface Ctx {
  readonly color: string;
  readonly accent: string;
  readonly rand: () => number;
  /** Declares a gradient once under `name` and returns the `url(#…)` that paints with it. */
  grad(name: string, kind: GradientKind, stops: readonly Stop[]): string;
  /** Declares a clip path once under `name` and returns the `url(#…)` that clips with it. */
  clip(name: string, shapes: string): string;
}

// Every shape stands on this line, centred on x = 400, so the floor shadow and the corner
// decorations can be placed without knowing the shape.
const FLOOR = 660;
const PAPER = '#fbf5e6';
const INK = '#b3a68c';
const LEMON = { rind: '#f2c230', rindDark: '#d9a41a', pith: '#fdf4cf', flesh: '#f9d952' } as const;
const GREEN = { dark: '#4e8a3a', light: '#72ad4a', vein: '#a9d27f' } as const;

// ---------------------------------------------------------------- colour maths

const HEX = /^#[0-9a-f]{6}$/i;

function assertHex(value: string, field: string): void {
  if (!HEX.test(value)) throw new Error(`Artwork ${field} must be a #rrggbb colour, got "${value}"`);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const byte = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`;
}

/** Blends `a` toward `b` by `t` (0 = a, 1 = b). */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

/** HSL (degrees, 0–1, 0–1) to hex; only the backdrop needs it, to shift its hue by the seed. */
function hsl(h: number, s: number, l: number): string {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return toHex(f(0), f(8), f(4));
}

// ---------------------------------------------------------------- determinism

/** FNV-1a, so ids and random streams depend on the inputs only. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough to scatter decorations (the hero video's too). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal: enough precision at 800 px and keeps the string short. */
const f = (x: number): string => String(Math.round(x * 10) / 10);

// ---------------------------------------------------------------- context

const GRADIENT_GEOMETRY: Record<GradientKind, string> = {
  h: 'linearGradient x1="0" y1="0" x2="1" y2="0"',
  v: 'linearGradient x1="0" y1="0" x2="0" y2="1"',
  lit: 'radialGradient cx=".36" cy=".3" r=".8"',
  glow: 'radialGradient cx=".5" cy=".5" r=".5"',
};

function createCtx(spec: ArtworkSpec, seed: number): { ctx: Ctx; defs: () => string } {
  // The spec is part of the prefix as well as the seed: two products sharing a seed must not
  // share ids with different colours when their pictures are inlined in one page.
  const prefix = `pa${hash(`${seed}|${spec.shape}|${spec.color}|${spec.accent}`).toString(36)}`;
  const defs = new Map<string, string>();
  const ctx: Ctx = {
    color: spec.color,
    accent: spec.accent,
    rand: prng(hash(`seed:${seed}`)),
    grad(name, kind, stops) {
      const id = `${prefix}${name}`;
      if (!defs.has(name)) {
        const tag = GRADIENT_GEOMETRY[kind];
        const body = stops
          .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
          .join('');
        defs.set(name, `<${tag} id="${id}">${body}</${tag.split(' ')[0]}>`);
      }
      return `url(#${id})`;
    },
    clip(name, shapes) {
      const id = `${prefix}${name}`;
      if (!defs.has(name)) defs.set(name, `<clipPath id="${id}">${shapes}</clipPath>`);
      return `url(#${id})`;
    },
  };
  return { ctx, defs: () => [...defs.values()].join('') };
}

// ---------------------------------------------------------------- shared pieces

/** A rounded cylinder: dark rims, a bright band left of centre, like a studio softbox. */
function cylinder(c: Ctx, name: string, hex: string): string {
  return c.grad(name, 'h', [
    [0, darken(hex, 0.3)],
    [0.14, hex],
    [0.32, lighten(hex, 0.3)],
    [0.48, lighten(hex, 0.06)],
    [0.82, darken(hex, 0.1)],
    [1, darken(hex, 0.32)],
  ]);
}

function ball(c: Ctx, name: string, hex: string): string {
  return c.grad(name, 'lit', [
    [0, lighten(hex, 0.45)],
    [0.45, hex],
    [1, darken(hex, 0.25)],
  ]);
}

/** Paper labels wrap around round objects, so they get the same soft light as the body. */
function sheen(c: Ctx): string {
  return c.grad('sheen', 'h', [
    [0, '#000000', 0.16],
    [0.3, '#ffffff', 0.2],
    [0.55, '#ffffff', 0],
    [1, '#000000', 0.2],
  ]);
}

function shadow(c: Ctx, rx: number, ry = 20): string {
  const fill = c.grad('shadow', 'glow', [
    [0, '#5a4520', 0.34],
    [0.6, '#5a4520', 0.14],
    [1, '#5a4520', 0],
  ]);
  return `<ellipse cx="400" cy="${FLOOR + 2}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

// A lemon 248 × 160 centred on the origin, pointed at both ends.
const LEMON_PATH =
  'M-124 0Q-122-9-110-15C-98-56-56-80 0-80C56-80 98-56 110-15Q122-9 124 0Q122 9 110 15C98 56 56 80 0 80C-56 80-98 56-110 15Q-122 9-124 0Z';

function leaf(x: number, y: number, len: number, rot: number, dark: string = GREEN.dark, light: string = GREEN.light): string {
  const w = len * 0.36;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M0 0Q${f(len * 0.45)} ${f(-w)} ${f(len)} 0Q${f(len * 0.45)} ${f(w)} 0 0Z" fill="${dark}"/>` +
    `<path d="M0 0Q${f(len * 0.45)} ${f(-w)} ${f(len)} 0Z" fill="${light}"/>` +
    `<path d="M${f(-len * 0.1)} 0H${f(len * 0.85)}" stroke="${lighten(light, 0.35)}" stroke-width="${f(len * 0.025 + 1)}" stroke-linecap="round"/>` +
    `</g>`
  );
}

type Citrus = Record<'rind' | 'pith' | 'flesh', string>;

/** A lemon wheel of radius r centred on the origin: rind, pith, ten segments. */
function wheel(r: number, rot: number, tone: Citrus = LEMON): string {
  const ro = r * 0.78;
  const ri = r * 0.15;
  const gap = 0.08;
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a0 = (i / 10) * 2 * Math.PI + gap;
    const a1 = ((i + 1) / 10) * 2 * Math.PI - gap;
    d +=
      `M${f(ri * Math.cos(a0))} ${f(ri * Math.sin(a0))}L${f(ro * Math.cos(a0))} ${f(ro * Math.sin(a0))}` +
      `A${f(ro)} ${f(ro)} 0 0 1 ${f(ro * Math.cos(a1))} ${f(ro * Math.sin(a1))}L${f(ri * Math.cos(a1))} ${f(ri * Math.sin(a1))}Z`;
  }
  return (
    `<g transform="rotate(${f(rot)})"><circle r="${f(r)}" fill="${tone.rind}"/><circle r="${f(r * 0.9)}" fill="${tone.pith}"/>` +
    `<path d="${d}" fill="${tone.flesh}"/><circle r="${f(r * 0.1)}" fill="${tone.pith}"/></g>`
  );
}

/** The shop's little lemon mark, printed on labels in place of a name (no text allowed). */
function emblem(x: number, y: number, s: number, rind: string = LEMON.rind): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">` +
    leaf(40, -62, 110, -35) +
    `<path d="${LEMON_PATH}" fill="${rind}" stroke="${darken(rind, 0.15)}" stroke-width="8"/>` +
    `<ellipse cx="-40" cy="-34" rx="34" ry="14" transform="rotate(-18 -40 -34)" fill="#fff" opacity=".45"/></g>`
  );
}

/** Blank lines standing in for a product name. */
function textLines(x: number, y: number, w: number, color: string): string {
  return (
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="9" rx="4.5" fill="${color}"/>` +
    `<rect x="${f(x - w * 0.33)}" y="${f(y + 17)}" width="${f(w * 0.66)}" height="6" rx="3" fill="${INK}"/>`
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
}

/** A paper label with a printed border, the lemon mark and blank lines for a name, under the pack's sheen. */
function framedLabel(c: Ctx, box: Box, print: { emblemY: number; emblemScale: number; linesY: number; linesWidth: number }): string {
  const { x, y, width, height, rx } = box;
  const centre = x + width / 2;
  const border = 10;
  const rect = (fill: string) => `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" rx="${f(rx)}" fill="${fill}"/>`;
  return (
    rect(PAPER) +
    `<rect x="${f(x + border)}" y="${f(y + border)}" width="${f(width - 2 * border)}" height="${f(height - 2 * border)}" ` +
    `rx="${f(rx - 4)}" fill="none" stroke="${c.accent}" stroke-width="3"/>` +
    emblem(centre, print.emblemY, print.emblemScale) +
    textLines(centre, print.linesY, print.linesWidth, c.accent) +
    rect(sheen(c))
  );
}

// ---------------------------------------------------------------- backdrop and decorations

function backdrop(c: Ctx): string {
  const hue = 44 + (c.rand() * 10 - 5);
  const wall = c.grad('wall', 'v', [
    [0, hsl(hue, 0.8, 0.955)],
    [1, hsl(hue, 0.72, 0.915)],
  ]);
  // A seamless sweep: the floor fades in below the object instead of meeting the wall at a line.
  const floor = c.grad('floor', 'v', [
    [0, hsl(hue + 3, 0.6, 0.88), 0],
    [0.35, hsl(hue + 3, 0.6, 0.88)],
    [1, hsl(hue + 5, 0.5, 0.84)],
  ]);
  const glow = c.grad('glow', 'glow', [
    [0, '#ffffff', 0.75],
    [1, '#ffffff', 0],
  ]);
  return (
    `<rect width="800" height="800" fill="${wall}"/><rect y="520" width="800" height="280" fill="${floor}"/>` +
    `<ellipse cx="400" cy="390" rx="360" ry="330" fill="${glow}"/>`
  );
}

function decorations(c: Ctx): string {
  const r = c.rand;
  const mirrored = r() < 0.5;
  // Drawn for the top-left / bottom-right diagonal; the seed may flip it to the other one.
  const tx = 100 + r() * 40;
  const ty = 100 + r() * 36;
  const tr = 60 + r() * 18;
  const leafAngle = 20 + r() * 50;
  const top =
    leaf(tx + tr * 0.3, ty + tr * 0.2, tr * 1.6, leafAngle) +
    leaf(tx + tr * 0.1, ty + tr * 0.4, tr * 1.25, leafAngle + 45) +
    `<g transform="translate(${f(tx)} ${f(ty)})">${wheel(tr, r() * 36)}</g>`;
  const bx = 690 + r() * 30;
  const by = 714 + r() * 24;
  const br = 52 + r() * 14;
  // The bottom slice lies on the floor: squashed, with its thickness and a contact shadow.
  const bottom =
    `<ellipse cx="${f(bx)}" cy="${f(by + br * 0.36)}" rx="${f(br * 1.1)}" ry="${f(br * 0.3)}" fill="#5a4520" opacity=".12"/>` +
    leaf(bx - br * 0.6, by - br * 0.1, br * 1.5, 180 + 15 + r() * 30) +
    `<g transform="translate(${f(bx)} ${f(by)}) scale(1 .48)"><circle cy="16" r="${f(br)}" fill="${LEMON.rindDark}"/>${wheel(br, r() * 36)}</g>`;
  const g = top + bottom;
  return mirrored ? `<g transform="matrix(-1 0 0 1 800 0)">${g}</g>` : g;
}

// ---------------------------------------------------------------- shapes

function bottle(c: Ctx): string {
  const body = 'M300 636Q300 660 324 660H476Q500 660 500 636V350C500 294 434 292 434 240V176H366V240C366 292 300 294 300 350Z';
  return (
    shadow(c, 135) +
    `<path d="${body}" fill="${cylinder(c, 'body', c.color)}"/>` +
    `<path d="M300 628H500V636Q500 660 476 660H324Q300 660 300 636Z" fill="${darken(c.color, 0.25)}" opacity=".45"/>` +
    `<rect x="316" y="352" width="14" height="262" rx="7" fill="#fff" opacity=".4"/>` +
    `<rect x="374" y="196" width="9" height="70" rx="4.5" fill="#fff" opacity=".35"/>` +
    `<rect x="358" y="164" width="84" height="22" rx="6" fill="${cylinder(c, 'collar', lighten(c.color, 0.15))}"/>` +
    `<rect x="354" y="92" width="92" height="80" rx="12" fill="${cylinder(c, 'cap', c.accent)}"/>` +
    `<path d="M372 104V160M390 104V160M410 104V160M428 104V160" stroke="${darken(c.accent, 0.25)}" stroke-width="3" opacity=".35"/>` +
    framedLabel(c, { x: 316, y: 404, width: 168, height: 180, rx: 10 }, { emblemY: 476, emblemScale: 0.36, linesY: 522, linesWidth: 96 })
  );
}

function flask(c: Ctx): string {
  // Flat-bottomed circle: the arc ends where the circle meets the base line.
  const body = 'M359 648A142 142 0 1 1 441 648Z';
  const clip = c.clip('flask', `<path d="${body}"/>`);
  return (
    shadow(c, 120) +
    `<rect x="372" y="236" width="56" height="160" fill="${cylinder(c, 'neck', lighten(c.color, 0.55))}"/>` +
    `<g clip-path="${clip}"><rect x="250" y="360" width="300" height="300" fill="${lighten(c.color, 0.7)}"/>` +
    `<rect x="250" y="430" width="300" height="240" fill="${ball(c, 'liquid', c.color)}"/>` +
    `<ellipse cx="400" cy="430" rx="150" ry="10" fill="${lighten(c.color, 0.3)}"/></g>` +
    `<path d="${body}" fill="none" stroke="${lighten(c.color, 0.5)}" stroke-width="6" opacity=".8"/>` +
    `<rect x="346" y="640" width="108" height="20" rx="8" fill="${darken(c.color, 0.15)}"/>` +
    `<path d="M300 478A104 104 0 0 1 352 392" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".5"/>` +
    `<circle cx="318" cy="512" r="6" fill="#fff" opacity=".5"/>` +
    `<ellipse cx="400" cy="546" rx="72" ry="54" fill="${PAPER}"/>` +
    `<ellipse cx="400" cy="546" rx="62" ry="44" fill="none" stroke="${c.accent}" stroke-width="3"/>` +
    emblem(400, 534, 0.26) +
    `<rect x="370" y="566" width="60" height="7" rx="3.5" fill="${c.accent}"/>` +
    `<rect x="362" y="232" width="76" height="18" rx="7" fill="${lighten(c.color, 0.35)}"/>` +
    `<rect x="380" y="196" width="40" height="44" rx="4" fill="${cylinder(c, 'stem', c.accent)}"/>` +
    `<circle cx="400" cy="172" r="40" fill="${ball(c, 'knob', c.accent)}"/>`
  );
}

function jar(c: Ctx): string {
  const glass = `<rect x="268" y="370" width="264" height="290" rx="44"/>`;
  const clip = c.clip('jar', glass);
  // Pinked cloth edge: a zigzag along the bottom of the cover.
  let zig = 'M282 350V312Q282 292 302 292H498Q518 292 518 312V350L544 392';
  for (let x = 544, up = true; x > 256; up = !up) {
    x -= 12;
    zig += `L${x} ${up ? 382 : 392}`;
  }
  zig += 'Z';
  const cloth = c.clip('cloth', `<path d="${zig}"/>`);
  let checks = '';
  for (let x = 262; x < 544; x += 28) checks += `M${x} 280h14v120h-14Z`;
  for (let y = 298; y < 400; y += 28) checks += `M250 ${y}h300v14h-300Z`;
  return (
    shadow(c, 150) +
    `<g clip-path="${clip}"><rect x="260" y="360" width="280" height="300" fill="${lighten(c.color, 0.72)}"/>` +
    `<rect x="260" y="404" width="280" height="260" fill="${cylinder(c, 'jam', c.color)}"/>` +
    `<ellipse cx="400" cy="404" rx="140" ry="8" fill="${lighten(c.color, 0.25)}"/></g>` +
    `<rect x="270" y="372" width="260" height="286" rx="42" fill="none" stroke="#fff" stroke-width="4" opacity=".5"/>` +
    `<rect x="286" y="420" width="14" height="200" rx="7" fill="#fff" opacity=".45"/>` +
    `<rect x="506" y="440" width="7" height="140" rx="3.5" fill="#fff" opacity=".3"/>` +
    `<rect x="290" y="348" width="220" height="30" rx="8" fill="${lighten(c.color, 0.6)}"/>` +
    `<path d="${zig}" fill="${cylinder(c, 'lid', c.accent)}"/>` +
    `<path d="${checks}" fill="#fff" opacity=".28" clip-path="${cloth}"/>` +
    `<rect x="278" y="344" width="244" height="9" rx="4.5" fill="${darken(c.accent, 0.35)}"/>` +
    `<path d="M400 348l-22 26M400 348l20 28" stroke="${darken(c.accent, 0.35)}" stroke-width="6" stroke-linecap="round"/>` +
    framedLabel(c, { x: 312, y: 452, width: 176, height: 128, rx: 14 }, { emblemY: 504, emblemScale: 0.3, linesY: 536, linesWidth: 80 })
  );
}

function tin(c: Ctx): string {
  // Front half of an ellipse (rx 120, ry 26) drawn left to right through the bottom.
  const front = (y: number, rx = 120): string => `M${400 - rx} ${y}A${rx} 26 0 0 0 ${400 + rx} ${y}`;
  return (
    shadow(c, 150) +
    `<path d="${front(304)}V634A120 26 0 0 1 280 634Z" fill="${cylinder(c, 'body', c.color)}"/>` +
    `<path d="${front(634)}" fill="none" stroke="${darken(c.color, 0.3)}" stroke-width="4" opacity=".5"/>` +
    `<path d="${front(404)}V530A120 26 0 0 1 280 530Z" fill="${cylinder(c, 'band', c.accent)}"/>` +
    `<path d="${front(414)}M280 520A120 26 0 0 0 520 520" fill="none" stroke="${PAPER}" stroke-width="3" opacity=".8"/>` +
    `<circle cx="400" cy="492" r="48" fill="${PAPER}"/><circle cx="400" cy="492" r="41" fill="none" stroke="${c.accent}" stroke-width="3"/>` +
    emblem(400, 494, 0.24) +
    `<path d="M276 240V308A124 26 0 0 0 524 308V240Z" fill="${cylinder(c, 'lid', darken(c.color, 0.06))}"/>` +
    `<path d="${front(308, 124)}" fill="none" stroke="${darken(c.color, 0.35)}" stroke-width="4" opacity=".45"/>` +
    `<ellipse cx="400" cy="240" rx="124" ry="26" fill="${lighten(c.color, 0.28)}"/>` +
    `<ellipse cx="400" cy="241" rx="106" ry="19" fill="none" stroke="${darken(c.color, 0.08)}" stroke-width="3"/>` +
    `<rect x="302" y="330" width="12" height="280" rx="6" fill="#fff" opacity=".3"/>`
  );
}

function box(c: Ctx): string {
  const ribbon = cylinder(c, 'ribbon', c.accent);
  const dark = darken(c.accent, 0.3);
  const bow =
    `<path d="M392 344L340 446L366 436L380 460L410 348Z" fill="${darken(c.accent, 0.12)}"/>` +
    `<path d="M408 344L460 446L434 436L420 460L390 348Z" fill="${c.accent}"/>` +
    `<path d="M400 336C356 272 276 240 262 292C250 346 336 354 400 336Z" fill="${c.accent}"/>` +
    `<path d="M400 336C444 272 524 240 538 292C550 346 464 354 400 336Z" fill="${lighten(c.accent, 0.08)}"/>` +
    `<path d="M400 336C364 298 306 280 296 304C288 328 350 340 400 336Z" fill="${dark}" opacity=".5"/>` +
    `<path d="M400 336C436 298 494 280 504 304C512 328 450 340 400 336Z" fill="${dark}" opacity=".5"/>` +
    `<path d="M290 270Q300 256 320 258" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>` +
    `<ellipse cx="400" cy="338" rx="24" ry="20" fill="${ball(c, 'knot', c.accent)}"/>`;
  return (
    shadow(c, 200) +
    `<rect x="244" y="420" width="312" height="240" fill="${c.grad('body', 'h', [
      [0, darken(c.color, 0.12)],
      [0.5, c.color],
      [1, darken(c.color, 0.2)],
    ])}"/>` +
    `<rect x="244" y="420" width="312" height="16" fill="${darken(c.color, 0.35)}" opacity=".35"/>` +
    `<rect x="380" y="420" width="40" height="240" fill="${ribbon}"/>` +
    `<polygon points="262,318 538,318 574,360 226,360" fill="${lighten(c.color, 0.2)}"/>` +
    `<rect x="226" y="360" width="348" height="64" rx="3" fill="${c.grad('lid', 'v', [
      [0, c.color],
      [1, darken(c.color, 0.1)],
    ])}"/>` +
    `<rect x="378" y="360" width="44" height="64" fill="${ribbon}"/>` +
    `<polygon points="378,360 422,360 416,318 384,318" fill="${lighten(c.accent, 0.12)}"/>` +
    `<polygon points="249,333 551,333 561,345 239,345" fill="${lighten(c.accent, 0.12)}"/>` +
    `<path d="M226 360H574" stroke="#fff" stroke-width="3" opacity=".35"/>` +
    bow
  );
}

function bar(c: Ctx): string {
  const dish = lighten(c.accent, 0.55);
  const lemon = (dx: number, dy: number, fill: string): string =>
    `<g transform="translate(${400 + dx} ${504 + dy}) scale(.62 .4)"><path d="${LEMON_PATH}" fill="${fill}"/>` +
    `<path d="M40-78Q70-128 140-120Q110-70 40-78Z" fill="${fill}"/></g>`;
  return (
    shadow(c, 250, 24) +
    `<path d="M150 598Q166 652 400 654Q634 652 650 598Z" fill="${darken(dish, 0.12)}"/>` +
    `<ellipse cx="400" cy="598" rx="250" ry="44" fill="${dish}"/>` +
    `<ellipse cx="400" cy="602" rx="208" ry="32" fill="${darken(dish, 0.06)}"/>` +
    `<path d="M174 590Q220 562 300 558" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none" opacity=".6"/>` +
    `<rect x="262" y="468" width="276" height="138" rx="56" ry="46" fill="${darken(c.color, 0.14)}"/>` +
    `<rect x="262" y="440" width="276" height="124" rx="58" ry="44" fill="${ball(c, 'soap', c.color)}"/>` +
    `<rect x="280" y="452" width="240" height="100" rx="46" ry="34" fill="none" stroke="${lighten(c.color, 0.35)}" stroke-width="3" opacity=".8"/>` +
    // Pressed-in mark: dark rim up-left, lit rim down-right, as if lit from the upper left.
    lemon(-4, -4, darken(c.color, 0.36)) +
    lemon(4, 4, lighten(c.color, 0.7)) +
    lemon(0, 0, darken(c.color, 0.05)) +
    `<ellipse cx="350" cy="470" rx="40" ry="9" fill="#fff" opacity=".35"/>` +
    [
      [556, 436, 20],
      [592, 398, 12],
      [534, 392, 8],
      [244, 446, 13],
      [222, 570, 9],
      [584, 582, 11],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".25" stroke="#fff" stroke-width="3" stroke-opacity=".85"/>`,
      )
      .join('')
  );
}

function candle(c: Ctx): string {
  const glass = 'M288 392L298 636Q300 660 324 660H476Q500 660 502 636L512 392Z';
  return (
    shadow(c, 140) +
    `<circle cx="400" cy="380" r="96" fill="${c.grad('halo', 'glow', [
      [0, '#ffd76a', 0.6],
      [1, '#ffd76a', 0],
    ])}"/>` +
    `<ellipse cx="400" cy="392" rx="112" ry="22" fill="${lighten(c.color, 0.6)}" opacity=".5"/>` +
    `<path d="M296 446L305 630Q307 650 328 650H472Q493 650 495 630L504 446Z" fill="${cylinder(c, 'wax', c.color)}"/>` +
    `<ellipse cx="400" cy="446" rx="104" ry="20" fill="${lighten(c.color, 0.28)}"/>` +
    `<ellipse cx="400" cy="448" rx="44" ry="8" fill="${lighten(c.color, 0.45)}"/>` +
    `<path d="M400 448Q397 434 402 420" stroke="#3b3026" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M400 322C414 352 428 374 425 396C423 414 412 424 400 424C388 424 377 414 375 396C372 374 386 352 400 322Z" fill="${c.grad(
      'flame',
      'glow',
      [
        [0, '#fffbe6'],
        [0.5, '#ffd34d'],
        [1, '#f08a24'],
      ],
    )}"/>` +
    `<path d="M400 372C407 386 411 398 409 408C407 416 393 416 391 408C389 398 393 386 400 372Z" fill="#fffef4"/>` +
    `<path d="${glass}" fill="#fff" opacity=".16"/>` +
    `<path d="${glass}" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>` +
    `<path d="M288 392A112 22 0 0 0 512 392" fill="none" stroke="#fff" stroke-width="5" opacity=".75"/>` +
    `<path d="M288 392A112 22 0 0 1 512 392" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>` +
    `<path d="M306 420L314 620" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".45"/>` +
    `<path d="M490 430L484 600" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>` +
    `<rect x="322" y="518" width="156" height="96" rx="8" fill="${PAPER}"/>` +
    `<rect x="322" y="518" width="156" height="18" rx="8" fill="${c.accent}"/><rect x="322" y="528" width="156" height="8" fill="${c.accent}"/>` +
    emblem(400, 566, 0.22) +
    `<rect x="370" y="592" width="60" height="7" rx="3.5" fill="${INK}"/>` +
    `<rect x="322" y="518" width="156" height="96" rx="8" fill="${sheen(c)}"/>`
  );
}

function pouch(c: Ctx): string {
  const body = 'M286 198H514L522 300C534 430 544 560 540 650Q400 668 260 650C256 560 266 430 278 300Z';
  const window = '<rect x="336" y="424" width="128" height="150" rx="40"/>';
  const clip = c.clip('window', window);
  // Dried peel and leaves seen through the window; fixed so the product itself stays the same.
  const bits: [number, number, number, string][] = [
    [352, 440, 14, '#f2c230'],
    [392, 452, 11, '#e0a92a'],
    [436, 438, 13, '#8fb35a'],
    [448, 480, 12, '#f2c230'],
    [362, 486, 12, '#8fb35a'],
    [404, 500, 15, '#f6d55a'],
    [350, 534, 13, '#e0a92a'],
    [440, 528, 13, '#f2c230'],
    [398, 552, 12, '#8fb35a'],
    [368, 566, 11, '#f6d55a'],
    [446, 566, 12, '#e0a92a'],
    [410, 470, 9, '#cf8f2a'],
  ];
  let crimp = '';
  for (let x = 292; x < 512; x += 8) crimp += `M${x} 204V236`;
  return (
    shadow(c, 160) +
    `<path d="${body}" fill="${cylinder(c, 'body', c.color)}"/>` +
    `<rect x="286" y="198" width="228" height="42" fill="${darken(c.color, 0.06)}"/>` +
    `<path d="${crimp}" stroke="${darken(c.color, 0.25)}" stroke-width="2" opacity=".35"/>` +
    `<path d="M284 262H516" stroke="${darken(c.color, 0.2)}" stroke-width="3" opacity=".6"/>` +
    `<path d="M266 628Q400 606 534 628" fill="none" stroke="${darken(c.color, 0.22)}" stroke-width="3" opacity=".5"/>` +
    `<path d="M292 320C284 440 278 540 278 630" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".22"/>` +
    `<rect x="318" y="290" width="164" height="106" rx="10" fill="${c.accent}"/>` +
    emblem(400, 332, 0.26) +
    `<rect x="356" y="368" width="88" height="8" rx="4" fill="${PAPER}"/>` +
    `<g clip-path="${clip}"><rect x="330" y="420" width="140" height="160" fill="#f3e2a6"/>` +
    bits
      .map(
        ([x, y, r, fill], i) =>
          `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.6)}" transform="rotate(${i * 37} ${x} ${y})" fill="${fill}"/>`,
      )
      .join('') +
    `</g><rect x="336" y="424" width="128" height="150" rx="40" fill="none" stroke="${lighten(c.color, 0.5)}" stroke-width="4"/>` +
    `<path d="M352 470Q354 446 372 438" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`
  );
}

function tube(c: Ctx): string {
  let ridges = '';
  for (let y = 170; y <= 204; y += 7) ridges += `M280 ${y}H520`;
  return (
    shadow(c, 90, 16) +
    `<path d="M346 556H454L458 646Q458 660 444 660H356Q342 660 342 646Z" fill="${cylinder(c, 'cap', c.accent)}"/>` +
    `<path d="M360 570V648M380 570V650M400 570V650M420 570V650M440 570V648" stroke="${darken(c.accent, 0.25)}" stroke-width="3" opacity=".3"/>` +
    `<path d="M302 520H498L452 560H348Z" fill="${darken(c.color, 0.12)}"/>` +
    `<path d="M300 524C296 420 290 300 282 208H518C510 300 504 420 500 524Z" fill="${cylinder(c, 'body', c.color)}"/>` +
    `<path d="M280 162H520L524 212H276Z" fill="${cylinder(c, 'crimp', darken(c.color, 0.04))}"/>` +
    `<path d="${ridges}" stroke="${darken(c.color, 0.25)}" stroke-width="2" opacity=".45"/>` +
    `<path d="M298 440H502V486H299Z" fill="${c.accent}"/>` +
    framedLabel(c, { x: 328, y: 270, width: 144, height: 136, rx: 12 }, { emblemY: 322, emblemScale: 0.3, linesY: 356, linesWidth: 72 }) +
    `<path d="M312 230C314 330 318 420 320 500" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"/>`
  );
}

function glass(c: Ctx): string {
  const cup = 'M284 300L304 636Q306 660 330 660H470Q494 660 496 636L516 300Z';
  const straw = 'M380 626L452 236L522 174';
  const cube = (x: number, y: number, rot: number): string =>
    `<rect x="${x - 28}" y="${y - 28}" width="56" height="56" rx="10" transform="rotate(${rot} ${x} ${y})" fill="#fff" fill-opacity=".45" stroke="#fff" stroke-opacity=".8" stroke-width="3"/>`;
  return (
    shadow(c, 130) +
    `<ellipse cx="400" cy="300" rx="116" ry="20" fill="${lighten(c.color, 0.75)}"/>` +
    `<path d="${straw}" fill="none" stroke="${c.accent}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${straw}" fill="none" stroke="#fff" stroke-width="18" stroke-dasharray="14 16" opacity=".75"/>` +
    `<path d="M293 342L310 630Q312 650 332 650H468Q488 650 490 630L507 342Z" fill="${c.grad('drink', 'v', [
      [0, lighten(c.color, 0.2)],
      [1, c.color],
    ])}" opacity=".86"/>` +
    `<ellipse cx="400" cy="342" rx="107" ry="17" fill="${lighten(c.color, 0.4)}"/>` +
    cube(350, 366, -14) +
    cube(446, 378, 22) +
    cube(398, 426, 8) +
    `<circle cx="330" cy="520" r="6" fill="#fff" opacity=".6"/><circle cx="352" cy="578" r="4" fill="#fff" opacity=".6"/>` +
    `<circle cx="462" cy="548" r="5" fill="#fff" opacity=".6"/><circle cx="446" cy="606" r="3.5" fill="#fff" opacity=".6"/>` +
    `<path d="${cup}" fill="#fff" opacity=".12"/>` +
    `<path d="${cup}" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>` +
    `<path d="M302 330L318 620" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".5"/>` +
    `<path d="M284 300A116 20 0 0 0 516 300" fill="none" stroke="#fff" stroke-width="5" opacity=".85"/>` +
    `<path d="M284 300A116 20 0 0 1 516 300" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>` +
    `<g transform="translate(282 314)">${wheel(62, 10)}</g>` +
    leaf(300, 300, 80, -150)
  );
}

function lemon(c: Ctx): string {
  const skin = c.grad('skin', 'lit', [
    [0, lighten(c.color, 0.4)],
    [0.5, c.color],
    [1, darken(c.color, 0.2)],
  ]);
  const one = (x: number, y: number, rot: number, s: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
    `<path d="${LEMON_PATH}" fill="${skin}"/>` +
    `<ellipse cx="-36" cy="-42" rx="40" ry="14" transform="rotate(-14 -36 -42)" fill="#fff" opacity=".4"/>` +
    `<path d="M-20 20h.1M10 34h.1M40 12h.1M-50 8h.1M24 54h.1M-6 48h.1" stroke="${darken(c.color, 0.12)}" stroke-width="5" stroke-linecap="round" opacity=".5"/>` +
    `<circle cx="-120" cy="0" r="6" fill="${darken(c.accent, 0.1)}"/></g>`;
  const leafDark = c.accent;
  const leafLight = lighten(c.accent, 0.22);
  // A cut half facing the viewer, so the pile reads as lemons even in an unusual colour.
  const cut: Citrus = { rind: c.color, pith: lighten(c.color, 0.82), flesh: lighten(c.color, 0.32) };
  const half =
    `<g transform="translate(520 590)"><ellipse cx="18" cy="2" rx="72" ry="68" fill="${darken(c.color, 0.14)}"/>` +
    `<path d="M84-10Q104-6 104 2Q104 10 84 14Z" fill="${darken(c.color, 0.14)}"/>` +
    `<g transform="scale(.86 1)">${wheel(68, 8, cut)}</g></g>`;
  return (
    shadow(c, 230, 24) +
    leaf(388, 446, 170, -120, leafDark, leafLight) +
    leaf(396, 450, 150, -55, leafDark, leafLight) +
    one(440, 492, -22, 0.86) +
    one(316, 584, 10, 0.96) +
    half
  );
}

// One entry per shape: adding a shape is adding a drawing function here.
const SHAPES: Record<Shape, (c: Ctx) => string> = {
  bottle,
  flask,
  jar,
  tin,
  box,
  bar,
  candle,
  pouch,
  tube,
  glass,
  lemon,
};

/** An 800 × 800 SVG picture of a product, drawn from its artwork spec. */
export function productArtworkSvg(spec: ArtworkSpec, seed: number): string {
  assertHex(spec.color, 'color');
  assertHex(spec.accent, 'accent');
  if (!Number.isSafeInteger(seed)) throw new Error(`Artwork seed must be an integer, got ${seed}`);
  // The spec may come from the database, where the type system cannot vouch for it.
  const draw = Object.hasOwn(SHAPES, spec.shape) ? SHAPES[spec.shape] : undefined;
  if (!draw) throw new Error(`Unknown artwork shape "${String(spec.shape)}"`);
  const { ctx, defs } = createCtx(spec, seed);
  // Fixed order so the random stream, hence the picture, depends on the seed only.
  const scene = backdrop(ctx) + decorations(ctx) + draw(ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` + `<defs>${defs()}</defs>${scene}</svg>`;
}
