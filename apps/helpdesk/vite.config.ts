/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// First-page libraries go into long-lived chunks of their own, the same groups in the three apps:
// a change to the app's code leaves their hashes (and the browser's cached copies) alone. Only
// modules of the first page ($initial) are grouped; lazy-only libraries (country-coder, Radix,
// react-toastify) stay with the pages that load them.
const vendor = (name: string, packages: string, priority: number) => ({
  name,
  test: new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`),
  tags: ['$initial' as const],
  priority,
});
const vendorChunks = [
  vendor('vendor-react', 'react|react-dom|scheduler|use-sync-external-store', 50),
  vendor('vendor-router', 'react-router|cookie|set-cookie-parser', 40),
  vendor('vendor-i18n', 'i18next|react-i18next|i18next-http-backend|html-parse-stringify|void-elements', 30),
  vendor('vendor-data', '@tanstack[\\\\/][^\\\\/]+|openapi-fetch|openapi-react-query|zustand', 20),
  // Any other library of the first page.
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 10 },
];

export default defineConfig({
  base: '/apps/helpdesk/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/locales': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
