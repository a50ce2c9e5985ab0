// Oracle helpers for the bash parser tests: run bash (parse only: `bash -n` and
// `bash --pretty-print`, which never execute anything) and render our AST back to bash text.
// The structural check renders our AST to text and asks bash to canonicalize both that text and
// the original; equal canonical forms mean our tree has bash's structure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command, Redirect, Word, WordPart } from '../../src/shell/ast.js';
import type { BashCompoundExtra } from '../../src/shell/bash-parse.js';

const dir = mkdtempSync(join(tmpdir(), 'bash-oracle-'));
// The directory goes with the worker (a killed run may leave it; each file goes once read).
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8' }; // no BASH_ENV

function runBash(args: string[], text: string): { status: number; stdout: string; stderr: string } {
  const file = join(dir, `l${n++}.sh`);
  writeFileSync(file, text);
  const r = spawnSync('bash', ['--norc', '--noprofile', ...args, file], { encoding: 'utf8', env, timeout: 20_000 });
  unlinkSync(file);
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** bash -n's verdict: a non-zero status or any message other than a warning is a rejection. */
export function bashAccepts(text: string): boolean {
  const r = runBash(['-n'], text);
  const errors = r.stderr.split('\n').filter((l) => l.trim() !== '' && !/warning:/.test(l));
  return r.status === 0 && errors.length === 0;
}

/** bash's canonical form of each text (batched: one bash process for all, split on markers). */
export function bashCanonical(texts: readonly string[]): (string | undefined)[] {
  if (texts.length === 0) return [];
  if (texts.length > 1 && texts.some((t) => t.includes('<<'))) {
    // A here-document left open would swallow the markers after it: those texts go one by one.
    const out = new Array<string | undefined>(texts.length);
    const batch: number[] = [];
    texts.forEach((t, i) => {
      if (t.includes('<<')) out[i] = bashCanonical([t])[0];
      else batch.push(i);
    });
    bashCanonical(batch.map((i) => texts[i]!)).forEach((c, k) => { out[batch[k]!] = c; });
    return out;
  }
  const marker = (i: number) => `: __ORACLE_SEPARATOR_${i}__`;
  // The blank line after each text absorbs a trailing line continuation.
  const body = texts.map((t, i) => `${marker(i)}\n${t}\n\n`).join('') + `${marker(texts.length)}\n`;
  const r = runBash(['--pretty-print'], body);
  if (r.status === 0) {
    const out: (string | undefined)[] = [];
    const lines = r.stdout.split('\n');
    let cur: string[] | undefined;
    let idx = -1;
    for (const l of lines) {
      const m = /^: __ORACLE_SEPARATOR_(\d+)__$/.exec(l);
      if (m) {
        if (cur !== undefined) out[idx] = cur.join('\n');
        idx = Number(m[1]);
        cur = [];
      } else cur?.push(l);
    }
    if (out.length === texts.length && out.every((o) => o !== undefined)) return out;
  }
  if (texts.length === 1) {
    const one = runBash(['--pretty-print'], texts[0]! + '\n');
    return [one.status === 0 ? one.stdout.replace(/\n$/, '') : undefined];
  }
  const half = Math.ceil(texts.length / 2);
  return [...bashCanonical(texts.slice(0, half)), ...bashCanonical(texts.slice(half))];
}

export function readCorpus(path: string): string[] {
  const out: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    out.push(line.startsWith('json: ') ? (JSON.parse(line.slice(6)) as string) : line);
  }
  return out;
}

// ---- Rendering our AST back to bash text ------------------------------------------------------

interface Ctx {
  src: string;
  pending: { delim: string; body: string }[];
}

function flush(ctx: Ctx): string {
  let s = '';
  for (const h of ctx.pending) s += '\n' + h.body + h.delim;
  ctx.pending = [];
  return s;
}

/** A separator after a command (here-document bodies wait for the next newline). */
function sep(_ctx: Ctx, s = '; '): string {
  return s;
}

function substituted(text: string, parts: readonly WordPart[], ctx: Ctx): string {
  let out = '';
  let cursor = 0;
  for (const p of parts) {
    if (p.type === 'command-substitution' && p.text.startsWith('$(') && !p.text.startsWith('$((')) {
      const i = text.indexOf(p.text, cursor);
      if (i < 0) continue;
      const inner: Ctx = { src: ctx.src, pending: [] };
      const body = render(p.body, inner);
      const tail = inner.pending.length > 0 ? flush(inner) + '\n' : '';
      out += text.slice(cursor, i) + '$(' + (body.startsWith('(') ? ' ' : '') + body + tail + ')';
      cursor = i + p.text.length;
    } else if (p.type === 'process-substitution' && p.text[2] !== '(') {
      const i = text.indexOf(p.text, cursor);
      if (i < 0) continue;
      const body = render(p.body, { src: ctx.src, pending: [] });
      out += text.slice(cursor, i) + p.direction + '(' + (body.startsWith('(') ? ' ' : '') + body + ')';
      cursor = i + p.text.length;
    }
  }
  return out + text.slice(cursor);
}

function word(w: Word, ctx: Ctx): string {
  return substituted(w.text, w.parts, ctx);
}

function redirect(r: Redirect, ctx: Ctx): string {
  const fd = r.fd === undefined ? '' : r.fd === -1 ? ctx.src.slice(r.start, r.start + ctx.src.slice(r.start).indexOf('}') + 1) : String(r.fd);
  const s = `${fd}${r.op}${r.op === '<<' || r.op === '<<-' ? '' : ' '}${word(r.target, ctx)}`;
  if (r.heredoc !== undefined) {
    const delim = r.target.parts.map((p) => ('text' in p ? p.text : '')).join('');
    ctx.pending.push({ delim, body: r.heredoc.body });
  }
  return s;
}

function redirects(rs: readonly Redirect[], ctx: Ctx): string {
  return rs.map((r) => ' ' + redirect(r, ctx)).join('');
}

function list(c: Command, ctx: Ctx): string {
  // A command list followed by a terminator (`;` or newline, or nothing after `&`).
  const s = render(c, ctx);
  if (c.type === 'sequence' && c.items[c.items.length - 1]?.background) return s + ' ';
  return s + sep(ctx);
}

export function render(c: Command, ctx: Ctx): string {
  switch (c.type) {
    case 'simple': {
      // In source order, so that a leading redirect keeps a reserved-looking word out of command position.
      const items: { at: number; text: () => string }[] = [
        ...c.assignments.map((a) => ({
          at: a.start,
          text: () => substituted(ctx.src.slice(a.start, a.end), [...(a.value?.parts ?? []), ...(a.array ?? []).flatMap((w) => w.parts)], ctx),
        })),
        ...c.words.map((w) => ({ at: w.start, text: () => word(w, ctx) })),
        ...c.redirects.map((r) => ({ at: r.start, text: () => redirect(r, ctx) })),
      ];
      return items.sort((a, b) => a.at - b.at).map((i) => i.text()).join(' ');
    }
    case 'sequence': {
      let s = '';
      c.items.forEach((it, i) => {
        s += render(it.command, ctx);
        if (i === c.items.length - 1) {
          if (it.background) s += ' &';
          return;
        }
        const next = c.items[i + 1]!;
        const newline = /\n/.test(ctx.src.slice(it.command.end, next.command.start));
        if (it.background) s += newline ? ' &' + flush(ctx) + '\n' : ' & ';
        else s += newline ? flush(ctx) + '\n' : sep(ctx);
      });
      return s;
    }
    case 'and-or':
      return render(c.first, ctx) + c.rest.map((r) => ` ${r.op} ${render(r.command, ctx)}`).join('');
    case 'pipeline': {
      const p = c as typeof c & { timePosix?: boolean };
      return (c.timed ? (p.timePosix ? 'time -p ' : 'time ') : '') + (c.negated ? '! ' : '') + c.commands.map((x) => render(x, ctx)).join(' | ');
    }
    case 'function':
      return `${c.name} () ${render(c.body, ctx)}`;
    case 'compound': {
      const x = c as typeof c & BashCompoundExtra;
      const b = c.bodies;
      let s: string;
      switch (c.kind) {
        case 'subshell': s = `( ${render(b[0]!, ctx)} )`; break;
        case 'group': s = `{ ${list(b[0]!, ctx)}}`; break;
        case 'if': {
          s = '';
          const pairs = Math.floor(b.length / 2);
          for (let i = 0; i < pairs; i++) s += `${i === 0 ? 'if' : 'elif'} ${list(b[2 * i]!, ctx)}then ${list(b[2 * i + 1]!, ctx)}`;
          if (x.hasElse) s += `else ${list(b[b.length - 1]!, ctx)}`;
          s += 'fi';
          break;
        }
        case 'while': case 'until': s = `${c.kind} ${list(b[0]!, ctx)}do ${list(b[1]!, ctx)}done`; break;
        case 'for': case 'select':
          if (x.name === '((') s = `for ${word(c.words[0]!, ctx)}; do ${list(b[0]!, ctx)}done`;
          else s = `${c.kind} ${x.name}${x.hasIn ? ' in ' + c.words.map((w) => word(w, ctx)).join(' ') : ''}; do ${list(b[0]!, ctx)}done`;
          break;
        case 'case':
          s = `case ${word(c.words[0]!, ctx)} in ` + (x.arms ?? []).map((a) =>
            `${a.patterns.map((w) => word(w, ctx)).join(' | ')}) ${a.body === undefined ? '' : list(a.body, ctx)}${a.terminator ?? ';;'} `).join('') + 'esac';
          break;
        case 'arith': s = word(c.words[0]!, ctx); break;
        case 'cond': {
          const end = c.redirects[0]?.start ?? c.end;
          s = substituted(ctx.src.slice(c.start, end), c.words.flatMap((w) => w.parts), ctx).trimEnd();
          break;
        }
        case 'coproc': s = `coproc ${x.name === undefined ? '' : x.name + ' '}${render(b[0]!, ctx)}`; break;
        default: s = '<unknown>';
      }
      return s + redirects(c.redirects, ctx);
    }
  }
}

/** Our AST of `src` as bash text (to be canonicalized by bash and compared). */
export function renderScript(c: Command, src: string): string {
  const ctx: Ctx = { src, pending: [] };
  const s = render(c, ctx);
  // A here-document that ran to the end of the input has no delimiter line: keep it that way.
  if (ctx.pending.length === 0) return s;
  const lines = src.split('\n').map((l) => l.replace(/^\t+/, ''));
  let out = s;
  for (const h of ctx.pending) {
    out += '\n' + h.body;
    if (!lines.includes(h.delim)) break;
    out += h.delim;
  }
  return out;
}

/** Blank lines and trailing blanks carry no structure in bash's canonical output. */
export function normalizeCanonical(s: string | undefined): string | undefined {
  return s?.replace(/[ \t]+$/gm, '').replace(/\n{2,}/g, '\n').replace(/^\n+|\n+$/g, '');
}
