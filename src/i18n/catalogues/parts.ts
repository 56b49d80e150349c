/**
 * Every part of the catalogue. A room's messages are one part (one file, all languages side by
 * side); adding a part is one line here. Parts must not share a key (a test checks).
 */
import { COMPARE } from './compare';
import { COST } from './cost';
import { PATTERNS } from './patterns';

/** The parts, in no particular order. */
export const PARTS = [COST, COMPARE, PATTERNS] as const;
