// Takes a screenshot of the built app in Debian's Chromium, to look at what we built.
// Usage: node scripts/screenshot.mjs [out.png] [url-path-and-fragment] [width] [height]
// Serves dist/ with `vite preview` on 127.0.0.1 (run `npm run build` first).
// SETTLE_MS waits longer before the shot; FULL_PAGE=1 captures the whole page.
import { openBuiltApp } from './browser.mjs';

const [out = 'test-results/screenshot.png', path = '/', width = '1280', height = '720'] =
  process.argv.slice(2);
const { page, close } = await openBuiltApp({
  port: 4321,
  path,
  viewport: { width: Number(width), height: Number(height) },
});
try {
  await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 1500));
  await page.screenshot({ path: out, fullPage: process.env.FULL_PAGE === '1' });
  console.log(`saved ${out}`);
} finally {
  await close();
}
