/**
 * A function that remembers its results while its inputs are few: template keys and DateTime
 * texts repeat across records (a department's key, an hour's text), so a Map lookup replaces the
 * work and the records share one string. Past `limit` distinct inputs (ids, e-mails, log times)
 * it stops remembering and just works each one out.
 */

/** `make`, remembering up to `limit` results by input. */
export function remembering<K, V>(limit: number, make: (input: K) => V): (input: K) => V {
  let known: Map<K, V> | null = new Map();
  return (input) => {
    if (known === null) return make(input);
    let value = known.get(input);
    if (value === undefined) {
      value = make(input);
      if (known.size < limit) known.set(input, value);
      else known = null;
    }
    return value;
  };
}
