// Screenshots of the live-table UI at 1280x720, to look at what we built: the connect dialog
// empty, with an error, while reading, and the model-vs-measured view. Starts Azurite in memory
// on a free 127.0.0.1 port (always stopped) with a CORS rule for the served app.
// Usage (after `npm run build`): npx tsx scripts/live-screenshots.ts [out-dir] [port]

import { startAzurite } from '../test/conformance/azurite-server';
import {
  createTableWith,
  expiredSasUrl,
  readOnlySasUrl,
  setTableCors,
} from '../test/live/azurite-live';
import { liveDataset } from '../test/live/live-dataset';
import { openBuiltApp } from './browser.mjs';

const [outDir = 'test-results', portText = '4322'] = process.argv.slice(2);
const port = Number(portText);
const azurite = await startAzurite();
try {
  await setTableCors(azurite.accountUrl, [`http://127.0.0.1:${port}`]);
  await createTableWith(azurite.accountUrl, 'people', liveDataset(5000, 14));
  const { page, close } = await openBuiltApp({ port });
  try {
    const shot = async (name: string) => {
      await page.screenshot({ path: `${outDir}/${name}.png` });
      console.log(`saved ${outDir}/${name}.png`);
    };
    await page.getByText(/entities in [\d,]+ partitions/).waitFor();
    await page.getByRole('button', { name: 'Connect to a live table…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to a live table' });
    const url = dialog.getByRole('textbox', { name: 'Table SAS URL' });
    await shot('live-dialog-empty');
    await url.fill(expiredSasUrl(azurite.accountUrl, 'people'));
    await dialog.getByRole('button', { name: 'Connect and read' }).click();
    await dialog.getByRole('alert').waitFor();
    await shot('live-dialog-error');
    // Hold the third page's request, so the read stays in progress for the picture.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requests = 0;
    await page.route(`${azurite.accountUrl}/**`, async (route) => {
      requests += 1;
      if (requests === 3) await held;
      await route.continue();
    });
    await url.fill(readOnlySasUrl(azurite.accountUrl, 'people'));
    await dialog.getByRole('button', { name: 'Connect and read' }).click();
    await dialog.getByText(/Reading people: 2,000 entities/).waitFor();
    await shot('live-dialog-reading');
    release();
    await dialog.waitFor({ state: 'hidden' });
    await page.unroute(`${azurite.accountUrl}/**`);
    const box = page.getByRole('textbox', { name: 'Filter' });
    await box.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type("PartitionKey ge 'dept-02' and PartitionKey lt 'dept-05'");
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: '$top' }).fill('250');
    await page.getByRole('button', { name: 'Run on the live table' }).click();
    await page.getByRole('region', { name: 'Model vs measured' }).waitFor();
    await page
      .getByRole('region', { name: 'Model vs measured' })
      .evaluate((region) => region.scrollIntoView({ block: 'start' }));
    await shot('live-model-vs-measured');
  } finally {
    await close();
  }
} finally {
  await azurite.stop();
}
