import { addDays, formatISO, parseISO } from 'date-fns';
import { shop } from '@lemon/kit/shop';
import { innerSchema, parisDay, recordIdSchema, type CategoryLink } from '@lemon/shared/contract';
import { festivalNoticeTermsSchema } from '@lemon/shell-contract';
import type { FestivalNoticePayload, StaffFestivalNotice } from '@lemon/staff-contract';
import { z } from 'zod/mini';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import { toCategoryLink } from '../catalog/catalog-serializers';
import { findCategory } from '../catalog/categories.repository';
import type { DbOrTransaction } from '../database/database';
import { HttpError } from '../http/http-error';
import { saveShopSetting, shopSetting } from '../shop-settings/shop-settings.repository';
import { checkVersion } from '../http/record-versions';

const settingKey = 'festival_notice';

/** The notice as stored: its dates and words, and its category's id (the link follows the category's slugs). */
const storedNoticeSchema = z.extend(innerSchema(festivalNoticeTermsSchema), { category_id: z.optional(z.nullable(recordIdSchema)) });
type StoredNotice = z.infer<typeof storedNoticeSchema>;

/** What the notice says after the festival's dates until the owner writes her own words. */
const defaultMessage = {
  fr: 'les livraisons peuvent prendre un peu de retard.',
  en: 'deliveries may take a little longer.',
  it: 'le consegne potrebbero subire qualche ritardo.',
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The notice until the owner sets one: the next festival on its usual days (17 February to 3 March), shown two
 * weeks before, linking to the shop's festival category. Version 0: never saved.
 */
export function defaultFestivalNotice(today: string): StoredNotice & { version: number } {
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
    category_id: null,
    version: 0,
  };
}

/** The category the notice links to, if it still exists: the one chosen, else (never saved) the shop's festival one. */
async function noticeCategory(db: DbOrTransaction, notice: StoredNotice & { version: number }): Promise<CategoryLink | null> {
  const row =
    notice.version === 0
      ? await findCategory(db, { slug: shop.lemonFestival.categorySlug })
      : notice.category_id
        ? await findCategory(db, { id: notice.category_id })
        : undefined;
  return row ? toCategoryLink(row) : null;
}

/** The festival notice as the owner last saved it, or the default one, with the category it links to. */
export async function festivalNotice(db: DbOrTransaction, now = new Date()): Promise<StaffFestivalNotice> {
  const row = await shopSetting(db, settingKey);
  const stored = row ? { ...storedNoticeSchema.parse(JSON.parse(row.value)), version: row.version } : defaultFestivalNotice(parisDay(now));
  const { category_id: _, ...notice } = stored;
  return { ...notice, category: await noticeCategory(db, stored) };
}

/** Saves the notice from the version the owner started from (else a 409). */
export async function saveFestivalNotice(
  db: DbOrTransaction,
  { version, ...notice }: FestivalNoticePayload,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  const row = await shopSetting(db, settingKey, { lock: true });
  const before = await festivalNotice(db, now);
  checkVersion(row?.version ?? 0, version);
  const { category_id: categoryId = null, ...terms } = notice;
  const category = categoryId ? await findCategory(db, { id: categoryId }) : undefined;
  if (categoryId && !category) throw new HttpError(422, 'There is no such category.', { category_id: ['exists'] });
  await saveShopSetting(
    db,
    settingKey,
    JSON.stringify({ ...terms, category_id: categoryId } satisfies StoredNotice),
    row?.version ?? 0,
    now,
  );
  // The journal names the category the notice links to by its French name.
  const { version: _, category: categoryBefore, ...termsBefore } = before;
  await recordAudit(db, actor, {
    action: 'home_page.festival_notice',
    subject: { type: 'home_page', id: 'festival_notice' },
    before: { ...termsBefore, category: categoryBefore?.label.fr ?? null },
    after: { ...terms, category: category?.label_fr ?? null },
  });
}
