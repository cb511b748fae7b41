import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { apiKey } from '@tessera/api-client/query-keys';
import { normalisePathname } from '@tessera/routes/manifest';
import { inboxLink } from '@tessera/routes/navigation';
import { AppLink } from './app-link.tsx';
import { INBOX_PATH, INBOX_POLL_MS, inboxQuery, useMessageFeed } from './message-feed.tsx';

/**
 * The top bar's inbox link with its unread badge (SPEC §2, §7: `data.unread_count` of
 * GET /api/v1/recruiter/applicants/messages), for everyone but roles 6 and 7: read at once, every 20.5 s
 * while the tab is visible, and again whenever a thread of the user changes (pushed on the page's
 * notification socket). A rise is read out politely. Loaded lazily by the top bar, for signed-in users.
 */
export default function InboxLinkMount() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const client = useQueryClient();
  const inbox = useQuery({ ...inboxQuery(1), refetchInterval: INBOX_POLL_MS, refetchIntervalInBackground: false });
  const count = inbox.data?.unread_count ?? 0;
  const refresh = () => void client.invalidateQueries({ queryKey: apiKey(INBOX_PATH) });
  useMessageFeed({ onMessage: refresh, onResync: refresh });
  const last = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (inbox.data === undefined) return;
    if (last.current !== null && count > last.current) setAnnouncement(t('topBar.unread', { count }));
    last.current = count;
  }, [count, inbox.data, t]);
  const link = inboxLink();
  const here = normalisePathname(pathname).toLowerCase() === link.href.toLowerCase();
  return (
    <li>
      <AppLink to={link.href} aria-current={here ? 'page' : undefined}>
        {t(link.labelKey)}
        {count > 0 ? (
          <>
            <span className="ui-badge" aria-hidden="true">
              {count}
            </span>
            <span className="ui-visually-hidden"> {t('topBar.unread', { count })}</span>
          </>
        ) : null}
      </AppLink>
      <span className="ui-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </li>
  );
}
