// Debian's Chromium as these machines need it, and the built app served on 127.0.0.1: one place
// for the launch flags (see ../shared/docs/browser-testing.md), used by the Playwright config,
// the screenshot script and the browser measurements in bench/.
import { spawn } from 'node:child_process';

/** Where Debian's chromium package puts the browser (`npm test` installs it when missing). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox as root, no GPU, and no background traffic to hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Serves dist/ with `vite preview` on 127.0.0.1:port, launches Chromium and opens the app once
 * the server answers. Returns the page and a `close()` that stops both.
 */
export async function openBuiltApp({ port, path = '/', viewport = { width: 1280, height: 720 } }) {
  const { chromium } = await import('@playwright/test');
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const stopServer = () => process.kill(-server.pid);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport });
    page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    for (let attempt = 0; ; attempt++) {
      try {
        await page.goto(`http://127.0.0.1:${port}${path}`);
        break;
      } catch (e) {
        if (attempt > 50) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const close = async () => {
      await browser.close();
      stopServer();
    };
    return { browser, page, close };
  } catch (e) {
    stopServer();
    throw e;
  }
}
