import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const apiDir = path.resolve(import.meta.dirname, '..');
const calls = {
  'best sellers': '/api/products?perPage=5&filter[is_highlighted]=true&sort=order',
  'product of the month': '/api/products?filter[is_monthly]=true&include=recipes',
  'main categories': '/api/product_categories?filter[is_main]=true&sort=order&perPage=10',
  'product by slug': '/api/products/liqueur-citron-menton',
};
const servers = {
  before: { port: 4391, env: {}, dist: 'dist-before/server.js' },
  after: { port: 4394, env: {}, dist: 'dist/server.js' },
  'before, no cache': { port: 4393, env: { CATALOGUE_CACHE_SECONDS: '0' }, dist: 'dist-before/server.js' },
  'after, no cache': { port: 4395, env: { CATALOGUE_CACHE_SECONDS: '0' }, dist: 'dist/server.js' },
};
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks (100/s) → µs
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cpu-'));
const children: Record<string, ChildProcess> = {};
try {
  for (const [name, { port, env, dist }] of Object.entries(servers)) {
    children[name] = spawn(process.execPath, [dist], { cwd: apiDir, env: { ...process.env, PORT: String(port), DATA_DIR: path.join(dataDir, name.replace(/\W/g, '')), LOG_LEVEL: 'warn', ...env }, stdio: 'ignore' });
    for (let i = 0; i < 300; i++) { if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 100)); }
  }
  const amount = Number(process.env.AMOUNT ?? 20000);
  for (const [call, url] of Object.entries(calls)) {
    const line: string[] = [];
    for (const round of [0, 1]) {
      for (const [name, { port }] of Object.entries(servers)) {
        const pid = children[name]!.pid!;
        const n = name.includes('no cache') ? amount / 5 : amount;
        if (round === 0) { await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 10, amount: n / 4 }); continue; }
        const before = cpuOf(pid);
        const result = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 10, amount: n });
        if (result.non2xx || result.errors) throw new Error(`${name} ${url}: failures`);
        line.push(`${name}: ${((cpuOf(pid) - before) / n).toFixed(1)} µs`);
      }
    }
    console.log(`${call.padEnd(20)} CPU per request | ${line.join(' | ')}`);
  }
} finally {
  for (const child of Object.values(children)) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
