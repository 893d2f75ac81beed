import { HttpError } from './http-error';

/** A save made from a version someone else has since replaced: refused, so theirs is never silently lost. */
export const staleRefusal = (field = 'version') =>
  new HttpError(409, 'Someone else saved a change meanwhile: read theirs, then save yours again.', { [field]: ['stale'] });

/** Refuses the save unless the record is still at the version it started from. */
export function checkVersion(current: number, startedFrom: number): void {
  if (current !== startedFrom) throw staleRefusal();
}
