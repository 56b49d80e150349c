/**
 * The explorer view a component belongs to, through React context: `useExplorer(selector)` reads
 * the nearest provider's store, so the comparison can show several explorer views at once.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ExplorerController } from './controller';
import type { ExplorerView } from './explorer-view';
import type { ShareSync, ShareView } from './share-sync';
import type { ExplorerState } from './store';

const ViewContext = createContext<ExplorerView | null>(null);

/** Gives `children` the explorer view `view`: their `useExplorer` reads its store. */
export function ExplorerProvider(props: { view: ExplorerView; children?: ReactNode }) {
  return createElement(ViewContext.Provider, { value: props.view }, props.children);
}

/** The nearest provider's view; a component outside every provider is a programming error. */
export function useExplorerView(): ExplorerView {
  const view = useContext(ViewContext);
  if (!view) throw new Error('useExplorer: this component is not inside an <ExplorerProvider>');
  return view;
}

/** Reads the nearest view's store through `selector`, re-rendering when the selection changes. */
export function useExplorer<T>(selector: (state: ExplorerState) => T): T {
  return useStore(useExplorerView().store, selector);
}

/**
 * The nearest view's controller actions, looked up when called (the controller starts after the
 * first render and is replaced when the view restarts); null while it is not running.
 */
export function useExplorerActions(): () => ExplorerController | null {
  return useExplorerView().actions;
}

/** The nearest view's share sync; only the main view has one, so share controls belong there. */
export function useShareSync(): ShareSync {
  const { share } = useExplorerView();
  if (!share) throw new Error('share controls need the view that owns the address bar');
  return share;
}

/** Reads the share controls' state of the nearest (main) view through `selector`. */
export function useShareView<T>(selector: (state: ShareView) => T): T {
  return useStore(useShareSync().view, selector);
}
