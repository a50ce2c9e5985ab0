// The analysis work budget (docs/decisions/0006-analysis-work-budget.md) and the symlink
// resolver hook failing: both make the analysis incomplete, which never allows, while every deny
// found in what was analyzed still denies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { Decision, DecisionContext } from '../src/policy/types.js';
import { analyzeShell } from '../src/shell/analyze.js';
import { MAX_PATH_SEGMENTS } from '../src/paths/path-view.js';
import { MAX_PARTS, MAX_SIMPLE_COMMANDS, MAX_WORD_PIECES, MAX_WORDS } from '../src/shell/budget.js';
import { CTX, decideBoth, op, source, type Rules } from './helpers/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

function run(rules: Rules, kind: 'shell' | 'pwsh', command: string): Decision {
  return decideBoth([source(rules)], op(kind, command), CTX);
}

const budgetReason = (d: Decision) => d.reasons.find((r) => r.code === 'incomplete-analysis' && /work budget/.test(r.message));

describe('the work budget: simple commands', () => {
  const allowTrue = { allow: ['Shell(true)', 'PowerShell(true)'], deny: ['Shell(rm *)', 'PowerShell(Remove-Item *)'] };

  it.each(['shell', 'pwsh'] as const)('%s: exactly the budget is analyzed in full (and may be allowed)', (kind) => {
    expect(run(allowTrue, kind, Array(MAX_SIMPLE_COMMANDS).fill('true').join('; ')).decision).toBe('allow');
  });

  it.each(['shell', 'pwsh'] as const)('%s: one command more asks, with a reason that names the budget', (kind) => {
    const d = run(allowTrue, kind, Array(MAX_SIMPLE_COMMANDS + 1).fill('true').join('; '));
    expect(d.decision).toBe('ask');
    expect(budgetReason(d)?.message).toMatch(new RegExp(`more than ${MAX_SIMPLE_COMMANDS} simple commands`));
  });

  it.each([
    ['shell', 'rm -rf x'], ['pwsh', 'Remove-Item x'],
  ] as const)('%s: a deny read before the budget ran out still denies', (kind, denied) => {
    const d = run(allowTrue, kind, [denied, ...Array(200).fill('true')].join('; '));
    expect(d.decision).toBe('deny');
  });

  it.each([
    ['shell', 'rm -rf x'], ['pwsh', 'Remove-Item x'],
  ] as const)('%s: a deny beyond the budget is not seen: the line asks (never allows)', (kind, denied) => {
    const d = run(allowTrue, kind, [...Array(200).fill('true'), denied].join('; '));
    expect(d.decision).toBe('ask');
    expect(budgetReason(d)).toBeDefined();
  });

  it('counts the commands of nested command strings and substitutions too', () => {
    const inner = Array(MAX_SIMPLE_COMMANDS).fill('true').join('; ');
    expect(run(allowTrue, 'shell', `true $(${inner})`).decision).toBe('ask');
    expect(run({ ...allowTrue, allow: [...allowTrue.allow, 'Shell(bash -c *)'] }, 'shell', `bash -c '${inner}'; true`).decision).toBe('ask');
  });

  it('the commands inside an unfinished compound are still checked', () => {
    const d = run(allowTrue, 'shell', `if true; then rm -rf x; ${Array(200).fill('true').join('; ')}; fi`);
    expect(d.decision).toBe('deny');
  });
});

describe('the work budget: words', () => {
  it('a command cut at the budget ends in a word that stands for anything: deny rules see it', () => {
    const words = Array(MAX_WORDS + 10).fill('a').join(' ');
    const d = run({ deny: ['Shell(rm -rf *)'], allow: ['Shell(rm *)'] }, 'shell', `rm ${words} -rf /`);
    expect(d.decision).toBe('deny');
    const a = analyzeShell(`rm ${words} -rf /`);
    expect(a.commands[0]?.words.length).toBe(MAX_WORDS + 1);
    expect(a.commands[0]?.dynamic[MAX_WORDS]).toBe(true);
  });

  it('a long command within the budget is analyzed in full; one word more asks', () => {
    const allow = { allow: ['Shell(echo *)', 'PowerShell(echo *)'] };
    expect(run(allow, 'shell', `echo ${Array(MAX_WORDS - 1).fill('a').join(' ')}`).decision).toBe('allow');
    expect(run(allow, 'shell', `echo ${Array(MAX_WORDS).fill('a').join(' ')}`).decision).toBe('ask');
    expect(run(allow, 'pwsh', `echo ${Array(MAX_WORDS - 1).fill('a').join(' ')}`).decision).toBe('allow');
    expect(run(allow, 'pwsh', `echo ${Array(MAX_WORDS).fill('a').join(' ')}`).decision).toBe('ask');
  });

  it('stops re-reading text as arithmetic (10,000 `(`), and counts empty substitutions as words', () => {
    // Each `((` is tried as arithmetic, reading to the end: 10,000 of them would be re-read 32 times.
    expect(budgetReason(run({ allow: ['Shell'] }, 'shell', '('.repeat(10_000)))?.message).toMatch(/read as arithmetic/);
    expect(budgetReason(run({ allow: ['Shell'] }, 'shell', `echo ${'``'.repeat(2_000)}`))?.message).toMatch(new RegExp(`more than ${MAX_WORDS} words`));
  });
});

describe('the work budget: pieces of word text', () => {
  const allow = { allow: ['Shell(echo *)', 'PowerShell(echo *)'], deny: ['Shell(rm *)', 'PowerShell(Remove-Item *)'] };

  // Pieces the word readers append: bash `''` is two (its text, and that it is quoted and
  // empty), `\\x` two (the escape, then `x`), `""` one; PowerShell `` `x `` and `""` one. A plain
  // word (bash `echo`) is read in one step without pieces; PowerShell's `echo` is one.
  it.each([
    ['shell', "''", 2, 0], ['shell', '\\\\x', 2, 0], ['shell', '""', 1, 0], ['pwsh', '`x', 1, 1], ['pwsh', '""', 1, 1],
  ] as const)('%s: a word of %j units is analyzed up to the budget; one unit more asks', (kind, unit, cost, nameCost) => {
    const fits = Math.floor((MAX_WORD_PIECES - nameCost) / cost);
    expect(run(allow, kind, `echo ${unit.repeat(fits)}`).decision).toBe('allow');
    const d = run(allow, kind, `echo ${unit.repeat(fits + 1)}`);
    expect(d.decision).toBe('ask');
    expect(budgetReason(d)?.message).toMatch(new RegExp(`more than ${MAX_WORD_PIECES} pieces of word text`));
  });

  it('a command read before the pieces ran out still denies; the cut word stands for anything', () => {
    expect(run(allow, 'shell', `rm -rf ${"''".repeat(5_000)}`).decision).toBe('deny');
    expect(run(allow, 'pwsh', `Remove-Item ${'`x'.repeat(5_000)}`).decision).toBe('deny');
  });
});

describe('the work budget: paths and URLs', () => {
  it('file arguments beyond the budget are not checked: the line asks', () => {
    const rules = { deny: ['Read(secret)'], allow: ['Shell(cat *)'] };
    const files = Array(MAX_PARTS).fill('f');
    expect(run(rules, 'shell', `cat ${[...files, 'secret'].join(' ')}`).decision).toBe('ask');
    expect(run(rules, 'shell', `cat ${['secret', ...files].join(' ')}`).decision).toBe('deny');
    expect(run(rules, 'shell', `cat ${files.join(' ')}`).decision).toBe('allow');
  });

  it('redirect targets and URLs count too', () => {
    const rules = { allow: ['Shell(echo *)', 'Shell(curl *)', 'Edit(/**)', 'Domain(a.com)'] };
    expect(run(rules, 'shell', `echo x ${Array(MAX_PARTS).fill('> o').join(' ')}`).decision).toBe('allow');
    expect(run(rules, 'shell', `echo x ${Array(MAX_PARTS + 1).fill('> o').join(' ')}`).decision).toBe('ask');
    expect(run(rules, 'shell', `curl ${Array(MAX_PARTS + 1).fill('https://a.com/').join(' ')}`).decision).toBe('ask');
  });
});

describe('the work budget: path segments', () => {
  const deep = (n: number, last = 'f') => `/${[...Array(n - 1).fill('d'), last].join('/')}`;

  it('a path of exactly the limit is checked in full; one segment more is never allowed', () => {
    expect(decideBoth([source({ allow: ['Read(//**)'] })], op('read', deep(MAX_PATH_SEGMENTS)), CTX).decision).toBe('allow');
    const d = decideBoth([source({ allow: ['Read(//**)'] })], op('read', deep(MAX_PATH_SEGMENTS + 1)), CTX);
    expect(d.decision).toBe('ask');
    expect(d.reasons[0]?.message).toMatch(/more than 1024 segments/);
  });

  it('a deny on a directory among the first segments still denies; one only past them asks', () => {
    // (Past the limit by 64 segments, not thousands: the reference evaluator's backtracking `**` is
    // quadratic in the segments, and 3,000 of them took 25 s of a test on a quiet host.)
    const over = MAX_PATH_SEGMENTS + 64;
    expect(decideBoth([source({ deny: ['Read(//d/d/**)'], allow: ['Read(//**)'] })], op('read', deep(over)), CTX).decision).toBe('deny');
    expect(decideBoth([source({ deny: ['Read(**/secret)'], allow: ['Read(//**)'] })], op('read', deep(over, 'secret')), CTX).decision).toBe('ask');
    expect(decideBoth([source({ deny: ['Read(**/secret)'], allow: ['Read(//**)'] })], op('read', deep(MAX_PATH_SEGMENTS, 'secret')), CTX).decision).toBe('deny');
  });
});

describe('the work budget: properties', () => {
  const command = fc.constantFrom('true', 'ls', 'rm -rf x', 'echo rm', 'git status');
  const separator = fc.constantFrom('; ', ' && ', ' | ', '\n');
  const line = fc.tuple(fc.array(command, { minLength: 1, maxLength: 3 * MAX_SIMPLE_COMMANDS }), separator)
    .map(([cs, sep]) => ({ cs, text: cs.join(sep) }));
  const policy = compilePolicy([{ loaded: source({ deny: ['Shell(rm *)'], allow: ['Shell(true)', 'Shell(ls *)', 'Shell(echo *)', 'Shell(git status *)'] }) }]);

  it('beyond the budget never allows; a deny within it always denies', () => {
    fc.assert(fc.property(line, ({ cs, text }) => {
      const d = decide(policy, { op: 'shell', command: text }, CTX).decision;
      if (cs.slice(0, MAX_SIMPLE_COMMANDS).includes('rm -rf x')) expect(d).toBe('deny');
      else if (cs.length > MAX_SIMPLE_COMMANDS) expect(d).not.toBe('allow');
      else expect(d).toBe(cs.includes('rm -rf x') ? 'deny' : 'allow');
    }), { numRuns: Math.min(RUNS, 300) });
  });
});

describe('a symlink resolver that throws', () => {
  const rules = { allow: ['Read(/**)'], deny: ['Read(//secret/**)'] };
  const failing: DecisionContext = { ...CTX, resolveSymlink: () => { throw new Error('EACCES: permission denied'); } };

  it('asks (incomplete analysis), and the message names the resolver failure', () => {
    const d = decideBoth([source(rules)], op('read', '/w/a.txt'), failing);
    expect(d.decision).toBe('ask');
    expect(d.reasons[0]).toMatchObject({ code: 'incomplete-analysis', part: { type: 'path', text: '/w/a.txt' } });
    expect(d.reasons[0]?.message).toMatch(/symlink resolver failed on "\/w\/a\.txt" \(EACCES: permission denied\)/);
  });

  it('a deny on the link itself still denies', () => {
    expect(decideBoth([source(rules)], op('read', '/secret/k'), failing).decision).toBe('deny');
  });

  it('a thrown non-Error value is described too, and a shell redirect through it asks', () => {
    const odd: DecisionContext = { ...CTX, resolveSymlink: () => { throw 42; } };
    const d = decide(compilePolicy([{ loaded: source({ allow: ['Shell(echo *)', 'Edit(/**)'] }) }]), { op: 'shell', command: 'echo x > /w/out' }, odd);
    expect(d.decision).toBe('ask');
    expect(d.reasons.map((r) => r.message).join('\n')).toMatch(/symlink resolver failed on "\/w\/out" \(42\)/);
  });
});
