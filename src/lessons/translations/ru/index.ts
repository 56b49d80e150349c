/** Every lesson in Russian, by lesson id. */
import type { LessonTexts } from '../../translation';
import { COMPOUND_KEY_RU } from './compound-key';
import { DATA_SERIES_RU } from './data-series';
import { DENORMALIZATION_RU } from './denormalization';
import { EVENTUALLY_CONSISTENT_RU } from './eventually-consistent';
import { HETEROGENEOUS_RU } from './heterogeneous';
import { HIGH_VOLUME_DELETE_RU } from './high-volume-delete';
import { INDEX_ENTITIES_RU } from './index-entities';
import { INTER_PARTITION_INDEX_RU } from './inter-partition-index';
import { INTRA_PARTITION_INDEX_RU } from './intra-partition-index';
import { KEYS_ARE_STRINGS_RU } from './keys-are-strings';
import { LARGE_ENTITIES_RU } from './large-entities';
import { LOG_DATA_RU } from './log-data';
import { LOG_TAIL_RU } from './log-tail';
import { OR_IS_NOT_A_RANGE_RU } from './or-is-not-a-range';
import { PARTITION_SCAN_RU } from './partition-scan';
import { POINT_QUERY_RU } from './point-query';
import { PREFIX_SEARCH_RU } from './prefix-search';
import { PREPEND_APPEND_RU } from './prepend-append';
import { RANGE_QUERY_RU } from './range-query';
import { SELECT_RU } from './select';
import { TABLE_SCAN_RU } from './table-scan';
import { TOP_AND_PAGES_RU } from './top-and-pages';
import { TYPED_LITERALS_RU } from './typed-literals';
import { WIDE_ENTITIES_RU } from './wide-entities';

/** Russian lesson texts, by lesson id. */
export const RU_LESSONS: LessonTexts = {
  'compound-key': COMPOUND_KEY_RU,
  'data-series': DATA_SERIES_RU,
  denormalization: DENORMALIZATION_RU,
  'eventually-consistent': EVENTUALLY_CONSISTENT_RU,
  heterogeneous: HETEROGENEOUS_RU,
  'high-volume-delete': HIGH_VOLUME_DELETE_RU,
  'index-entities': INDEX_ENTITIES_RU,
  'inter-partition-index': INTER_PARTITION_INDEX_RU,
  'intra-partition-index': INTRA_PARTITION_INDEX_RU,
  'keys-are-strings': KEYS_ARE_STRINGS_RU,
  'large-entities': LARGE_ENTITIES_RU,
  'log-data': LOG_DATA_RU,
  'log-tail': LOG_TAIL_RU,
  'or-is-not-a-range': OR_IS_NOT_A_RANGE_RU,
  'partition-scan': PARTITION_SCAN_RU,
  'point-query': POINT_QUERY_RU,
  'prefix-search': PREFIX_SEARCH_RU,
  'prepend-append': PREPEND_APPEND_RU,
  'range-query': RANGE_QUERY_RU,
  select: SELECT_RU,
  'table-scan': TABLE_SCAN_RU,
  'top-and-pages': TOP_AND_PAGES_RU,
  'typed-literals': TYPED_LITERALS_RU,
  'wide-entities': WIDE_ENTITIES_RU,
};
