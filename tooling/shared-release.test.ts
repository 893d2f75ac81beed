import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compatibleSharedVersions } from './create-federated-app';
import { bundledProtocolModules, packageVersion, readRelease, sharedFingerprint } from './shared-release';

describe('the release of @lemon/shared', () => {
  it('matches its sources: a change to shared is released with a new version', () => {
    const release = readRelease();
    expect(release.version, 'shared/release.json and shared/package.json disagree').toBe(packageVersion());
    expect(
      sharedFingerprint(),
      `shared changed since ${release.version}: run \`pnpm shared:release patch|minor|major\` (docs/releasing-shared.md)`,
    ).toBe(release.fingerprint);
  });

  it('takes of app-protocol only the modules its fingerprint holds', () => {
    const sharedSources = path.join(import.meta.dirname, '..', 'shared', 'src');
    const imported = readdirSync(sharedSources, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(path.join(sharedSources, file), 'utf8').matchAll(/from '@lemon\/app-protocol([^']*)'/g)])
      .map(([, subpath]) => subpath!.replace(/^\//, ''));
    expect(imported.length).toBeGreaterThan(0);
    for (const module of imported) expect(bundledProtocolModules, `shared imports @lemon/app-protocol/${module}`).toContain(module);
  });
});

describe('compatibleSharedVersions', () => {
  it('takes the same major at or above the minor built against, whatever the patch', () => {
    expect(compatibleSharedVersions('2.3.7')).toBe('^2.3.0');
  });
});
