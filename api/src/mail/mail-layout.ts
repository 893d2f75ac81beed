import { shop } from '@lemon/kit/shop';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

interface MailContent {
  locale: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}

/** The shop's e-mail: a plain-text version and a simple HTML one, every value escaped. */
export function layoutMail({ locale, heading, paragraphs, action, footer }: MailContent): { text: string; html: string } {
  const text = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), `${action.label}: ${action.url}`, '', '—', footer].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}">
<body style="margin:0;background:#fffbea;font-family:Arial,Helvetica,sans-serif;color:#26261f">
  <div style="max-width:560px;margin:0 auto;padding:32px 24px">
    <p style="font-family:Georgia,serif;font-size:20px;font-weight:bold;margin:0 0 24px">${escapeHtml(shop.name)}</p>
    <h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 16px">${escapeHtml(heading)}</h1>
    ${paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n    ')}
    <p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#2f5d2a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
    <p style="font-size:13px;color:#5f5d4f">${escapeHtml(footer)}</p>
  </div>
</body>
</html>`;
  return { text, html };
}
