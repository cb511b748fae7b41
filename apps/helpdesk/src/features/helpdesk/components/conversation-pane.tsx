import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageRun } from '@tessera/chat/chat-grouping';
import { formatDateTime, zoneCity } from '@tessera/chat/chat-time';
import { ConversationComposer, ConversationEntries, entriesLabels, useFollowNewest } from '@tessera/chat/conversation-composer';
import { useConversation } from '@tessera/chat/use-conversation';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi } from '@tessera/ui/api';
import { useSocketFactory } from '../../../lib/socket-factory.tsx';
import { useDocumentVisible } from '../../../lib/use-document-visible.ts';
import type { HelpdeskSession } from '../api/get-helpdesk-session.ts';

export interface ConversationPaneProps {
  item: HelpdeskSession;
  language: string;
  /** The tenant's zone from the theme, when it names one (the history names it too). */
  timeZone: string | null;
  /** The concierge's own name: their messages are "You", a colleague's carry the colleague's name. */
  myName: string;
  /** Move focus to the conversation's heading when it opens (it was chosen in the queue). */
  focusOnOpen: boolean;
  /** The queue, with its filter and page. */
  backHref: string;
  /** Says something politely (the page's live region). */
  announce: (text: string) => void;
}

/**
 * One conversation as the helpdesk answers it (SPEC §2, §4 "Chat"): who it is (guest or signed-in user),
 * the history under day headings with same-sender runs and dated "Chat is closed" / "Chat is reopened"
 * notices, times in the tenant zone; live over /ws/{room}/ as help_desk with "User is typing...", typing
 * sent while the concierge writes; Enter sends; close and reopen. User messages are read out politely.
 */
export function ConversationPane({ item, language, timeZone, myName, focusOnOpen, backHref, announce }: ConversationPaneProps) {
  const { t } = useTranslation('helpdesk');
  const id = useId();
  const visible = useDocumentVisible();
  const createSocket = useSocketFactory();
  const getToken = useCallback(() => getSessionStore().getState().userToken, []);
  const chat = useConversation({
    api: getApi(),
    target: { session_id: item.session_id, room_name: item.room_name },
    getToken,
    timeZone,
    visible,
    side: 'help_desk',
    ...(createSocket ? { createSocket } : {}),
  });
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = chat.phase === 'ready' ? chat.status : item.status;
  const closed = status === 'closed';
  const userName = item.username || item.user_email || t('conversation.visitor');

  // Chosen in the queue: the reader continues here.
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when this conversation opens: a later focusOnOpen does not move focus
  }, []);

  // The user's messages (and their reopening) are read out politely.
  const lastAnnounced = useRef(0);
  useEffect(() => {
    const incoming = chat.incoming;
    if (!incoming || incoming.id === lastAnnounced.current) return;
    lastAnnounced.current = incoming.id;
    const e = incoming.entry;
    if (e.kind === 'event') announce(e.event_type === 'closed' ? t('conversation.closedAnnounce') : t('conversation.reopenedAnnounce'));
    else announce(t('conversation.incoming', { name: e.username || userName, text: e.texts.join(' ') }));
  }, [chat.incoming, announce, t, userName]);

  // The newest message stays in view while the reader is at the bottom (no smooth scrolling).
  const { scroller, onScroll } = useFollowNewest(chat);

  const senderName = (run: MessageRun): string => {
    if (run.from === 'user') return run.username || userName;
    const mine = run.entries.every((e) => e.pending) || (run.username !== '' && run.username === myName);
    return mine ? t('conversation.you') : run.username || t('conversation.helpdesk');
  };

  const toggleClosed = async () => {
    if (busy) return;
    setBusy(true);
    setActionError(null);
    const closing = !closed;
    try {
      if (closing) await chat.close();
      else await chat.reopen();
      announce(closing ? t('conversation.closedAnnounce') : t('conversation.reopenedAnnounce'));
    } catch {
      setActionError(closing ? t('conversation.closeFailed') : t('conversation.reopenFailed'));
    } finally {
      setBusy(false);
    }
  };

  const ready = chat.phase === 'ready';
  return (
    <article className="hd-conversation" aria-labelledby={`${id}-h`} data-connection={chat.connection}>
      <header className="hd-conversation__header">
        <Link className="hd-back" to={backHref}>
          <span aria-hidden="true">←</span> {t('conversation.back')}
        </Link>
        <div className="hd-conversation__who">
          <h2 id={`${id}-h`} ref={heading} tabIndex={-1} className="hd-conversation__title">
            {userName}
          </h2>
          <p className="hd-conversation__meta">
            <span className="hd-kind" data-kind={item.is_guest ? 'guest' : 'user'}>
              {item.is_guest ? t('conversation.guest') : t('conversation.signedIn')}
            </span>
            {item.user_email && item.user_email !== userName ? <span>{item.user_email}</span> : null}
            <span>{t('conversation.startedAt', { when: formatDateTime(item.created_at, chat.zone, language) })}</span>
            <span className="hd-status" data-status={status}>
              <span className="ui-visually-hidden">{t('conversation.statusLabel')}: </span>
              {t(`queue.status.${status}`)}
            </span>
          </p>
        </div>
        {ready ? (
          <div className="hd-conversation__actions">
            {/* One button whose words change, so focus stays on it after closing or reopening. */}
            <button
              type="button"
              className="ui-button ui-button--secondary"
              aria-disabled={busy ? true : undefined}
              onClick={() => void toggleClosed()}
            >
              {busy
                ? closed
                  ? t('conversation.reopening')
                  : t('conversation.closing')
                : closed
                  ? t('conversation.reopen')
                  : t('conversation.close')}
            </button>
            {actionError ? (
              <p className="ui-field-error" role="alert">
                {actionError}
              </p>
            ) : null}
          </div>
        ) : null}
      </header>

      {chat.phase === 'loading' ? (
        <p role="status" className="hd-pad">
          {t('conversation.loading')}
        </p>
      ) : null}
      {chat.phase === 'failed' || chat.phase === 'gone' ? (
        <div className="hd-pad">
          <p role="alert">{chat.phase === 'gone' ? t('conversation.notFound') : t('conversation.loadFailed')}</p>
          {chat.phase === 'failed' ? (
            <button type="button" className="ui-button ui-button--secondary" onClick={chat.reload}>
              {t('conversation.retry')}
            </button>
          ) : null}
        </div>
      ) : null}

      {ready ? (
        <>
          <p className="hd-zone">{t('conversation.timesIn', { zone: zoneCity(chat.zone) })}</p>
          {/* Focusable so the history scrolls with the keyboard. */}
          <div ref={scroller} className="hd-log" role="region" aria-label={t('conversation.history')} tabIndex={0} onScroll={onScroll}>
            <ConversationEntries chat={chat} language={language} side="help_desk" senderName={senderName} labels={entriesLabels(t)} />
            {/* The region is always there, so the notice is read out (once) when it appears. */}
            <div className="ch-typing-region" role="status">
              {chat.typing && !closed ? <p className="ch-typing">{t('conversation.typing')}</p> : null}
            </div>
          </div>
          <div className="hd-footer">
            {closed ? (
              <p className="hd-closed">{t('conversation.closedText')}</p>
            ) : chat.connection === 'denied' ? (
              <p className="ch-error">{t('conversation.denied')}</p>
            ) : (
              <ConversationComposer
                chat={chat}
                look="helpdesk"
                labels={{
                  label: t('conversation.replyLabel'),
                  hint: t('conversation.replyHint'),
                  send: t('conversation.send'),
                  connecting: t('conversation.connecting'),
                  reconnecting: t('conversation.reconnecting'),
                }}
              />
            )}
          </div>
        </>
      ) : null}
    </article>
  );
}
