import { buildRouter, type PageMap } from '@tessera/ui/build-router';

// /helpdesk (the queue) and /helpdeskChat (a conversation beside it) are one split view: both load the
// same page, which reads the address.
const helpdeskPage = () => import('../features/helpdesk/components/helpdesk-page.tsx');

/** Manifest path -> lazily loaded page of the helpdesk app (role 6 only; the manifest guards them). */
export const pages: PageMap = {
  '/helpdesk': helpdeskPage,
  '/helpdeskChat': helpdeskPage,
};

export function createAppRouter() {
  return buildRouter({ app: 'helpdesk', pages });
}
