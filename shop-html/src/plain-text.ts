import type { HtmlWindow } from './html-window';

/** Elements whose words stand apart from the words around them. */
const blockElements = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
]);
const listElements = new Set(['UL', 'OL']);
const elementNode = 1;
const textNode = 3;

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Texts one after the other: `separator` between two, or only a space after one that already ends with a stop. */
const joined = (texts: string[], separator: string) =>
  texts.reduce((text, next) => (text ? `${text}${/[.!?…:;,]$/.test(text) ? ' ' : separator}${next}` : next), '');

interface Block {
  text: string;
  isList: boolean;
}

/** The blocks of a node's content, each on one line: its paragraphs and headings, its lists, the words between them. */
function blocksIn(node: Node): Block[] {
  const blocks: Block[] = [];
  let lines = [''];
  const endRun = () => {
    const text = joined(lines.map(folded).filter(Boolean), ', ');
    if (text) blocks.push({ text, isList: false });
    lines = [''];
  };
  const walk = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === textNode) lines[lines.length - 1] += child.nodeValue ?? '';
      if (child.nodeType !== elementNode) continue;
      const tag = (child as Element).tagName.toUpperCase();
      if (tag === 'BR') lines.push('');
      else if (listElements.has(tag)) {
        endRun();
        const text = listText(child as Element);
        if (text) blocks.push({ text, isList: true });
      } else if (blockElements.has(tag)) {
        endRun();
        walk(child);
        endRun();
      } else walk(child);
    }
  };
  walk(node);
  endRun();
  return blocks;
}

/** A list on one line: its items joined by commas, a list within an item in brackets after the item's words. */
function listText(list: Element): string {
  const items = Array.from(list.children)
    .filter((item) => item.tagName.toUpperCase() === 'LI')
    .map((item) => {
      const blocks = blocksIn(item);
      const words = joined(
        blocks.filter((block) => !block.isList).map((block) => block.text),
        '. ',
      );
      const nested = joined(
        blocks.filter((block) => block.isList).map((block) => block.text),
        ', ',
      );
      if (!nested) return words;
      if (!words) return nested;
      return /[:…]$/.test(words) ? `${words} ${nested}` : `${words} (${nested})`;
    });
  return joined(items.filter(Boolean), ', ');
}

/**
 * The text of an HTML fragment on one line, tags gone and white space folded, no two words ever glued: list
 * items are joined by commas (a nested list in brackets), paragraphs and headings end as sentences, a line
 * break reads as a comma.
 */
export function plainText(html: string, window: HtmlWindow): string {
  // A document of its own, never shown: nothing in it loads or runs.
  const { body } = window.document.implementation.createHTMLDocument('');
  body.innerHTML = html;
  return joined(
    blocksIn(body).map((block) => block.text),
    '. ',
  );
}

/**
 * A summary for cards and home blocks: the text cut at `length` characters (at a word boundary when one is
 * near) with `marker` after it, or the whole text when it is short enough.
 */
export function summarize(html: string, length: number, marker: string, window: HtmlWindow): string {
  const text = plainText(html, window);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  // A cut after a list item's comma or a colon leaves no dangling punctuation before the marker.
  return `${(lastSpace > length * 0.8 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')} ${marker}`;
}
