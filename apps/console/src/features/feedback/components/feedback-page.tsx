import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { paths } from '@tessera/api-client/create-api-client';
import { useFormatters } from '@tessera/i18n/format';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { useCareerFeedback } from '../api/list-career-feedback.ts';
import { useNsatFeedback } from '../api/list-nsat-feedback.ts';
import type { FeedbackKind } from '../api/answer-feedback.ts';
import { AnswerDialog, type AnswerTarget, type Reach } from './answer-dialog.tsx';
import './feedback-page.css';

type NsatList = paths['/api/v1/feedback/nsat']['get']['responses']['200']['content']['application/json'];
type CareerList = paths['/api/v1/feedback/career']['get']['responses']['200']['content']['application/json'];
type Sender = NsatList['results'][number]['sender'];
type Answer = NonNullable<NsatList['results'][number]['answer']>;
type CareerType = CareerList['results'][number]['feedback_type'];

export const PAGE_SIZE = 10;
const RATINGS = [
  { value: -1, key: 'dislike' },
  { value: 0, key: 'neutral' },
  { value: 1, key: 'like' },
] as const;
const TYPES: readonly CareerType[] = ['Complaints', 'Suggestions', 'Questions', 'Others'];

/** A page number from the address; anything else is page 1. */
function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

function ratingParam(value: string | null): -1 | 0 | 1 | undefined {
  return value === '-1' || value === '0' || value === '1' ? (Number(value) as -1 | 0 | 1) : undefined;
}

function typeParam(value: string | null): CareerType | undefined {
  return TYPES.find((x) => x === value);
}

function SenderText({ sender }: { sender: Sender }) {
  const { t } = useTranslation('feedback');
  if (sender.is_guest) return <>{t('page.guest', { email: sender.email ?? '' })}</>;
  if (!sender.name) return <>{t('page.removedAccount')}</>;
  return (
    <>
      {sender.name}
      {sender.email ? <span className="fbp-muted"> ({sender.email})</span> : null}
    </>
  );
}

/** The sender in plain words, for the dialog and the Answer button's name. */
function senderWords(sender: Sender, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (sender.is_guest) return t('page.guest', { email: sender.email ?? '' });
  if (!sender.name) return t('page.removedAccount');
  return sender.email ? `${sender.name} (${sender.email})` : sender.name;
}

function reachOf(sender: Sender): Reach {
  if (sender.is_guest && sender.email) return { by: 'email', email: sender.email };
  if (sender.user_id !== null && sender.name) return { by: 'notification', name: sender.name };
  return { by: 'none' };
}

const answerCellId = (kind: FeedbackKind, id: number) => `fbp-answer-${kind}-${id}`;
const answerButtonId = (kind: FeedbackKind, id: number) => `fbp-answer-button-${kind}-${id}`;

interface AnswerCellProps {
  kind: FeedbackKind;
  id: number;
  answer: Answer | null;
  /** "the feedback of Sam Seeker from 3 Mar 2026", for the button's accessible name. */
  whose: string;
  onAnswer: () => void;
}

/** The answer with who, when and how it was sent; or, while there is none, the button that opens the dialog. */
function AnswerCell({ kind, id, answer, whose, onAnswer }: AnswerCellProps) {
  const { dateTime } = useFormatters();
  const { t } = useTranslation('feedback');
  return (
    <td id={answerCellId(kind, id)} tabIndex={-1} className="fbp-answer-cell">
      {answer ? (
        <>
          <p className="fbp-answer">{answer.text}</p>
          <p className="fbp-muted">
            {t('page.answer.by', { name: answer.answered_by?.name ?? t('page.answer.formerStaff'), date: dateTime(answer.answered_at) })}
          </p>
          <p className="fbp-muted">{t(`page.answer.delivery.${answer.delivery}`)}</p>
        </>
      ) : (
        <button id={answerButtonId(kind, id)} type="button" className="ui-button ui-button--secondary" onClick={onAnswer}>
          {t('page.answer.open')}
          <span className="ui-visually-hidden"> {whose}</span>
        </button>
      )}
    </td>
  );
}

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  count: number | undefined;
  children: ReactNode;
}

/** Loading, failure with a retry, the count (announced when a filter changes it), then the list. */
function ListState({ isPending, isError, refetch, count, children }: ListStateProps) {
  const { t } = useTranslation('feedback');
  if (isPending) return <Spinner />;
  if (isError) {
    return (
      <div role="alert" className="ui-alert fbp-row">
        <span>{t('page.loadError')}</span>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void refetch()}>
          {t('page.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="fbp-count" role="status">
        {count === 0 ? t('page.empty') : t('page.count', { count: count ?? 0 })}
      </p>
      {count ? children : null}
    </>
  );
}

/** Sets one search parameter (dropping it when empty) and resets the list's page. */
function useParamSetter() {
  const [params, setParams] = useSearchParams();
  return {
    params,
    set: (changes: Record<string, string | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: false, preventScrollReset: true });
    },
  };
}

interface FeedbackSectionProps {
  heading: string;
  /** The filter's select: its label, the "all" choice, the choices, and the address change a choice makes. */
  filter: {
    label: string;
    all: string;
    value: string;
    options: readonly { value: string; label: string }[];
    onChange: (value: string) => void;
  };
  query: {
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    data: { count: number; page: number; total_pages: number } | undefined;
  };
  /** The page this list shows (the address's, until the answer says). */
  page: number;
  onPage: (page: number) => void;
  /** The column headings, in order; the table's body follows them. */
  columns: readonly string[];
  children: ReactNode;
}

/** One feedback list: its heading, filter, loading and count, table and pager. */
function FeedbackSection({ heading, filter, query, page, onPage, columns, children }: FeedbackSectionProps) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const data = query.data;
  return (
    <section className="ui-stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{heading}</h2>
      <div className="ui-field fbp-filter">
        <label htmlFor={`${id}-filter`}>{filter.label}</label>
        <select id={`${id}-filter`} value={filter.value} onChange={(e) => filter.onChange(e.target.value)}>
          <option value="">{filter.all}</option>
          {filter.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <ListState isPending={query.isPending} isError={query.isError} refetch={query.refetch} count={data?.count}>
        <div className="fbp-table-wrap">
          <table className="fbp-table" aria-labelledby={`${id}-h`}>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
        <Pager
          page={data?.page ?? page}
          totalPages={data?.total_pages ?? 1}
          label={t('page.pagination', { list: heading })}
          onPage={onPage}
        />
      </ListState>
    </section>
  );
}

function NsatSection({ onAnswer }: { onAnswer: (target: AnswerTarget) => void }) {
  const { dateTime } = useFormatters();
  const { t } = useTranslation('feedback');
  const { params, set } = useParamSetter();
  const rating = ratingParam(params.get('rating'));
  const page = pageParam(params.get('ratings_page'));
  const query = useNsatFeedback({ page, page_size: PAGE_SIZE, ...(rating === undefined ? {} : { rating }) });
  return (
    <FeedbackSection
      heading={t('page.nsatHeading')}
      filter={{
        label: t('page.ratingFilter'),
        all: t('page.allRatings'),
        value: rating === undefined ? '' : String(rating),
        options: RATINGS.map((r) => ({ value: String(r.value), label: t(`widget.ratings.${r.key}`) })),
        onChange: (value) => set({ rating: value, ratings_page: undefined }),
      }}
      query={query}
      page={page}
      onPage={(p) => set({ ratings_page: String(p) })}
      columns={[
        t('page.columns.date'),
        t('page.columns.rating'),
        t('page.columns.comment'),
        t('page.columns.page'),
        t('page.columns.from'),
        t('page.columns.answer'),
      ]}
    >
      {query.data?.results.map((row) => {
        const r = RATINGS.find((x) => x.value === row.rating);
        const ratingWord = r ? t(`widget.ratings.${r.key}`) : String(row.rating);
        const who = senderWords(row.sender, t);
        return (
          <tr key={row.id}>
            <td>{dateTime(row.created_at)}</td>
            <td data-rating={r?.key}>{ratingWord}</td>
            <td>{row.feed || <span className="fbp-muted">{t('page.noComment')}</span>}</td>
            <td className="fbp-path">{row.page}</td>
            <td>
              <SenderText sender={row.sender} />
            </td>
            <AnswerCell
              kind="nsat"
              id={row.id}
              answer={row.answer}
              whose={t('page.answer.whose', { who, date: dateTime(row.created_at) })}
              onAnswer={() =>
                onAnswer({
                  kind: 'nsat',
                  id: row.id,
                  who,
                  reach: reachOf(row.sender),
                  text: row.feed,
                  about: t('page.answer.rating', { rating: ratingWord }),
                })
              }
            />
          </tr>
        );
      })}
    </FeedbackSection>
  );
}

function CareerSection({ onAnswer }: { onAnswer: (target: AnswerTarget) => void }) {
  const { dateTime } = useFormatters();
  const { t } = useTranslation('feedback');
  const { params, set } = useParamSetter();
  const type = typeParam(params.get('type'));
  const page = pageParam(params.get('career_page'));
  const query = useCareerFeedback({ page, page_size: PAGE_SIZE, ...(type ? { feedback_type: type } : {}) });
  return (
    <FeedbackSection
      heading={t('page.careerHeading')}
      filter={{
        label: t('page.typeFilter'),
        all: t('page.allTypes'),
        value: type ?? '',
        options: TYPES.map((value) => ({ value, label: t(`career.types.${value}`) })),
        onChange: (value) => set({ type: value, career_page: undefined }),
      }}
      query={query}
      page={page}
      onPage={(p) => set({ career_page: String(p) })}
      columns={[
        t('page.columns.date'),
        t('page.columns.type'),
        t('page.columns.description'),
        t('page.columns.page'),
        t('page.columns.from'),
        t('page.columns.answer'),
      ]}
    >
      {query.data?.results.map((row) => {
        const who = senderWords(row.sender, t);
        const type = t(`career.types.${row.feedback_type}`);
        return (
          <tr key={row.id}>
            <td>{dateTime(row.created_at)}</td>
            <td>{type}</td>
            <td className="fbp-text">{row.description}</td>
            <td className="fbp-path">{row.page}</td>
            <td>
              <SenderText sender={row.sender} />
            </td>
            <AnswerCell
              kind="career"
              id={row.id}
              answer={row.answer}
              whose={t('page.answer.whose', { who, date: dateTime(row.created_at) })}
              onAnswer={() =>
                onAnswer({
                  kind: 'career',
                  id: row.id,
                  who,
                  reach: reachOf(row.sender),
                  text: row.description,
                  about: t('page.answer.type', { type }),
                })
              }
            />
          </tr>
        );
      })}
    </FeedbackSection>
  );
}

/**
 * /feedback (console; admin, concierge_member, program_manager): what the feedback widget and the
 * career-connector form received, each list filtered (rating, type) and paged, newest first, and each
 * feedback answered once from its "Answer" dialog (the server tells the sender). Filters and pages live
 * in the address, so Back returns to the previous view.
 */
export default function FeedbackPage() {
  const { t, ready } = useTranslation('feedback');
  const [target, setTarget] = useState<AnswerTarget | null>(null);
  const [focusNext, setFocusNext] = useState<{ kind: FeedbackKind; id: number } | null>(null);

  // After the dialog: back to the row's Answer button, or, once answered (the button is gone), to its answer.
  useEffect(() => {
    if (!focusNext) return;
    const el =
      document.getElementById(answerButtonId(focusNext.kind, focusNext.id)) ??
      document.getElementById(answerCellId(focusNext.kind, focusNext.id));
    el?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const targetRef = useRef(target);
  targetRef.current = target;
  const close = useCallback(() => {
    const current = targetRef.current;
    setTarget(null);
    if (current) setFocusNext({ kind: current.kind, id: current.id });
  }, []);

  if (!ready) return <Spinner />;
  return (
    <div className="ui-stack fbp">
      <PageHeading title={t('page.title')}>{t('page.title')}</PageHeading>
      <p>{t('page.intro')}</p>
      <NsatSection onAnswer={setTarget} />
      <CareerSection onAnswer={setTarget} />
      <AnswerDialog target={target} onClose={close} />
    </div>
  );
}
