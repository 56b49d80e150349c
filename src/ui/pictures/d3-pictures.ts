/** The pictures drawn with d3, one chunk fetched after the first render (`./LazyPictures.tsx`). */
export { KeyRangeStrip } from './KeyRangeStrip';
export { PartitionMap } from './PartitionMap';
