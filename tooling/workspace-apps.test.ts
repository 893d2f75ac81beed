import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiDevPort, shellDevPort } from './dev-ports';
import { appDevPort, workspaceFeatureApps, workspaceRoot } from './workspace-apps';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function workspaceWith(folders: Record<string, object | undefined>): string {
  root = mkdtempSync(path.join(tmpdir(), 'workspace-'));
  for (const [folder, manifest] of Object.entries(folders)) {
    mkdirSync(path.join(root, folder));
    if (manifest) writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

describe('the workspace’s feature apps', () => {
  it('are its mf-* folders with a package, by name: a new team’s folder is an app, nothing else lists it', () => {
    const workspace = workspaceWith({
      'mf-journal': { name: 'journal', config: { devPort: 3106 } },
      'mf-catalog': { name: 'catalog', config: { devPort: 3101 } },
      'mf-draft': undefined,
      shell: { name: 'shell' },
    });
    expect(workspaceFeatureApps(workspace)).toEqual(['catalog', 'journal']);
    expect(appDevPort('journal', workspace)).toBe(3106);
  });

  it('asks for a dev port an app does not say', () => {
    const workspace = workspaceWith({ 'mf-journal': { name: 'journal' } });
    expect(() => appDevPort('journal', workspace)).toThrow(/devPort/);
  });

  it('each have a dev port of their own', () => {
    const ports = workspaceFeatureApps(workspaceRoot).map((app) => appDevPort(app, workspaceRoot));
    expect(ports.length).toBeGreaterThan(1);
    expect(new Set([...ports, shellDevPort, apiDevPort]).size).toBe(ports.length + 2);
  });
});
