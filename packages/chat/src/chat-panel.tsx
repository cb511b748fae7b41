import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatCallError, startChat, type ChatSessionItem, type ChatTarget } from './chat-api';
import type { ChatWidgetProps } from './chat-widget';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { FaqArticleKey } from './faq';
import { clearGuestRoom, readGuestRoom, saveGuestRoom } from './guest-room';
import { GuestEmailStep } from './guest-email-step';
import { ArticleView, HowToSection } from './howto-section';
import { PanelHeader } from './panel-header';

type View =
  | { name: 'home'; notice?: 'roomGone' }
  | { name: 'email' }
  | { name: 'conversation'; target: ChatTarget }
  | { name: 'article'; key: FaqArticleKey };

export interface ChatPanelProps extends ChatWidgetProps {
  panelId: string;
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  onUnseen: (count: number) => void;
  announce: (text: string) => void;
}

/**
 * The chat panel: home (start a conversation, the signed-in user's conversations, the how-to), the
 * guest's email step, a conversation, and a how-to article. A non-modal dialog named "Help chat":
 * Escape closes it and gives focus back to the chat button; each new view puts focus on its heading or
 * its first field.
 */
export default function ChatPanel(props: ChatPanelProps) {
  const { api, signedIn, userName, getToken, language, timeZone, navigate, createSocket, panelId, open, onClose, onUnseen, announce } =
    props;
  const { t } = useTranslation('chat');
  const titleId = useId();
  // A guest with a running conversation (their cached room) reopens the chat on it, on any page.
  const [view, setView] = useState<View>(() => {
    const cached = signedIn ? null : readGuestRoom();
    return cached ? { name: 'conversation', target: { room_name: cached.room } } : { name: 'home' };
  });
  const [query, setQuery] = useState('');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const viewKey =
    view.name === 'conversation' ? `conversation-${view.target.room_name}` : view.name === 'article' ? `article-${view.key}` : view.name;

  // Focus: on opening and on every new view, the view's first field (data-chat-focus) or the title.
  useEffect(() => {
    if (!open) return;
    const panel = root.current;
    if (!panel) return;
    const target = panel.querySelector<HTMLElement>('[data-chat-focus]') ?? panel.querySelector<HTMLElement>('[data-chat-title]');
    target?.focus();
  }, [open, viewKey]);

  const close = useCallback(() => onClose(true), [onClose]);
  const leave = useCallback(() => onClose(false), [onClose]);
  const goHome = useCallback(() => setView({ name: 'home' }), []);

  const failStart = (err: unknown) => {
    setStartError(err instanceof ChatCallError && err.status === 429 ? t('home.tooMany') : t('home.startFailed'));
  };

  const startSignedIn = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await startChat(api);
      setView({ name: 'conversation', target: { session_id: started.session_id, room_name: started.room_name } });
    } catch (err) {
      failStart(err);
    } finally {
      setStarting(false);
    }
  };

  const startGuest = async (email: string) => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await startChat(api, email);
      saveGuestRoom(started.room_name, started.session_id);
      setView({ name: 'conversation', target: { room_name: started.room_name } });
    } catch (err) {
      failStart(err);
    } finally {
      setStarting(false);
    }
  };

  const onSendMessage = () => {
    if (starting) return;
    setStartError(null);
    if (signedIn) {
      void startSignedIn();
      return;
    }
    const cached = readGuestRoom();
    if (cached) setView({ name: 'conversation', target: { room_name: cached.room } });
    else setView({ name: 'email' });
  };

  const openSession = (item: ChatSessionItem) =>
    setView({ name: 'conversation', target: { session_id: item.session_id, room_name: item.room_name } });

  const onGone = useCallback(() => {
    if (!signedIn) clearGuestRoom();
    setView({ name: 'home', notice: 'roomGone' });
  }, [signedIn]);

  const onEnded = useCallback(() => {
    // DECISIONS 13: the guest's room ends with the chat (the server clears the cookie too).
    if (!signedIn) clearGuestRoom();
  }, [signedIn]);

  useEffect(() => {
    if (view.name !== 'conversation') onUnseen(0);
  }, [view.name, onUnseen]);

  const greeting = (
    <PanelHeader
      title={t('header.hey', { name: userName?.trim() || t('header.defaultName') })}
      subtitle={<p>{t('header.intro')}</p>}
      onBack={view.name === 'email' ? goHome : undefined}
      onClose={close}
    />
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape inside the chat dialog closes it
    <section
      ref={root}
      id={panelId}
      className="ch-panel"
      role="dialog"
      aria-label={t('panel.label')}
      hidden={!open}
      data-view={view.name}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      {view.name === 'conversation' ? (
        <ConversationView
          key={view.target.room_name}
          api={api}
          target={view.target}
          signedIn={signedIn}
          getToken={getToken}
          language={language}
          timeZone={timeZone}
          open={open}
          onBack={goHome}
          onClose={close}
          onGone={onGone}
          onEnded={onEnded}
          onUnseen={onUnseen}
          announce={announce}
          createSocket={createSocket}
        />
      ) : (
        <>
          {greeting}
          <div className="ch-body">
            {view.name === 'home' ? (
              <>
                {view.notice === 'roomGone' ? (
                  <p className="ch-notice" role="status">
                    {t('home.roomGone')}
                  </p>
                ) : null}
                <section className="ch-section ch-start" aria-labelledby={`${titleId}-start`}>
                  <h3 id={`${titleId}-start`} className="ch-section__title">
                    {t('home.startTitle')}
                  </h3>
                  <p>{t('home.startText')}</p>
                  <button
                    type="button"
                    className="ch-button"
                    aria-disabled={starting ? true : undefined}
                    aria-describedby={startError ? `${titleId}-start-error` : undefined}
                    onClick={onSendMessage}
                  >
                    {starting ? t('home.starting') : t('home.send')}
                  </button>
                  <p id={`${titleId}-start-error`} className="ch-error" aria-live="polite">
                    {startError ?? ''}
                  </p>
                </section>
                {signedIn ? <ConversationList api={api} language={language} onOpen={openSession} /> : null}
                <HowToSection
                  query={query}
                  onQuery={setQuery}
                  onOpenArticle={(key) => setView({ name: 'article', key })}
                  navigate={navigate}
                  onLeave={leave}
                />
              </>
            ) : null}
            {view.name === 'email' ? (
              <>
                <h3 className="ch-section__title">{t('home.startTitle')}</h3>
                <GuestEmailStep
                  api={api}
                  navigate={navigate}
                  onLeave={leave}
                  onContinue={(email) => void startGuest(email)}
                  starting={starting}
                  startError={startError}
                />
              </>
            ) : null}
            {view.name === 'article' ? <ArticleView articleKey={view.key} onBack={goHome} navigate={navigate} onLeave={leave} /> : null}
          </div>
        </>
      )}
    </section>
  );
}
