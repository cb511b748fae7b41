import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './hiring.css';

/** One page of a list the server pages (the contract's *List answers). */
export interface MorePage<T> {
  results: T[];
  total_pages: number;
}

export interface ShowMoreOptions<T> {
  /** What the detail answer carried: the first page (at most 20). */
  first: readonly T[];
  /** How many there are in all. */
  total: number;
  /** Page `n` (20 a page, the detail's first page being page 1). */
  fetchPage: (page: number) => Promise<MorePage<T>>;
  /** A stable identity, so an entry that moved to the next page (after an addition) is shown once. */
  keyOf: (item: T) => string | number;
  /** `before`: the pages hold older entries of a list shown oldest first (they go on top, oldest first). */
  place?: 'after' | 'before';
  /** Starts over when this changes (another job, application or person). */
  resetKey: unknown;
}

export const MORE_PAGE_SIZE = 20;

/**
 * The rest of a list a detail answer carries only the start of: fetched a page at a time on request and
 * merged with what the detail gave.
 */
export function useShowMore<T>({ first, total, fetchPage, keyOf, place = 'after', resetKey }: ShowMoreOptions<T>) {
  const [extra, setExtra] = useState<T[]>([]);
  const [next, setNext] = useState(2);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setExtra([]);
    setNext(2);
    setFailed(false);
  }, [resetKey]);

  const items = useMemo(() => {
    const seen = new Set<string | number>();
    const ordered = place === 'after' ? [...first, ...extra] : [...[...extra].reverse(), ...first];
    return ordered.filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, [first, extra, keyOf, place]);

  async function more() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await fetchPage(next);
      setExtra((prev) => [...prev, ...page.results]);
      setNext(next + 1);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return { items, hasMore: items.length < total, more, busy, failed, total };
}

export interface ShowMoreProps {
  shown: number;
  total: number;
  busy: boolean;
  failed: boolean;
  onMore: () => void;
  /** The button's text, e.g. "Show more notes". */
  label: string;
}

/** "Showing 20 of 57" and a button for the next page; nothing once everything is shown. */
export function ShowMore({ shown, total, busy, failed, onMore, label }: ShowMoreProps) {
  const { t } = useTranslation('applications-staff');
  if (shown >= total) return null;
  return (
    <div className="ui-stack">
      <p className="hr-meta" aria-live="polite">
        {t('more.shown', { shown, total })}
      </p>
      <div>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => (busy ? undefined : onMore())}
        >
          {busy ? t('more.loading') : label}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="ui-alert">
          {t('more.failed')}
        </p>
      ) : null}
    </div>
  );
}
