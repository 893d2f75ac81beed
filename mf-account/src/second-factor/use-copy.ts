import { useState } from 'react';
import { useTranslation } from '@lemon/shared';

/** Copies a text to the clipboard, and says whether it worked (a browser may refuse it, outside https say). */
export function useCopy() {
  const { t } = useTranslation('account');
  const [said, setSaid] = useState('');
  const write = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t('secondFactor.copied'));
    } catch {
      setSaid(t('secondFactor.copyFailed'));
    }
  };
  return { said, write: (text: string) => void write(text) };
}
