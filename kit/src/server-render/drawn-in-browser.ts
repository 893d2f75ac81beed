/** A part of a page the server leaves for the browser to draw, on purpose: it is not reported as a failure. */
export class DrawnInBrowser extends Error {
  constructor(part: string) {
    super(`${part} is drawn in the browser`);
    this.name = 'DrawnInBrowser';
  }
}
