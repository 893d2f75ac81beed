import { calendarDayInWords, FormFooter, SelectField, TextAreaField, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { $locale, innerSchema, locales, parisDay, showToastFx, type Locale, z, useUnit, useTranslation } from '@lemon/shared';
import { isFestivalNoticeShown } from '@lemon/shell-contract';
import { festivalNoticePayloadSchema, type FestivalNoticePayload, type StaffFestivalNotice } from '@lemon/staff-contract';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useCategories } from '../catalogue/catalogue-calls';
import { LanguageColumns } from '../ui/language-columns';
import { choiceOf, chosenId } from '../ui/record-choice';
import { isStale } from '../ui/list-order';
import { formatDay } from '@lemon/shop-format';
import { ConflictNotice } from '../ui/conflict-notice';
import { useReadHomePageAgain, useSaveFestivalNotice } from './home-page-calls';
import styles from './home-page.module.css';

/** The form's values: the category it links to as the select gives it ('' for none). */
type NoticeFormValues = Omit<FestivalNoticePayload, 'category_id'> & { category_id: string };
type NoticeForm = UseFormReturn<NoticeFormValues, unknown, FestivalNoticePayload>;

const noticeFormSchema = z.pipe(
  z.pipe(
    z.custom<NoticeFormValues>(),
    z.transform(({ category_id, ...notice }): FestivalNoticePayload => ({
      ...notice,
      category_id: chosenId(category_id),
    })),
  ),
  innerSchema(festivalNoticePayloadSchema),
);

const formValues = ({ shown_from, starts_on, ends_on, message, category, version }: StaffFestivalNotice): NoticeFormValues => ({
  shown_from,
  starts_on,
  ends_on,
  message: { ...message },
  category_id: choiceOf(category?.id ?? null),
  version,
});

/**
 * The lemon festival's notice above every page of the shop: its three days, its message in each language with
 * the sentence shoppers will read, saved from the version the owner started from. Saved elsewhere meanwhile,
 * she sees that version and takes it, or saves hers over it.
 */
export function FestivalNoticeForm({ notice }: { notice: StaffFestivalNotice }) {
  const { t } = useTranslation('admin');
  const [locale, showToast] = useUnit([$locale, showToastFx]);
  const form = useContractForm(noticeFormSchema, formValues(notice));
  const categories = useCategories();
  const save = useSaveFestivalNotice();
  const readAgain = useReadHomePageAgain();
  // The version saved by someone else, while the owner decides what to do with hers.
  const [saved, setSaved] = useState<StaffFestivalNotice>();
  const { submit, status } = useFormCall(
    form,
    async (payload) => {
      try {
        return await save.mutateAsync(payload);
      } catch (error) {
        if (!isStale(error)) throw error;
        setSaved((await readAgain()).festival_notice);
        return undefined;
      }
    },
    (result) => {
      if (!result) return;
      form.reset(formValues(result));
      void showToast({ kind: 'success', message: t('homePage.festival.saved') });
    },
  );
  const titleId = useId();
  const dayErrors = { invalid: t('homePage.festival.chooseDay'), required: t('homePage.festival.chooseDay') };

  const takeSaved = (theirs: StaffFestivalNotice) => {
    form.reset(formValues(theirs));
    setSaved(undefined);
  };
  const keepMine = (theirs: StaffFestivalNotice) => {
    form.setValue('version', theirs.version);
    setSaved(undefined);
    void submit();
  };

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('homePage.festival.title')}</h2>
      <p className={styles.intro}>{t('homePage.festival.intro')}</p>
      <NoticeState notice={notice} />
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <div className={styles.days}>
          <TextField
            form={form}
            name="shown_from"
            type="date"
            label={t('homePage.festival.shownFrom')}
            hint={t('homePage.festival.shownFromHint')}
            errorTexts={dayErrors}
          />
          <TextField
            form={form}
            name="starts_on"
            type="date"
            label={t('homePage.festival.startsOn')}
            errorTexts={{ ...dayErrors, date_order: t('homePage.festival.startsBeforeShown') }}
          />
          <TextField
            form={form}
            name="ends_on"
            type="date"
            label={t('homePage.festival.endsOn')}
            hint={t('homePage.festival.endsOnHint')}
            errorTexts={{ ...dayErrors, date_order: t('homePage.festival.endsBeforeStart') }}
          />
        </div>
        {/* Drawn once the categories are known: a select takes its value only among options it has. */}
        {categories.data && (
          <SelectField
            form={form}
            name="category_id"
            label={t('homePage.festival.category')}
            hint={t('homePage.festival.categoryHint')}
            placeholder={t('homePage.festival.noCategory')}
            options={categories.data.map((category) => ({ value: String(category.id), label: category.label.fr }))}
          />
        )}
        <LanguageColumns>
          {(locale) => (
            <>
              <TextAreaField
                form={form}
                name={`message.${locale}`}
                rows={3}
                label={t('homePage.festival.message')}
                hint={t('homePage.festival.messageHint')}
                errorTexts={{ max: t('homePage.festival.messageTooLong') }}
              />
              <Preview form={form} locale={locale} />
            </>
          )}
        </LanguageColumns>
        <OtherLanguagesUnchanged form={form} />
        {saved && (
          <ConflictNotice title={t('conflict.savedMeanwhile')} onTakeTheirs={() => takeSaved(saved)} onKeepMine={() => keepMine(saved)}>
            <p>{festivalSentence(t, saved, locale)}</p>
            <p>{t('homePage.festival.savedDays', { start: formatDay(saved.shown_from, locale), end: formatDay(saved.ends_on, locale) })}</p>
          </ConflictNotice>
        )}
        <FormFooter form={form} status={status} submitLabel={t('homePage.festival.save')} />
      </form>
    </section>
  );
}

/** The notice's sentence in a language, as the shop's pages write it (shared's common `festivalNotice`). */
function festivalSentence(t: TFunction, notice: Pick<FestivalNoticePayload, 'starts_on' | 'ends_on' | 'message'>, locale: Locale) {
  const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDayInWords(value, locale) : '…');
  return t('common:festivalNotice', {
    lng: locale,
    from: day(notice.starts_on),
    to: day(notice.ends_on),
    message: notice.message[locale].trim() || '…',
  });
}

/** The sentence shoppers will read in that language, as the owner types. */
function Preview({ form, locale }: { form: NoticeForm; locale: Locale }) {
  const { t } = useTranslation('admin');
  const [startsOn, endsOn, message] = useWatch({ control: form.control, name: ['starts_on', 'ends_on', 'message'] });
  return (
    <div className={styles.preview}>
      <p className={styles.previewLabel}>{t('homePage.festival.preview')}</p>
      <p className={styles.previewText} data-testid={`festival-preview-${locale}`}>
        {festivalSentence(t, { starts_on: startsOn, ends_on: endsOn, message }, locale)}
      </p>
    </div>
  );
}

/**
 * The message changed in some languages and not in others: said, so that an English or Italian visitor does not
 * read last year's words beside this year's days by mistake.
 */
function OtherLanguagesUnchanged({ form }: { form: NoticeForm }) {
  const { t } = useTranslation('admin');
  const pageLocale = useUnit($locale);
  const message = useWatch({ control: form.control, name: 'message' });
  const before = form.formState.defaultValues?.message;
  if (!before || !message) return null;
  const changed = locales.filter((locale) => message[locale] !== before[locale]);
  const unchanged = locales.filter((locale) => !changed.includes(locale));
  if (changed.length === 0 || unchanged.length === 0) return null;
  const names = (list: readonly Locale[]) =>
    new Intl.ListFormat(pageLocale, { type: 'conjunction' }).format(list.map((locale) => t(`languageNames.${locale}`)));
  return (
    <p className={styles.warning} role="status">
      {t('homePage.festival.otherLanguagesUnchanged', { count: unchanged.length, changed: names(changed), unchanged: names(unchanged) })}
    </p>
  );
}

/** Whether shoppers see the saved notice today, will see it, or saw it. */
function NoticeState({ notice }: { notice: StaffFestivalNotice }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const today = parisDay(new Date());
  const start = formatDay(notice.shown_from, locale);
  const end = formatDay(notice.ends_on, locale);
  const state = isFestivalNoticeShown(notice, today) ? 'shownNow' : today < notice.shown_from ? 'upcoming' : 'over';
  return (
    <p className={styles.state}>
      {notice.version === 0 && `${t('homePage.festival.neverSaved')} `}
      {t(`homePage.festival.${state}`, { start, end })}
    </p>
  );
}
