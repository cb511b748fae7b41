import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type UIEvent } from 'react';
import type { ConversationApi } from './use-conversation';

/** The contract's limit for one message. */
export const MESSAGE_MAX = 2000;

/**
 * The message box of a conversation, the same for the user's chat and the helpdesk's answer: typing is
 * sent while there is text, Enter sends (Shift+Enter and an IME composition do not), an empty message is
 * not sent, and the box empties once the message is on its way.
 */
export function useComposer(chat: Pick<ConversationApi, 'send' | 'noteTyping'>) {
  const [draft, setDraft] = useState('');

  const send = () => {
    if (draft.trim() === '') return;
    if (chat.send(draft)) setDraft('');
  };

  return {
    draft,
    empty: draft.trim() === '',
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => {
      setDraft(e.target.value);
      if (e.target.value.trim() !== '') chat.noteTyping();
    },
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      send();
    },
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
        e.preventDefault();
        send();
      }
    },
  };
}

/**
 * Keeps the newest message in view while the reader is at the bottom of the log (no smooth scrolling:
 * calmer, and nothing moves for people who asked for reduced motion). Scrolls the log only, never the page.
 */
export function useFollowNewest(chat: Pick<ConversationApi, 'entries' | 'typing' | 'phase'>) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [chat.entries.length, chat.typing, chat.phase]);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };
  return { scroller, onScroll };
}

/** The words of the pending note, in the caller's namespace. */
export interface PendingLabels {
  refused: string;
  sending: string;
  waiting: string;
}

/** Under the log, the state of the newest message not yet confirmed: refused, sending, or waiting for the connection. */
export function PendingNote({
  chat,
  labels,
}: {
  chat: Pick<ConversationApi, 'entries' | 'refused' | 'connection'>;
  labels: PendingLabels;
}) {
  const entry = chat.entries.findLast((e) => e.pending);
  if (!entry?.client_id) return null;
  if (chat.refused.has(entry.client_id)) return <p className="ch-error ch-pending">{labels.refused}</p>;
  return <p className="ch-pending">{chat.connection === 'open' ? labels.sending : labels.waiting}</p>;
}
