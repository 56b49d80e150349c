// Takes a screenshot of the built app in Debian's Chromium, to look at what we built.
// Usage: node scripts/screenshot.mjs [out.png] [url-path-and-fragment] [width] [height]
// Serves dist/ with `vite preview` on 127.0.0.1 (run `npm run build` first).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const [out = 'test-results/screenshot.png', path = '/', width = '1280', height = '720'] =
  process.argv.slice(2);
const port = 4321;
const server = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({
    viewport: { width: Number(width), height: Number(height) },
  });
  page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  for (let i = 0; ; i++) {
    try {
      await page.goto(`http://127.0.0.1:${port}${path}`);
      break;
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500));
  await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE === '1' });
  console.log(`saved ${out}`);
  await browser.close();
} finally {
  process.kill(-server.pid);
}
