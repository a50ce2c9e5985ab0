// shellUnquoted (unknown-programs.ts) for a long word of many quotes and backslashes (issue 3,
// session 45): the loop's `+=` made two 32-byte cons strings a piece, 157 KB a decision of Git
// Bash `Remove-Item '"\\""…'` under the long-input scan's rules; here one buffer of code units and
// a string per 4,096 of them (String.fromCharCode keeps every code unit, a lone surrogate too).

/** How many quotes and backslashes a word holds. */
export function quotesAndEscapes(word: string): number {
  let n = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 92 || c === 39 || c === 34) n++;
  }
  return n;
}

/** The word with its quotes dropped and each backslash replaced by the code unit it escapes (a last backslash dropped), as shellUnquoted makes it. */
export function unquotedByCodeUnits(word: string): string {
  const units = new Uint16Array(word.length);
  let n = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c === 39 || c === 34) continue;
    if (c !== 92) units[n++] = c;
    else if (k + 1 < word.length) units[n++] = word.charCodeAt(++k);
  }
  let out = '';
  for (let a = 0; a < n; a += 4096) out += String.fromCharCode.apply(null, units.subarray(a, Math.min(n, a + 4096)) as unknown as number[]);
  return out;
}
