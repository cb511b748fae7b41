import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { resolveGuard } from '@tessera/routes/guard';
import { rememberPath } from '@tessera/routes/home-redirect';
import { matchRoute, routesForApp, type AppName, type RouteEntry } from '@tessera/routes/manifest';
import { AppNameContext, isOtherApp } from './app-context.tsx';
import { loadChunk } from './chunk-load.ts';
import { Layout } from './layout.tsx';
import NotFoundPage from './not-found-page.tsx';
import { Redirect } from './redirect.tsx';
import RouteErrorElement, { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SessionPending } from './session-load.tsx';
import { Spinner } from './spinner.tsx';
import { useViewer } from './use-viewer.tsx';

export type PageModule = { default: ComponentType };
/** Manifest path -> dynamic import of the page module (each page is its own chunk). */
export type PageMap = Partial<Record<string, () => Promise<PageModule>>>;

export interface GuardProps {
  entry: Pick<RouteEntry, 'guard' | 'roles' | 'corporateRoles'>;
  children: ReactNode;
}

/** Applies the manifest guard of a page (SPEC §2, DECISIONS 1–4). */
export function Guard({ entry, children }: GuardProps) {
  const viewer = useViewer();
  const location = useLocation();
  // A guest page judges the visitor as they arrive: signing in on that page (login, registration) must
  // not bounce to /home before the page sends the user where they belong.
  const [arrivedSignedIn] = useState(() => viewer.status !== 'anonymous');
  if (entry.guard === 'guest') {
    return arrivedSignedIn ? <Redirect to="/home" /> : <>{children}</>;
  }
  if (entry.guard !== 'public' && viewer.status === 'loading') return <SessionPending />;
  const decision = resolveGuard(entry, {
    authenticated: viewer.status === 'signedIn',
    role: viewer.role,
    corporatePartner: viewer.corporatePartner,
  });
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'home':
      return <Redirect to="/home" />;
    case 'unauthorized':
      return <Redirect to="/unauthorized" />;
    case 'login': {
      const from = rememberPath(location.pathname, location.search);
      return <Redirect to={`/login?next=${encodeURIComponent(from)}`} state={{ from }} />;
    }
  }
}

/** Unknown to this app: another app's ready page gets a full page load, anything else is not found. */
export function Fallthrough({ app }: { app: AppName }) {
  const { pathname, search, hash } = useLocation();
  const entry = matchRoute(pathname);
  if (entry && entry.ready && isOtherApp(app, pathname)) {
    return <Redirect to={`${pathname}${search}${hash}`} />;
  }
  return <NotFoundPage />;
}

function Shell({ app, layout: ShellLayout }: { app: AppName; layout: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppNameContext.Provider value={app}>
      <ShellLayout>
        <RouteErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </ShellLayout>
    </AppNameContext.Provider>
  );
}

interface LazyEntry {
  Page: LazyExoticComponent<ComponentType>;
  failed: boolean;
  /** The navigation (location key) the import was started for. */
  key: string | null;
}

/**
 * A lazy page that tries its import again after a failure (a chunk that did not load): React.lazy keeps
 * a rejected import forever, so the failed one is replaced on the next navigation, while renders of the
 * same navigation (React's retry before the error boundary shows) keep the failed one.
 */
export function retryableLazy(load: () => Promise<PageModule>): ComponentType {
  const fresh = (key: string | null): LazyEntry => {
    const entry: LazyEntry = {
      // A chunk that fails or takes over 120 s raises the chunk-load error (SPEC §8, §9).
      Page: lazy(() =>
        loadChunk(load).catch((error: unknown) => {
          entry.failed = true;
          throw error;
        }),
      ),
      failed: false,
      key,
    };
    return entry;
  };
  let entry = fresh(null);
  return function RetryableLazyPage() {
    const { key } = useLocation();
    entry.key ??= key;
    if (entry.failed && entry.key !== key) entry = fresh(key);
    const { Page } = entry;
    return <Page />;
  };
}

// One page component per loader, so rebuilding the routes never re-fetches a page.
const lazyCache = new WeakMap<() => Promise<PageModule>, ComponentType>();

export interface BuildRouterOptions {
  app: AppName;
  pages: PageMap;
  layout?: ComponentType<{ children: ReactNode }>;
}

/** The route objects for one app: its ready manifest entries that have a page, plus the fallthrough. */
export function buildRoutes({ app, pages, layout = Layout }: BuildRouterOptions): RouteObject[] {
  const children: RouteObject[] = [];
  for (const entry of routesForApp(app)) {
    const load = pages[entry.path];
    if (!load) continue;
    let Page = lazyCache.get(load);
    if (!Page) {
      Page = retryableLazy(load);
      lazyCache.set(load, Page);
    }
    children.push({
      path: entry.path,
      // Keyed by path: each page's guard judges the visitor when they arrive on that page. Without a
      // key React reuses one Guard across routes, and a guest page would judge by the first page's state.
      element: (
        <Guard key={entry.path} entry={entry}>
          <Page />
        </Guard>
      ),
    });
  }
  children.push({ path: '*', element: <Fallthrough app={app} /> });
  return [{ element: <Shell app={app} layout={layout} />, errorElement: <RouteErrorElement />, children }];
}

/** A react-router 7 data router for one app, built from the manifest. */
export function buildRouter(options: BuildRouterOptions) {
  return createBrowserRouter(buildRoutes(options));
}
