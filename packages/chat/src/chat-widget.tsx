import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import type { SocketFactory } from './chat-connection';
import { useHelpChatOpenRequests } from './chat-open-store';
import './chat.css';

// The panel (conversation, socket, FAQ) loads the first time someone opens the chat.
const ChatPanel = lazy(() => import('./chat-panel.tsx'));

export interface ChatWidgetProps {
  /** The page's typed API client (bearer added when someone is signed in). */
  api: ApiClient;
  /** Someone is signed in (their conversations are listed; no email is asked for). */
  signedIn: boolean;
  /** The signed-in user's name for the greeting ("User" when unknown). */
  userName: string | null;
  /** Who is looking (a user id, or "guest"): the panel starts afresh when it changes. */
  viewerKey: string;
  /** The current access token, for the socket's auth frame. */
  getToken: () => string | null | undefined;
  /** Interface language: en, fr or esp. */
  language: string;
  /** The tenant's IANA time zone from the theme (America/New_York when absent). */
  timeZone?: string | null | undefined;
  /** Go to a path of the product (in-app navigation or a full page load into another app). */
  navigate: (to: string) => void;
  /** Tests hand in a fake socket. */
  createSocket?: SocketFactory;
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-4.5 3.6A.9.9 0 0 1 3 20.9V18a2 2 0 0 1-1-1.7V6a2 2 0 0 1 2-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="11" r="1.3" fill="currentColor" />
      <circle cx="12" cy="11" r="1.3" fill="currentColor" />
      <circle cx="16" cy="11" r="1.3" fill="currentColor" />
    </svg>
  );
}

/**
 * The floating help chat (SPEC §2 "Help chat widget"): a button at the bottom right that opens the chat
 * panel, a non-modal dialog. Once opened, the panel stays mounted while hidden, so a conversation keeps
 * its connection; helpdesk replies that arrive meanwhile are counted on the button and announced.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const { t, ready } = useTranslation('chat');
  const id = useId();
  const panelId = `${id}-panel`;
  const unseenId = `${id}-unseen`;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const requests = useHelpChatOpenRequests();

  useEffect(() => {
    if (requests === 0) return;
    setLoaded(true);
    setOpen(true);
  }, [requests]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) launcher.current?.focus();
  }, []);

  const announce = useCallback((text: string) => setAnnouncement((a) => ({ id: (a?.id ?? 0) + 1, text })), []);

  if (!ready) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed on the chat button inside bubbles here; the wrapper takes no focus
    <div
      className="ch-widget"
      data-floating=""
      data-open={open ? 'true' : 'false'}
      onKeyDown={(e) => {
        // Escape on the chat button closes the panel too (inside the panel, the panel handles it).
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close(true);
        }
      }}
    >
      {loaded ? (
        <Suspense
          fallback={
            open ? (
              <div id={panelId} className="ch-panel" role="dialog" aria-label={t('panel.label')}>
                <p role="status" className="ch-pad">
                  {t('panel.loading')}
                </p>
              </div>
            ) : null
          }
        >
          <ChatPanel
            key={props.viewerKey}
            {...props}
            panelId={panelId}
            open={open}
            onClose={close}
            onUnseen={setUnseen}
            announce={announce}
          />
        </Suspense>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="ch-launcher"
        aria-label={t('launcher.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={unseen > 0 && !open ? unseenId : undefined}
        onClick={() => {
          if (open) close(false);
          else {
            setLoaded(true);
            setOpen(true);
          }
        }}
      >
        <ChatIcon />
        {unseen > 0 && !open ? (
          <span className="ch-launcher__badge" aria-hidden="true">
            {unseen}
          </span>
        ) : null}
      </button>
      <span id={unseenId} className="ch-visually-hidden">
        {unseen > 0 && !open ? t('launcher.unseen', { count: unseen }) : ''}
      </span>
      <div className="ch-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement ? <p key={announcement.id}>{announcement.text}</p> : null}
      </div>
    </div>
  );
}
