/**
 * The word with each `%XX` escape of an ASCII character decoded, others left as written: what
 * `w.replace(/%([0-9A-Fa-f]{2})/g, …)` gave (an escape past ASCII is skipped whole, a `%` without
 * two hex digits is text), in one pass: the replace's callback per escape was a third of
 * `python3 x.py 'a%2fa%2f…'`'s decision (2,500 escapes).
 */
export declare function asciiEscapesDecoded(w: string): string;
