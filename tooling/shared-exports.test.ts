import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RouteTable } from '@lemon/app-protocol';
import * as shared from '@lemon/shared';
import * as sharedContract from '@lemon/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { workspaceRoot } from './workspace-apps';

// shared is the runtime the page holds once (the store, i18n, navigation, the API client, the contract's building
// blocks): what changes with a feature (its routes, its calls, its schemas) is the feature's, so that a team ships
// alone. These tests fail as soon as shared exports one of them.

const exported = Object.entries({ ...shared, ...sharedContract });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPageDeclaration = (value: unknown) => isRecord(value) && typeof value.path === 'string' && !('method' in value);
const isCallDeclaration = (value: unknown) => isRecord(value) && typeof value.method === 'string' && typeof value.path === 'string';
const isTableOf = (value: unknown, isEntry: (entry: unknown) => boolean) =>
  isRecord(value) && Object.values(value).length > 0 && Object.values(value).every(isEntry);

/** The workspace's contract packages, a feature's calls and schemas each: their folders end in `-contract`. */
const contractPackages = readdirSync(workspaceRoot).filter((folder) => folder.endsWith('-contract'));

describe('shared', () => {
  it('exports no route table: the shop’s routes are the pages the apps deployed declare, none before', async () => {
    const tables = exported.filter(
      ([, value]) => value instanceof RouteTable || isTableOf(value, isPageDeclaration) || isPageDeclaration(value),
    );
    expect(tables.map(([name]) => name)).toEqual([]);
    vi.resetModules();
    const freshRoutes = (await import('@lemon/shared/routes')).shopRoutes();
    expect(freshRoutes.pages).toEqual([]);
  });

  it('exports no feature’s calls: only those its own store makes (the session, the shopper, the cart)', () => {
    const calls = exported.filter(([, value]) => isCallDeclaration(value) || isTableOf(value, isCallDeclaration));
    expect(calls.map(([name]) => name)).toEqual(['storeCalls']);
    const storePaths = Object.values(shared.storeCalls).map((call) => call.path);
    expect(
      storePaths.every((address) => /^\/api\/(session|me|login|logout|carts|add-to-cart|remove-from-cart)(\/|$)/.test(address)),
      storePaths.join(' '),
    ).toBe(true);
  });

  it('exports no feature’s schemas: it depends on no contract package, and exports nothing of one', async () => {
    expect(contractPackages.length).toBeGreaterThanOrEqual(5);
    const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, 'shared', 'package.json'), 'utf8')) as { dependencies: object };
    expect(Object.keys(manifest.dependencies).filter((name) => name.endsWith('-contract'))).toEqual([]);
    const sharedNames = new Set(exported.map(([name]) => name));
    for (const folder of contractPackages) {
      const entry = pathToFileURL(path.join(workspaceRoot, folder, 'src', 'index.ts')).href;
      const featureNames = Object.keys((await import(entry)) as object);
      expect(featureNames.length, folder).toBeGreaterThan(0);
      expect(
        featureNames.filter((name) => sharedNames.has(name)),
        folder,
      ).toEqual([]);
    }
  });
});
