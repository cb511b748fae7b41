import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { listMyChatSessions, type ChatSessionItem } from './chat-api';
import { previewText } from './chat-grouping';
import { relativeTime } from './chat-time';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => Array.from(p)[0]?.toUpperCase() ?? '')
    .join('');
}

function Avatar({ name, image }: { name: string; image: string | null }) {
  // The name is written next to it, so the picture itself is decoration.
  if (image) return <img className="ch-avatar" src={image} alt="" width={40} height={40} />;
  return (
    <span className="ch-avatar ch-avatar--initials" aria-hidden="true">
      {initials(name) || '?'}
    </span>
  );
}

/**
 * SPEC §2: the signed-in user's "Your conversations" with "Active conversations" and the unread count;
 * each item shows avatar, username, relative time, the last message cut to 22 characters, the status
 * and an unread badge; "All Empty" when there is none. A failed load is ignored (SPEC §8).
 */
export function ConversationList({ api, language, onOpen }: { api: ApiClient; language: string; onOpen: (item: ChatSessionItem) => void }) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [items, setItems] = useState<ChatSessionItem[] | null>(null);
  const [active, setActive] = useState(0);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [now, setNow] = useState(() => new Date());

  const load = useCallback(async () => {
    try {
      const first = await listMyChatSessions(api);
      setItems(first.sessions);
      setActive(first.active_conversations);
      setPages(first.total_pages);
      setPage(1);
      setNow(new Date());
    } catch {
      // SPEC §8: a failed session list is ignored.
      setItems((current) => current ?? []);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const more = async () => {
    try {
      const next = await listMyChatSessions(api, page + 1);
      setItems((current) => {
        const seen = new Set((current ?? []).map((s) => s.session_id));
        return [...(current ?? []), ...next.sessions.filter((s) => !seen.has(s.session_id))];
      });
      setPage(next.page);
      setPages(next.total_pages);
    } catch {
      // Ignored as above; the button stays for another try.
    }
  };

  return (
    <section className="ch-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="ch-section__title">
        {t('list.title')}
      </h3>
      <p className="ch-active">
        <span aria-hidden="true">{t('list.active')}</span>
        <span className="ch-count" aria-hidden="true">
          {active}
        </span>
        <span className="ch-visually-hidden">{t('list.activeCount', { count: active })}</span>
      </p>
      {items === null ? (
        <p role="status">{t('list.loading')}</p>
      ) : items.length === 0 ? (
        <p className="ch-empty">{t('list.empty')}</p>
      ) : (
        <ul className="ch-sessions">
          {items.map((s) => {
            const name = s.username ?? t('list.helpdesk');
            const when = s.last_message_at ?? s.created_at;
            return (
              <li key={s.session_id}>
                <button type="button" className="ch-session" data-status={s.status} onClick={() => onOpen(s)}>
                  <Avatar name={name} image={s.profile} />
                  <span className="ch-session__main">
                    <span className="ch-session__top">
                      <span className="ch-session__name">{name}</span>
                      <time className="ch-session__time" dateTime={when}>
                        {relativeTime(when, language, now)}
                      </time>
                    </span>
                    <span className="ch-session__preview">{s.last_message ? previewText(s.last_message) : t('list.noMessage')}</span>
                    <span className="ch-session__bottom">
                      <span className="ch-status" data-status={s.status}>
                        {t(`list.status.${s.status}`)}
                      </span>
                      {s.unread > 0 ? (
                        <span className="ch-badge">
                          <span aria-hidden="true">{s.unread}</span>
                          <span className="ch-visually-hidden">{t('list.unread', { count: s.unread })}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {items !== null && page < pages ? (
        <button type="button" className="ch-button ch-button--secondary" onClick={() => void more()}>
          {t('list.more')}
        </button>
      ) : null}
    </section>
  );
}
