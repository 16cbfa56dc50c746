import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the gateway answers in development (`npm run dev` passes its PORT). */
const gateway = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const contractsDir = path.resolve(here, '../libs/contracts/src');

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@pathwise/contracts': path.join(contractsDir, 'index.ts'),
      '@': path.resolve(here, './src'),
    },
  },
  server: {
    // The gateway serves /api on the same origin in production; in dev Vite forwards it.
    proxy: { '/api': gateway },
  },
  preview: {
    proxy: { '/api': gateway },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contracts modules only declare schemas and constants. Marking them side-effect free lets a page that
        // imports a constant (the landing page) leave the zod schemas, and zod itself, out of its chunk.
        moduleSideEffects: (id: string) => !id.startsWith(contractsDir),
      },
    },
  },
});
