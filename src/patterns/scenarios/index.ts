/** The bundled scenarios, one per sample dataset family. */
import type { Scenario } from '../types';
import { DEPARTMENTS_SCENARIO } from './departments';
import { EMPLOYEES_SCENARIO } from './employees';
import { EXPENSES_SCENARIO } from './expenses';
import { LOGS_SCENARIO } from './logs';
import { MESSAGE_COUNTS_SCENARIO } from './message-counts';

/** Every bundled scenario, in the order the picker lists them. */
export const SCENARIOS: readonly Scenario[] = [
  EMPLOYEES_SCENARIO,
  EXPENSES_SCENARIO,
  LOGS_SCENARIO,
  MESSAGE_COUNTS_SCENARIO,
  DEPARTMENTS_SCENARIO,
];

/** A bundled scenario by id. */
export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
