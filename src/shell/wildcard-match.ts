// A glob of plain characters, `*` and `?` against one name, by the classic two pointers with one
// backtrack point (linear in practice): find's `-name` against a start's name (xargs-items.ts), a
// PowerShell registry wildcard against a hive's name (registry-hive-files.ts).

/** Whether `text` matches a glob of plain characters, `*` and `?` (linear in practice: one backtrack point). */
export function wildcardMatch(glob: string, text: string): boolean {
  let g = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (g < glob.length && (glob[g] === '?' || glob[g] === text[t])) {
      g++;
      t++;
    } else if (g < glob.length && glob[g] === '*') {
      star = g++;
      mark = t;
    } else if (star >= 0) {
      g = star + 1;
      t = ++mark;
    } else return false;
  }
  while (g < glob.length && glob[g] === '*') g++;
  return g === glob.length;
}
