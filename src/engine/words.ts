/**
 * The reserved words of the `$filter` language, in one place for the parser, the highlighter
 * and the editor's completion. All are lower-case: the service is case-sensitive (semantics §2).
 */
import type { CompareOp } from './ast';

/** The comparison operators, in the order completion offers them. */
export const COMPARE_OPERATORS: readonly CompareOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];

/** The logical keywords. */
export const LOGICAL_KEYWORDS: readonly ('and' | 'or' | 'not')[] = ['and', 'or', 'not'];

/** The Boolean literals, which are also predicates on their own. */
export const BOOLEAN_LITERALS: readonly ('true' | 'false')[] = ['true', 'false'];
