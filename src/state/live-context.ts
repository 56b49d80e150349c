/**
 * The main view's live-table state for the live UI, through React context: only the view that
 * owns the address bar reads live tables, so the live controls belong to it.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { LiveView } from './app-engine';
import type { LiveController } from './live-controller';
import type { LiveState } from './live-store';

const LiveContext = createContext<LiveView | null>(null);

/** Gives `children` the main view's live state and actions. */
export function LiveProvider(props: { live: LiveView; children?: ReactNode }) {
  return createElement(LiveContext.Provider, { value: props.live }, props.children);
}

function useLiveView(): LiveView {
  const live = useContext(LiveContext);
  if (!live) throw new Error('the live controls need the main view: wrap them in <LiveProvider>');
  return live;
}

/** Reads the live store through `selector`, re-rendering when the selection changes. */
export function useLive<T>(selector: (state: LiveState) => T): T {
  return useStore(useLiveView().store, selector);
}

/** The live controller's actions, looked up when called; null while it is not running. */
export function useLiveActions(): () => LiveController | null {
  return useLiveView().actions;
}
