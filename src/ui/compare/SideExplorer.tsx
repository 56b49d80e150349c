/**
 * An explorer view of its own beside the main one: its own store and an engine (a worker of its
 * own unless `factory` names another), opened on a workspace (a design and a filter) and
 * following it; it never writes the address bar.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { createSideView } from '../../state/app-engine';
import type { EngineFactory } from '../../state/engine-client';
import type { ExplorerView } from '../../state/explorer-view';
import { ExplorerProvider } from '../../state/view-context';
import type { Workspace } from '../../state/workspace';

/** Props: the workspace fields the view shows, and what to render inside it. */
export interface SideExplorerProps {
  readonly workspace: Partial<Workspace>;
  /** The view's engine; a new worker when absent. */
  readonly factory?: EngineFactory;
  /** Called once with the view (to follow its store, as the design editor does). */
  readonly onView?: (view: ExplorerView) => void;
  readonly children: ReactNode;
}

/** The provider of a side view that starts with the component and stops with it. */
export function SideExplorer({ workspace, factory, onView, children }: SideExplorerProps) {
  const [view] = useState(() => createSideView(workspace, factory));
  useEffect(() => view.start(), [view]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, for the view made above.
  useEffect(() => onView?.(view), [view]);
  const key = JSON.stringify(workspace);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the workspace's content.
  useEffect(() => view.store.getState().applyWorkspace(workspace), [view, key]);
  return <ExplorerProvider view={view}>{children}</ExplorerProvider>;
}
