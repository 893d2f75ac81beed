import { addDays, formatISO, parseISO } from 'date-fns';
import { shop } from '@lemon/kit/shop';
import { festivalNoticeSchema, parisDay, type FestivalNotice } from '@lemon/shared/contract';
import type { FestivalNoticePayload, StaffFestivalNotice } from '@lemon/shared/staff-contract';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { DbOrTransaction } from '../database/database';
import { isUniqueViolation, locksRows } from '../database/engine';
import { checkVersion, staleRefusal } from '../staff-catalogue/versions';

const settingKey = 'festival_notice';

/** What the notice says after the festival's dates until the owner writes her own words. */
const defaultMessage = {
  fr: 'les livraisons peuvent prendre un peu de retard.',
  en: 'deliveries may take a little longer.',
  it: 'le consegne potrebbero subire qualche ritardo.',
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The notice until the owner sets one: the next festival on its usual days (17 February to 3 March), shown two
 * weeks before. Version 0: never saved.
 */
export function defaultFestivalNotice(today: string): StaffFestivalNotice {
  const { from, to, noticeDaysBefore } = shop.lemonFestival;
  const dayIn = (year: number, { month, day }: { month: number; day: number }) => `${year}-${pad(month)}-${pad(day)}`;
  const thisYear = Number(today.slice(0, 4));
  const year = today > dayIn(thisYear, to) ? thisYear + 1 : thisYear;
  const startsOn = dayIn(year, from);
  return {
    shown_from: formatISO(addDays(parseISO(startsOn), -noticeDaysBefore), { representation: 'date' }),
    starts_on: startsOn,
    ends_on: dayIn(year, to),
    message: defaultMessage,
    version: 0,
  };
}

const noticeRow = (db: DbOrTransaction, { lock = false } = {}) =>
  db
    .selectFrom('shop_settings')
    .select(['value', 'version'])
    .where('key', '=', settingKey)
    .$if(lock && locksRows(db), (query) => query.forUpdate())
    .executeTakeFirst();

/** The festival notice as the owner last saved it, or the default one. */
export async function festivalNotice(db: DbOrTransaction, now = new Date()): Promise<StaffFestivalNotice> {
  const row = await noticeRow(db);
  if (!row) return defaultFestivalNotice(parisDay(now));
  return { ...festivalNoticeSchema.parse(JSON.parse(row.value)), version: row.version };
}

/** Saves the notice from the version the owner started from (else a 409). */
export async function saveFestivalNotice(
  db: DbOrTransaction,
  { version, ...notice }: FestivalNoticePayload,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  const row = await noticeRow(db, { lock: true });
  const before = await festivalNotice(db, now);
  checkVersion(row?.version ?? 0, version);
  const value = JSON.stringify(notice satisfies FestivalNotice);
  if (row) {
    await db
      .updateTable('shop_settings')
      .set({ value, version: row.version + 1, updated_at: now })
      .where('key', '=', settingKey)
      .execute();
  } else {
    // Two first saves at once: one inserts, the other finds it there and is refused like any late save.
    await db
      .insertInto('shop_settings')
      .values({ key: settingKey, value, version: 1, updated_at: now })
      .execute()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? staleRefusal() : error;
      });
  }
  const { version: _, ...shownBefore } = before;
  await recordAudit(db, actor, {
    action: 'home_page.festival_notice',
    subject: { type: 'home_page', id: 'festival_notice' },
    before: shownBefore,
    after: notice,
  });
}
