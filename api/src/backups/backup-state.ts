import { backupOverdueHours, type BackupState } from '@lemon/staff-contract';
import { backupsIn, readBackupStatus } from './sqlite-backups';

/** What Today says of the backups in `dir` at `now`: the newest file there, and the last failure recorded. */
export async function backupStateAt(dir: string, now: Date): Promise<BackupState> {
  const newest = backupsIn(dir)[0]?.madeAt ?? null;
  const failure = (await readBackupStatus(dir)).lastFailure;
  const failedAt = failure ? new Date(failure.at) : null;
  const failedSince = failedAt !== null && (newest === null || failedAt > newest);
  const recent = newest !== null && now.getTime() - newest.getTime() <= backupOverdueHours * 3_600_000;
  return {
    state: failedSince ? 'failed' : recent ? 'ok' : 'missing',
    last_made_at: newest?.toISOString() ?? null,
    last_failed_at: failedAt?.toISOString() ?? null,
  };
}
