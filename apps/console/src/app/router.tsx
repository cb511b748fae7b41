import { buildRouter, type PageMap } from '@tessera/ui/build-router';

/** Manifest path -> lazily loaded page of the console app. */
export const pages: PageMap = {
  '/dashboard': () => import('../features/dashboard/components/dashboard-page.tsx'),
};

export function createAppRouter() {
  return buildRouter({ app: 'console', pages });
}
