// The floor page's build: Vite's defaults with React, as a new project would start.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
