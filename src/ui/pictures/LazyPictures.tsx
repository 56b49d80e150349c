/**
 * The partition map and the key-range strip as a chunk of their own with d3: the first render
 * keeps their figures (headings, legends, summaries, drawn by KeySpacePictures) and puts a box of
 * each picture's height in its place, saying the picture is loading, so nothing moves when the
 * pictures arrive (fetched right after the first render, `src/ui/mount.tsx`).
 */
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';
import '../placeholders.css';

const chunk = () => import('./d3-pictures');

/** The partition map, fetched with d3; same props as `./PartitionMap`. */
export const PartitionMap = lazyView('partitionMap', () => chunk().then((m) => m.PartitionMap), {
  placeholder: () => <PicturePlaceholder kind="pmap" />,
});

/** The key-range strip, fetched with d3; same props as `./KeyRangeStrip`. */
export const KeyRangeStrip = lazyView('keyRangeStrip', () => chunk().then((m) => m.KeyRangeStrip), {
  placeholder: () => <PicturePlaceholder kind="kstrip" />,
});

/** A picture's place while its code is on its way: its height, and a line saying so. */
function PicturePlaceholder({ kind }: { kind: 'pmap' | 'kstrip' }) {
  const { t } = useT();
  return (
    <div className={`picture-placeholder ${kind}-placeholder`}>
      <p role="status">{t('ui.lazy.loading.picture')}</p>
    </div>
  );
}
