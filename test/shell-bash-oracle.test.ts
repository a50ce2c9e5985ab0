// The bash parser against bash itself (parse-only modes; nothing is executed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBash } from '../src/shell/bash-parse.js';
import { bashAccepts, bashCanonical, normalizeCanonical, readCorpus, renderScript } from './helpers/bash-oracle.js';

const corpus = readCorpus(new URL('../fixtures/shell-corpus/bash.txt', import.meta.url).pathname);

/** Lines we refuse on purpose although bash accepts them, with the reason. */
const REFUSED: Record<string, string> = {
  '[[ ]]': 'bash -n exits 0 without a message, yet the same text is a syntax error under eval; an empty test is refused',
};

describe('bash corpus oracle', () => {
  it('agrees with bash -n and with bash --pretty-print on every corpus line', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const disagree: string[] = [];
    let refused = 0;
    const both: { line: string; rendered: string }[] = [];
    for (const line of corpus) {
      const ours = parseBash(line);
      const theirs = bashAccepts(line);
      if (!ours.ok && theirs && REFUSED[line] !== undefined) {
        refused++;
        continue;
      }
      if (ours.ok !== theirs) {
        disagree.push(`verdict: ours=${ours.ok} bash=${theirs}: ${JSON.stringify(line)}${ours.ok ? '' : ' ' + ours.error.message}`);
        continue;
      }
      if (ours.ok) both.push({ line, rendered: renderScript(ours.script, line) });
    }
    const original = bashCanonical(both.map((b) => b.line)).map(normalizeCanonical);
    const mine = bashCanonical(both.map((b) => b.rendered)).map(normalizeCanonical);
    let agree = 0;
    both.forEach((b, i) => {
      if (original[i] !== undefined && original[i] === mine[i]) agree++;
      else disagree.push(`structure: ${JSON.stringify(b.line)}\n  bash: ${JSON.stringify(original[i])}\n  ours: ${JSON.stringify(mine[i])}\n  rendered: ${JSON.stringify(b.rendered)}`);
    });
    const rejectedByBoth = corpus.length - refused - both.length - disagree.filter((d) => d.startsWith('verdict')).length;
    console.log(`bash corpus: ${corpus.length} lines, ${agree + rejectedByBoth} agree (${agree} structurally, ${rejectedByBoth} rejected by both), ${refused} refused, ${disagree.length} disagree`);
    expect(disagree).toEqual([]);
  });
});

// ---- Generated commands ---------------------------------------------------------------------

const name = fc.constantFrom('echo', 'ls', 'git', 'rm', 'cat', 'grep', 'npm', 'x', 'a1');
const plain = fc.stringMatching(/^[a-z0-9._\/-]{1,6}$/);
const wordArb: fc.Arbitrary<string> = fc.oneof(
  plain,
  plain.map((s) => `'${s} ${s}'`),
  plain.map((s) => `"${s} $x"`),
  plain.map((s) => `\\${s}`),
  plain.map((s) => `${s}\\ ${s}`),
  fc.constantFrom('$x', '${y:-d}', '"$@"', '*.ts', '$((1+2))', "$'a\\tb'", '~/x'),
);

function cmdArb(depth: number): fc.Arbitrary<string> {
  const simple = fc.tuple(
    fc.array(fc.tuple(fc.constantFrom('A', 'B_1', 'c'), plain).map(([k, v]) => `${k}=${v}`), { maxLength: 2 }),
    name,
    fc.array(wordArb, { maxLength: 3 }),
    fc.array(fc.constantFrom('> out', '2>&1', '< in', '>> log', '2>/dev/null', '<<< "s"', '&> all'), { maxLength: 2 }),
  ).map(([as, n, ws, rs]) => [...as, n, ...ws, ...rs].join(' '));
  if (depth <= 0) return simple;
  const sub = cmdArb(depth - 1);
  const seq = fc.tuple(sub, fc.constantFrom('; ', ' && ', ' || ', ' | ', ' & ', '\n', ' |& '), sub).map(([a, op, b]) => `${a}${op}${b}`);
  return fc.oneof(
    { weight: 4, arbitrary: simple },
    { weight: 3, arbitrary: seq },
    { weight: 1, arbitrary: sub.map((a) => `( ${a} )`) },
    { weight: 1, arbitrary: sub.map((a) => `{ ${a}; }`) },
    { weight: 1, arbitrary: sub.map((a) => `echo $( ${a})`) },
    { weight: 1, arbitrary: sub.map((a) => `echo "$(${a.startsWith('(') ? ' ' : ''}${a})"`) },
    { weight: 1, arbitrary: sub.map((a) => `cat <( ${a})`) },
    { weight: 1, arbitrary: fc.tuple(sub, sub).map(([a, b]) => `if ${a}; then ${b}; fi`) },
    { weight: 1, arbitrary: fc.tuple(sub, sub, sub).map(([a, b, c]) => `if ${a}; then ${b}; else ${c}; fi`) },
    { weight: 1, arbitrary: fc.tuple(sub, sub).map(([a, b]) => `while ${a}; do ${b}; done`) },
    { weight: 1, arbitrary: fc.tuple(fc.array(wordArb, { maxLength: 3 }), sub).map(([ws, b]) => `for v in ${ws.join(' ')}; do ${b}; done`) },
    { weight: 1, arbitrary: fc.tuple(wordArb, sub, sub).map(([w, a, b]) => `case ${w} in a|b) ${a};; *) ${b};; esac`) },
    { weight: 1, arbitrary: sub.map((a) => `{ ! ${a}; }`) },
  );
}

describe('generated commands oracle', () => {
  it('bash accepts every generated command and agrees on its structure', () => {
    const runs = Number(process.env.FC_RUNS ?? 300);
    const samples = fc.sample(cmdArb(3), { numRuns: runs, seed: Number(process.env.FC_SEED ?? 42) });
    const failures: string[] = [];
    const ok: { line: string; rendered: string }[] = [];
    for (const line of samples) {
      const p = parseBash(line);
      if (!p.ok) failures.push(`refused: ${JSON.stringify(line)}: ${p.error.message}`);
      else ok.push({ line, rendered: renderScript(p.script, line) });
    }
    const original = bashCanonical(ok.map((o) => o.line)).map(normalizeCanonical);
    const mine = bashCanonical(ok.map((o) => o.rendered)).map(normalizeCanonical);
    let agree = 0;
    ok.forEach((o, i) => {
      if (original[i] === undefined) failures.push(`bash rejected generated: ${JSON.stringify(o.line)}`);
      else if (original[i] === mine[i]) agree++;
      else failures.push(`structure: ${JSON.stringify(o.line)}\n  bash: ${JSON.stringify(original[i])}\n  ours: ${JSON.stringify(mine[i])}`);
    });
    console.log(`generated: ${samples.length} commands, ${agree} agree with bash`);
    expect(failures).toEqual([]);
  });
});

// ---- Random token soup: never accept what bash rejects; agree on structure when both accept ----

const TOKENS = ['a', 'b', ' ', ' ', ' ', ';', '&', '|', '&&', '||', '(', ')', '{', '}', '$(', '`', '"', "'", '\\', '\n', '#',
  '<', '>', '2>&1', '<<', 'EOF', '$x', '${x}', '$((', '))', 'if ', 'then ', 'fi', 'for ', 'in ', 'do ', 'done', 'case ',
  'esac', ';;', '[[ ', ' ]]', '=', '*', '!', 'x=', '<(', 'function ', '()', '~', '{a,b}', 'x[', ']', "$'", '${x:-', ';&',
  '|&', 'coproc ', 'time ', '-p ', '<<<', '&>', '((', '$[', '=~', ' -eq ', 'while ', 'else ', '\t', '<<-', '"$(', ')"', '}}'];

describe('token soup oracle', () => {
  it('never accepts a line bash rejects, and agrees on the structure of lines both accept', () => {
    const runs = Number(process.env.FC_RUNS ?? 300);
    const samples = fc.sample(fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 12 }).map((t) => t.join('')),
      { numRuns: runs, seed: Number(process.env.FC_SEED ?? 42) });
    const failures: string[] = [];
    const both: { line: string; rendered: string }[] = [];
    let refused = 0;
    let rejected = 0;
    for (const line of samples) {
      const ours = parseBash(line);
      const theirs = bashAccepts(line);
      if (ours.ok && !theirs) failures.push(`accepted, bash rejects: ${JSON.stringify(line)}`);
      else if (!ours.ok && theirs) refused++;
      else if (!ours.ok) rejected++;
      else both.push({ line, rendered: renderScript(ours.script, line) });
    }
    const original = bashCanonical(both.map((b) => b.line)).map(normalizeCanonical);
    const mine = bashCanonical(both.map((b) => b.rendered)).map(normalizeCanonical);
    both.forEach((b, i) => {
      if (original[i] !== mine[i]) failures.push(`structure: ${JSON.stringify(b.line)}\n  bash: ${JSON.stringify(original[i])}\n  ours: ${JSON.stringify(mine[i])}`);
    });
    console.log(`token soup: ${samples.length} lines, ${both.length} accepted by both and agreeing, ${rejected} rejected by both, ${refused} refused by us only`);
    expect(failures).toEqual([]);
  });
});
