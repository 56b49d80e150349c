/**
 * The helpers a generated Python data-access module carries, as source text: each builds a key
 * piece exactly as Keyscope's key templates do (and as runtime-ts.ts's TypeScript twins do).
 * Python's text is code points, so the helpers that Keyscope defines over UTF-16 code units
 * (hash, left) encode to UTF-16 first; arithmetic is masked to 32 bits where Keyscope's is.
 */
import { type HelperSource, pickHelpers } from './helpers';

/** Each helper's source, by the name the key walk (keys.ts) calls it; `needs` lists helpers it calls. */
const PY_HELPERS: Readonly<Record<string, HelperSource>> = {
  required: {
    source: `def _required(value, name):
    """A property a key is made from: a record without it has no key (Keyscope: MISSING_VALUE)."""
    if value is None:
        raise ValueError(f"The record has no {name}, which a key is made from.")
    return value`,
  },
  pad: {
    source: `def _pad(value, width):
    """Zero-pads an integer's decimal digits to width, as .NET's "D" format (a minus sign in front)."""
    text = str(int(value))
    negative = text.startswith("-")
    return ("-" if negative else "") + (text[1:] if negative else text).rjust(width, "0")`,
  },
  ticks: {
    source: `_ISO = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\\.([0-9]{1,7}))?Z")


def _ticks(iso):
    """100 ns ticks since 0001-01-01 UTC of an ISO 8601 UTC time with up to 7 fractional digits."""
    m = _ISO.fullmatch(iso)
    if m is None:
        raise ValueError(f"Not an ISO 8601 UTC time: {iso}")
    y, mo, d, h, mi, s = (int(g) for g in m.groups()[:6])
    days = (datetime.date(y, mo, d) - datetime.date(1, 1, 1)).days
    seconds = days * 86400 + h * 3600 + mi * 60 + s
    return seconds * 10_000_000 + int((m.group(7) or "").ljust(7, "0"))`,
  },
  invert: {
    source: `def _invert(value, bits):
    """DateTime.MaxValue.Ticks - n for Int64 (ticks), Int32.MaxValue - n for Int32."""
    return (3155378975999999999 if bits == 64 else 2147483647) - int(value)`,
  },
  dateText: {
    source: `def _date_text(iso):
    """A DateTime's wire text, 7 fractional digits: 2024-10-01T00:00:00.0000000Z."""
    seconds, fraction = divmod(_ticks(iso), 10_000_000)
    t = datetime.datetime(1, 1, 1) + datetime.timedelta(seconds=seconds)
    return (
        f"{t.year:04d}-{t.month:02d}-{t.day:02d}T{t.hour:02d}:{t.minute:02d}:{t.second:02d}"
        f".{fraction:07d}Z"
    )`,
    needs: ['ticks'],
  },
  formatDate: {
    source: `def _format_date(iso, pattern):
    """A DateTime written by a pattern of yyyy MM dd HH mm ss and f...fffffff (others are literal)."""
    wire = _date_text(iso)
    fields = {"yyyy": wire[0:4], "MM": wire[5:7], "dd": wire[8:10], "HH": wire[11:13], "mm": wire[14:16], "ss": wire[17:19]}
    return re.sub(
        r"yyyy|MM|dd|HH|mm|ss|f{1,7}",
        lambda m: wire[20 : 20 + len(m.group(0))] if m.group(0).startswith("f") else fields[m.group(0)],
        pattern,
    )`,
    needs: ['dateText'],
  },
  hash: {
    source: `def _hash(text, buckets):
    """Keyscope's stable bucket of a text: FNV-1a over UTF-16 code units, MurmurHash3's finalizer, mod N."""
    units = text.encode("utf-16-le", "surrogatepass")
    h = 0x811C9DC5
    for i in range(0, len(units), 2):
        h = ((h ^ (units[i] | units[i + 1] << 8)) * 0x01000193) & 0xFFFFFFFF
    h = ((h ^ (h >> 16)) * 0x85EBCA6B) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 0xC2B2AE35) & 0xFFFFFFFF
    return (h ^ (h >> 16)) % buckets`,
  },
  hex: {
    source: `def _hex(value, upper, width, bits):
    """Hexadecimal as .NET's X/x formats: a negative number as its two's complement at its width."""
    n = int(value)
    text = format(n + (1 << bits) if n < 0 else n, "x").rjust(width, "0")
    return text.upper() if upper else text`,
  },
  changeCase: {
    source: `def _change_case(text, upper):
    """.NET's ToUpperInvariant / ToLowerInvariant: simple one-to-one mappings, dotless i and dotted I kept."""
    out = []
    for ch in text:
        cp = ord(ch)
        if (upper and cp == 0x131) or (not upper and cp == 0x130) or 0xD800 <= cp <= 0xDFFF:
            out.append(ch)
            continue
        full = ch.upper() if upper else ch.lower()
        if len(full) == 1:
            out.append(full)
            continue
        # Greek letters with ypogegrammeni: their simple upper case is the prosgegrammeni letter.
        greek = upper and ((0x1F80 <= cp <= 0x1FAF and (cp & 15) < 8) or cp in (0x1FB3, 0x1FC3, 0x1FF3))
        out.append(chr(cp + 8 if 0x1F80 <= cp <= 0x1FAF else cp + 9) if greek else ch)
    return "".join(out)`,
  },
  left: {
    source: `def _left(text, n):
    """The first n UTF-16 code units, one fewer where the n-th would split a surrogate pair."""
    units = text.encode("utf-16-le", "surrogatepass")
    if len(units) // 2 <= n:
        return text
    if n <= 0:
        return ""
    last = units[2 * n - 2] | units[2 * n - 1] << 8
    cut = n - 1 if 0xD800 <= last <= 0xDBFF else n
    return units[: 2 * cut].decode("utf-16-le", "surrogatepass")`,
  },
  percent: {
    source: `_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _percent(text):
    """Percent-encoding as .NET's Uri.EscapeDataString: all but A-Z a-z 0-9 - . _ ~ as %XX of UTF-8."""
    out = []
    for ch in text:
        if ch in _UNRESERVED or 0xD800 <= ord(ch) <= 0xDFFF:
            out.append(ch)
        else:
            out.extend(f"%{b:02X}" for b in ch.encode("utf-8"))
    return "".join(out)`,
  },
  escapeKey: {
    source: `def _escape_key(text, mark):
    """Every character keys forbid, and the mark itself, as the mark and two upper-case hex digits."""
    out = []
    for ch in text:
        u = ord(ch)
        forbidden = u <= 0x1F or 0x7F <= u <= 0x9F or ch in "/\\\\#?"
        out.append(f"{mark}{u:02X}" if forbidden or (ch == mark and u <= 0xFFFF) else ch)
    return "".join(out)`,
  },
  binaryText: {
    source: `def _binary_text(value):
    """Binary as lower-case hex (base64 would bring '/', which keys forbid)."""
    return bytes(value).hex()`,
  },
  numberText: {
    source: `def _number_text(value):
    """A Double's text as Keyscope (JavaScript) writes it: shortest round trip, exponent below 1e-6 and from 1e21."""
    v = float(value)
    if v != v or v in (math.inf, -math.inf):
        return "NaN" if v != v else ("Infinity" if v > 0 else "-Infinity")
    if v == 0:
        return "0"
    sign = "-" if v < 0 else ""
    t = decimal.Decimal(repr(abs(v))).normalize().as_tuple()
    digits = "".join(map(str, t.digits))
    k = len(digits)
    n = t.exponent + k
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    e = n - 1
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return sign + mantissa + "e" + ("+" if e >= 0 else "-") + str(abs(e))`,
  },
};

/** The Python names of the helpers (the walk names them as the TypeScript ones). */
export const PY_HELPER_NAMES: Readonly<Record<string, string>> = {
  required: '_required',
  pad: '_pad',
  ticks: '_ticks',
  invert: '_invert',
  dateText: '_date_text',
  formatDate: '_format_date',
  hash: '_hash',
  hex: '_hex',
  changeCase: '_change_case',
  left: '_left',
  percent: '_percent',
  escapeKey: '_escape_key',
  binaryText: '_binary_text',
  numberText: '_number_text',
};

/** The helpers' sources for these names and what they need, in a stable order. */
export function pythonHelperSources(used: ReadonlySet<string>): string[] {
  return pickHelpers(PY_HELPERS, used);
}
