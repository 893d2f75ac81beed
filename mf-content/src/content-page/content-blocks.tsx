import { $locale, Link, localizedPath, useUnit } from '@lemon/shared';
import type { Block, Inline, Paragraph } from './content-texts';
import styles from './content-page.module.css';

function InlineText({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline;
  // The shop's pages go through the router; anchors, e-mail, phone and other sites are plain links.
  if ('page' in inline) return <PageLink {...inline} />;
  return <a href={inline.href}>{inline.text}</a>;
}

function PageLink({ text, page, suffix = '' }: Extract<Inline, { page: string }>) {
  const locale = useUnit($locale);
  return <Link to={localizedPath(locale, page) + suffix}>{text}</Link>;
}

export function ParagraphText({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return paragraph;
  return paragraph.map((inline, index) => <InlineText key={index} inline={inline} />);
}

const isParagraph = (block: Block): block is Paragraph => typeof block === 'string' || Array.isArray(block);

function ContentBlock({ block }: { block: Block }) {
  if (isParagraph(block))
    return (
      <p>
        <ParagraphText paragraph={block} />
      </p>
    );
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>
            <ParagraphText paragraph={item} />
          </li>
        ))}
      </ul>
    );
  if ('subheading' in block)
    return (
      <>
        <h3>{block.subheading}</h3>
        <ContentBlocks blocks={block.blocks} />
      </>
    );
  return (
    <p className={styles.notice}>
      <strong>{block.notice}</strong>
      {block.frenchOriginal && (
        <>
          {' '}
          <span lang="fr">({block.frenchOriginal})</span>
        </>
      )}
    </p>
  );
}

/** A section's paragraphs, lists, sub-parts and notices. */
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <ContentBlock key={index} block={block} />);
}
