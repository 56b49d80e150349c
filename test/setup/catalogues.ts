/**
 * Vitest's setup: every catalogue is given to the translators before a test runs, so tests make
 * a translator for any locale at once, as the page can once it has loaded that locale's chunk.
 */
import { addEveryCatalogue } from '../../src/i18n/catalogues';

addEveryCatalogue();
