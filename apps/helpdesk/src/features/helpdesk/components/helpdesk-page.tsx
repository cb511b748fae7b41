import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@tessera/api-client/api-error';
import type { HelpdeskEvent } from '@tessera/chat/helpdesk-socket';
import { useSession } from '@tessera/session/session-store';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { findSessionByRoom } from '../api/find-session-by-room.ts';
import { useHelpdeskSession } from '../api/get-helpdesk-session.ts';
import { useQueueFeed } from '../hooks/use-queue-feed.ts';
import { ConversationPane } from './conversation-pane.tsx';
import { Queue } from './queue.tsx';
import { queueSearch, readAddress, type QueueView } from './queue-params.ts';
import './helpdesk.css';

/** Says one thing at a time in a polite live region; the same words twice are said twice. */
function useAnnouncer() {
  const [said, setSaid] = useState<{ id: number; text: string } | null>(null);
  const announce = useCallback((text: string) => setSaid((s) => ({ id: (s?.id ?? 0) + 1, text })), []);
  return [said, announce] as const;
}

function OpenConversation({
  session,
  view,
  language,
  announce,
}: {
  session: number;
  view: QueueView;
  language: string;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('helpdesk');
  const location = useLocation();
  const viewer = useViewer();
  const zone = useSession((s) => s.tenantTheme?.time_zone ?? null);
  const query = useHelpdeskSession(session);
  const backHref = `/helpdesk${queueSearch(view)}`;
  if (query.isPending) return <Spinner label={t('conversation.loading')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="hd-pad ui-stack">
        <p role="alert">{missing ? t('conversation.notFound') : t('conversation.loadFailed')}</p>
        {missing ? null : (
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void query.refetch()}>
            {t('conversation.retry')}
          </button>
        )}
        <Link to={backHref}>{t('conversation.back')}</Link>
      </div>
    );
  }
  const focusOnOpen = (location.state as { focusConversation?: boolean } | null)?.focusConversation === true;
  return (
    <ConversationPane
      key={session}
      item={query.data}
      language={language}
      timeZone={zone}
      myName={viewer.user?.name ?? ''}
      focusOnOpen={focusOnOpen}
      backHref={backHref}
      announce={announce}
    />
  );
}

/**
 * The helpdesk (SPEC §2 "/helpdesk and /helpdeskChat exist only for role 6"): one split view behind both
 * paths. /helpdesk is the queue; /helpdeskChat?session=<id> (or ?room=<name>) opens a conversation beside
 * it (alone on narrow screens, with a way back). The queue's filter and page stay in the address, so both
 * paths, the back button and a reload keep the view. Arrivals are read out in one polite live region.
 */
export default function HelpdeskPage() {
  const { t, i18n, ready } = useTranslation(['helpdesk', 'chat']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = readAddress(params);
  const view: QueueView = { status: address.status, page: address.page };
  const [said, announce] = useAnnouncer();
  const [roomMissing, setRoomMissing] = useState(false);
  const open = useRef<number | null>(address.session);
  open.current = address.session;
  const language = i18n.resolvedLanguage ?? i18n.language;

  const onEvent = useCallback(
    (event: HelpdeskEvent) => {
      const name = event.username || event.session?.username || t('helpdesk:live.someone');
      if (event.event_type === 'new_message') {
        // The open conversation reads its own messages out.
        if (event.session_id !== open.current) announce(t('helpdesk:live.newMessage', { name }));
      } else if (event.event_type === 'session' && event.session?.status === 'new' && event.session.last_message === null) {
        announce(t('helpdesk:live.newConversation', { name }));
      }
    },
    [announce, t],
  );
  const feedState = useQueueFeed(onEvent);

  // A conversation named by its room: find its id, then show it by id.
  useEffect(() => {
    if (address.session !== null || address.room === null) return;
    let cancelled = false;
    setRoomMissing(false);
    findSessionByRoom(address.room)
      .then((id) => {
        if (!cancelled) void navigate(`/helpdeskChat${queueSearch(view, { session: id })}`, { replace: true });
      })
      .catch(() => {
        if (!cancelled) setRoomMissing(true);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- looked up once per room; a change of the queue's filters while it loads must not send the request again
  }, [address.session, address.room]);

  const onView = (next: Partial<QueueView>) => {
    const merged = { ...view, ...next };
    const path = address.session === null ? '/helpdesk' : '/helpdeskChat';
    void navigate(`${path}${queueSearch(merged, address.session === null ? {} : { session: address.session })}`, {
      preventScrollReset: true,
    });
  };

  if (!ready) return <Spinner />;
  const conversationOpen = address.session !== null;
  return (
    <div className="hd-page">
      <PageHeading title={t('helpdesk:page.title')}>{t('helpdesk:page.title')}</PageHeading>
      <p className="hd-intro">{t('helpdesk:page.intro')}</p>
      <div className="hd-split" data-conversation={conversationOpen ? 'open' : 'none'}>
        <Queue view={view} selected={address.session} language={language} feedState={feedState} onView={onView} />
        <div className="hd-pane">
          {conversationOpen ? (
            <OpenConversation session={address.session as number} view={view} language={language} announce={announce} />
          ) : address.room !== null && !roomMissing ? (
            <Spinner label={t('helpdesk:conversation.loading')} />
          ) : (
            <p className="hd-hint">{roomMissing ? t('helpdesk:conversation.notFound') : t('helpdesk:page.chooseConversation')}</p>
          )}
        </div>
      </div>
      <div className="ui-visually-hidden" aria-live="polite" aria-atomic="true">
        {said ? <p key={said.id}>{said.text}</p> : null}
      </div>
    </div>
  );
}
