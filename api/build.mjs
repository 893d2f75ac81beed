// Bundles the server into dist/ (npm packages stay external, the workspace's TypeScript is compiled in),
// then draws the product pictures it serves into dist/media/products.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@lemon/')),
  logLevel: 'warning',
});

const pictures = spawnSync(process.execPath, ['--import', 'tsx', 'src/media/draw-seed-pictures.ts'], { stdio: 'inherit' });
if (pictures.status !== 0) process.exit(pictures.status ?? 1);
