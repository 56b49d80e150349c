/** Every lesson in Simplified Chinese, by lesson id. */
import type { LessonTexts } from '../../translation';
import { COMPOUND_KEY } from './compound-key';
import { DATA_SERIES } from './data-series';
import { DENORMALIZATION } from './denormalization';
import { EVENTUALLY_CONSISTENT } from './eventually-consistent';
import { HETEROGENEOUS } from './heterogeneous';
import { HIGH_VOLUME_DELETE } from './high-volume-delete';
import { INDEX_ENTITIES } from './index-entities';
import { INTER_PARTITION_INDEX } from './inter-partition-index';
import { INTRA_PARTITION_INDEX } from './intra-partition-index';
import { KEYS_ARE_STRINGS } from './keys-are-strings';
import { LARGE_ENTITIES } from './large-entities';
import { LOG_DATA } from './log-data';
import { LOG_TAIL } from './log-tail';
import { OR_IS_NOT_A_RANGE } from './or-is-not-a-range';
import { PARTITION_SCAN } from './partition-scan';
import { POINT_QUERY } from './point-query';
import { PREFIX_SEARCH } from './prefix-search';
import { PREPEND_APPEND } from './prepend-append';
import { RANGE_QUERY } from './range-query';
import { SELECT } from './select';
import { TABLE_SCAN } from './table-scan';
import { TOP_AND_PAGES } from './top-and-pages';
import { TYPED_LITERALS } from './typed-literals';
import { WIDE_ENTITIES } from './wide-entities';

/** Simplified Chinese lesson texts. */
export const ZH_CN_LESSONS: LessonTexts = {
  'point-query': POINT_QUERY,
  'range-query': RANGE_QUERY,
  'partition-scan': PARTITION_SCAN,
  'table-scan': TABLE_SCAN,
  'or-is-not-a-range': OR_IS_NOT_A_RANGE,
  'keys-are-strings': KEYS_ARE_STRINGS,
  'prefix-search': PREFIX_SEARCH,
  'typed-literals': TYPED_LITERALS,
  'top-and-pages': TOP_AND_PAGES,
  select: SELECT,
  'intra-partition-index': INTRA_PARTITION_INDEX,
  'inter-partition-index': INTER_PARTITION_INDEX,
  'eventually-consistent': EVENTUALLY_CONSISTENT,
  'index-entities': INDEX_ENTITIES,
  denormalization: DENORMALIZATION,
  'compound-key': COMPOUND_KEY,
  'log-tail': LOG_TAIL,
  'high-volume-delete': HIGH_VOLUME_DELETE,
  'data-series': DATA_SERIES,
  'wide-entities': WIDE_ENTITIES,
  'large-entities': LARGE_ENTITIES,
  'prepend-append': PREPEND_APPEND,
  'log-data': LOG_DATA,
  heterogeneous: HETEROGENEOUS,
};
