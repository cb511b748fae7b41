/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/apps/helpdesk/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { proxy: { '/api': 'http://localhost:3000', '/locales': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
