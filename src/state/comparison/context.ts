/** The comparison a component belongs to, through React context, like the explorer's views. */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ComparisonState } from './state';
import type { ComparisonView } from './view';

const ComparisonContext = createContext<ComparisonView | null>(null);

/** Gives `children` the comparison `comparison`. */
export function ComparisonProvider(props: { comparison: ComparisonView; children?: ReactNode }) {
  return createElement(ComparisonContext.Provider, { value: props.comparison }, props.children);
}

/** The nearest provider's comparison; a component outside every provider is a programming error. */
export function useComparisonView(): ComparisonView {
  const comparison = useContext(ComparisonContext);
  if (!comparison)
    throw new Error('useComparison: this component is not inside a <ComparisonProvider>');
  return comparison;
}

/** Reads the nearest comparison's state (its setup and answers) through `selector`. */
export function useComparison<T>(selector: (state: ComparisonState) => T): T {
  return useStore(useComparisonView().store, selector);
}
