/**
 * The filter panel's examples: the dataset's bundled ones while the table is the sample under its
 * own design, else examples taken from the loaded table (`example-queries.ts`). When the table
 * changes under a filter that is an example of the old one (or the first visit's default), the
 * filter follows to the matching example of the new table, so it does not sit on 'Sales' and
 * return nothing; not in a lesson, whose steps and solutions set the filter they mean.
 */
import { useEffect, useRef, useState } from 'react';
import { fromWireEntity } from '../engine';
import type { ExplorerState } from '../state/store';
import { useExplorer, useExplorerActions } from '../state/view-context';
import { DEFAULT_WORKSPACE } from '../state/workspace';
import { derivedExamples, examplePartition, firstEntityFilter } from './example-queries';

/** An example button: a filter, its label, and a note, each a catalogue key or plain text. */
export interface ShownExample {
  readonly filter: string;
  /** Catalogue keys of the button's label and of its note. */
  readonly labelKey: string;
  readonly noteKey?: string;
}

type Loaded = NonNullable<ExplorerState['loaded']>;

/** The examples to show, and the filter kept in step with them. */
export function useExamples(): readonly ShownExample[] {
  const bundled = useExplorer((s) => s.catalogue.find((d) => d.id === s.dataset)?.exampleQueries);
  // The bundled examples describe the sample as shipped: not an import, not another design.
  const own = useExplorer((s) =>
    s.loaded && (s.loaded.imported !== null || !s.loaded.preset) ? s.loaded : null,
  );
  const filter = useExplorer((s) => s.filter);
  const setFilter = useExplorer((s) => s.setFilter);
  const actions = useExplorerActions();
  const [derived, setDerived] = useState<{ from: Loaded; examples: ShownExample[] } | null>(null);
  const filterNow = useRef(filter);
  filterNow.current = filter;
  const inLesson = useRef(false);
  inLesson.current = useExplorer((s) => s.lesson !== null);
  const lastShown = useRef<readonly ShownExample[]>([]);

  useEffect(() => {
    if (!own) return;
    const partition = examplePartition(own.partitions);
    if (!partition) {
      setDerived({ from: own, examples: [] });
      return;
    }
    let current = true;
    // One real entity, read by its keys, gives the value examples a property value that exists.
    const run = actions()?.modelRun({ filter: firstEntityFilter(partition), top: 1 });
    void (run ?? Promise.resolve(null)).then((outcome) => {
      if (!current) return;
      const wire = outcome?.ok ? outcome.entities[0] : undefined;
      const read = wire ? fromWireEntity(wire, { timestamp: 0n }) : null;
      const entity = read?.ok ? read.entity : null;
      setDerived({ from: own, examples: derivedExamples(partition, entity) });
    });
    return () => {
      current = false;
    };
  }, [own, actions]);

  const shown: readonly ShownExample[] = own
    ? derived?.from === own
      ? derived.examples
      : []
    : (bundled ?? []);

  useEffect(() => {
    const before = lastShown.current;
    lastShown.current = shown;
    // A lesson step sets its filter on purpose, often one of the examples under another design
    // (the log tail's oldest-first step read a point query on 'HR' instead of all of 'Sales').
    if (shown.length === 0 || shown === before || inLesson.current) return;
    const text = filterNow.current;
    const stale =
      text === DEFAULT_WORKSPACE.filter ||
      before.some((e) => e.filter === text) ||
      (bundled ?? []).some((e) => e.filter === text);
    if (!stale || shown.some((e) => e.filter === text)) return;
    // The same kind of query over the new table, else its point query.
    const kind = [...before, ...(bundled ?? [])].find((e) => e.filter === text)?.labelKey;
    setFilter((shown.find((e) => e.labelKey === kind) ?? shown[0]!).filter);
  }, [shown, bundled, setFilter]);

  return shown;
}
