import { useRef, useState, type KeyboardEvent } from 'react';

export type TermRefusal = 'blank' | 'duplicate' | 'full';
export type TermAdded = { ok: true; term: string } | { ok: false; reason: TermRefusal; term: string };

/**
 * The logic of a list of short terms typed one at a time (skills, certifications, places): the draft is
 * trimmed and its inner spaces folded; a blank term, one already listed (whatever its case) or one past
 * `maxItems` is refused; Enter adds instead of sending the form; focus returns to the field after a
 * removal. What the control says about it (errors, announcements) is the caller's.
 */
export function useTermList(values: readonly string[], onChange: (values: string[]) => void, maxItems: number) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);

  function add(): TermAdded {
    const term = draft.replace(/\s+/g, ' ').trim();
    if (term === '') return { ok: false, reason: 'blank', term };
    if (values.some((v) => v.toLowerCase() === term.toLowerCase())) return { ok: false, reason: 'duplicate', term };
    if (values.length >= maxItems) return { ok: false, reason: 'full', term };
    onChange([...values, term]);
    setDraft('');
    return { ok: true, term };
  }

  function remove(term: string) {
    onChange(values.filter((v) => v !== term));
    input.current?.focus();
  }

  /** Enter adds the term; it does not send the whole form. */
  function addOnEnter(e: KeyboardEvent<HTMLInputElement>, onAdd: () => void) {
    if (e.key === 'Enter') {
      e.preventDefault();
      onAdd();
    }
  }

  return { draft, setDraft, input, add, remove, addOnEnter };
}
