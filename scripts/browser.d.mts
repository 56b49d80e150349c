import type { Browser, Page } from '@playwright/test';

/** Where Debian's chromium package puts the browser. */
export declare const CHROMIUM_PATH: string;
/** The launch flags these machines need. */
export declare const CHROMIUM_ARGS: string[];
/** Serves dist/ on 127.0.0.1:port and opens the app in Chromium. */
export declare function openBuiltApp(options: {
  port: number;
  path?: string;
  viewport?: { width: number; height: number };
}): Promise<{ browser: Browser; page: Page; close: () => Promise<void> }>;
