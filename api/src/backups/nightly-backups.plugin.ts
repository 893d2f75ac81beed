import { TZDate } from '@date-fns/tz';
import { shopTimeZone } from '@lemon/shared/locales';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupSettings } from '../config/config';
import type { DatabaseConnection } from '../database/engine';
import { repeat } from '../jobs/repeat';
import { backUpAndPrune, backupsIn } from './sqlite-backups';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the SQLite file's backups go; null on PostgreSQL, whose own tools are its backup. */
    backupsDir: string | null;
  }
}

/** How often the shop looks whether tonight's backup is due. */
const lookEveryMs = 10 * 60_000;

/** The latest time the nightly backup was due at or before `now`: `hour`:00 in Paris, today or yesterday. */
export function lastNightlySlot(now: Date, hour: number): Date {
  const paris = new TZDate(now, shopTimeZone);
  const slot = new TZDate(paris.getFullYear(), paris.getMonth(), paris.getDate(), hour, 0, 0, shopTimeZone);
  if (slot.getTime() > now.getTime()) slot.setDate(slot.getDate() - 1);
  return new Date(slot.getTime());
}

/**
 * The running shop's nightly backup of its SQLite file (SQLite's online backup, on its own connection, while it
 * serves): made when none was made since the last `nightlyHour`:00 (so at first start too, and after a night the
 * shop was down), then the backups past keeping deleted. Each one, or its failure, is logged, counted in
 * /metrics, and written beside the backups for the owner's Today page.
 */
export const nightlyBackupsPlugin = fp(
  async (app: FastifyInstance, { connection, settings }: { connection: DatabaseConnection; settings: BackupSettings }) => {
    const { sqlite } = connection;
    app.decorate('backupsDir', sqlite ? settings.dir : null);
    const { nightlyHour } = settings;
    if (!sqlite || nightlyHour === null) return;

    const backUpIfDue = async (now: Date) => {
      try {
        const newest = backupsIn(settings.dir)[0];
        if (newest && newest.madeAt >= lastNightlySlot(now, nightlyHour)) return;
        const { made, deleted } = await backUpAndPrune(sqlite, settings, now);
        app.metrics.backups.inc({ outcome: 'made' });
        app.metrics.lastBackup.set(made.madeAt.getTime() / 1000);
        app.log.info({ backup: made.path, bytes: made.bytes, deleted }, 'nightly backup made');
      } catch (error) {
        app.metrics.backups.inc({ outcome: 'failed' });
        app.log.error({ err: error, dir: settings.dir }, 'nightly backup failed: the shop tries again in 10 minutes');
      }
    };
    repeat(app, 'the nightly backup', lookEveryMs, () => backUpIfDue(new Date()));
  },
  { name: 'nightly-backups', dependencies: ['metrics', 'database'] },
);
