/**
 * A select's options naming designs: a bundled design by its translated name, a design of the
 * user's as written and marked not for translation (its name is data).
 */
import type { CandidateDesign } from '../../patterns';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';

/** One option per design, valued by its id. */
export function DesignOptions({ designs }: { readonly designs: readonly CandidateDesign[] }) {
  const tr = useT();
  return designs.map((d) => {
    const name = designName(tr, d.design.name);
    return (
      <option key={d.id} value={d.id} translate={name.data ? 'no' : undefined}>
        {name.text}
      </option>
    );
  });
}
