/**
 * The helpers a generated C# data-access module carries in its `KeyText` class, as source text:
 * each builds a key piece exactly as Keyscope's key templates do (and as runtime-ts.ts's and
 * runtime-py.ts's twins do). Keyscope's templates are .NET's own rules (its D and X formats, its
 * invariant case, Uri.EscapeDataString), so where .NET has the rule the module calls it (case is
 * spelled inline by keys-cs.ts); the rest are written out. Only the helpers
 * a design uses are emitted. The code keeps to C# 7.3, which every Azure.Data.Tables target takes.
 */
import { type HelperSource, pickHelpers } from './helpers';

/** Each helper's source, by the name the key walk (keys.ts) calls it; `needs` lists helpers it calls. */
const CS_HELPERS: Readonly<Record<string, HelperSource>> = {
  required: {
    source: `/// <summary>A record without a property its key is made from has no key (Keyscope: MISSING_VALUE).</summary>
internal static InvalidOperationException Missing(string name) =>
    new InvalidOperationException($"The record has no {name}, which a key is made from.");`,
  },
  pad: {
    source: `/// <summary>An integer's decimal digits zero-padded to <paramref name="width"/> (.NET's "D" format).</summary>
internal static string Pad(long value, int width) =>
    value.ToString("D" + width, CultureInfo.InvariantCulture);`,
  },
  ticks: {
    source: `/// <summary>100 ns ticks since 0001-01-01 of a UTC time.</summary>
internal static long Ticks(DateTime value) => value.Ticks;`,
  },
  invert: {
    source: `/// <summary>DateTime.MaxValue.Ticks − n for Int64 (ticks), Int32.MaxValue − n for Int32: newest first.</summary>
internal static long Invert(long value, int bits) =>
    (bits == 64 ? DateTime.MaxValue.Ticks : int.MaxValue) - value;`,
  },
  dateText: {
    source: `/// <summary>A DateTime's wire text, 7 fractional digits: 2024-10-01T00:00:00.0000000Z.</summary>
internal static string DateText(DateTime value) =>
    value.ToString("yyyy'-'MM'-'dd'T'HH':'mm':'ss'.'fffffff'Z'", CultureInfo.InvariantCulture);`,
  },
  formatDate: {
    source: `/// <summary>
/// A DateTime written by a pattern of yyyy MM dd HH mm ss and f…fffffff; every other character is
/// literal (unlike .NET's custom formats, where ':' and '/' follow the culture and letters are codes).
/// </summary>
internal static string FormatDate(DateTime value, string pattern)
{
    string wire = DateText(value);
    return Regex.Replace(pattern, "yyyy|MM|dd|HH|mm|ss|f{1,7}", m =>
    {
        switch (m.Value)
        {
            case "yyyy": return wire.Substring(0, 4);
            case "MM": return wire.Substring(5, 2);
            case "dd": return wire.Substring(8, 2);
            case "HH": return wire.Substring(11, 2);
            case "mm": return wire.Substring(14, 2);
            case "ss": return wire.Substring(17, 2);
            default: return wire.Substring(20, m.Value.Length);
        }
    });
}`,
    needs: ['dateText'],
  },
  hash: {
    source: `/// <summary>Keyscope's stable bucket of a text: FNV-1a over UTF-16 code units, MurmurHash3's finalizer, mod N.</summary>
internal static int Hash(string text, int buckets)
{
    unchecked
    {
        uint h = 0x811C9DC5;
        foreach (char c in text) h = (h ^ c) * 0x01000193;
        h = (h ^ (h >> 16)) * 0x85EBCA6B;
        h = (h ^ (h >> 13)) * 0xC2B2AE35;
        return (int)((h ^ (h >> 16)) % (uint)buckets);
    }
}`,
  },
  hex: {
    source: `/// <summary>Hexadecimal in .NET's X/x formats: a negative number as its two's complement at its width.</summary>
internal static string Hex(long value, bool upper, int width, int bits)
{
    string format = (upper ? "X" : "x") + width;
    return bits == 64
        ? value.ToString(format, CultureInfo.InvariantCulture)
        : unchecked((int)value).ToString(format, CultureInfo.InvariantCulture);
}`,
  },
  left: {
    source: `/// <summary>The first n UTF-16 code units, one fewer where the n-th would split a surrogate pair.</summary>
internal static string Left(string text, int n)
{
    if (text.Length <= n) return text;
    if (n <= 0) return "";
    return text.Substring(0, char.IsHighSurrogate(text[n - 1]) ? n - 1 : n);
}`,
  },
  percent: {
    source: `/// <summary>
/// Percent-encoding by Uri.EscapeDataString, character by character: a lone surrogate has no UTF-8
/// form and is left as it is (EscapeDataString would throw), so the key is refused as Keyscope says.
/// </summary>
internal static string Percent(string text)
{
    var escaped = new StringBuilder(text.Length);
    for (int i = 0; i < text.Length; i++)
    {
        bool pair = char.IsHighSurrogate(text[i]) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1]);
        if (char.IsSurrogate(text[i]) && !pair) escaped.Append(text[i]);
        else escaped.Append(Uri.EscapeDataString(text.Substring(i, pair ? 2 : 1)));
        if (pair) i++;
    }
    return escaped.ToString();
}`,
  },
  escapeKey: {
    source: `/// <summary>Every character keys forbid (/ \\ # ? and control characters), and the mark itself, as the mark and two upper-case hex digits.</summary>
internal static string EscapeKey(string text, string mark)
{
    var escaped = new StringBuilder(text.Length);
    foreach (char c in text)
    {
        bool forbidden = c <= 0x1F || (c >= 0x7F && c <= 0x9F) || c == '/' || c == '\\\\' || c == '#' || c == '?';
        if (forbidden || c.ToString() == mark) escaped.Append(mark).Append(((int)c).ToString("X2", CultureInfo.InvariantCulture));
        else escaped.Append(c);
    }
    return escaped.ToString();
}`,
  },
  binaryText: {
    source: `/// <summary>Binary as lower-case hex (base64 would bring '/', which keys forbid).</summary>
internal static string BinaryText(byte[] value)
{
    var text = new StringBuilder(value.Length * 2);
    foreach (byte b in value) text.Append(b.ToString("x2", CultureInfo.InvariantCulture));
    return text.ToString();
}`,
  },
  numberText: {
    source: `/// <summary>
/// A Double's text as Keyscope (JavaScript) writes it: the shortest digits that round-trip, with an
/// exponent below 1e-6 and from 1e21 ("R" gives the digits; its layout differs from JavaScript's).
/// </summary>
internal static string NumberText(double value)
{
    if (double.IsNaN(value)) return "NaN";
    if (double.IsInfinity(value)) return value > 0 ? "Infinity" : "-Infinity";
    if (value == 0) return "0";
    string sign = value < 0 ? "-" : "";
    string r = Math.Abs(value).ToString("R", CultureInfo.InvariantCulture);
    int e = r.IndexOfAny(new[] { 'E', 'e' });
    int exponent = e < 0 ? 0 : int.Parse(r.Substring(e + 1), CultureInfo.InvariantCulture);
    string mantissa = e < 0 ? r : r.Substring(0, e);
    int dot = mantissa.IndexOf('.');
    string digits = mantissa.Replace(".", "");
    int n = (dot < 0 ? mantissa.Length : dot) + exponent;
    int lead = 0;
    while (lead < digits.Length - 1 && digits[lead] == '0') { lead++; n--; }
    digits = digits.Substring(lead).TrimEnd('0');
    if (digits.Length == 0) digits = "0";
    int k = digits.Length;
    if (k <= n && n <= 21) return sign + digits + new string('0', n - k);
    if (0 < n && n <= 21) return sign + digits.Substring(0, n) + "." + digits.Substring(n);
    if (-6 < n && n <= 0) return sign + "0." + new string('0', -n) + digits;
    int x = n - 1;
    string shown = k == 1 ? digits : digits.Substring(0, 1) + "." + digits.Substring(1);
    return sign + shown + "e" + (x >= 0 ? "+" : "-") + Math.Abs(x).ToString(CultureInfo.InvariantCulture);
}`,
  },
};

/** The C# names of the helpers the key walk calls by their TypeScript names. */
export const CS_HELPER_NAMES: Readonly<Record<string, string>> = {
  pad: 'Pad',
  ticks: 'Ticks',
  invert: 'Invert',
  dateText: 'DateText',
  formatDate: 'FormatDate',
  hash: 'Hash',
  hex: 'Hex',
  left: 'Left',
  percent: 'Percent',
  escapeKey: 'EscapeKey',
  binaryText: 'BinaryText',
  numberText: 'NumberText',
};

/** The helpers' sources for these names and what they need, in a stable order. */
export function csharpHelperSources(used: ReadonlySet<string>): string[] {
  return pickHelpers(CS_HELPERS, used);
}
