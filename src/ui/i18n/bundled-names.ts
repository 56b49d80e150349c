/**
 * Names of bundled things (design presets, the scenarios' access patterns) in the reader's
 * language. A name is data: it travels in links, the user renames it and tests find cells by it.
 * So a name is translated only while it is still exactly the bundled English one; a name the
 * user gave is shown as written.
 */
import { DESIGN_PRESETS } from '../../datasets';
import type { BareKey } from '../../i18n/params';
import type { Translator } from '../../i18n/translate';
import { SCENARIOS } from '../../patterns';

/** A name to show, and whether it is the user's data (then it is marked `translate="no"`). */
export interface ShownName {
  readonly text: string;
  readonly data: boolean;
}

/** The catalogue key of each bundled scenario pattern's name, by pattern id. */
const PATTERN_NAMES: Readonly<Record<string, BareKey>> = {
  'by-id': 'ui.names.byId',
  'by-email': 'ui.names.byEmail',
  'by-last-name': 'ui.names.byLastName',
  'whole-department': 'ui.names.wholeDepartment',
  'id-range': 'ui.names.idRange',
  'older-than': 'ui.names.olderThan',
  'newest-of-employee': 'ui.names.newestOfEmployee',
  'date-range': 'ui.names.dateRange',
  'one-hour': 'ui.names.oneHour',
  'errors-in-range': 'ui.names.errorsInRange',
  'day-of-employee': 'ui.names.dayOfEmployee',
  'hour-across-everyone': 'ui.names.hourAcrossEveryone',
  roster: 'ui.names.roster',
  'department-row': 'ui.names.departmentRow',
  member: 'ui.names.member',
};

/** Each bundled pattern's English name by id, read from the scenarios themselves. */
const BUNDLED_PATTERNS = new Map(
  SCENARIOS.flatMap((s) => s.patterns.map((p) => [p.id, p.name] as const)),
);

/** The catalogue key of each bundled scenario write's name, by write id. */
const WRITE_NAMES: Readonly<Record<string, BareKey>> = {
  'new-hires': 'workloadUi.nameNewHires',
  'last-name-changes': 'workloadUi.nameLastNameChanges',
};

/** Each bundled write's English name by id, read from the scenarios' workloads. */
const BUNDLED_WRITES = new Map(
  SCENARIOS.flatMap((s) => (s.workload?.writes ?? []).map((w) => [w.id, w.name] as const)),
);

/** A write pattern's name: a bundled write's translated name while it bears its bundled name. */
export function writeName(t: Translator, write: { id: string; name: string }): ShownName {
  const key = Object.hasOwn(WRITE_NAMES, write.id) ? WRITE_NAMES[write.id] : undefined;
  return key !== undefined && BUNDLED_WRITES.get(write.id) === write.name
    ? { text: t.t(key), data: false }
    : { text: write.name, data: true };
}

/** A design's name: a preset's translated name while the design bears that preset's name. */
export function designName(t: Translator, name: string): ShownName {
  const key = DESIGN_PRESETS.find((p) => p.design.name === name)?.nameKey;
  return key === undefined
    ? { text: name, data: true }
    : { text: t.say({ code: key }), data: false };
}

/** A pattern's name: a bundled pattern's translated name while it bears its bundled name. */
export function patternName(t: Translator, pattern: { id: string; name: string }): ShownName {
  const key = Object.hasOwn(PATTERN_NAMES, pattern.id) ? PATTERN_NAMES[pattern.id] : undefined;
  return key !== undefined && BUNDLED_PATTERNS.get(pattern.id) === pattern.name
    ? { text: t.t(key), data: false }
    : { text: pattern.name, data: true };
}
