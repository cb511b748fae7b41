import { buildRouter, type PageMap } from '@tessera/ui/build-router';

/** Helpdesk pages arrive in a later issue; until then every path falls to the not-found page. */
export const pages: PageMap = {};

export function createAppRouter() {
  return buildRouter({ app: 'helpdesk', pages });
}
