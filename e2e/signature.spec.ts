/**
 * Issue 24's security regression: a share link names a live table's endpoint, and the connect
 * dialog used to fill that host in and send the reader's pasted token there, whatever the host.
 * Every request the page makes is recorded: the signature may reach only a host the reader typed
 * or explicitly confirmed.
 */
import type { Page, Request } from '@playwright/test';
import { defaultWorkspace, encodeShare } from '../src/share';
import { expect, test } from './fixtures';

const SIGNATURE = 'c2VjcmV0LXNpZ25hdHVyZQ';
const TOKEN = `sv=2019-02-02&se=2099-01-01T00%3A00%3A00Z&sp=r&sig=${SIGNATURE}`;
const EVIL = 'myacct.table.core.windows.net.evil.example';

/** A link to a live view of `endpoint`'s table Orders, whose data this browser does not hold. */
function liveLink(endpoint: string): string {
  const fragment = encodeShare({
    ...defaultWorkspace(),
    imported: { name: 'Orders', fingerprint: '0123456789abcdef', count: 10 },
    live: { endpoint, account: 'myacct', table: 'Orders' },
  });
  return `/#${fragment}`;
}

/** Every request URL the page sends from now on; requests leaving this origin are refused. */
async function recordRequests(page: Page): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (request: Request) =>
    sent.push(`${request.url()} ${request.postData() ?? ''}`),
  );
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('connectionrefused'),
  );
  return sent;
}

test('regression: a shared link sends the reader’s SAS token to the host the link names', async ({
  page,
}) => {
  const sent = await recordRequests(page);
  await page.goto(liveLink(`https://${EVIL}`));
  const dialog = page.getByRole('dialog', { name: 'Connect to a live table' });
  await expect(dialog).toBeVisible();
  // The link's host is shown, said to be no Azure endpoint, and not filled into the field.
  await expect(dialog).toContainText(`The link’s host, ${EVIL}, is not an Azure Table endpoint.`);
  const url = dialog.getByRole('textbox', { name: 'Table SAS URL' });
  await expect(url).toHaveValue('');

  // A bare token is not sent anywhere until the reader confirms the host by name.
  await url.fill(TOKEN);
  const connect = dialog.getByRole('button', { name: 'Connect and read' });
  await expect(dialog.getByText('This is a token without a host.')).toBeVisible();
  await expect(connect).toBeDisabled();
  await url.press('Enter');
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);

  // Their own whole URL goes to the host they typed, never mixed with the link's: here it is
  // for another table than the link's, so it is refused before anything is sent.
  await url.fill(`https://myacct.table.core.windows.net/Orders?${TOKEN}`);
  await expect(dialog).toContainText('but the shared view reads');
  await expect(connect).toBeDisabled();
  expect(sent.filter((line) => line.includes(SIGNATURE))).toEqual([]);

  // Only the reader's explicit confirmation naming the host sends the token there, and nowhere else.
  await url.fill(TOKEN);
  await dialog.getByRole('checkbox', { name: `Send my SAS token to ${EVIL}` }).check();
  await expect(connect).toBeEnabled();
  await connect.click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const withSignature = sent.filter((line) => line.includes(SIGNATURE));
  expect(withSignature.length).toBeGreaterThan(0);
  expect(withSignature.map((line) => new URL(line.split(' ')[0]!).host)).toEqual(
    withSignature.map(() => EVIL),
  );
});

test('regression: a link’s lookalike host is shown in its real (punycode) spelling', async ({
  page,
}) => {
  await recordRequests(page);
  // A Cyrillic "о" in "contoso": to the eye the Azure host, to the browser another one.
  await page.goto(liveLink('https://c\u043entoso.table.core.windows.net'));
  const dialog = page.getByRole('dialog', { name: 'Connect to a live table' });
  await expect(dialog).toContainText(
    'The link’s host, xn--cntoso-wqf.table.core.windows.net, is not an Azure Table endpoint.',
  );
  await dialog.getByRole('textbox', { name: 'Table SAS URL' }).fill(TOKEN);
  await expect(
    dialog.getByRole('checkbox', {
      name: 'Send my SAS token to xn--cntoso-wqf.table.core.windows.net',
    }),
  ).not.toBeChecked();
});
