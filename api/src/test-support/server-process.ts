// The shop's server as it runs in production: a process of its own, reached over HTTP. For the tests
// that must see what a client sees (hostile requests, several processes sharing one database).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  /** What it printed so far (its log). */
  output: () => string;
  /** The process's resident memory, in bytes. */
  residentMemory: () => number;
  stop: () => Promise<void>;
  /** Kills it at once (SIGKILL), as a crash or a machine going down would: nothing it had under way finishes. */
  kill: () => Promise<void>;
}

const apiDir = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer in 30 s:\n${output()}`);
}

/** Starts `src/server.ts` with this environment (`DATA_DIR`, `DATABASE_URL`, …) and waits for its health check. */
export async function startServerProcess(environment: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      // A test shop, unless the test gives Stripe keys (or unsets PAYMENTS to see production refuse to start).
      ...(environment.STRIPE_SECRET_KEY ? {} : { PAYMENTS: 'test' }),
      // A test makes its backups when it asks (the nightly one would run at every start).
      BACKUP_HOUR: 'off',
      ...environment,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const stop = ended('SIGTERM');
  try {
    await waitUntilHealthy(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    output: () => output,
    residentMemory: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) * 1024,
    stop,
    kill: ended('SIGKILL'),
  };
}
