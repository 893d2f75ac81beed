import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CallsRecord } from '@lemon/app-protocol/calls-record';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkCallsRecorded, keptRecords, recordFile } from './kept-records';

const call = (path: string): CallsRecord[string] => ({ method: 'GET', path, response: { type: 'object' } });
const before: CallsRecord = { recipes: call('/api/recipes') };
const now: CallsRecord = { ...before, journal: call('/api/journal') };

let work: string;
let recordsDir: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'kept-records-'));
  recordsDir = path.join(work, 'records');
  mkdirSync(path.join(recordsDir, 'catalog'), { recursive: true });
  writeFileSync(recordFile('catalog', 'previous', recordsDir), JSON.stringify(before));
  writeFileSync(recordFile('catalog', 'current', recordsDir), JSON.stringify(now));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function build(calls?: CallsRecord): string {
  const dir = mkdtempSync(path.join(work, 'build-'));
  if (calls) writeFileSync(path.join(dir, 'calls.json'), JSON.stringify(calls));
  return dir;
}

describe('the kept records', () => {
  it('are read app by app, the current release and the one before', () => {
    expect(keptRecords(recordsDir)).toEqual([
      { app: 'catalog', release: 'current', calls: now },
      { app: 'catalog', release: 'previous', calls: before },
    ]);
  });

  it('let a build be deployed when the calls it records are kept, the current release’s or the one before', () => {
    expect(() => checkCallsRecorded('catalog', build(now), recordsDir)).not.toThrow();
    expect(() => checkCallsRecorded('catalog', build(before), recordsDir)).not.toThrow();
  });

  it('refuse a build asking what no kept record says, or an app with no record at all', () => {
    const asksMore = { ...now, news: call('/api/news') };
    expect(() => checkCallsRecorded('catalog', build(asksMore), recordsDir)).toThrow(/pnpm calls:record catalog/);
    expect(() => checkCallsRecorded('journal', build(now), recordsDir)).toThrow(/api\/consumer-records\/journal/);
  });

  it('let a build that records no calls through', () => {
    expect(() => checkCallsRecorded('account', build(), recordsDir)).not.toThrow();
  });
});
