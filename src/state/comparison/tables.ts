/**
 * An explorer view over one of the comparison's design tables, on the comparison's own engine:
 * the selected cell's map, strip and timeline read the table the matrix was checked on, and no
 * second worker generates the records again (at 1M records that would be another gigabyte).
 */

import { coded } from '../../engine';
import { MAIN_TABLE } from '../../protocol/tables';
import type { EngineCalls, EngineConnection, EngineFactory } from '../engine-client';
import { EngineUnavailable } from '../engine-start';

/** The explorer's own table name, where it appears in a call, replaced by `table`. */
const named = (table: string, name: string) => (name === MAIN_TABLE ? table : name);

/**
 * The calls of `connection` as an explorer sees them, over table `table`: a load shows the
 * table as it is held (generating nothing), and every table call names `table` for the
 * explorer's own. Calls that would build another table refuse, so the comparison's stay as they are.
 */
function tableCalls(calls: EngineCalls, table: string): EngineCalls {
  const refuse = () => Promise.reject(new Error('a comparison table is read-only'));
  return {
    ...calls,
    load: () => calls.describeTable(table),
    loadImported: refuse,
    analyze: (id, name, ...rest) => calls.analyze(id, named(table, name), ...rest),
    page: (version, name, ...rest) => calls.page(version, named(table, name), ...rest),
    detail: (id, name, ...rest) => calls.detail(id, named(table, name), ...rest),
    judgeChallenge: (id, name, ...rest) => calls.judgeChallenge(id, named(table, name), ...rest),
    exportTable: (name, ...rest) => calls.exportTable(named(table, name), ...rest),
    modelRun: (name, ...rest) => calls.modelRun(named(table, name), ...rest),
  };
}

/**
 * The factory of an explorer view over `table` on the engine `current()` returns (the
 * comparison's, while it runs). Closing the view leaves that engine running; when there is none
 * the factory throws, and the view says why in the reader's language.
 */
export function tableEngine(current: () => EngineConnection | null, table: string): EngineFactory {
  return () => {
    const connection = current();
    if (!connection) throw new EngineUnavailable(coded('state.comparisonEngineGone'));
    return {
      calls: tableCalls(connection.calls, table),
      callback: (fn) => connection.callback(fn),
      dispose: () => {},
    };
  };
}
