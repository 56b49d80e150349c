/**
 * Which entity sets a pattern also expects to read (a version or header row in the records'
 * partition): one checkbox per set name the comparison's designs have, so a name cannot be
 * misspelled. Names a design no longer has stay listed while ticked, so nothing is lost quietly.
 */
import { useId } from 'react';
import type { CandidateDesign } from '../../patterns';
import { useT } from '../i18n/translator-context';

/** Props: the comparison's designs, the ticked set names and how to change them. */
export interface AlsoReadsFieldProps {
  readonly designs: readonly CandidateDesign[];
  readonly value: readonly string[];
  readonly onChange: (names: readonly string[]) => void;
}

/** The checkboxes, under a legend that says what ticking one means. */
export function AlsoReadsField({ designs, value, onChange }: AlsoReadsFieldProps) {
  const { t } = useT();
  const hintId = useId();
  const names = [
    ...new Set([...designs.flatMap((d) => d.design.entitySets.map((s) => s.name)), ...value]),
  ];
  return (
    <fieldset className="also-reads" aria-describedby={hintId}>
      <legend>{t('compare.alsoReads')}</legend>
      <p id={hintId} className="hint">
        {t('compare.alsoReadsHint')}
      </p>
      {names.map((name) => (
        <label key={name}>
          <input
            type="checkbox"
            checked={value.includes(name)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, name] : value.filter((n) => n !== name))
            }
          />
          <span>{t('compare.alsoReadSet', { set: name })}</span>
        </label>
      ))}
    </fieldset>
  );
}
