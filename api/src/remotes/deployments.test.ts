import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Deployments } from './deployments';

let workDir: string;
let deployments: Deployments;

/** A minimal build folder of a feature app, with a file that tells builds apart. */
function build(label: string): string {
  const dir = path.join(workDir, `build-${label}`);
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"content"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(path.join(dir, 'chunks', 'page.js'), 'export {}');
  return dir;
}

beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'deployments-'));
  deployments = new Deployments(path.join(workDir, 'data'));
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

describe('Deployments', () => {
  it('installs a build under its content version and serves it', async () => {
    const { version, changed } = await deployments.deploy('content', build('one'));
    expect(changed).toBe(true);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(path.join(deployments.appsDir, 'content', version, 'chunks', 'page.js'), 'utf8')).toBe('export {}');
    expect(await deployments.remotesMap()).toEqual({
      content: { version, manifest: `/apps/content/${version}/mf-manifest.json` },
    });
  });

  it('hands out the pages each served version declares, and none for a build that declares none', async () => {
    const dir = build('with pages');
    const pages = { recipes: { path: 'recettes' }, journal: { path: 'journal/:slug', sitemap: 'articles' } };
    writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(pages));
    const withPages = await deployments.deploy('content', dir);
    expect((await deployments.remotesMap()).content).toEqual({
      version: withPages.version,
      manifest: `/apps/content/${withPages.version}/mf-manifest.json`,
      pages,
    });
    const without = await deployments.deploy('content', build('without pages'));
    expect((await deployments.remotesMap()).content).toEqual({
      version: without.version,
      manifest: `/apps/content/${without.version}/mf-manifest.json`,
    });
    await deployments.rollback('content');
    expect((await deployments.remotesMap()).content?.pages).toEqual(pages);
  });

  it('installs a build once when two processes deploy it at the same time', async () => {
    const dir = build('one');
    const [first, second] = await Promise.all([
      deployments.deploy('content', dir),
      new Deployments(path.join(workDir, 'data')).deploy('content', dir),
    ]);
    expect(second.version).toBe(first.version);
    expect(readdirSync(path.join(deployments.appsDir, 'content'))).toEqual([first.version]);
  });

  it('changes nothing when the same build is deployed again', async () => {
    const first = await deployments.deploy('content', build('one'));
    const again = await deployments.deploy('content', build('one'));
    expect(again).toEqual({ version: first.version, changed: false });
    expect((await deployments.read()).content?.previous).toEqual([]);
  });

  it('rolls back to the version served before, and then further back', async () => {
    const one = await deployments.deploy('content', build('one'));
    const two = await deployments.deploy('content', build('two'));
    const three = await deployments.deploy('content', build('three'));
    expect(await deployments.rollback('content')).toEqual({ from: three.version, to: two.version });
    expect(await deployments.rollback('content')).toEqual({ from: two.version, to: one.version });
    await expect(deployments.rollback('content')).rejects.toThrow(/no earlier version/);
    expect((await deployments.remotesMap()).content?.version).toBe(one.version);
  });

  it('jumps to a given installed version and keeps the one it left reachable', async () => {
    const one = await deployments.deploy('content', build('one'));
    const two = await deployments.deploy('content', build('two'));
    await deployments.rollback('content', one.version);
    expect(await deployments.read()).toEqual({ content: { current: one.version, previous: [two.version] } });
    await expect(deployments.rollback('content', 'f00f00f00f00')).rejects.toThrow(/no installed version/);
  });

  it('refuses a folder that is not a build, and an app never deployed', async () => {
    const empty = path.join(workDir, 'empty');
    mkdirSync(empty);
    await expect(deployments.deploy('content', empty)).rejects.toThrow(/mf-manifest.json/);
    await expect(deployments.rollback('cart')).rejects.toThrow(/never been deployed/);
    expect(await deployments.remotesMap()).toEqual({});
  });

  it('refuses a build holding a symbolic link, and installs nothing', async () => {
    for (const target of ['/etc/passwd', '../..']) {
      const dir = build('linked');
      rmSync(path.join(dir, 'chunks', 'leak'), { force: true });
      symlinkSync(target, path.join(dir, 'chunks', 'leak'));
      await expect(deployments.deploy('content', dir)).rejects.toThrow(/chunks\/leak .* not a plain file or folder/);
      expect(existsSync(path.join(deployments.appsDir, 'content'))).toBe(false);
      expect(await deployments.remotesMap()).toEqual({});
    }
  });

  it('keeps each app to itself', async () => {
    const content = await deployments.deploy('content', build('one'));
    await deployments.deploy('cart', build('two'));
    await deployments.deploy('cart', build('three'));
    await deployments.rollback('cart');
    expect((await deployments.remotesMap()).content?.version).toBe(content.version);
  });

  it('retires an app: out of the map with its pages, the others served as they were, back when deployed again', async () => {
    const content = await deployments.deploy('content', build('one'));
    const journal = build('journal');
    writeFileSync(path.join(journal, 'pages.json'), JSON.stringify({ journal: { path: 'journal' } }));
    const first = await deployments.deploy('journal', journal);
    expect(Object.keys(await deployments.remotesMap())).toEqual(['content', 'journal']);

    expect(await deployments.retire('journal')).toEqual({ version: first.version });
    expect(await deployments.remotesMap()).toEqual({
      content: { version: content.version, manifest: `/apps/content/${content.version}/mf-manifest.json` },
    });
    await expect(deployments.retire('journal')).rejects.toThrow(/not served/);
    await expect(deployments.rollback('journal')).rejects.toThrow(/retired/);
    expect(await deployments.known('journal')).toBe(true);
    expect(await deployments.known('gifts')).toBe(false);

    expect(await deployments.deploy('journal', journal)).toEqual({ version: first.version, changed: true });
    expect((await deployments.remotesMap()).journal?.pages).toEqual({ journal: { path: 'journal' } });
    await expect(deployments.rollback('journal')).rejects.toThrow(/no earlier version/);
  });
});
