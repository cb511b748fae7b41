import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import type { ChatTarget } from './chat-api';
import type { SocketFactory } from './chat-connection';
import type { ChatEntry, MessageRun } from './chat-grouping';
import { zoneCity } from './chat-time';
import { ConversationLog } from './conversation-log';
import { PanelHeader } from './panel-header';
import { useConversation, type ConversationApi } from './use-conversation';

/** The contract's limit for one message. */
export const MESSAGE_MAX = 2000;

export interface ConversationViewProps {
  api: ApiClient;
  target: ChatTarget;
  signedIn: boolean;
  getToken: () => string | null | undefined;
  language: string;
  timeZone?: string | null | undefined;
  /** The panel is open (messages count as read). */
  open: boolean;
  onBack: () => void;
  onClose: () => void;
  /** The room is unknown or expired ('Session Does Not Exist'). */
  onGone: () => void;
  /** The helpdesk closed the chat. */
  onEnded: () => void;
  onUnseen: (count: number) => void;
  announce: (text: string) => void;
  createSocket?: SocketFactory | undefined;
}

function PendingNote({ chat, entry }: { chat: ConversationApi; entry: ChatEntry }) {
  const { t } = useTranslation('chat');
  if (!entry.pending || !entry.client_id) return null;
  if (chat.refused.has(entry.client_id)) return <p className="ch-error ch-pending">{t('conversation.refused')}</p>;
  return <p className="ch-pending">{chat.connection === 'open' ? t('conversation.sending') : t('conversation.waiting')}</p>;
}

/**
 * The conversation (SPEC §2, §4 "Chat"): messages under "Today" or weekday-day-month headings, same-sender
 * runs within 60 s together, times in the tenant zone; "Helpdesk is typing..."; Online / Away / Offline;
 * dated "Chat is closed" / "Chat is reopened" notices; "This chat has ended" with no input once closed
 * (signed-in users may reopen it); Enter sends, an empty message is not sent.
 */
export function ConversationView(props: ConversationViewProps) {
  const { api, target, signedIn, getToken, language, timeZone, open, onBack, onClose, onGone, onEnded, onUnseen, announce, createSocket } = props;
  const { t } = useTranslation('chat');
  const id = useId();
  const chat = useConversation({ api, target, getToken: signedIn ? getToken : undefined, timeZone, visible: open, createSocket });
  const [draft, setDraft] = useState('');
  const [reopening, setReopening] = useState(false);
  const [reopenError, setReopenError] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const closed = chat.status === 'closed' || chat.connection === 'ended';

  useEffect(() => {
    if (chat.phase === 'gone') onGone();
  }, [chat.phase, onGone]);

  useEffect(() => {
    if (closed && chat.phase === 'ready') onEnded();
  }, [closed, chat.phase, onEnded]);

  useEffect(() => onUnseen(chat.unseen), [chat.unseen, onUnseen]);

  // Helpdesk messages and events are read out politely (SPEC §2; WCAG 4.1.3).
  const lastAnnounced = useRef(0);
  useEffect(() => {
    const incoming = chat.incoming;
    if (!incoming || incoming.id === lastAnnounced.current) return;
    lastAnnounced.current = incoming.id;
    const e = incoming.entry;
    if (e.kind === 'event') {
      announce(e.event_type === 'closed' ? t('conversation.closedNotice') : t('conversation.reopenedNotice'));
    } else {
      announce(t('conversation.incoming', { name: e.username || t('conversation.helpdesk'), text: e.texts.join(' ') }));
    }
  }, [chat.incoming, announce, t]);

  // Keep the newest message in view when the reader was at the bottom (no smooth scrolling: calmer, and
  // nothing moves for people who asked for reduced motion).
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    // Scrolls the log only, never the page behind the panel.
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [chat.entries.length, chat.typing, chat.phase]);

  // Once loaded and open, the message box takes focus (unless the reader moved elsewhere on the page).
  useEffect(() => {
    if (chat.phase !== 'ready' || !open || closed) return;
    const active = document.activeElement;
    const panel = input.current?.closest('.ch-panel');
    if (!active || active === document.body || (panel && panel.contains(active))) input.current?.focus();
    // Only when the conversation becomes ready.
  }, [chat.phase]);

  const send = () => {
    if (draft.trim() === '') return;
    if (chat.send(draft)) setDraft('');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const reopen = async () => {
    setReopening(true);
    setReopenError(false);
    try {
      await chat.reopen();
    } catch {
      setReopenError(true);
    } finally {
      setReopening(false);
    }
  };

  const senderName = (run: MessageRun) => (run.from === 'user' ? t('conversation.you') : run.username || t('conversation.helpdesk'));
  const pendingEntries = chat.entries.filter((e) => e.pending);
  return (
    <>
      <PanelHeader
        title={t('header.helpdesk')}
        subtitle={
          // A polite live region (WCAG 4.1.3): a change (Online, Away, Offline) is read out once, as
          // "Helpdesk status: Away". Empty until the history has said what the presence is.
          <p className="ch-presence" data-presence={chat.phase === 'ready' ? chat.presence : undefined} role="status">
            {chat.phase === 'ready' ? (
              <>
                <span className="ch-presence__dot" aria-hidden="true" />
                <span className="ch-visually-hidden">{t('header.presenceLabel')}: </span>
                {t(`header.presence.${chat.presence}`)}
              </>
            ) : null}
          </p>
        }
        onBack={onBack}
        onClose={onClose}
      />
      <div
        ref={scroller}
        className="ch-body ch-conversation"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {chat.phase === 'loading' ? (
          <p role="status" className="ch-pad">
            {t('conversation.loading')}
          </p>
        ) : null}
        {chat.phase === 'failed' ? (
          <div className="ch-pad">
            <p role="alert">{t('conversation.loadFailed')}</p>
            <button type="button" className="ch-button" onClick={chat.reload}>
              {t('conversation.retry')}
            </button>
          </div>
        ) : null}
        {chat.phase === 'ready' ? (
          <>
            <p className="ch-zone">{t('conversation.timesIn', { zone: zoneCity(chat.zone) })}</p>
            {chat.entries.length === 0 ? <p className="ch-empty">{t('conversation.empty')}</p> : null}
            <ConversationLog entries={chat.entries} zone={chat.zone} language={language} side="user" senderName={senderName} label={t('conversation.log')} />
            {pendingEntries.length > 0 ? <PendingNote chat={chat} entry={pendingEntries[pendingEntries.length - 1] as ChatEntry} /> : null}
            {/* The region is always there, so the notice is read out (once) when it appears. */}
            <div className="ch-typing-region" role="status">
              {chat.typing && !closed ? <p className="ch-typing">{t('conversation.typing')}</p> : null}
            </div>
          </>
        ) : null}
      </div>
      {chat.phase === 'ready' ? (
        <div className="ch-footer">
          {closed ? (
            <div className="ch-ended">
              <p className="ch-ended__text">{t('conversation.ended')}</p>
              {signedIn && target.session_id !== undefined ? (
                <>
                  <button type="button" className="ch-button ch-button--secondary" aria-disabled={reopening ? true : undefined} onClick={() => !reopening && void reopen()}>
                    {reopening ? t('conversation.reopening') : t('conversation.reopen')}
                  </button>
                  {reopenError ? <p className="ch-error">{t('conversation.reopenFailed')}</p> : null}
                </>
              ) : (
                <p>{t('conversation.endedGuest')}</p>
              )}
            </div>
          ) : chat.connection === 'denied' ? (
            <p className="ch-error">{t('conversation.denied')}</p>
          ) : (
            <form className="ch-composer" onSubmit={onSubmit}>
              <p className="ch-connection" role="status">
                {chat.connection === 'reconnecting' ? t('conversation.reconnecting') : chat.connection === 'connecting' ? t('conversation.connecting') : ''}
              </p>
              <label htmlFor={`${id}-message`} className="ch-composer__label">
                {t('conversation.messageLabel')}
              </label>
              <div className="ch-composer__row">
                <textarea
                  ref={input}
                  id={`${id}-message`}
                  rows={2}
                  maxLength={MESSAGE_MAX}
                  value={draft}
                  aria-describedby={`${id}-hint`}
                  onChange={(e) => {
                    setDraft(e.target.value);
                    if (e.target.value.trim() !== '') chat.noteTyping();
                  }}
                  onKeyDown={onKeyDown}
                />
                <button type="submit" className="ch-button" disabled={draft.trim() === ''}>
                  {t('conversation.send')}
                </button>
              </div>
              <p id={`${id}-hint`} className="ch-hint">
                {t('conversation.messageHint')}
              </p>
            </form>
          )}
        </div>
      ) : null}
    </>
  );
}
