// The server's log as a test reads it: every line pino writes, parsed, in order.
import { Writable } from 'node:stream';

export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/** pino's numbers for the levels a test looks for. */
export const logLevels = { info: 30, warn: 40, error: 50 } as const;

export interface LogCapture {
  stream: Writable;
  lines: LogLine[];
  /** The lines at this level or above whose message contains `text`. */
  find: (text: string, level?: keyof typeof logLevels) => LogLine[];
}

export function captureLogs(): LogCapture {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return {
    stream,
    lines,
    find: (text, level = 'info') => lines.filter((line) => line.level >= logLevels[level] && (line.msg ?? '').includes(text)),
  };
}
