import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { apiKey } from '@tessera/api-client/query-keys';
import { useFormatters } from '@tessera/i18n/format';
import { saveBlob } from '@tessera/ui/download';
import { INBOX_PATH, useMessageFeed } from '@tessera/ui/message-feed';
import { Spinner } from '@tessera/ui/spinner';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import { downloadAttachment, getThread, markThreadRead, sendMessage, type ThreadHeader, type ThreadMessage } from '../api/messages.ts';

const ACCEPT =
  '.pdf,.docx,image/png,image/jpeg,image/webp,image/gif,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MAX_CHARS = 4000;
const MAX_BYTES = 5 * 1024 * 1024;

/** Messages by seq, each once, in order. */
function merge(held: ThreadMessage[], more: ThreadMessage[]): ThreadMessage[] {
  const bySeq = new Map(held.map((m) => [m.seq, m]));
  for (const m of more) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export interface ThreadViewProps {
  applicationId: number;
  /** The reader is the job seeker (the header names the job), else staff (it names the job seeker). */
  seekerSide: boolean;
}

/**
 * One application's thread: the newest messages (older ones on request), kept live by the page's
 * notification socket — each push or reconnect fetches what came after the last seq held, so nothing is
 * lost or doubled — with read marks both ways and a composer (text and one attachment). Arrivals from
 * others are read out politely.
 */
export function ThreadView({ applicationId, seekerSide }: ThreadViewProps) {
  const { t } = useTranslation('messages');
  const f = useFormatters();
  const id = useId();
  const client = useQueryClient();
  const [header, setHeader] = useState<ThreadHeader | null>(null);
  const [items, setItems] = useState<ThreadMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [olderBusy, setOlderBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastSeq = useRef(0);
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const absorb = useCallback(
    (page: { thread: ThreadHeader; messages: ThreadMessage[] }, announce: boolean) => {
      setHeader(page.thread);
      if (page.messages.length === 0) return;
      const fresh = page.messages.filter((m) => m.seq > lastSeq.current);
      lastSeq.current = Math.max(lastSeq.current, ...page.messages.map((m) => m.seq));
      setItems((held) => merge(held, page.messages));
      const incoming = fresh.filter((m) => !m.mine);
      const newest = incoming.at(-1);
      if (announce && newest) setAnnouncement(t('thread.arrived', { count: incoming.length, name: newest.author.name }));
    },
    [t],
  );

  const load = useCallback(async () => {
    setLoadError(null);
    lastSeq.current = 0;
    setItems([]);
    try {
      const page = await getThread(applicationId);
      setHasOlder(page.has_older);
      absorb(page, false);
    } catch (error) {
      setLoadError(error);
    }
  }, [applicationId, absorb]);

  useEffect(() => {
    setHeader(null);
    void load();
  }, [load]);

  /** Fetches everything after the last seq held (one run at a time; a push meanwhile runs it once more). */
  const catchUp = useCallback(() => {
    if (catching.current) {
      again.current = true;
      return;
    }
    // Read through a function: a push may set it while a fetch is awaited.
    const pushedMeanwhile = (): boolean => again.current;
    const run = async () => {
      do {
        again.current = false;
        let page;
        do {
          page = await getThread(applicationId, { after: lastSeq.current });
          absorb(page, true);
        } while (page.has_newer);
      } while (pushedMeanwhile());
    };
    catching.current = run()
      .catch(() => undefined)
      .finally(() => {
        catching.current = null;
      });
  }, [applicationId, absorb]);

  useMessageFeed({
    onMessage: (push) => {
      if (push.application_id === applicationId) catchUp();
    },
    onResync: catchUp,
  });

  // What is on screen in a visible tab is read: the mark moves up to the last message.
  const mySeq = header?.my_read_seq ?? 0;
  const topSeq = items.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (topSeq <= mySeq) return undefined;
    const mark = () => {
      if (!visible()) return;
      void markThreadRead(applicationId, topSeq)
        .then(() => {
          setHeader((h) => (h ? { ...h, my_read_seq: Math.max(h.my_read_seq, topSeq) } : h));
          return client.invalidateQueries({ queryKey: apiKey(INBOX_PATH) });
        })
        .catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [applicationId, topSeq, mySeq, client]);

  async function loadOlder() {
    const first = items[0]?.seq;
    if (first === undefined || olderBusy) return;
    setOlderBusy(true);
    try {
      const page = await getThread(applicationId, { before: first });
      setItems((held) => merge(held, page.messages));
      setHasOlder(page.has_older);
    } catch {
      setAnnouncement(t('thread.olderFailed'));
    } finally {
      setOlderBusy(false);
    }
  }

  if (loadError) return <LoadProblem error={loadError} notFoundText={t('thread.notFound')} onRetry={() => void load()} />;
  if (!header) return <Spinner label={t('thread.loading')} />;

  const title = seekerSide
    ? t('thread.titleSeeker', { job: header.job_title, company: header.company })
    : t('thread.titleStaff', { name: header.job_seeker_name, job: header.job_title });
  const lastMine = [...items].reverse().find((m) => m.mine);
  return (
    <section className="msg-thread ui-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hasOlder ? (
        <p>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => void loadOlder()}
            aria-disabled={olderBusy || undefined}
          >
            {olderBusy ? t('thread.olderLoading') : t('thread.older')}
          </button>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>{t('thread.empty')}</p>
      ) : (
        <ol className="msg-list" aria-label={t('thread.listLabel')}>
          {items.map((m) => (
            <li key={m.seq} className={m.mine ? 'msg-item msg-item--mine' : 'msg-item'}>
              <p className="hr-meta">
                {m.mine ? t('thread.you') : m.author.name || t('thread.formerUser')}
                {' · '}
                <time dateTime={m.created_at}>{f.dateTime(m.created_at)}</time>
              </p>
              {m.body ? <p className="msg-body">{m.body}</p> : null}
              {m.attachment ? <AttachmentButton applicationId={applicationId} message={m} /> : null}
              {lastMine && m.seq === lastMine.seq && header.other_side_read_seq >= m.seq ? (
                <p className="hr-meta">{t('thread.seen')}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <Composer
        applicationId={applicationId}
        onSent={(m) => {
          lastSeq.current = Math.max(lastSeq.current, m.seq);
          setItems((held) => merge(held, [m]));
          void client.invalidateQueries({ queryKey: apiKey(INBOX_PATH) });
          catchUp();
        }}
      />
    </section>
  );
}

function AttachmentButton({ applicationId, message }: { applicationId: number; message: ThreadMessage }) {
  const { t } = useTranslation('messages');
  const [failed, setFailed] = useState(false);
  const file = message.attachment;
  if (!file) return null;
  return (
    <p>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => {
          setFailed(false);
          downloadAttachment(applicationId, message)
            .then(({ blob, fileName }) => saveBlob(blob, fileName))
            .catch(() => setFailed(true));
        }}
      >
        <span className="ui-visually-hidden">{t('thread.downloadPrefix', { seq: message.seq })} </span>
        {file.file_name}
      </button>
      {failed ? (
        <span role="alert" className="ui-field-error">
          {' '}
          {t('common:errors.somethingWentWrong')}
        </span>
      ) : null}
    </p>
  );
}

interface ComposerProps {
  applicationId: number;
  onSent: (message: ThreadMessage) => void;
}

/** Text and one attachment; a failed send keeps its client id, so trying again never writes it twice. */
function Composer({ applicationId, onSent }: ComposerProps) {
  const { t } = useTranslation('messages');
  const id = useId();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ field: 'body' | 'file'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const clientId = useRef<string>(crypto.randomUUID());
  const text = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  function fail(field: 'body' | 'file', message: string) {
    setError({ field, text: message });
    (field === 'body' ? text : picker).current?.focus();
  }

  async function submit(event?: SyntheticEvent) {
    event?.preventDefault();
    if (busy) return;
    setStatus('');
    if (!body.trim() && !file) {
      fail('body', t('composer.required'));
      return;
    }
    if (file && file.size > MAX_BYTES) {
      fail('file', t('composer.tooLarge'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const sent = await sendMessage(applicationId, { clientId: clientId.current, body: body.trim(), file });
      clientId.current = crypto.randomUUID();
      setBody('');
      setFile(null);
      if (picker.current) picker.current.value = '';
      setStatus(t('composer.sent'));
      onSent(sent);
      text.current?.focus();
    } catch (e) {
      const status = isApiError(e) ? e.status : 0;
      const errBody = isApiError(e) ? e.body : undefined;
      const fields = readFieldErrors(errBody);
      if (status === 413) fail('file', t('composer.tooLarge'));
      else if (status === 415) fail('file', t('composer.wrongType'));
      else if (status === 400 && fields.file) fail('file', t('composer.fileProblem'));
      else if (status === 400) fail('body', t('composer.required'));
      else if (status === 429) fail('body', t('composer.tooMany'));
      else if (status === 0) fail('body', t('common:errors.network'));
      else fail('body', readErrorMessage(errBody) ?? t('common:errors.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="msg-composer ui-stack" noValidate onSubmit={(e) => void submit(e)}>
      <div className="hr-field">
        <label htmlFor={`${id}-body`}>{t('composer.label')}</label>
        <p id={`${id}-hint`} className="ui-hint">
          {t('composer.hint')}
        </p>
        <textarea
          id={`${id}-body`}
          ref={text}
          value={body}
          rows={3}
          maxLength={MAX_CHARS}
          aria-invalid={error?.field === 'body' ? true : undefined}
          aria-describedby={`${id}-hint${error?.field === 'body' ? ` ${id}-error` : ''}`}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
        {error?.field === 'body' ? (
          <p id={`${id}-error`} className="ui-field-error">
            {error.text}
          </p>
        ) : null}
      </div>
      <div className="hr-field">
        <label htmlFor={`${id}-file`}>{t('composer.file')}</label>
        <input
          id={`${id}-file`}
          ref={picker}
          type="file"
          accept={ACCEPT}
          aria-invalid={error?.field === 'file' ? true : undefined}
          aria-describedby={error?.field === 'file' ? `${id}-file-error` : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {error?.field === 'file' ? (
          <p id={`${id}-file-error`} className="ui-field-error">
            {error.text}
          </p>
        ) : null}
      </div>
      <p>
        <button type="submit" className="ui-button" aria-disabled={busy || undefined}>
          {busy ? t('composer.sending') : t('composer.send')}
        </button>
      </p>
      <p role="status" className="hr-meta">
        {status}
      </p>
    </form>
  );
}
