import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type SubmitEvent,
  type UIEvent,
} from 'react';
import type { MessageRun, Sender } from './chat-grouping';
import { ConversationLog } from './conversation-log';
import type { ConversationApi } from './use-conversation';

/** The contract's limit for one message. */
export const MESSAGE_MAX = 2000;

/**
 * The message box of a conversation, the same for the user's chat and the helpdesk's answer: typing is
 * sent while there is text, Enter sends (Shift+Enter and an IME composition do not), an empty message is
 * not sent, and the box empties once the message is on its way.
 */
function useComposer(chat: Pick<ConversationApi, 'send' | 'noteTyping'>) {
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
    onSubmit: (e: SubmitEvent) => {
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

/** The words of the history, in the caller's namespace. */
export interface EntriesLabels extends PendingLabels {
  /** Shown while there is no message yet. */
  empty: string;
  /** The log's accessible name. */
  log: string;
}

/**
 * The history of a conversation as both sides show it: "no messages yet", the log (day headings,
 * same-sender runs, notices) and, under it, the state of the newest message not yet confirmed.
 */
export function ConversationEntries({
  chat,
  language,
  side,
  senderName,
  labels,
}: {
  chat: Pick<ConversationApi, 'entries' | 'zone' | 'refused' | 'connection'>;
  language: string;
  side: Sender;
  senderName: (run: MessageRun) => string;
  labels: EntriesLabels;
}) {
  return (
    <>
      {chat.entries.length === 0 ? <p className="ch-empty">{labels.empty}</p> : null}
      <ConversationLog entries={chat.entries} zone={chat.zone} language={language} side={side} senderName={senderName} label={labels.log} />
      <PendingNote chat={chat} labels={labels} />
    </>
  );
}

/** The words of the composer, in the caller's namespace. */
const ENTRIES_KEYS = {
  empty: 'conversation.empty',
  log: 'conversation.log',
  refused: 'conversation.refused',
  sending: 'conversation.sending',
  waiting: 'conversation.waiting',
} as const satisfies Record<keyof EntriesLabels, string>;

/** The entries' labels, from the `t` of a namespace that has the shared `conversation.*` keys (chat, helpdesk). */
export function entriesLabels(t: (key: string) => string): EntriesLabels {
  const labels = {} as EntriesLabels;
  for (const [name, key] of Object.entries(ENTRIES_KEYS)) labels[name as keyof EntriesLabels] = t(key);
  return labels;
}

export interface ComposerLabels {
  /** The text box's label. */
  label: string;
  /** Under the box: how to send and add a line. */
  hint: string;
  send: string;
  connecting: string;
  reconnecting: string;
}

/** How the composer looks where it stands: the chat widget's own classes, or the helpdesk's with the shared UI's button and hint. */
const LOOKS = {
  widget: { prefix: 'ch', button: 'ch-button', hint: 'ch-hint' },
  helpdesk: { prefix: 'hd', button: 'ui-button', hint: 'ui-hint' },
} as const;

/**
 * The one message composer of a conversation, for the user's chat and the helpdesk's reply alike: the
 * connection state read out while it is not open, the labelled text box with its hint, and Send (disabled
 * while the box is empty). Behaviour comes from the composer hook above; the caller gives the words.
 */
export function ConversationComposer({
  chat,
  labels,
  look,
  inputRef,
}: {
  chat: Pick<ConversationApi, 'send' | 'noteTyping' | 'connection'>;
  labels: ComposerLabels;
  look: keyof typeof LOOKS;
  /** The text box, for a caller that moves focus into it. */
  inputRef?: Ref<HTMLTextAreaElement> | undefined;
}) {
  const id = useId();
  const composer = useComposer(chat);
  const c = LOOKS[look];
  return (
    <form className={`${c.prefix}-composer`} onSubmit={composer.onSubmit}>
      <p className={`${c.prefix}-connection`} role="status">
        {chat.connection === 'reconnecting' ? labels.reconnecting : chat.connection === 'connecting' ? labels.connecting : ''}
      </p>
      <label htmlFor={`${id}-message`} className={`${c.prefix}-composer__label`}>
        {labels.label}
      </label>
      <div className={`${c.prefix}-composer__row`}>
        <textarea
          ref={inputRef}
          id={`${id}-message`}
          rows={2}
          maxLength={MESSAGE_MAX}
          value={composer.draft}
          aria-describedby={`${id}-hint`}
          onChange={composer.onChange}
          onKeyDown={composer.onKeyDown}
        />
        <button type="submit" className={c.button} disabled={composer.empty}>
          {labels.send}
        </button>
      </div>
      <p id={`${id}-hint`} className={c.hint}>
        {labels.hint}
      </p>
    </form>
  );
}
