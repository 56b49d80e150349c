/**
 * The pseudo-locale: English with every letter accented and each text 40 % longer, in brackets.
 * A page shown in it reveals text that skipped the catalogue (plain ASCII) and layouts that cut
 * off or overlap longer translations (Russian runs about 30 % longer than English).
 */
import type { Catalogue } from './catalogues';
import { EN } from './catalogues/en';
import type { MessageText } from './message';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aeiouyAEIOUYcnsCNS'].map((c, i) => [c, [...'áéíóúýÁÉÍÓÚÝçñšÇÑŠ'][i]!]),
);

/** One text in the pseudo-locale; placeholders are kept as they are so they still fill. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{[A-Za-z][A-Za-z0-9]*\})/);
  const accented = parts
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');
  const padding = '·'.repeat(Math.ceil(text.length * 0.4));
  return `⟦${accented}${padding}⟧`;
}

function pseudoMessage(message: MessageText): MessageText {
  if (typeof message === 'string') return pseudoText(message);
  const forms: Record<string, string> = {};
  for (const [form, text] of Object.entries(message)) forms[form] = pseudoText(text);
  return forms as MessageText;
}

let pseudo: Catalogue | undefined;

/**
 * The English catalogue in the pseudo-locale, made on first use: only a developer's switch asks
 * for it, so the app's start does not pay for 1,240 texts accented.
 */
export function pseudoCatalogue(): Catalogue {
  pseudo ??= Object.fromEntries(
    Object.entries(EN).map(([key, message]) => [key, pseudoMessage(message)]),
  ) as Catalogue;
  return pseudo;
}
