import { parseCookie } from 'cookie';

/** How a render tells a cookie's values apart: the kinds of value its page is drawn for. */
export type CookieKinds = (value: string | undefined) => string;

/** How a cookie whose value a render read itself (`ownCookie`) is told apart: having one makes the page the visitor's own. */
const ownValueKind: CookieKinds = (value) => (value === undefined ? 'none' : 'the visitor’s own');

/**
 * The visitor's cookies as the renders of a page may read them: only as the kind of value each tells apart, every
 * read remembered. The page cache keeps one page per kind of each cookie read, so what a render drew for one
 * visitor goes to no visitor it would have drawn otherwise, with nothing for an app to declare or remember. A
 * render that reads a cookie's value itself (`ownCookie`: the visitor's cart) makes the page the visitor's own:
 * drawn for them alone.
 */
export class VisitorCookies {
  private readonly sent: Record<string, string | undefined>;
  /** The cookies the renders read, with how they told their values apart. */
  readonly read = new Map<string, CookieKinds>();

  /**
   * `header`: the request's Cookie header; `alone`: whether the page is drawn for this visitor alone (the page
   * cache's word), as a page the renders read the visitor's own things into must be.
   */
  constructor(
    readonly header: string,
    readonly alone = false,
  ) {
    this.sent = parseCookie(header);
  }

  /** The renders' `cookie(name, kindOf)`. */
  readonly cookie = <Kind extends string>(name: string, kindOf: (value: string | undefined) => Kind): Kind => {
    // A value read itself by one render keeps the page the visitor's own, whatever another render tells apart.
    if (this.read.get(name) !== ownValueKind) this.read.set(name, kindOf);
    return kindOf(this.sent[name]);
  };

  /** The renders' `ownCookie(name)`. */
  readonly ownCookie = (name: string): string | undefined => {
    this.cookie(name, ownValueKind);
    return this.sent[name];
  };

  /** Whether these reads (by default, the renders' so far) make the page this visitor's own. */
  ownPage(reads: ReadonlyMap<string, CookieKinds> = this.read): boolean {
    return [...reads].some(([name, kindOf]) => kindOf === ownValueKind && this.sent[name] !== undefined);
  }

  /** This visitor's kind of each of the cookies read, as those reads tell them apart. */
  kindsOf(reads: ReadonlyMap<string, CookieKinds>): string {
    return JSON.stringify([...reads].sort(([a], [b]) => a.localeCompare(b)).map(([name, kindOf]) => [name, kindOf(this.sent[name])]));
  }
}
