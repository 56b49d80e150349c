/**
 * Name pools for the sample generators. Every entity takes its strings from these arrays, so a
 * million employees share a few hundred string objects instead of a million copies (interning),
 * and the lower-case forms used in e-mail addresses are computed once, not per entity.
 */

/** Splits a space-separated list (keeps the pools compact and easy to scan). */
function words(list: string): readonly string[] {
  return list.split(' ');
}

/** Given names, a mix of common English-language names. */
export const FIRST_NAMES: readonly string[] = words(
  'Alex Amy Andrew Anna Ben Beth Carl Carmen Chris Claire Dan Dana David Diane Ed Elena ' +
    'Emma Eric Fiona Frank Gary Grace Hannah Harry Ian Irene Jack Jane Jason Julia Karen ' +
    'Kevin Laura Leo Linda Luke Maria Mark Mary Mike Nadia Nick Nina Oliver Olivia Paul Paula ' +
    'Peter Rachel Ray Rita Robert Rosa Sam Sara Simon Sofia Tom Tina Victor Wendy Will Yusuf ' +
    'Zoe',
);

/**
 * Family names drawn at random. 'Jones' is deliberately absent: the employees generator places a
 * few Joneses at fixed ids, so the guide's table-scan example is rare and present at every size.
 */
export const LAST_NAMES: readonly string[] = words(
  'Smith Smith Smith Brown Taylor Wilson Davies Evans Thomas Johnson Roberts Walker Wright ' +
    'Robinson Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson ' +
    'Clarke Clark Turner Hill Scott Cooper Morris Ward Moore King Watson Baker Harrison ' +
    'Morgan Patel Young Allen Mitchell James Anderson Phillips Lee Bell Parker Garcia Nguyen ' +
    'Kim Chen Singh Khan Murphy Kelly Novak Rossi Silva Dubois Muller Larsen Okafor',
);

/** The family name the guide's table-scan example looks for. */
export const JONES = 'Jones';

/** Lower-case forms of the pools, index for index, for e-mail addresses. */
export const FIRST_NAMES_LOWER: readonly string[] = FIRST_NAMES.map((n) => n.toLowerCase());
/** Lower-case forms of `LAST_NAMES`, index for index. */
export const LAST_NAMES_LOWER: readonly string[] = LAST_NAMES.map((n) => n.toLowerCase());

/** Department names: the Table design guide's names first, then other common ones (25 in all). */
const BASE_DEPARTMENTS: readonly string[] = words(
  'Sales Marketing HR IT Finance Legal Operations Engineering Support Research Procurement ' +
    'Logistics Facilities Security Design Product Training Payroll Recruiting Compliance ' +
    'Audit Treasury Strategy Quality Communications',
);

/** Regions that extend the base names to 100 departments ('Sales-East', ...). */
const REGIONS: readonly string[] = ['East', 'West', 'North'];

/** All 100 department names, in the order departments are taken as a dataset grows. */
export const DEPARTMENTS: readonly string[] = [
  ...BASE_DEPARTMENTS,
  ...REGIONS.flatMap((r) => BASE_DEPARTMENTS.map((d) => `${d}-${r}`)),
];

/** Expense categories for the expense reports. */
export const EXPENSE_CATEGORIES: readonly string[] = words(
  'Travel Meals Lodging Supplies Training Software Mileage Phone',
);

/** Services that write the application log. */
export const LOG_SOURCES: readonly string[] = words(
  'web-frontend orders-api payments-api inventory-api auth-service search-api email-worker',
);

/** Routine log messages by level; indexes line up with `LOG_LEVELS`. */
export const LOG_MESSAGES: readonly (readonly string[])[] = [
  [
    'Request completed',
    'User signed in',
    'Cache refreshed',
    'Order created',
    'Search served from cache',
    'Health check passed',
  ],
  ['Slow response from database', 'Retrying request', 'Cache miss storm', 'Queue length high'],
  ['Unhandled exception', 'Database connection lost', 'Request timed out'],
];

/** Log levels, in the order of `LOG_MESSAGES`. */
export const LOG_LEVELS: readonly string[] = ['Information', 'Warning', 'Error'];
