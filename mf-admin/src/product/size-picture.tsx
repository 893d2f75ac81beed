import { ApiError, isValidationCode, useTranslation } from '@lemon/shared';
import { maxPictureBytes, pictureTypes } from '@lemon/staff-contract';
import { useId, useState, type ChangeEvent } from 'react';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import { useUploadPicture } from './product-calls';
import type { ProductFormValues } from './product-values';
import styles from './product.module.css';

type ProductForm = UseFormReturn<ProductFormValues, unknown, unknown>;

/** Why a photo is refused before it is sent: what the server would answer, without the wait. */
function refusalOf(file: File): 'picture_format' | 'picture_too_large' | undefined {
  if (!(pictureTypes as readonly string[]).includes(file.type)) return 'picture_format';
  if (file.size > maxPictureBytes) return 'picture_too_large';
  return undefined;
}

/** The server's reason, as a code: a 413 may come from a proxy, with no body of ours. */
function serverRefusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = error.codes.picture?.[0];
  if (isValidationCode(code)) return code;
  return error.status === 413 ? 'picture_too_large' : undefined;
}

/**
 * A size's photo: shown, chosen from the phone (which may take it) or the computer, sent at once, replaced,
 * or removed (the shop then shows its drawing). A photo the shop cannot take is refused before it is sent.
 */
export function SizePicture({ form, index, onUploads }: { form: ProductForm; index: number; onUploads: (change: number) => void }) {
  const { t } = useTranslation('admin');
  const { t: common } = useTranslation('common');
  const id = useId();
  const upload = useUploadPicture();
  const [refusal, setRefusal] = useState<string>();
  const pictureUrl = useWatch({ control: form.control, name: `variations.${index}.picture_url` });
  const picture = useWatch({ control: form.control, name: `variations.${index}.picture` });
  const serverCode = (get(form.formState.errors, `variations.${index}.picture`) as { message?: string } | undefined)?.message;
  const codeText = (code: string) => common(`validation.errors.${code}`, { defaultValue: common('validation.errors.invalid') });
  const error = refusal ?? (serverCode ? codeText(serverCode) : undefined);

  const setPicture = (name: string | null, url: string | null) => {
    form.setValue(`variations.${index}.picture`, name, { shouldDirty: true });
    form.setValue(`variations.${index}.picture_url`, url, { shouldDirty: true });
    form.clearErrors(`variations.${index}.picture`);
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    event.target.value = '';
    if (!file) return;
    const refused = refusalOf(file);
    setRefusal(refused && codeText(refused));
    if (refused) return;
    onUploads(1);
    try {
      const sent = await upload.mutateAsync(file);
      setPicture(sent.picture, sent.card_url);
    } catch (failure) {
      const code = serverRefusalOf(failure);
      setRefusal(code ? codeText(code) : t('product.sizes.uploadFailed'));
    } finally {
      onUploads(-1);
    }
  };

  return (
    <div className={styles.picture} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.pictureLabel}>
        {t('product.sizes.picture')}
      </p>
      <div className={styles.pictureRow}>
        {pictureUrl && picture ? (
          <img src={pictureUrl} alt={t('product.sizes.pictureOf', { number: index + 1 })} className={styles.preview} />
        ) : (
          <p className={styles.drawing}>{t('product.sizes.drawing')}</p>
        )}
        <div className={styles.pictureActions}>
          <input
            id={`${id}-file`}
            type="file"
            className={`visually-hidden ${styles.fileInput}`}
            accept={pictureTypes.join(',')}
            disabled={upload.isPending}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            onChange={(event) => void choose(event)}
          />
          <label htmlFor={`${id}-file`} className={`button-secondary ${styles.fileButton}`} data-disabled={upload.isPending}>
            {picture ? t('product.sizes.replace') : t('product.sizes.choose')}
          </label>
          {picture && (
            <button type="button" className="button-secondary" disabled={upload.isPending} onClick={() => setPicture(null, null)}>
              {t('product.sizes.removePicture')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('product.sizes.pictureHint')}
      </p>
      {upload.isPending && (
        <div role="status" className={styles.uploading}>
          <progress aria-label={t('product.sizes.uploading')} />
          <span>{t('product.sizes.uploading')}</span>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
