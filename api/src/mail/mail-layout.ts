import { shop } from '@lemon/kit/shop';
import escapeHtml from 'escape-html';

/** A row of a mail's table: a label and its value (an order's lines and amounts). */
export interface MailRow {
  label: string;
  value: string;
  /** Set apart: a total. */
  strong?: boolean;
}

interface MailContent {
  locale: string;
  heading: string;
  paragraphs: string[];
  /** A table after the paragraphs, and paragraphs after it. */
  rows?: MailRow[];
  closing?: string[];
  action: { label: string; url: string };
  footer: string;
}

/** The shop's e-mail: a plain-text version and a simple HTML one, every value escaped. */
export function layoutMail({ locale, heading, paragraphs, rows = [], closing = [], action, footer }: MailContent): {
  text: string;
  html: string;
} {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(rows.length ? [...rows.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...closing.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    '—',
    footer,
  ].join('\n');
  const paragraphsHtml = (texts: string[]) =>
    texts.map((paragraph) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n    ');
  const rowsHtml = rows.length
    ? `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px;margin:8px 0 16px">${rows
        .map(
          (row) =>
            `<tr style="${row.strong ? 'font-weight:bold;border-top:1px solid #d8d2b0' : ''}"><td style="padding:6px 0">${escapeHtml(row.label)}</td><td style="padding:6px 0;text-align:right;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
  <meta charset="utf-8">
  <!-- A phone's mail app lays it out at the screen's width instead of shrinking a desktop-wide page. -->
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;background:#fffbea;font-family:Arial,Helvetica,sans-serif;color:#26261f">
  <div style="max-width:560px;margin:0 auto;padding:32px 24px">
    <p style="font-family:Georgia,serif;font-size:20px;font-weight:bold;margin:0 0 24px">${escapeHtml(shop.name)}</p>
    <h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 16px">${escapeHtml(heading)}</h1>
    ${paragraphsHtml(paragraphs)}
    ${rowsHtml}
    ${paragraphsHtml(closing)}
    <p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#2f5d2a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
    <p style="font-size:13px;color:#5f5d4f">${escapeHtml(footer)}</p>
  </div>
</body>
</html>`;
  return { text, html };
}
