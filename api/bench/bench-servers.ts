// What the API's load benchmarks share: starting the built server (or another script) as a process of its own,
// waiting for it, and loading it with autocannon on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const apiDir = path.resolve(import.meta.dirname, '..');

export async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** `node <command>` in api/, with `env` added to this process's environment. */
export function start(command: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, command, { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Addresses asked in turn, or a stream of them: each call gives the next. */
export type Paths = string[] | (() => string);

export interface Figures {
  requests: number;
  p99: number;
}

/**
 * Requests per second and p99 latency (ms) of `connections` keep-alive connections asking for `url` for `seconds`;
 * given `paths`, each connection asks for them in turn (traffic spread over many addresses), each from its own place in
 * the list, as shoppers arriving apart would (together, every connection would ask the same address at once); given a
 * stream of them instead, each request asks the next. The p99 is read from every answer's time, to a hundredth of a
 * millisecond: autocannon's own is whole milliseconds, too coarse to compare answers of 2 or 3 ms.
 */
export async function load(
  url: string,
  { connections, seconds, paths, headers }: { connections: number; seconds: number; paths?: Paths; headers?: Record<string, string> },
): Promise<Figures> {
  const latencies: number[] = [];
  let connection = 0;
  const asked =
    typeof paths === 'function'
      ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }] }
      : paths && {
          requests: paths.map((path) => ({ path })),
          setupClient: (client: autocannon.Client) =>
            client.setRequests(
              rotated(
                paths.map((path) => ({ path })),
                connection++,
                connections,
              ),
            ),
        };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url,
      connections,
      duration: seconds,
      ...(headers && { headers }),
      ...asked,
    };
    autocannon(options, (error, done) => (error ? reject(error) : resolve(done))).on('response', (_client, _status, _bytes, milliseconds) =>
      latencies.push(milliseconds),
    );
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requests: result.requests.average, p99: Math.round(percentile(latencies, 0.99) * 100) / 100 };
}

/** Asks for each of `paths` once, `connections` at a time: a crawl, after which a cache holding across spread traffic has them all. */
export async function askEach(base: string, paths: string[], connections: number): Promise<void> {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(`${base}${path}`);
        if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
        await response.arrayBuffer();
      }
    }),
  );
}

/** `list` from its `part`-th of `parts` places on, then its start: a list asked from somewhere else in it. */
export const rotated = <Item>(list: Item[], part: number, parts: number): Item[] => {
  const from = Math.floor((part * list.length) / parts);
  return [...list.slice(from), ...list.slice(0, from)];
};

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The value `share` of the values are at or below (0.99: the p99); 0 for none. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
