import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { pageRequestFor } from '../testing/page-requests';
import { RichText } from '../ui/rich-text';
import { useShopText } from '../ui/shop-text';
import { drawPage } from './draw-page';

function Summary({ html }: { html: string }) {
  return <p>{useShopText().summarize(html, 12, '…')}</p>;
}

// The server has no DOM: each page is drawn with the window its host gives (jsdom's), which no module keeps.
describe('a page the server draws', () => {
  it('reads and sanitises the owner’s HTML in the window its host gives, and leaves none behind', async () => {
    const html = '<p>Zestes <strong>frais</strong> de Menton<img src=x onerror="steal()"></p>';
    const host = { window: new JSDOM('').window as unknown as Window, reportError: vi.fn() };
    const page = await drawPage(
      pageRequestFor('/fr'),
      host,
      'a test page',
      <>
        <RichText html={html} />
        <Summary html={html} />
      </>,
    );
    expect(page).toBe('<div><p>Zestes <strong>frais</strong> de Menton</p></div><p>Zestes frais …</p>');
    expect(host.reportError).not.toHaveBeenCalled();

    // Drawn without a window, the same tree fails (reported) rather than reaching for one a render left behind.
    const reportError = vi.fn();
    await drawPage(
      pageRequestFor('/fr'),
      { window: undefined as unknown as Window, reportError },
      'a page without a window',
      <Summary html={html} />,
    );
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/No window/) }),
      'a page without a window',
    );
  });
});
