/**
 * Every part of the catalogue. A room's messages are one part (one file, all languages side by
 * side); adding a part is one line here. Parts must not share a key (a test checks).
 */
import { COST } from './cost';
import { DESIGN } from './design';
import { IO } from './io';
import { LIVE } from './live';
import { UI_CODE } from './ui-code';
import { UI_DESIGN } from './ui-design';
import { UI_IMPORT } from './ui-import';
import { UI_LIVE } from './ui-live';

/** The parts, in no particular order. */
export const PARTS = [COST, DESIGN, IO, LIVE, UI_CODE, UI_DESIGN, UI_IMPORT, UI_LIVE] as const;
