/** Sample datasets: deterministic recipes that generate wire entities from a size and a seed. */
import type { WireEntity } from '../../engine';

/** Everything needed to regenerate a dataset: which one, how many entities, which seed. */
export interface DatasetRecipe {
  readonly dataset: string;
  readonly size: number;
  readonly seed: number;
}

/** A query worth trying on a dataset, with what it teaches. */
export interface ExampleQuery {
  readonly label: string;
  readonly filter: string;
  readonly note?: string;
}

/** A sample dataset: its description, example queries and its generator. */
export interface SampleDataset {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Approximate entity counts offered in the size picker, smallest first. */
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly exampleQueries: readonly ExampleQuery[];
  /** Yields about `size` entities in no particular order; the same size and seed give the same entities. */
  generate(size: number, seed: number): Iterable<WireEntity>;
}
