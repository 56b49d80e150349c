/**
 * Placeholders in an intent or a query template become filter text. Outside quotes `{name}`
 * becomes the parameter's canonical literal (formatLiteral: quotes doubled, typed prefixes
 * kept). Inside a quoted string, `{name|pad:6}` is a key template over the parameters (the
 * design room's own functions, so a query can build a key exactly as the design does), and its
 * text goes in with quotes doubled. Either way a parameter adds one literal or text inside one
 * literal, never filter syntax.
 */
import { compileTemplate, type DataRecord, type RecordType } from '../design';
import { type Coded, type EdmValue, formatLiteral } from '../engine';
import { MESSAGES } from './messages';
import type { ParameterValues } from './parameters';
import type { PatternError, PatternField } from './types';

/** The record type whose "records" are a pattern's parameters, for key templates over them. */
function parameterType(values: ParameterValues): RecordType {
  return {
    name: 'parameters',
    properties: [...values].map(([name, v]) => ({ name, type: v.type })),
  };
}

function parameterRecord(values: ParameterValues): DataRecord {
  const record: Record<string, EdmValue['value']> = {};
  for (const [name, v] of values) record[name] = v.value;
  return record;
}

/** The filter text of a template with every placeholder filled, or the first error, placed. */
export function substitute(
  template: string,
  values: ParameterValues,
  field: PatternField,
): { ok: true; text: string } | { ok: false; error: PatternError } {
  let out = '';
  let quoted = false;
  let i = 0;
  const fail = (message: Coded, from: number, to: number, hint?: Coded) => ({
    ok: false as const,
    error: { field, message, span: { from, to }, ...(hint === undefined ? {} : { hint }) },
  });
  while (i < template.length) {
    const c = template[i]!;
    if (c === "'") {
      // Inside quotes, '' is an escaped quote: copy both and stay inside.
      if (quoted && template[i + 1] === "'") {
        out += "''";
        i += 2;
        continue;
      }
      quoted = !quoted;
      out += c;
      i++;
      continue;
    }
    if (c !== '{') {
      out += c;
      i++;
      continue;
    }
    const close = template.indexOf('}', i);
    if (close < 0) return fail(MESSAGES.unclosedPlaceholder, i, template.length);
    const body = template.slice(i + 1, close);
    const name = body.split('|')[0]!.trim();
    const value = values.get(name);
    if (value === undefined) {
      return fail(MESSAGES.noParameter(name, [...values.keys()]), i, close + 1);
    }
    if (!quoted) {
      if (body.trim() !== name) {
        return fail(MESSAGES.quotedKind(name, value.type), i, close + 1, MESSAGES.hintQuoted);
      }
      out += formatLiteral(value);
    } else {
      const compiled = compileTemplate(`{${body}}`, parameterType(values));
      if (!compiled.ok) {
        const e = compiled.error;
        return fail(MESSAGES.templateFunction(name, e.message), i + e.span.from, i + e.span.to);
      }
      const text = compiled.template.evaluate(parameterRecord(values));
      if (text === null) return fail(MESSAGES.quotedKind(name, value.type), i, close + 1);
      out += text.replaceAll("'", "''");
    }
    i = close + 1;
  }
  if (quoted) return fail(MESSAGES.unclosedQuote, template.lastIndexOf("'"), template.length);
  return { ok: true, text: out };
}

/**
 * A whole text that is one key template over the parameters (a query's table name,
 * `Expenses{from|format:yyyyMM}`): every placeholder may take the design room's functions, and
 * nothing is quoted. The first error is placed in the text.
 */
export function fillTemplate(
  template: string,
  values: ParameterValues,
  field: PatternField,
): { ok: true; text: string } | { ok: false; error: PatternError } {
  const compiled = compileTemplate(template, parameterType(values));
  if (!compiled.ok) {
    const e = compiled.error;
    return {
      ok: false,
      error: { field, message: MESSAGES.tableTemplate(e.message), span: e.span },
    };
  }
  const text = compiled.template.evaluate(parameterRecord(values));
  if (text === null) {
    const miss = compiled.template.miss;
    const message = MESSAGES.quotedKind(miss?.property ?? '', miss?.type ?? '');
    return { ok: false, error: { field, message, span: { from: 0, to: template.length } } };
  }
  return { ok: true, text };
}
