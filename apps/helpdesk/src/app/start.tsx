import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createI18n } from '@tessera/i18n/create-i18n';
import { getSessionStore } from '@tessera/session/session-store';
import { AppProviders } from '@tessera/ui/app-providers';
import { createAppRouter } from './router.tsx';

/** Loads the interface language (stored choice, else the browser's), then renders the app. */
export async function startApp() {
  const store = getSessionStore();
  const i18n = await createI18n({
    namespaces: ['common', 'helpdesk'],
    defaultNamespace: 'common',
    storedLanguage: store.getState().languageName,
  });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <AppProviders i18n={i18n}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>,
  );
}
