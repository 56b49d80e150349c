/**
 * Money in the reader's locale and the price sheet's currency, to three significant digits (the
 * prices are examples and the model an estimate: more digits would claim precision it lacks).
 */
import type { Translator } from '../../i18n/translate';

/** `amount` of `currency` the reader's way; an unknown currency code is written beside the number. */
export function money(amount: number, currency: string, tr: Translator): string {
  const digits = { maximumSignificantDigits: 3 } as const;
  try {
    return new Intl.NumberFormat(tr.locale, { style: 'currency', currency, ...digits }).format(
      amount,
    );
  } catch {
    return `${new Intl.NumberFormat(tr.locale, digits).format(amount)} ${currency}`;
  }
}
