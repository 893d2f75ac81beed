// The browser and system of a login, in the words a shopper knows them by, read from its User-Agent. Only
// these two names are kept, not the whole header: enough to recognise one's phone, nothing more about it.

export interface DeviceNames {
  browser: string | null;
  system: string | null;
}

// The first match wins: Edge and Opera also say "Chrome", Chrome also says "Safari", an iPhone says "Mac OS X".
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (patterns: [RegExp, string][], text: string) => patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** What a User-Agent header says about the device; null where it says nothing known. */
export function deviceNames(userAgent: string | undefined): DeviceNames {
  // A real browser's header is a few hundred characters; the rest is not read.
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: firstMatch(browsers, text), system: firstMatch(systems, text) };
}

/** The device in a few words any language reads ("Firefox, Android"), or null when its header named nothing known. */
export const deviceWords = ({ browser, system }: DeviceNames) => [browser, system].filter(Boolean).join(', ') || null;
