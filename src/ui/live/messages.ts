/**
 * Every sentence the live-table UI shows, in one place, so the language catalogue can take them.
 * Problems and explanations come worded from src/live; these are the UI's own words.
 */
import { formatCount } from '../../i18n/format';

/** The live UI's words. */
export const LIVE_MESSAGES = {
  connectAction: 'Connect to a live table…',
  dialogTitle: 'Connect to a live table',
  dialogIntro:
    'Paste a table SAS URL. Keyscope reads the table straight from this browser (only GET requests) and makes its entities the dataset. The signature stays in this tab’s memory; links, the autosave and exported code never carry it.',
  whyLink: (table: string) =>
    `This view is of the live table ${table}. A link never carries a signature, so paste a SAS URL of your own for that table to load it.`,
  whyReconnect: (table: string) =>
    `To run queries on ${table}, paste a SAS URL for it again: this tab no longer holds its signature.`,
  urlLabel: 'Table SAS URL',
  urlPlaceholder: 'https://<account>.table.core.windows.net/<table>?sv=…&sig=…',
  termsHeading: 'What this SAS grants',
  account: 'Account',
  table: 'Table',
  endpoint: 'Endpoint',
  permissions: 'Permissions',
  permissionsByPolicy: (policy: string) => `set by the stored access policy “${policy}”`,
  expiry: 'Expires',
  noExpiry: 'not stated',
  capLabel: 'Read at most (entities)',
  capHint: (max: number) => `1 to ${formatCount(max)}`,
  keepLabel: 'Keep the signature for this session (in this tab’s sessionStorage)',
  connect: 'Connect and read',
  cancel: 'Cancel',
  close: 'Close',
  reading: (entities: number, pages: number, table: string) =>
    `Reading ${table}: ${formatCount(entities)} entities in ${formatCount(pages)} ${pages === 1 ? 'page' : 'pages'}…`,
  readingLabel: (table: string) => `Reading ${table}`,
  installing: (entities: number, table: string) =>
    `Building the dataset from ${formatCount(entities)} entities of ${table}…`,
  done: (entities: number, pages: number, table: string) =>
    `Read ${formatCount(entities)} entities of ${table} in ${formatCount(pages)} ${pages === 1 ? 'request' : 'requests'}; they are the dataset now.`,
  capped: (cap: number) =>
    ` The read stopped at the cap of ${formatCount(cap)}: the table holds more, and the model knows only these.`,
  cancelled: (entities: number, table: string) =>
    `Reading ${table} was cancelled after ${formatCount(entities)} entities; nothing was loaded and the previous dataset stays.`,
  failedKeep: 'The previous dataset stays loaded.',
  whatToDo: 'What to do: ',
  corsCommand: 'Run this command (Azure CLI), then connect again:',
  copy: 'Copy the command',
  copied: 'Copied',
  // The run beside the plan.
  runAction: 'Run on the live table',
  runConnect: 'Connect to run on the live table…',
  liveOf: (table: string) => `Live table: ${table}`,
  runningLabel: 'Running on the live table',
  running: (entities: number, pages: number) =>
    `Running on the live table: ${formatCount(entities)} entities in ${formatCount(pages)} ${pages === 1 ? 'request' : 'requests'}…`,
  runFailed: 'The live run failed: ',
  forget: 'Forget the signature',
  comparisonHeading: 'Model vs measured',
  querySent: 'Sent to both:',
  noFilter: '(no filter)',
  verdictLabel: 'Verdict',
  verdict: (sameSet: boolean, sameOrder: boolean) =>
    sameSet && sameOrder
      ? 'Same set, same order'
      : sameSet
        ? 'Same set, different order'
        : 'Different sets',
  entitiesLabel: 'Entities (model / live)',
  requestsLabel: 'Requests (model / live)',
  valuesLabel: 'Value differences',
  firstOrderDifference: (position: number) =>
    `The order first parts at position ${formatCount(position + 1)}.`,
  onlyInModel: (count: number) => `Only the model returns ${formatCount(count)}:`,
  onlyLive: (count: number) => `Only the service returns ${formatCount(count)}:`,
  valueDifference: (pk: string, rk: string, property: string, model: string, live: string) =>
    `(${pk}, ${rk}) ${property}: model ${model}, live ${live}`,
  absent: 'absent',
  pagesCaption:
    'Each request: entities returned and where the next request continues (NextPartitionKey / NextRowKey), as the model predicts and as the service answered; ms is the live request’s time.',
  pageColumns: [
    'Request',
    'Model',
    'Model continues at',
    'Live',
    'Live continues at',
    'ms',
    'Agree',
  ] as const,
  lastPage: 'last page',
  noRequest: 'no request',
  undecodable: 'a token Keyscope cannot read',
  yes: 'yes',
  no: 'no',
  explanationsHeading: 'Why they differ (what the model cannot know)',
  noExplanations: 'Nothing to explain: the model and the service agree request by request.',
  missingLive: (table: string, endpoint: string) =>
    `This view is of the live table ${table} at ${endpoint}, which this browser has not read. Use “Connect to a live table…” with a SAS URL of your own for it.`,
} as const;
