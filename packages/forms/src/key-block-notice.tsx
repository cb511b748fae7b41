import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { characterName, filterCharacters, type CharacterRule } from './key-block.ts';

function caretOf(el: HTMLInputElement | HTMLTextAreaElement): number | null {
  try {
    return el.selectionStart;
  } catch {
    return null;
  }
}

/** The sentence beside a field that refused characters ("“<” and “>” can't be used here."). */
export function useKeyBlock(rule: CharacterRule | null | undefined) {
  const { t } = useTranslation('forms');
  const [refused, setRefused] = useState<string[]>([]);
  function filter(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    if (!rule) return;
    const el = e.target;
    const result = filterCharacters(el.value, rule, caretOf(el) ?? el.value.length);
    if (result.refused.length === 0) {
      if (refused.length > 0) setRefused([]);
      return;
    }
    el.value = result.value;
    // Email and number inputs have no caret to set.
    try {
      el.setSelectionRange(result.caret, result.caret);
    } catch {
      /* the browser keeps the caret at the end */
    }
    setRefused(result.refused);
  }
  const names = refused.map((c) => {
    const n = characterName(c);
    return 'key' in n ? t(`keyBlock.${n.key}`) : t('keyBlock.quoted', { character: n.text });
  });
  const message = names.length === 0 ? '' : t('keyBlock.refused', { characters: names.join(t('keyBlock.separator')) });
  return { filter, message };
}

export function Notice({ id, message }: { id: string; message: string }) {
  // Always present, so what it says is announced when it changes.
  return (
    <p id={id} className="ui-keyblock" aria-live="polite">
      {message}
    </p>
  );
}

/**
 * Key-blocking for any text input (SPEC §5), with or without a form of this package: call `filter` first in
 * the change handler, show `notice` beside the field, and describe the input by `noticeId` while
 * `refusing`.
 */
export function useCharacterRule(rule: CharacterRule | null | undefined, noticeId: string) {
  const block = useKeyBlock(rule);
  return { filter: block.filter, refusing: block.message !== '', notice: <Notice id={noticeId} message={block.message} /> };
}
