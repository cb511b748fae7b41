import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { getSupportHours, type ChatTarget } from './chat-api';
import type { SocketFactory } from './chat-connection';
import type { MessageRun } from './chat-grouping';
import { zoneCity } from './chat-time';
import { ConversationComposer, ConversationEntries, entriesLabels, useFollowNewest } from './conversation-composer';
import { PanelHeader } from './panel-header';
import { useConversation } from './use-conversation';

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

/**
 * The conversation (SPEC §2, §4 "Chat"): messages under "Today" or weekday-day-month headings, same-sender
 * runs within 60 s together, times in the tenant zone; "Helpdesk is typing..."; Online / Away / Offline;
 * dated "Chat is closed" / "Chat is reopened" notices; "This chat has ended" with no input once closed
 * (signed-in users may reopen it); Enter sends, an empty message is not sent.
 */
export function ConversationView(props: ConversationViewProps) {
  const { api, target, signedIn, getToken, language, timeZone, open, onBack, onClose, onGone, onEnded, onUnseen, announce, createSocket } =
    props;
  const { t } = useTranslation('chat');
  const chat = useConversation({ api, target, getToken: signedIn ? getToken : undefined, timeZone, visible: open, createSocket });
  const [reopening, setReopening] = useState(false);
  const [reopenError, setReopenError] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
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

  const { scroller, onScroll } = useFollowNewest(chat);

  // Once loaded and open, the message box takes focus (unless the reader moved elsewhere on the page).
  useEffect(() => {
    if (chat.phase !== 'ready' || !open || closed) return;
    const active = document.activeElement;
    const panel = input.current?.closest('.ch-panel');
    if (!active || active === document.body || (panel && panel.contains(active))) input.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the conversation becomes ready, not each time it opens or closes
  }, [chat.phase]);

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
      {/* It scrolls, so the keyboard can reach it (WCAG 2.1.1): focusable, named like its list. */}
      <div
        ref={scroller}
        className="ch-body ch-conversation"
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('conversation.log')}
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
            <ConversationEntries chat={chat} language={language} side="user" senderName={senderName} labels={entriesLabels(t)} />
            {chat.presence === 'offline' && !closed ? <OfflineNotice api={api} language={language} /> : null}
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
                  <button
                    type="button"
                    className="ch-button ch-button--secondary"
                    aria-disabled={reopening ? true : undefined}
                    onClick={() => !reopening && void reopen()}
                  >
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
            <ConversationComposer
              chat={chat}
              look="widget"
              inputRef={input}
              labels={{
                label: t('conversation.messageLabel'),
                hint: t('conversation.messageHint'),
                send: t('conversation.send'),
                connecting: t('conversation.connecting'),
                reconnecting: t('conversation.reconnecting'),
              }}
            />
          )}
        </div>
      ) : null}
    </>
  );
}

/**
 * No one from the helpdesk is online: the conversation says when an answer will come (the tenant's
 * helpdesk hours, from its dictionary) and that the answer will appear here.
 */
function OfflineNotice({ api, language }: { api: ApiClient; language: string }) {
  const { t } = useTranslation('chat');
  const [hours, setHours] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    getSupportHours(api, language).then(
      (h) => active && setHours(h),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, language]);
  return <p className="ch-notice ch-offline">{hours ? t('conversation.offlineHours', { hours }) : t('conversation.offline')}</p>;
}
