/**
 * Which table each entity of a design goes to. An entity set may name its table with a template
 * over the record (`Expenses{SubmittedOn|format:yyyyMM}`: the guide's high-volume delete
 * pattern keeps each period in a table of its own and deletes the table whole); a set without
 * one goes to the design's own table, named '' here (the host names it). Routing splits the
 * design into one design per table, each with the records it receives, so every table is built
 * and checked exactly as a one-table design is.
 *
 * Within one table, the sets of one record type must receive the same records: a design that
 * routes a record's copy to one table and its index copy to another of the same name by another
 * rule would make one table from two different record lists, which the builder cannot hold as
 * one design. Such a design is refused naming the sets; no real design seen needs it.
 */
import { type Coded, coded, tableNameCoded } from '../engine';
import type { CompiledDesign, CompiledSet } from './design-compile';
import type { DesignError } from './errors';
import type { DataRecord, Design, EntitySet } from './types';

/** One table of a routed design: its name, the sets it holds, and the records each type sends. */
export interface TableRoute {
  /** The table name; '' for the design's own table. */
  readonly name: string;
  /** The design restricted to this table's sets, without their table templates. */
  readonly design: Design;
  /** For each record type with a set here, the positions of its records that go here. */
  readonly records: Readonly<Record<string, readonly number[]>>;
}

/** Whether any set of the design names a table of its own. */
export function routesTables(design: Design): boolean {
  return design.entitySets.some((s) => s.table !== undefined);
}

/**
 * The design's tables in name order, or the first record whose table name cannot be made or is
 * not a valid table name (naming the record, its set and the name), or two sets that route one
 * record type into a table differently.
 */
export function routeByTable(
  compiled: CompiledDesign,
  records: Readonly<Record<string, readonly DataRecord[]>>,
): { ok: true; tables: TableRoute[] } | { ok: false; error: DesignError } {
  // table name -> set position -> record positions
  const byTable = new Map<string, Map<number, number[]>>();
  const add = (table: string, set: number, record: number) => {
    let sets = byTable.get(table);
    if (sets === undefined) {
      sets = new Map();
      byTable.set(table, sets);
    }
    const list = sets.get(set);
    if (list === undefined) sets.set(set, [record]);
    else list.push(record);
  };
  const checked = new Set<string>();
  for (const s of compiled.sets) {
    const rows = Object.hasOwn(records, s.type.name) ? records[s.type.name]! : [];
    for (let i = 0; i < rows.length; i++) {
      if (s.table === null) {
        add('', s.index, i);
        continue;
      }
      const name = s.table.evaluate(rows[i]!);
      if (name === null) {
        return { ok: false, error: tableProblem(s, i, '', coded('design.tableNotMade')) };
      }
      if (!checked.has(name)) {
        const problem = tableNameCoded(name);
        if (problem !== null) return { ok: false, error: tableProblem(s, i, name, problem) };
        checked.add(name);
      }
      add(name, s.index, i);
    }
  }
  const tables: TableRoute[] = [];
  for (const name of [...byTable.keys()].sort()) {
    const sets = byTable.get(name)!;
    const byType: Record<string, readonly number[]> = {};
    const firstSet: Record<string, EntitySet> = {};
    const entitySets: EntitySet[] = [];
    for (const s of compiled.sets) {
      const list = sets.get(s.index);
      if (list === undefined) continue;
      const type = s.type.name;
      const known = byType[type];
      if (known !== undefined && !sameList(known, list)) {
        const message = coded('design.tableRoutesDiffer', {
          table: name,
          recordType: type,
          first: firstSet[type]!.name,
          second: s.set.name,
        });
        return { ok: false, error: tableError(s, message) };
      }
      byType[type] = list;
      firstSet[type] ??= s.set;
      const { table: _routed, ...set } = s.set;
      entitySets.push(set);
    }
    tables.push({ name, design: { name: compiled.design.name, entitySets }, records: byType });
  }
  return { ok: true, tables };
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, k) => x === b[k]);
}

function tableProblem(s: CompiledSet, record: number, name: string, problem: Coded): DesignError {
  const { set } = s;
  const message = coded('design.recordTableName', {
    record,
    recordType: set.recordType,
    set: set.name,
    name,
    problem,
  });
  return tableError(s, message);
}

/** An error about a set's table template, marking the whole template. */
function tableError(s: CompiledSet, message: Coded): DesignError {
  const span = { from: 0, to: s.set.table?.length ?? 0 };
  return { code: 'INVALID_TABLE_NAME', message, set: s.index, field: 'table', span };
}
