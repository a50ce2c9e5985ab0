// Unicode spellings of paths against deny rules with non-ASCII names (a red team's findings),
// each row decided by the engine and the reference evaluator.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

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
