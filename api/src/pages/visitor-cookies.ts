import { parseCookie } from 'cookie';

/** How a render tells a cookie's values apart: the kinds of value its page is drawn for. */
export type CookieKinds = (value: string | undefined) => string;

/**
 * The visitor's cookies as the renders of a page may read them: only as the kind of value each tells apart, every
 * read remembered. The page cache keeps one page per kind of each cookie read, so what a render drew for one
 * visitor goes to no visitor it would have drawn otherwise, with nothing for an app to declare or remember.
 */
export class VisitorCookies {
  private readonly sent: Record<string, string | undefined>;
  /** The cookies the renders read, with how they told their values apart. */
  readonly read = new Map<string, CookieKinds>();

  constructor(header: string) {
    this.sent = parseCookie(header);
  }

  /** The renders' `cookie(name, kindOf)`. */
  readonly cookie = <Kind extends string>(name: string, kindOf: (value: string | undefined) => Kind): Kind => {
    this.read.set(name, kindOf);
    return kindOf(this.sent[name]);
  };

  /** This visitor's kind of each of the cookies read, as those reads tell them apart. */
  kindsOf(reads: ReadonlyMap<string, CookieKinds>): string {
    return JSON.stringify([...reads].sort(([a], [b]) => a.localeCompare(b)).map(([name, kindOf]) => [name, kindOf(this.sent[name])]));
  }
}
