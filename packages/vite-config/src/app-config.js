// The one Vite configuration of the three web apps (candidate, console, helpdesk): each app's
// vite.config.ts is `export default appConfig('<name>')`.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';
import { readingProfileHead } from './reading-profile-plugin.js';

// First-page libraries go into long-lived chunks of their own, the same groups in the three apps:
// a change to the app's code leaves their hashes (and the browser's cached copies) alone. Only
// modules of the first page ($initial) are grouped; lazy-only libraries (country-coder, TipTap,
// react-toastify) stay with the pages that load them.
/** @param {string} name @param {string} packages @param {number} priority */
const vendor = (name, packages, priority) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`),
  tags: [/** @type {const} */ ('$initial')],
  priority,
});
export const vendorChunks = [
  vendor('vendor-react', 'react|react-dom|scheduler|use-sync-external-store', 50),
  vendor('vendor-router', 'react-router|cookie|set-cookie-parser', 40),
  vendor('vendor-i18n', 'i18next|react-i18next|html-parse-stringify|void-elements', 30),
  vendor('vendor-data', '@tanstack[\\\\/][^\\\\/]+|openapi-fetch|openapi-react-query|zustand', 20),
  // Any other library of the first page.
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: [/** @type {const} */ ('$initial')], priority: 10 },
];

/**
 * The app is served under /apps/<name>/ by the API's edge (and nginx); /api and /locales come from the API.
 * @param {'candidate' | 'console' | 'helpdesk'} app
 * @param {string} [apiOrigin]
 * @returns {import('vite').UserConfig}
 */
export function appConfig(app, apiOrigin = 'http://localhost:3000') {
  return defineConfig({
    base: `/apps/${app}/`,
    plugins: [react(), readingProfileHead(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
    },
    server: { proxy: { '/api': apiOrigin, '/locales': apiOrigin } },
    test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./src/test-setup.ts'] },
  });
}
