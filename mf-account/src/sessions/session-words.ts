import type { Session } from '@lemon/account-contract';
import type { TFunction } from 'i18next';

/** A session's device in plain words: "Firefox on Android", a browser or a system alone, or an unknown device. */
export function deviceName({ browser, system }: Pick<Session, 'browser' | 'system'>, t: TFunction): string {
  if (browser && system) return t('sessions.device', { browser, system });
  return browser ?? system ?? t('sessions.unknownDevice');
}
