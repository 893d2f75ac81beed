// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichText, richTextReady } from './rich-text';

describe('the shop’s HTML in a page', () => {
  it('is drawn only once its sanitiser is ready, and then without what could run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = '<p>Zestes <strong>de Menton</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>';
    expect(() => render(<RichText html={html} />)).toThrow('richTextReady');

    await richTextReady();
    const { container } = render(<RichText html={html} />);
    expect(container.innerHTML).toBe('<div><p>Zestes <strong>de Menton</strong></p></div>');
  });
});
