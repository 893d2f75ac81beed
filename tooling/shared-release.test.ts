import { describe, expect, it } from 'vitest';
import { compatibleSharedVersions } from './create-federated-app';
import { packageVersion, readRelease, sharedFingerprint } from './shared-release';

describe('the release of @lemon/shared', () => {
  it('matches its sources: a change to shared is released with a new version', () => {
    const release = readRelease();
    expect(release.version, 'shared/release.json and shared/package.json disagree').toBe(packageVersion());
    expect(
      sharedFingerprint(),
      `shared changed since ${release.version}: run \`pnpm shared:release patch|minor|major\` (docs/releasing-shared.md)`,
    ).toBe(release.fingerprint);
  });
});

describe('compatibleSharedVersions', () => {
  it('takes the same major at or above the minor built against, whatever the patch', () => {
    expect(compatibleSharedVersions('2.3.7')).toBe('^2.3.0');
  });
});
