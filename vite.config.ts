import react from '@vitejs/plugin-react';
import { type Rolldown, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
 * Fetches the UI's chunk, the chunks it imports and their styles from the HTML, beside the entry.
 * The entry imports the UI dynamically so the page's start is two tasks, not one long one;
 * without these hints the browser would only ask for them once the entry had run, and the first
 * paint would wait. Views and languages loaded when asked for are not named here.
 */
function preloadUi(): Plugin {
  return {
    name: 'keyscope-preload-ui',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
        /** A chunk and every chunk it imports statically, transitively. */
        const closure = (
          start: Rolldown.OutputChunk,
          into = new Set<Rolldown.OutputChunk>(),
        ): Set<Rolldown.OutputChunk> => {
          if (into.has(start)) return into;
          into.add(start);
          for (const name of start.imports) {
            const imported = chunks.get(name);
            if (imported) closure(imported, into);
          }
          return into;
        };
        const mount = [...chunks.values()].find((c) =>
          c.facadeModuleId?.endsWith('/src/ui/mount.tsx'),
        );
        if (!mount) throw new Error('no chunk for src/ui/mount.tsx');
        // The entry and its own imports are in the HTML already (Vite puts them there).
        const named = new Set<Rolldown.OutputChunk>();
        for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk, named);
        const ui = [...closure(mount)].filter((chunk) => !named.has(chunk));
        const styles = [
          ...new Set(ui.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
        ];
        return [
          ...ui.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Writes the catalogues into the build as plain objects, evaluated at build time. A part of the
 * catalogue keeps every language side by side (one file per room, src/i18n/catalogues), so a
 * module that merges the parts at run time carries every language into whichever chunk imports
 * it. Evaluated here, en.ts holds English alone (in the UI's chunk), and zh-CN.ts and ru.ts are
 * chunks with their one language each, fetched for readers of that language. Dev and tests
 * (serve) run the modules as written.
 */
function catalogueLiterals(): Plugin {
  const evaluated = /\/src\/i18n\/catalogues\/(en|zh-CN|ru)\.ts$/;
  let root = process.cwd();
  return {
    name: 'keyscope-catalogue-literals',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (!evaluated.test(id)) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id, {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      for (const file of dependencies) this.addWatchFile(file);
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

/**
 * Works offline after one visit (a workshop loses its Wi-Fi): a service worker made by
 * vite-plugin-pwa (Workbox's generateSW) precaches every file of the build, the lazily loaded
 * views and the Chinese and Russian catalogues included, so the app, its lessons and its samples
 * (made in code from a seed, no data files) open with no network. The worker is registered by
 * a script file (`registerSW.js`), not an inline script, which the Content Security Policy
 * forbids; the web manifest makes the app installable. Build only, like the policy.
 */
function offline(): Plugin[] {
  return VitePWA({
    injectRegister: 'script-defer',
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Keyscope',
      short_name: 'Keyscope',
      description: 'See what an Azure Table Storage key design does to your queries.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1f3a5f',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // A link's lesson or workspace rides in the fragment, so every navigation is the one page.
      navigateFallback: '/index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}

/** Vite builds the app; Vitest (same config) runs the unit tests in Node. */
export default defineConfig({
  plugins: [react(), catalogueLiterals(), contentSecurityPolicy(), preloadUi(), offline()],
  worker: { format: 'es' },
  // No source maps served by default; KEYSCOPE_SOURCEMAP=1 builds them for debugging.
  build: {
    target: 'es2022',
    sourcemap: process.env.KEYSCOPE_SOURCEMAP === '1',
    rolldownOptions: {
      // Papa Parse is CommonJS, which the bundler must assume has side effects, so the page kept
      // all of it (7 KB gzipped) though only the worker parses CSV; importing it does nothing
      // but define it (its own worker mode starts only in a worker it made from a blob: URL).
      treeshake: {
        moduleSideEffects: [{ test: /\/node_modules\/papaparse\//, sideEffects: false }],
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, headers: { ...SECURITY_HEADERS } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Every catalogue at once, so a test translates into any language synchronously.
    setupFiles: ['test/setup/catalogues.ts'],
    // Deterministic tests: pinned time zone; seeds live in the tests themselves.
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
