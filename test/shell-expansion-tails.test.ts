// The literal tail of an unknown program's word after an expansion (possible-paths.ts
// expansionTailPath, PathRef.tail, decide/argument-paths.ts checkUnrootedTail): `mytool "$X/.env"`
// names a file `.env` whatever `$X` is, so a rule that matches at any depth (`Read(**/.env)`)
// asks (it was allowed: an expansion's value is not followed). Rooted rules are not met by the
// tail: `mytool "$D/passwd"` stays allowed beside `Read(//etc/**)`, as before.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const SECRETS: Rules = {
  deny: ['Read(**/.env)', 'Edit(**/*.pem)', 'Read(//etc/**)', 'Read(~/.ssh/**)', 'Read(./secrets/**)'],
  allow: ['Shell(mytool *)', 'Read(**)', 'Edit(**)'],
};

describe('an unknown program\'s word whose tail after an expansion names a file an unrooted rule matches (were allowed)', () => {
  lineTable(SECRETS, [
    ['mytool "$X/.env"', 'ask'],
    ['mytool $X/.env', 'ask'],
    ['mytool ${X}/.env', 'ask'],
    ['mytool "$(pwd)/.env"', 'ask'],
    ['mytool "`pwd`/.env"', 'ask'],
    ['mytool --file="$X/.env"', 'ask'],
    ['mytool out=$X/.env', 'ask'],
    ['mytool "$X/app/.env"', 'ask'],
    ['mytool "$X/.env/x"', 'ask'],
    ['mytool "$A/$B/.env"', 'ask'],
    ['mytool "${X:-/tmp}/.env"', 'ask'],
    ['mytool "$X/keys/server.pem"', 'ask'],
    ['mytool "$1/.env"', 'ask'],
    ['nice mytool "$X/.env"', 'ask'],
  ]);
});

describe('tails after an expansion that no rule matching at any depth names (stay allowed)', () => {
  lineTable(SECRETS, [
    ['mytool "$D/x"', 'allow'],
    ['mytool "$D/src/a.ts"', 'allow'],
    ['mytool "$X/.envrc"', 'allow'],
    ['mytool "$X.env"', 'allow'],
    ['mytool "$X/"', 'allow'],
    ['mytool "$X"', 'allow'],
    // (Rooted rules: the expansion's value is not followed.)
    ['mytool "$D/passwd"', 'allow'],
    ['mytool "$D/id_rsa"', 'allow'],
    ['mytool "$D/secrets/key"', 'allow'],
    ["mytool '$X'/.envrc", 'allow'],
  ]);
});

const ANY_DEPTH: Rules = { deny: ['Read(//**/.env)'], ask: ['Edit(**/.git/hooks/**)'], allow: ['Shell(mytool *)', 'Read(**)', 'Edit(**)'] };

describe('rules written from the root with `**` first, and ask rules, are met by a tail too', () => {
  lineTable(ANY_DEPTH, [
    ['mytool "$X/.env"', 'ask'],
    ['mytool "$R/.git/hooks/pre-commit"', 'ask'],
    ['mytool "$R/.git/config"', 'allow'],
  ]);
});

describe('PowerShell: a tail after a variable, `\\` a separator too', () => {
  lineTable(SECRETS, [
    ['mytool "$X\\.env"', 'ask'],
    ['mytool $env:APPDATA\\app\\.env', 'ask'],
    ['mytool "$X\\src\\a.ts"', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('many tails in one line are not charged to the part budget', () => {
  const many = (n: number, tail: (k: number) => string) => `mytool ${Array.from({ length: n }, (_, k) => `"$D/${tail(k)}"`).join(' ')}`;
  lineTable(SECRETS, [
    [many(40, (k) => `f${k}.txt`), 'allow'],
    [`${many(40, (k) => `f${k}.txt`)} "$X/.env"`, 'ask'],
    [`${many(40, (k) => `f${k}.txt`)}; mytool "$X/.env"`, 'ask'],
  ]);
});
