import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { CSP_META, SECURITY_HEADERS } from './scripts/csp.mjs';

/**
 * Puts the Content Security Policy into the built index.html. Build only: the dev server
 * injects inline scripts and styles for hot reloading, which the policy rightly forbids.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'keyscope-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * Fetches the UI's chunk (and its styles) from the HTML, beside the entry. The entry imports the
 * UI dynamically so the page's start is two tasks, not one long one; without this hint the
 * browser would only ask for that chunk once the entry had run, and the first paint would wait.
 */
function preloadUi(): Plugin {
  return {
    name: 'keyscope-preload-ui',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/ui/mount.tsx'),
        );
        if (chunk?.type !== 'chunk') throw new Error('no chunk for src/ui/mount.tsx');
        const styles = [...(chunk.viteMetadata?.importedCss ?? [])].map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', href: `/${href}` },
          injectTo: 'head' as const,
        }));
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
          ...styles,
        ];
      },
    },
  };
}

/** Vite builds the app; Vitest (same config) runs the unit tests in Node. */
export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), preloadUi()],
  worker: { format: 'es' },
  // No source maps served by default; KEYSCOPE_SOURCEMAP=1 builds them for debugging.
  build: { target: 'es2022', sourcemap: process.env.KEYSCOPE_SOURCEMAP === '1' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, headers: { ...SECURITY_HEADERS } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Deterministic tests: pinned time zone; seeds live in the tests themselves.
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
