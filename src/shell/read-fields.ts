// The parts of a text read, mapfile or readarray may give a variable, beside the whole text
// (line-values.ts readText): `read -a A` gives each blank-separated field as an element (`"${A[1]}"`
// is one field, not the text), `read X Y` each field, `read -d x` and `mapfile -d x` each record
// up to the delimiter, `mapfile` each line. Possible values, for deny and ask rules only.

/** Option letters that take a value (the rest of the word or the next word), as getopt reads a cluster (command-variables.ts NAME_OPTIONS). */
const VALUED: Readonly<Record<string, string>> = { read: 'adinNptu', mapfile: 'dnOsuCc', readarray: 'dnOsuCc' };

/** The options a read, mapfile or readarray command is given, by letter: its value, or `''` for a flag. */
function readOptions(name: string, words: readonly string[]): Map<string, string> {
  const valued = VALUED[name] ?? '';
  const out = new Map<string, string>();
  for (let k = 1; k < words.length; k++) {
    const w = words[k]!;
    if (w === '--' || w.length < 2 || w[0] !== '-') break;
    for (let i = 1; i < w.length; i++) {
      if (!valued.includes(w[i]!)) {
        out.set(w[i]!, '');
        continue;
      }
      const attached = i + 1 < w.length;
      out.set(w[i]!, attached ? w.slice(i + 1) : words[k + 1] ?? '');
      if (!attached) k++;
      break;
    }
  }
  return out;
}

/**
 * The texts besides `text` itself that the command may give each variable it names (`names`:
 * how many), or undefined where it may give a part the analysis does not follow: a count
 * (`read -n 5`: any prefix) or a delimiter from an expansion.
 */
export function readPieces(name: string, words: readonly string[], names: number, text: string): string[] | undefined {
  const options = readOptions(name, words);
  if (name === 'read' && (options.has('n') || options.has('N'))) return undefined;
  const delimiter = options.get('d');
  // (`-d ''` reads to a NUL byte: the whole text.)
  if (delimiter !== undefined && /[$`\\]/.test(delimiter)) return undefined;
  const records = delimiter === '' ? [text] : text.split(delimiter?.[0] ?? '\n');
  // (read splits a record at blanks into several names or an array's elements, `read -a A`.)
  const split = name === 'read' && (names > 1 || options.has('a'));
  const out = records.length > 1 ? records : [];
  if (split) for (const r of records) out.push(...r.split(/[ \t\n]+/));
  return out;
}
