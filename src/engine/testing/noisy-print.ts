import type { FilterNode } from '../ast';
import { formatLiteral } from '../edm-literal';
import { FLIPPED } from '../parser';

/** A seeded noise source in [0, 1) (a small LCG: deterministic, no globals). */
function noiseFrom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
    return ((state >>> 8) & 0xffff) / 0x10000;
  };
}

function print(node: FilterNode, noise: () => number): string {
  const blank = () => [' ', '  ', '\t', ' \n '][Math.floor(noise() * 4)];
  const maybeParens = (text: string) => (noise() < 0.3 ? `(${blank()}${text}${blank()})` : text);
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${print(node.left, noise)}${blank()}${node.kind}${blank()}${print(node.right, noise)})`;
    case 'not':
      return `not${blank()}(${print(node.operand, noise)})`;
    case 'compare': {
      const prop = maybeParens(node.property);
      const lit = maybeParens(formatLiteral(node.value));
      const text = node.reversed
        ? `${lit}${blank()}${FLIPPED[node.op]}${blank()}${prop}`
        : `${prop}${blank()}${node.op}${blank()}${lit}`;
      return maybeParens(text);
    }
    case 'property':
      return maybeParens(node.name);
    case 'bool':
      return maybeParens(String(node.value));
  }
}

/** The text of `ast` with blanks and redundant parentheses chosen by `seed`; parses back to `ast`. */
export function printNoisy(ast: FilterNode, seed: number): string {
  return print(ast, noiseFrom(seed));
}
