import { useRef, useState, type ReactNode } from 'react';

/** Entries of a repeated group (schools, positions), each with a key that stays while the list changes. */
export function useEntries<E extends { key: number }>(initial: Omit<E, 'key'>[]) {
  const nextKey = useRef(initial.length);
  const [entries, setEntries] = useState<E[]>(() => initial.map((e, i) => ({ ...e, key: i }) as E));
  return {
    entries,
    update: (key: number, patch: Partial<E>) => setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e))),
    /** Adds an entry at the end; returns its key. */
    add: (entry: Omit<E, 'key'>) => {
      const key = nextKey.current++;
      setEntries((list) => [...list, { ...entry, key } as E]);
      return key;
    },
    remove: (key: number) => setEntries((list) => list.filter((e) => e.key !== key)),
  };
}

export interface EntryListTexts {
  heading: string;
  none: string;
  /** The legend of entry n (from 1). */
  legend: (n: number) => string;
  remove: (n: number) => string;
  removed: (n: number) => string;
  add: string;
  added: string;
}

interface EntryListProps<E extends { key: number }> {
  entries: E[];
  /** No "Add" button once there are this many. */
  max: number;
  texts: EntryListTexts;
  /** Adds a blank entry; returns its key. */
  onAdd: () => number;
  onRemove: (key: number) => void;
  /** The fields of one entry. */
  children: (entry: E, index: number) => ReactNode;
}

/**
 * A repeated group of a profile section: each entry a numbered fieldset with its own Remove button, an
 * "Add" button while there is room, the new entry's first field focused, and each change announced.
 */
export function EntryList<E extends { key: number }>({ entries, max, texts, onAdd, onRemove, children }: EntryListProps<E>) {
  const [message, setMessage] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  function add() {
    const key = onAdd();
    setMessage(texts.added);
    // The new entry's first field takes focus once it is on screen.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-entry="${key}"] input, [data-entry="${key}"] select`)?.focus(),
    );
  }

  return (
    <>
      <h3 className="pf-subheading">{texts.heading}</h3>
      {entries.length === 0 ? <p className="pf-muted">{texts.none}</p> : null}
      <ol ref={listRef} className="pf-entries">
        {entries.map((e, i) => (
          <li key={e.key} data-entry={e.key}>
            <fieldset className="pf-entry">
              <legend>{texts.legend(i + 1)}</legend>
              {children(e, i)}
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={() => {
                  onRemove(e.key);
                  setMessage(texts.removed(i + 1));
                }}
              >
                {texts.remove(i + 1)}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {entries.length < max ? (
        <p>
          <button type="button" className="ui-button ui-button--secondary" onClick={add}>
            {texts.add}
          </button>
        </p>
      ) : null}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </>
  );
}
