/**
 * Every sentence the live-table UI shows, in the reader's language (catalogue part ui-live).
 * Problems and explanations come worded from src/live; these are the UI's own words.
 */
import { useMemo } from 'react';
import type { Translator } from '../../i18n/translate';
import { useT } from '../i18n/translator-context';

/** The live UI's words in one translator's language. */
export function liveMessages(translator: Translator) {
  const { t } = translator;
  return {
    connectAction: t('ui.live.connectAction'),
    dialogTitle: t('ui.live.dialogTitle'),
    dialogIntro: t('ui.live.dialogIntro'),
    whyLink: (table: string) => t('ui.live.whyLink', { table }),
    whyReconnect: (table: string) => t('ui.live.whyReconnect', { table }),
    urlLabel: t('ui.live.urlLabel'),
    hostIs: {
      'azure-table': (host: string) => t('ui.live.hostAzure', { host }),
      'cosmos-table': (host: string) => t('ui.live.hostCosmos', { host }),
      loopback: (host: string) => t('ui.live.hostLoopback', { host }),
      other: (host: string) => t('ui.live.hostOther', { host }),
    },
    confirmHost: (host: string) => t('ui.live.confirmHost', { host }),
    // A URL's shape, not a sentence: the same in every language.
    urlPlaceholder: 'https://<account>.table.core.windows.net/<table>?sv=…&sig=…',
    termsHeading: t('ui.live.termsHeading'),
    account: t('ui.live.account'),
    table: t('ui.live.table'),
    endpoint: t('ui.live.endpoint'),
    permissions: t('ui.live.permissions'),
    permissionsByPolicy: (policy: string) => t('ui.live.permissionsByPolicy', { policy }),
    expiry: t('ui.live.expiry'),
    noExpiry: t('ui.live.noExpiry'),
    capLabel: t('ui.live.capLabel'),
    capHint: (max: number) => t('ui.live.capHint', { max }),
    keepLabel: t('ui.live.keepLabel'),
    connect: t('ui.live.connect'),
    cancel: t('ui.live.cancel'),
    close: t('ui.live.close'),
    reading: (entities: number, pages: number, table: string) =>
      t('ui.live.reading', { entities, count: pages, table }),
    readingLabel: (table: string) => t('ui.live.readingLabel', { table }),
    installing: (entities: number, table: string) => t('ui.live.installing', { entities, table }),
    done: (entities: number, pages: number, table: string) =>
      t('ui.live.done', { entities, count: pages, table }),
    capped: (cap: number) => ` ${t('ui.live.capped', { cap })}`,
    cancelled: (entities: number, table: string) => t('ui.live.cancelled', { entities, table }),
    failedKeep: t('ui.live.failedKeep'),
    whatToDo: `${t('ui.live.whatToDo')} `,
    corsCommand: t('ui.live.corsCommand'),
    copy: t('ui.live.copy'),
    copied: t('ui.live.copied'),
    // The run beside the plan.
    runAction: t('ui.live.runAction'),
    runConnect: t('ui.live.runConnect'),
    liveOf: (table: string) => t('ui.live.liveOf', { table }),
    runningLabel: t('ui.live.runningLabel'),
    running: (entities: number, pages: number) => t('ui.live.running', { entities, count: pages }),
    runFailed: `${t('ui.live.runFailed')} `,
    forget: t('ui.live.forget'),
    comparisonHeading: t('ui.live.comparisonHeading'),
    querySent: t('ui.live.querySent'),
    noFilter: t('ui.live.noFilter'),
    verdictLabel: t('ui.live.verdictLabel'),
    verdict: (sameSet: boolean, sameOrder: boolean) =>
      sameSet && sameOrder
        ? t('ui.live.sameSetSameOrder')
        : sameSet
          ? t('ui.live.sameSetOtherOrder')
          : t('ui.live.differentSets'),
    entitiesLabel: t('ui.live.entitiesLabel'),
    requestsLabel: t('ui.live.requestsLabel'),
    valuesLabel: t('ui.live.valuesLabel'),
    firstOrderDifference: (position: number) =>
      t('ui.live.firstOrderDifference', { position: position + 1 }),
    onlyInModel: (count: number) => t('ui.live.onlyInModel', { count }),
    onlyLive: (count: number) => t('ui.live.onlyLive', { count }),
    valueDifference: (pk: string, rk: string, property: string, model: string, live: string) =>
      t('ui.live.valueDifference', { pk, rk, property, model, live }),
    absent: t('ui.live.absent'),
    pagesCaption: t('ui.live.pagesCaption'),
    pageColumns: [
      t('ui.live.colRequest'),
      t('ui.live.colModel'),
      t('ui.live.colModelNext'),
      t('ui.live.colLive'),
      t('ui.live.colLiveNext'),
      t('ui.live.colMs'),
      t('ui.live.colAgree'),
    ] as const,
    lastPage: t('ui.live.lastPage'),
    noRequest: t('ui.live.noRequest'),
    undecodable: t('ui.live.undecodable'),
    yes: t('ui.live.yes'),
    no: t('ui.live.no'),
    explanationsHeading: t('ui.live.explanationsHeading'),
    noExplanations: t('ui.live.noExplanations'),
    missingLive: (table: string, endpoint: string) => t('ui.live.missingLive', { table, endpoint }),
  } as const;
}

/** The live UI's words, as `liveMessages` gives them. */
export type LiveMessages = ReturnType<typeof liveMessages>;

/** The live UI's words in the reader's language. */
export function useLiveMessages(): LiveMessages {
  const translator = useT();
  return useMemo(() => liveMessages(translator), [translator]);
}
