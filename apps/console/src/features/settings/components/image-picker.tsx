import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface ImagePickerProps {
  /** The section's heading (the photo, the logo). */
  title: string;
  /** The image as a data: URL, or null. */
  image: string | null;
  /** Alternative text of the image shown. */
  alt: string;
  /** Largest accepted file, in bytes (the server says the same). */
  maxBytes: number;
  /** Sends the file (or null to remove it). */
  save: (file: File | null) => Promise<unknown>;
  pending: boolean;
}

/**
 * A photo or logo: shown, replaced or removed. Type and size are checked before sending (the server checks
 * the content again and its refusal is shown); what happened is announced in a live region.
 */
export function ImagePicker({ title, image, alt, maxBytes, save, pending }: ImagePickerProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const kb = Math.round(maxBytes / 1024);

  async function send(file: File | null) {
    setStatus('');
    setProblem('');
    if (file && !ACCEPTED.includes(file.type)) {
      setProblem(t('image.wrongType'));
      return;
    }
    if (file && file.size > maxBytes) {
      setProblem(t('image.tooLarge', { kb }));
      return;
    }
    try {
      await save(file);
      setStatus(file ? t('image.saved') : t('image.removed'));
      if (input.current) input.current.value = '';
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      setProblem(status === 413 ? t('image.tooLarge', { kb }) : status === 415 ? t('image.wrongType') : t('image.failed'));
    }
  }

  return (
    <section className="ui-card ui-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {image ? (
        <img src={image} alt={alt} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 8 }} />
      ) : (
        <p>{t('image.none')}</p>
      )}
      <div className="ui-field">
        <label htmlFor={`${id}-file`}>{image ? t('image.replace') : t('image.choose')}</label>
        <p id={`${id}-hint`} className="ui-hint">
          {t('image.hint', { kb })}
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={pending}
          onChange={(e) => void send(e.target.files?.[0] ?? null)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="ui-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {image ? (
        <p>
          <button type="button" className="ui-button ui-button--secondary" disabled={pending} onClick={() => void send(null)}>
            {t('image.remove', { what: title })}
          </button>
        </p>
      ) : null}
      <p role="status">{status}</p>
    </section>
  );
}
