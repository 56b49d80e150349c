/** The guide's designs by preset id, for the bundled scenarios. */
import { DESIGN_PRESETS } from '../../datasets';
import type { CandidateDesign } from '../types';

/** A preset as a candidate design; a missing id is a bug in the bundled scenarios, so it throws. */
export function candidate(id: string): CandidateDesign {
  const preset = DESIGN_PRESETS.find((p) => p.id === id);
  if (preset === undefined) throw new Error(`No design preset '${id}'`);
  return { id, design: preset.design };
}
