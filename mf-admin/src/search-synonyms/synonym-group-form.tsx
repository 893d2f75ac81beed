import { FormFooter, TextField, useContractForm, useFormCall } from '@lemon/kit';
import { ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { SearchSynonymGroup } from '@lemon/staff-contract';
import { useEffect, useId, useState } from 'react';
import { useLeaveGuard } from '../ui/leave-guard';
import { useFetchLatestSynonyms, useSaveSynonymGroup } from './search-synonyms-calls';
import { synonymFormSchema, termsText, toSynonymFormValues } from './synonym-values';
import styles from './search-synonyms.module.css';

/**
 * A new group (with `adding`, a word shoppers searched, already in it), or one to change (`group`). Saved from the
 * version it started from: when someone else saved the group meanwhile, the form says what it holds now and saves
 * hers over it at the next press; deleted meanwhile, it says so and the next press creates hers anew.
 */
export function SynonymGroupForm({
  group,
  adding,
  onSaved,
  onCancel,
}: {
  group?: SearchSynonymGroup;
  adding?: string;
  onSaved: (saved: SearchSynonymGroup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  // The group as saved, that hers is saved over: none when new, or when someone else deleted it meanwhile.
  const [base, setBase] = useState(group && { id: group.id, version: group.version });
  const [notice, setNotice] = useState<string>();
  const form = useContractForm(synonymFormSchema, toSynonymFormValues(group, adding));
  const save = useSaveSynonymGroup();
  const fetchLatest = useFetchLatestSynonyms();
  const titleId = useId();
  const title = group ? t('searchSynonyms.form.editTitle', { terms: termsText(group.terms) }) : t('searchSynonyms.form.newTitle');
  useEffect(() => form.setFocus('terms'), [form]);

  const call = async ({ terms }: { terms: string[] }) => {
    if (!base) return save.mutateAsync({ id: undefined, payload: { terms } });
    try {
      return await save.mutateAsync({ id: base.id, payload: { terms, version: base.version } });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) throw error;
      const latest = (await fetchLatest()).find((kept) => kept.id === base.id);
      // Hers stays in the field: she reads theirs, and her next press saves hers over it (or anew, if it is gone).
      setNotice(latest ? t('searchSynonyms.form.conflict', { terms: termsText(latest.terms) }) : t('searchSynonyms.form.gone'));
      setBase(latest && { id: latest.id, version: latest.version });
      return undefined;
    }
  };
  const saved = (done: SearchSynonymGroup | undefined) => {
    if (!done) return;
    const terms = termsText(done.terms);
    void showToast({
      kind: 'success',
      message: done.id === group?.id ? t('searchSynonyms.saved', { terms }) : t('searchSynonyms.created', { terms }),
    });
    onSaved(done);
  };
  const { submit, status } = useFormCall(form, call, saved);
  useLeaveGuard(form.formState.isDirty && !status.sending, t('unsaved.leave'));

  return (
    <form noValidate className={styles.form} aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h2 id={titleId}>{title}</h2>
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      <TextField
        form={form}
        name="terms"
        label={t('searchSynonyms.form.terms')}
        hint={t('searchSynonyms.form.termsHint')}
        errorTexts={{ min: t('searchSynonyms.form.fewest'), max: t('searchSynonyms.form.most') }}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormFooter form={form} status={status} submitLabel={base ? t('searchSynonyms.form.save') : t('searchSynonyms.form.create')}>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('searchSynonyms.form.cancel')}
        </button>
      </FormFooter>
    </form>
  );
}
