import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Vite builds the app; Vitest (same config) runs the unit tests in Node. */
export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Deterministic tests: pinned time zone; seeds live in the tests themselves.
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
