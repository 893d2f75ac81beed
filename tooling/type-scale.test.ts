import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFolder, shellBuild, workspaceFeatureApps, workspaceRoot } from './workspace-apps';

// Every size and weight of a font is a face the browser looks up and sets up at a page's first layout: on the
// reference phone, that was most of the layout's work. The shop's styles keep to the kit's type scale
// (kit/src/styles/base.css), so a page shows few faces.
const styleFolders = [
  'kit/src',
  `${buildFolder(shellBuild)}/src`,
  ...workspaceFeatureApps(workspaceRoot).map((app) => `${buildFolder(app)}/src`),
];
const scaleFile = 'kit/src/styles/base.css';
const onTheScale = /^var\(--text-[a-z0-9]+\)$/;
const twoWeights = /^(400|600|normal)$/;

function styleSheets(): StyleSheet[] {
  return styleFolders.flatMap((folder) =>
    readdirSync(path.join(workspaceRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(folder, file))
      .map((file) => ({ file, css: readFileSync(path.join(workspaceRoot, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') })),
  );
}

type StyleSheet = { file: string; css: string };

/** The declarations of a property the style sheets give a value it does not accept, as `file: declaration`. */
function refused(sheets: StyleSheet[], property: string, accepted: RegExp): string[] {
  return sheets.flatMap(({ file, css }) =>
    [...css.matchAll(new RegExp(`(?<![-\\w])${property}\\s*:\\s*([^;}]+)`, 'g'))]
      .map((found) => found[1]!.trim())
      .filter((value) => !accepted.test(value))
      .map((value) => `${file}: ${property}: ${value}`),
  );
}

describe('the type scale', () => {
  it('finds the style sheets of the kit, the shell and every feature app', () => {
    const files = styleSheets().map(({ file }) => file);
    expect(files).toContain(scaleFile);
    for (const folder of styleFolders) expect(files.some((file) => file.startsWith(folder))).toBe(true);
  });

  it('sizes every text with one of the scale’s sizes', () => {
    expect(refused(styleSheets(), 'font-size', onTheScale)).toEqual([]);
  });

  it('weighs every text 400 or 600', () => {
    expect(refused(styleSheets(), 'font-weight', twoWeights)).toEqual([]);
  });

  it('sets the font shorthand only to inherit the page’s font', () => {
    expect(refused(styleSheets(), 'font', /^inherit$/)).toEqual([]);
  });

  it('names a size or a weight off the scale, not a custom property of that name', () => {
    const sheet = { file: 'price.css', css: '.price { font-size: 0.9rem; --font-size: 2rem; font-weight: 700 }' };
    expect(refused([sheet], 'font-size', onTheScale)).toEqual(['price.css: font-size: 0.9rem']);
    expect(refused([sheet], 'font-weight', twoWeights)).toEqual(['price.css: font-weight: 700']);
  });
});
