// Screenshots of seeding a table from the comparison, to look at what we built: the seed dialog
// before writing, after writing, and the run of every pattern, at 1280x720 and 1920x1080, in
// English and Russian (and a read-only SAS refused). Starts Azurite in memory on a free 127.0.0.1 port (always stopped) with a
// CORS rule that lets the served app write.
// Usage (after `npx vite build`): npx tsx scripts/seed-screenshots.ts [out-dir] [port]

import { startAzurite } from '../test/conformance/azurite-server';
import { accountSasUrl, readOnlySasUrl, setTableCors } from '../test/live/azurite-live';
import { openBuiltApp } from './browser.mjs';

const [outDir = 'test-results', portText = '4323'] = process.argv.slice(2);
const port = Number(portText);

/** The words the script clicks, per language (the catalogue's, live-seed.ts). */
const WORDS = {
  en: {
    open: 'Seed a table…',
    dialog: 'Seed a table',
    write: /^Write /,
    close: 'Close',
    run: 'Run every pattern on the live table',
    done: /Written:/,
    summary: /agree on/,
  },
  ru: {
    open: 'Заполнить таблицу…',
    dialog: 'Заполнить таблицу',
    write: /^Записать /,
    close: 'Закрыть',
    run: 'Выполнить каждый шаблон на живой таблице',
    done: /Записано сущностей:/,
    summary: /совпадают в/,
  },
} as const;

const azurite = await startAzurite();
try {
  await setTableCors(azurite.accountUrl, [`http://127.0.0.1:${port}`], 'GET,POST,PUT,OPTIONS');
  const url = accountSasUrl(azurite.accountUrl);
  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    for (const lang of ['en', 'ru'] as const) {
      const { page, close } = await openBuiltApp({ port, viewport: { width, height } });
      try {
        const shot = async (name: string) => {
          const path = `${outDir}/seed-${name}-${lang}-${width}.png`;
          await page.screenshot({ path });
          console.log(`saved ${path}`);
        };
        await page.getByText(/entities in [\d,]+ partitions/).waitFor();
        await page.getByRole('button', { name: 'Compare designs' }).click();
        await page
          .getByRole('combobox', { name: 'Scenario', exact: true })
          .selectOption({ label: 'Employees: four designs' });
        await page
          .getByRole('grid', { name: 'Access patterns by design' })
          .getByRole('gridcell')
          .first()
          .waitFor();
        if (lang === 'ru')
          await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
        const w = WORDS[lang];
        const open = page.getByRole('button', { name: w.open });
        await open.waitFor();
        await page.waitForFunction(() => !document.querySelector('.matrix.stale'));
        await open.click();
        const dialog = page.getByRole('dialog', { name: w.dialog });
        await dialog
          .getByRole('textbox')
          .first()
          .fill(readOnlySasUrl(azurite.accountUrl, 'bydepartment'));
        await dialog.getByRole('alert').waitFor();
        await shot('refused');
        await dialog.getByRole('textbox').first().fill(url);
        await dialog.getByRole('button', { name: w.write }).waitFor();
        await page.waitForFunction(() => !document.querySelector('.seed-dialog [aria-live]'));
        await shot('dialog');
        await dialog.getByRole('button', { name: w.write }).click();
        await dialog.getByRole('status').getByText(w.done).waitFor({ timeout: 120_000 });
        await shot('dialog-done');
        await dialog.getByRole('button', { name: w.close }).click();
        await page.getByRole('button', { name: w.run }).click();
        const summary = page.locator('.compare-live [role=status]');
        await summary.getByText(w.summary).waitFor({ timeout: 120_000 });
        await page.locator('.compare-live').scrollIntoViewIfNeeded();
        await shot('results');
      } finally {
        await close();
      }
    }
  }
} finally {
  await azurite.stop();
}
