// Reading Prometheus' text format back, for the tests (API and browser) that check what /metrics says.
import { spawnSync } from 'node:child_process';

/** One sample: its metric's name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = sampleLine.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(labelPair)].map(([, key, value]) => [key!, value!]));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels`. */
export function figure(text: string, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(text)
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** What `promtool check metrics` says of the text: its exit status and its findings. */
export function promtoolCheck(text: string): { status: number | null; findings: string } {
  const checked = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (checked.error)
    throw new Error("promtool is not installed (Debian's prometheus package): ./shop test installs it", { cause: checked.error });
  return { status: checked.status, findings: `${checked.stdout}${checked.stderr}`.trim() };
}
