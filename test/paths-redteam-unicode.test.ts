// Unicode spellings of paths against deny rules with non-ASCII names (a red team's findings),
// each row decided by the engine and the reference evaluator.
import { describe, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_LINUX, type Rules } from './helpers/policy.js';

type PathRow = [op: 'read' | 'edit', path: string, expected: DecisionKind];

function pathTable(rules: Rules, rows: PathRow[], context: DecisionContext): void {
  it.each(rows)('%s %s -> %s', (op, path, expected) => {
    expectDecision(rules, op, path, expected, context);
  });
}

const DARWIN: DecisionContext = { cwd: '/Users/dev/repo', workspace: ['/Users/dev/repo'], home: '/Users/dev', platform: 'darwin' };

const NON_ASCII: Rules = {
  deny: ['Read(**/clé.pem)', 'Read(~/Café/**)', 'Read(//Users/*/Documents/Résumé/**)'],
  allow: ['Shell(*)', 'Read(//**)', 'Read(/**)', 'Edit(//**)', 'Edit(/**)'],
};

/** `é` decomposed, as HFS+ stores every name (and APFS a name created so). */
const E_ACUTE_NFD = 'e\u0301';

describe("a glob matches a name as stored, decomposed or not: the rule's é may be e and U+0301 (were allowed)", () => {
  lineTable(NON_ASCII, [
    // The shell's `?` takes the combining mark: `cle?.pem` names the decomposed `clé.pem`.
    ['cat cle?.pem', 'ask'],
    ['cat cl??.pem', 'ask'],
    ['cat cle*', 'ask'],
    ['cat cl[e]?.pem', 'ask'],
    ['cat ~/Cafe?/notes', 'ask'],
    ['cat /Users/dev/Documents/Re?sume?/cv.pdf', 'ask'],
    // Named directly, in either form: the rule's (checked and sound).
    [`cat cl${E_ACUTE_NFD}.pem`, 'deny'],
    ['cat clé.pem', 'deny'],
    [`cat [c]l${E_ACUTE_NFD}.pem`, 'ask'],
    // Precision: globs no spelling of the rule's names fits stay allowed.
    ['cat cl??.txt', 'allow'],
    ['cat src/*.ts', 'allow'],
    ['cat ~/Cafe', 'allow'],
    ['git status', 'allow'],
  ], 'shell', DARWIN);
  // Linux stores names as given: the decomposed name is the one the rule's NFC reading denies.
  lineTable(NON_ASCII, [
    ['cat cle?.pem', 'ask'],
    [`cat cl${E_ACUTE_NFD}.pem`, 'deny'],
    ['cat *.txt', 'allow'],
  ]);
});

describe("macOS folds names fully: a rule's ß, ẞ, İ, ᾳ also name ss, i and U+0307, αι (were allowed)", () => {
  const FULL_FOLD: Rules = {
    deny: ['Read(**/straße/**)', 'Read(~/İx)', 'Edit(**/ẞecret)', 'Read(**/ᾳ.key)'],
    allow: ['Shell(*)', 'Read(//**)', 'Read(/**)', 'Edit(//**)', 'Edit(/**)'],
  };
  pathTable(FULL_FOLD, [
    ['read', '/Users/dev/repo/strasse/x', 'deny'],
    ['read', '/Users/dev/repo/STRASSE/x', 'deny'],
    ['read', '/Users/dev/i\u0307x', 'deny'],
    ['edit', '/Users/dev/repo/ssecret', 'deny'],
    ['edit', '/Users/dev/repo/SSECRET', 'deny'],
    ['read', '/Users/dev/repo/αι.key', 'deny'],
    ['edit', '/Users/dev/repo/αι.key', 'deny'],
    // The rule's own spelling, as before; other names stay allowed.
    ['read', '/Users/dev/repo/straße/x', 'deny'],
    ['read', '/Users/dev/repo/strase/x', 'allow'],
    ['read', '/Users/dev/repo/a.txt', 'allow'],
  ], DARWIN);
  lineTable(FULL_FOLD, [
    ['cat strasse/x', 'deny'],
    ['cat ~/i\u0307x', 'deny'],
    ['cat a.txt', 'allow'],
  ], 'shell', DARWIN);
  // (Wider elsewhere, as the rules' NFKC reading is: Linux's `strasse` is denied too.)
  pathTable(FULL_FOLD, [['read', '/w/repo/strasse/x', 'deny'], ['read', '/w/repo/a.txt', 'allow']], REPO_LINUX);
});
