/**
 * The English catalogue: the source every other catalogue translates. Its keys are the message
 * keys; a key names where a sentence is used, not what it says, so a rewording keeps the key.
 */
import type { MessageText } from '../message';

/** English, the source catalogue. */
export const EN = {
  'cost.point': 'Point query',
  'cost.range': 'Range query',
  'cost.partitionScan': 'Partition scan',
  'cost.multiPartitionScan': 'Multi-partition scan',
  'cost.tableScan': 'Table scan',
  'cost.empty': 'Empty (nothing to scan)',
} as const satisfies Readonly<Record<string, MessageText>>;

/** A message's key: every catalogue has one entry for each. */
export type MessageKey = keyof typeof EN;

/** A translation: one entry per message key, with the same placeholders as the English. */
export type Catalogue = Readonly<Record<MessageKey, MessageText>>;
