// The parts a bash word is made of: the `Parts` accumulator the word readers write into (it
// merges adjacent literals of the same quoting), `makeWord` to wrap finished parts with their
// offsets, and brace expansion, a pass over a finished word's parts that marks expanding braces.
import type { Word, WordPart } from './ast.js';
import type { Scanner } from './bash-lexer.js';

export class Parts {
  readonly parts: WordPart[] = [];
  private lit = '';
  private litQuoted = false;
  /** Drop literals (used while collecting only the substitutions inside `${...}` or `$((...))`). */
  constructor(readonly substOnly = false) {}
  lit1(text: string, quoted: boolean): void {
    if (this.substOnly) return;
    if (this.lit !== '' && this.litQuoted !== quoted) this.flush();
    this.lit += text;
    this.litQuoted = quoted;
  }
  push(p: WordPart): void {
    if (this.substOnly && p.type !== 'command-substitution' && p.type !== 'process-substitution') return;
    this.flush();
    this.parts.push(p);
  }
  flush(): void {
    if (this.lit !== '') this.parts.push({ type: 'literal', text: this.lit, quoted: this.litQuoted });
    this.lit = '';
  }
  done(): WordPart[] {
    this.flush();
    return this.parts;
  }
}

export function makeWord(sc: Scanner, start: number, end: number, parts: WordPart[]): Word {
  return { start: sc.off(start), end: sc.offEnd(end), text: sc.src.slice(start, end), parts };
}

/**
 * Brace expansion: an unquoted `{` with a matching unquoted `}` in the same word and an unquoted
 * `,` or `..` between them turns both braces into `glob` parts (the word's value is unknown).
 */
export function braceExpansion(parts: WordPart[]): WordPart[] {
  if (!parts.some((p) => p.type === 'literal' && !p.quoted && p.text.includes('{'))) return parts;
  type Item = { c: string } | { p: WordPart };
  const items: Item[] = [];
  for (const p of parts) {
    if (p.type === 'literal' && !p.quoted) for (const c of p.text) items.push({ c });
    else items.push({ p });
  }
  const stack: number[] = [];
  const marks = new Set<number>();
  const commaAt: boolean[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (!('c' in it)) continue;
    if (it.c === '{') {
      stack.push(i);
      commaAt.push(false);
    } else if (it.c === ',' && stack.length > 0) commaAt[commaAt.length - 1] = true;
    else if (it.c === '.' && stack.length > 0) {
      const nxt = items[i + 1];
      if (nxt !== undefined && 'c' in nxt && nxt.c === '.') commaAt[commaAt.length - 1] = true;
    } else if (it.c === '}' && stack.length > 0) {
      const open = stack.pop()!;
      const has = commaAt.pop()!;
      if (has) {
        marks.add(open);
        marks.add(i);
        if (commaAt.length > 0) commaAt[commaAt.length - 1] = true;
      }
    }
  }
  if (marks.size === 0) return parts;
  const out: WordPart[] = [];
  let lit = '';
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if ('c' in it && !marks.has(i)) {
      lit += it.c;
      continue;
    }
    if (lit !== '') out.push({ type: 'literal', text: lit, quoted: false });
    lit = '';
    out.push('c' in it ? { type: 'glob', text: it.c } : it.p);
  }
  if (lit !== '') out.push({ type: 'literal', text: lit, quoted: false });
  return out;
}
