// The one Vite configuration of the three web apps (candidate, console, helpdesk): each app's
// vite.config.ts is `export default appConfig('<name>')`.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';
import { readingProfileHead } from './reading-profile-plugin.js';

// First-page libraries go into long-lived chunks of their own, the same groups in the three apps:
// a change to the app's code leaves their hashes (and the browser's cached copies) alone. Only
// modules of the first page ($initial) are grouped; lazy-only libraries (country-coder, TipTap,
// react-toastify) stay with the pages that load them. Few, larger chunks weigh less gzipped than many
// small ones (issue 9 §4): React with react-router in one; TanStack Query whole (every first page has a
// query), openapi-fetch and zustand in another; the app's own first-page code in the entry ('shell').
/** @param {string} name @param {string} packages @param {number} priority */
const vendor = (name, packages, priority) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`),
  tags: [/** @type {const} */ ('$initial')],
  priority,
});
export const vendorChunks = [
  vendor('vendor-react', 'react|react-dom|scheduler|use-sync-external-store|react-router|cookie|set-cookie-parser', 50),
  // Not only the first page's modules: useQuery and useMutation, which every first page's page loads, join it.
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](?:@tanstack[\\/][^\\/]+|openapi-fetch|openapi-react-query|zustand)[\\/]/,
    priority: 20,
  },
  // Any other library of the first page.
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: [/** @type {const} */ ('$initial')], priority: 10 },
  { name: 'shell', test: /^(?!.*node_modules).*[\\/](?:packages|apps)[\\/]/, tags: [/** @type {const} */ ('$initial')], priority: 5 },
];

// i18next and react-i18next are 17 KB of every first page; the apps use a small part of them, which
// @tessera/i18n/lite provides with i18next's own answers (issue 9 §4; packages/i18n/src/lite). The apps'
// build, dev server and unit tests get it in their place; the API's mail and the packages' own tests keep i18next.
const LITE = fileURLToPath(new URL('../../i18n/src/lite/', import.meta.url));
export const I18N_LITE_ALIASES = {
  i18next: `${LITE}i18next.ts`,
  'react-i18next': `${LITE}react-i18next.tsx`,
};

/** @returns {import('vite').Plugin} */
function i18nLite() {
  return {
    name: 'tessera-i18n-lite',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = I18N_LITE_ALIASES[/** @type {keyof typeof I18N_LITE_ALIASES} */ (source)];
      // The stand-in's own test compares it with the real libraries.
      if (!target || importer?.startsWith(LITE)) return null;
      return target;
    },
  };
}

/**
 * The app is served under /apps/<name>/ by the API's edge (and nginx); /api and /locales come from the API.
 * @param {'candidate' | 'console' | 'helpdesk'} app
 * @param {string} [apiOrigin]
 * @returns {import('vite').UserConfig}
 */
export function appConfig(app, apiOrigin = 'http://localhost:3000') {
  return defineConfig({
    base: `/apps/${app}/`,
    plugins: [i18nLite(), react(), readingProfileHead(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
    },
    server: { proxy: { '/api': apiOrigin, '/locales': apiOrigin } },
    // A flow test waits on the page several times (each find* up to 5 s, test-setup.ts); CI runs every
    // package's tests at once on two cores, so the whole test gets 30 s, as the API's tests do.
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test-setup.ts'],
      testTimeout: 30_000,
    },
  });
}
