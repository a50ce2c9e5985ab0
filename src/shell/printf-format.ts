// What bash's printf prints of its format and arguments, where this reading is exact (session 40):
// `%s`, `%b` and `%c` with their flags, width and precision (`%.4s` of `/etcX` is `/etc`, `%c` a
// first character; `*` takes an argument), `%d`/`%i`/`%u`/`%o`/`%x`/`%X` of a plain integer (with
// `0` padding; session 43), `%%`. Any other
// conversion (a number's other spelling or precision, `%q`, a time `%(…)T` whose format may print
// any text, an invalid one), a width or precision over a non-ASCII argument (bash counts bytes),
// or `%c` of an empty or missing one (a NUL byte): undefined, the text unknown (printf '%.4s/passwd' /etcX printed /etc/passwd,
// read as `/etcX/passwd`: allowed beside Read(//etc/**)).

import { bashEscape, bashEscapes } from './printer-escapes.js';

/**
 * The format filled while arguments are left (a format that takes none prints once), or undefined
 * where a conversion is not read exactly. `escapes`: the format's escapes and `%b`'s read as bash
 * reads them (printer-escapes.ts bashEscapes; a `%b` argument's `\c` ends the output), else left
 * as written.
 */
export function formatted(format: string, args: readonly string[], escapes = false): string | undefined {
  let out = '';
  let next = 0;
  do {
    const start = next;
    const once = formatOnce(format, args, next, escapes);
    if (once === undefined) return undefined;
    out += once.text;
    if (once.stopped) break;
    next = once.next;
    if (next === start) break;
  } while (next < args.length);
  return out;
}

/** Bash's conversion flags (`'` groups digits: no effect on a string). */
const FLAGS = "-+ #0'";
/** Length modifiers bash accepts and ignores. */
const LENGTHS = 'hjlLtz';
/** The conversions that print an integer. */
const INTEGER_CONVERSIONS = 'diuoxX';
/** Integers read exactly: no sign but `-`, no leading zero (octal), no hex, no character code, no `-0` (printed `0`). */
const PLAIN_INTEGER = /^(?:0|-?[1-9][0-9]{0,14})$/;

function formatOnce(format: string, args: readonly string[], from: number, escapes: boolean): { text: string; next: number; stopped?: true } | undefined {
  let text = '';
  let next = from;
  const take = (): string | undefined => (next < args.length ? args[next++] : undefined);
  for (let k = 0; k < format.length; k++) {
    const c = format[k]!;
    if (c === '\\' && escapes) {
      // (Not an escape, `\q`, `\%s`: the `\` is printed and what follows it read as format.)
      const read = bashEscape(format, k, 'format');
      text += read === undefined ? c : read.text;
      if (read !== undefined) k = read.end - 1;
      continue;
    }
    if (c !== '%') {
      text += c;
      continue;
    }
    if (format[k + 1] === '%') {
      text += '%';
      k++;
      continue;
    }
    let j = k + 1;
    let left = false;
    let numberFlags = false;
    let zeros = false;
    for (; j < format.length && FLAGS.includes(format[j]!); j++) {
      if (format[j] === '-') left = true;
      else if (format[j] === '0') zeros = true;
      else numberFlags = true;
    }
    const width = number(format, j, take);
    if (width === undefined) return undefined;
    j = width.end;
    let precision: number | undefined;
    if (format[j] === '.') {
      const p = number(format, j + 1, take);
      if (p === undefined) return undefined;
      // (A negative `*` precision is none.)
      precision = p.value === undefined ? 0 : p.value < 0 ? undefined : p.value;
      j = p.end;
    }
    while (j < format.length && LENGTHS.includes(format[j]!)) j++;
    const conversion = format[j];
    const arg = conversion === undefined ? undefined : take();
    // (`+`, ` `, `#`, `'` change a number's digits; a string's are padded with blanks alone.)
    const numeric = conversion !== undefined && INTEGER_CONVERSIONS.includes(conversion);
    if (numberFlags && numeric) return undefined;
    // (`%b` with escapes: its argument as bash reads it, to a `\c`, where all output ends.)
    const b = conversion === 'b' && escapes && arg !== undefined ? bashEscapes(arg, 'b') : undefined;
    if (b !== undefined && precision !== undefined && arg !== b.text) return undefined;
    const value = converted(conversion, b?.text ?? arg ?? '', arg === undefined, precision);
    if (value === undefined) return undefined;
    const w = width.value ?? 0;
    // (A negative `*` width pads on the right, as `-`.)
    const padLeft = !left && w >= 0;
    // (bash pads by bytes: a non-ASCII text's blanks are not known.)
    if (w !== 0 && !isAscii(value)) return undefined;
    // (`0` pads a number with zeros on the left, after a sign: not read for a negative one.)
    const zeroPad = zeros && numeric && padLeft;
    if (zeroPad && value.startsWith('-')) return undefined;
    const pad = (zeroPad ? '0' : ' ').repeat(Math.max(0, Math.abs(w) - value.length));
    if (b?.stopped === true) return { text: text + (padLeft ? pad + value : value + pad), next, stopped: true };
    text += padLeft ? pad + value : value + pad;
    k = j;
  }
  return { text, next };
}

/** A conversion's text before padding, or undefined where it is not read exactly. */
function converted(conversion: string | undefined, arg: string, missing: boolean, precision: number | undefined): string | undefined {
  switch (conversion) {
    case 's':
    case 'b':
      if (precision === undefined) return arg;
      // (bash counts bytes; %b's escapes are read before it cuts.)
      if (!isAscii(arg) || (conversion === 'b' && arg.includes('\\'))) return undefined;
      return arg.slice(0, precision);
    case 'c':
      // (Of an empty or missing argument bash prints a NUL byte.)
      if (arg === '') return undefined;
      return isAscii(arg.slice(0, 1)) ? arg.slice(0, 1) : undefined;
    case 'd':
    case 'i':
      // (A precision pads with zeros: not read.)
      if (precision !== undefined) return undefined;
      if (missing) return '0';
      return PLAIN_INTEGER.test(arg) ? arg : undefined;
    case 'u': case 'o': case 'x': case 'X': {
      if (precision !== undefined || !(missing || PLAIN_INTEGER.test(arg))) return undefined;
      // (bash prints an intmax_t as unsigned: -1 is 2^64 - 1.)
      const n = missing ? 0n : BigInt(arg);
      const digits = (n < 0n ? n + (1n << 64n) : n).toString(conversion === 'u' ? 10 : conversion === 'o' ? 8 : 16);
      return conversion === 'X' ? digits.toUpperCase() : digits;
    }
    default:
      return undefined;
  }
}

/** Widths and precisions read: below a million (six digits). */
const MAX_WIDTH = 1_000_000;

/** A width or precision: digits, `*` (the next argument, a plain integer), or none (value undefined). */
function number(format: string, at: number, take: () => string | undefined): { value: number | undefined; end: number } | undefined {
  if (format[at] === '*') {
    const arg = take() ?? '0';
    // (Bounded as written digits are: `%*s` of 999999999999999 would build a string past any length.)
    return PLAIN_INTEGER.test(arg) && Math.abs(Number(arg)) < MAX_WIDTH ? { value: Number(arg), end: at + 1 } : undefined;
  }
  let end = at;
  while (end < format.length && format[end]! >= '0' && format[end]! <= '9') end++;
  if (end === at) return { value: undefined, end };
  // (A width past any text's length pads with blanks only: kept small so a huge one is no work.)
  const digits = format.slice(at, end);
  return digits.length > 6 ? undefined : { value: Number(digits), end };
}

function isAscii(s: string): boolean {
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) > 0x7f) return false;
  return true;
}
