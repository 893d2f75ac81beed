import type { Locale, RouteName } from '@lemon/shared';

/**
 * A piece of a sentence; `{ text, href }` is a link: an in-page `#anchor`, `mailto:`, `tel:` or `https:`; `{ text, page }`
 * a link to a page of the shop by name, in the page's language, with what follows its address (`?tab=data`, `#delais`):
 * its address is the one the apps deployed give it when the text is drawn.
 */
export type Inline =
  string | { readonly text: string; readonly href: string } | { readonly text: string; readonly page: RouteName; readonly suffix?: string };

/** A paragraph: plain words, or pieces with links. */
export type Paragraph = string | readonly Inline[];

/** What a section holds, in reading order. */
export type Block =
  | Paragraph
  | { readonly list: readonly Paragraph[] }
  /** A sub-part of the section, under an h3. */
  | { readonly subheading: string; readonly blocks: readonly Block[] }
  /** A notice set apart; `frenchOriginal` is the statutory French wording, shown as well in the other languages. */
  | { readonly notice: string; readonly frenchOriginal?: string };

export interface ContentSection {
  /** The h2. */
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** A content page in one language: its sections by anchor id (the same ids in every language), in reading order. */
export interface ContentPageTexts<SectionId extends string = string> {
  readonly title: string;
  readonly description: string;
  readonly intro?: Paragraph;
  readonly sections: { readonly [Id in SectionId]: ContentSection };
}

/** Another language's texts for a page: the French one's sections, under the same ids. */
export type TranslatedPageTexts<French extends ContentPageTexts> = ContentPageTexts<keyof French['sections'] & string>;

export type PageTextsByLocale = Readonly<Record<Locale, ContentPageTexts>>;
