// A program the analysis does not know may be a runner no table lists, and a script it does not
// read may run its arguments (src/shell/unknown-programs.ts, src/decide/command-parts.ts
// possibleRuns): from a word naming a deny or ask rule's program, the words are a possible
// command, and a rule matching them asks. Every red team found more runners (`chamber exec`,
// `rr`, `uftrace`, …: test/shell-runners-2.test.ts); this closes the class for the runners not
// yet listed. Allow rules are unchanged, and so are known programs (`grep rm x`, `man rm`).
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { lineTable, type LineRow } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const rules = { deny: ['Shell(rm *)', 'Shell(git push *)'], allow: ['Shell(*)'] };

describe('a runner no table lists: its words from a denied program on ask', () => {
  lineTable(rules, [
    ['frobnicate rm -rf x', 'ask'],
    ['constructor rm -rf x', 'ask'],
    ['hasOwnProperty rm -rf x', 'ask'],
    ['frobnicate --flag rm -rf x', 'ask'],
    ['frobnicate exec -- rm -rf x', 'ask'],
    ['frobnicate /bin/rm -rf x', 'ask'],
    ['frobnicate RM.exe -rf x', 'ask'],
    ['frobnicate "$X" rm -rf x', 'ask'],
    ['./tools/run-in-env.sh rm -rf x', 'ask'],
    ['./x.sh git push origin main', 'ask'],
    ['sudo frobnicate rm -rf x', 'ask'],
    ['timeout 5 frobnicate rm x', 'ask'],
    ['bash -c "frobnicate rm -rf x"', 'ask'],
    ['ls && frobnicate run rm x', 'ask'],
    // (A script's arguments: `"$@"` runs them.)
    ['bash deploy.sh rm -rf x', 'ask'],
    ['sh -x deploy.sh rm -rf x', 'ask'],
    ['python3 tools/run.py rm -rf x', 'ask'],
    ['python3 -u tools/run.py --verbose rm -rf x', 'ask'],
    ['node scripts/release.js git push origin', 'ask'],
    ['ruby x.rb rm x', 'ask'],
    ['perl x.pl rm x', 'ask'],
    ['deno run -A x.ts rm x', 'ask'],
    ['java -jar tool.jar rm -rf x', 'ask'],
    // (A module no table reads is a script too; so is one an expansion may make options: `-m` uncertain.)
    ['python3 -m frobnicate rm -rf x', 'ask'],
    ['python3 -m http.server rm', 'ask'],
    ['python3 -m coverage run x.py rm -rf x', 'ask'],
    ['python3 "$O" pytest rm -rf x', 'ask'],
    // (deno's and bun's subcommands that run a script, or may hand it their words.)
    ['deno test rm -rf x', 'ask'],
    ['deno task build rm -rf x', 'ask'],
    ['deno -q fmt rm -rf x', 'ask'],
    ['deno init --npm rm', 'ask'],
    ['bun test rm', 'ask'],
    ['bun x.ts rm -rf x', 'ask'],
    // (A word it may hand to a shell, or an option's value: read by its tokens.)
    ["frobnicate 'rm -rf x'", 'ask'],
    ["frobnicate --cmd='cd /tmp && rm -rf x'", 'ask'],
    ['frobnicate --exec=rm x', 'ask'],
    ['frobnicate "ls;rm -rf x"', 'ask'],
    ["frobnicate 'echo $(rm -rf x)'", 'ask'],
    ["frobnicate -c 'git push origin'", 'ask'],
    // (A command substitution printing a program's path runs that program; an expansion's literal tail is tokens too.)
    ['frobnicate $(which rm) x', 'ask'],
    ['frobnicate "$(command -v rm)" x', 'ask'],
    ['frobnicate $(type -P rm) x', 'ask'],
    ['frobnicate "$(readlink -f /bin/rm)" x', 'ask'],
    ['frobnicate `which rm` x', 'ask'],
    ['frobnicate "$D/rm x"', 'ask'],
    ['frobnicate "${X}rm -rf x"', 'ask'],
    ['frobnicate "$(dirname "$X")/rm -rf x"', 'ask'],
    // (Known programs running a script or app with the words after it as its arguments.)
    ['dotnet x.dll rm x', 'ask'],
    ['dotnet run -- rm x', 'ask'],
    ['dotnet exec --depsfile d.json x.dll rm x', 'ask'],
    ['jrunscript x.js rm x', 'ask'],
    ['wp eval-file x.php rm x', 'ask'],
    ['npm run dev -- rm x', 'ask'],
    ['npm test -- rm x', 'ask'],
    ['yarn dev rm x', 'ask'],
    ['yarn run dev rm x', 'ask'],
    ['pnpm dev rm x', 'ask'],
  ] satisfies LineRow[]);
});

describe('what stays allowed', () => {
  lineTable(rules, [
    // (No word names a rule's program, or the words from it do not match the rule.)
    ['frobnicate --flag x y', 'allow'],
    ['frobnicate rmdir x', 'allow'],
    ['frobnicate git status', 'allow'],
    ['./x.sh git pull', 'allow'],
    ['frobnicate --rm x', 'allow'],
    ["frobnicate 'rmdir x'", 'allow'],
    // (Names of Object.prototype's members are programs like any other: no table is an object's.)
    ['hasOwnProperty x', 'allow'],
    ['valueOf x y', 'allow'],
    ["frobnicate --message='git pull done'", 'allow'],
    ['bash deploy.sh --fast', 'allow'],
    ['frobnicate $(which git) status', 'allow'],
    ['frobnicate "$(command -v rmdir)" x', 'allow'],
    ['frobnicate "$HOME/x y"', 'allow'],
    ['frobnicate "${X}farm -rf x"', 'allow'],
    ['frobnicate $rm x', 'allow'],
    ['bash -c "echo rm"', 'allow'],
    ['python3 manage.py migrate', 'allow'],
    ['node server.js --port 3000', 'allow'],
    ['python3 -m pytest -x tests', 'allow'],
    // (`-m MODULE` a table reads runs that program: its words are read as `pytest -k rm`'s were.)
    ['python3 -m pytest -k rm', 'allow'],
    ['python3 -mpytest -k rm', 'allow'],
    ['python3 -m pip install rm', 'allow'],
    ['pytest -k rm', 'allow'],
    // (deno's and bun's subcommands that run no script: a formatter, a linter, a bundler, a package manager.)
    ['deno fmt rm', 'allow'],
    ['deno lint --rules-exclude rm', 'allow'],
    ['deno check rm.ts git push', 'allow'],
    ['bun add rm', 'allow'],
    ['bun build ./index.ts --outdir rm', 'allow'],
    // (Known programs: their words are read by their own readers.)
    ['grep rm x', 'allow'],
    ['echo rm', 'allow'],
    ['ls rm', 'allow'],
    ['cd rm', 'allow'],
    ['man rm', 'allow'],
    ['info rm', 'allow'],
    ['locate rm', 'allow'],
    ['plocate -i git push', 'allow'],
    ['apt-file search rm', 'allow'],
    ['which rm', 'allow'],
    ['type rm', 'allow'],
    ['apt install rm', 'allow'],
    ['npm run rm', 'allow'],
    ['npm run dev -- --port 3000', 'allow'],
    ['npm install rm', 'allow'],
    ['yarn add rm', 'allow'],
    ['pnpm rm rm', 'allow'],
    ['dotnet build rm', 'allow'],
    ['wp plugin install rm', 'allow'],
    // (A manifest runs as a script does, unread: `bash deploy.sh` is allowed too.)
    ['puppet apply x.pp', 'allow'],
    ['git log -- rm', 'allow'],
  ] satisfies LineRow[]);
});

describe('a make variable a recipe may run: its value asks at most', () => {
  lineTable({ deny: ['Shell(rm *)', 'Shell(sudo *)', 'Read(~/.ssh/**)'], allow: ['Shell(*)'] }, [
    ['make test ARGS=sudo', 'ask'],
    ["make X='sudo ls; echo ok'", 'ask'],
    ["make X='cat ~/.ssh/id_rsa'", 'ask'],
    ["make X='frobnicate rm x'", 'ask'],
    // (Variables make's built-in rules run, and the recipes' shell, as before.)
    ['make CC=sudo', 'deny'],
    ['make MAKE=sudo', 'deny'],
    ["make RM='rm -rf x'", 'deny'],
    ['make SHELL=sudo', 'ask'],
    ['make test', 'allow'],
    ['make CFLAGS=-O2', 'allow'],
  ] satisfies LineRow[]);
});

describe('PowerShell: a native program no table lists', () => {
  lineTable(rules, [
    ['frobnicate.exe rm -rf x', 'ask'],
    ['frobnicate.exe git push origin', 'ask'],
    ['frobnicate.exe git status', 'allow'],
    ['Get-Help rm', 'allow'],
  ] satisfies LineRow[], 'pwsh', REPO_WINDOWS);
});

describe('only rules whose program is named; the work is bounded', () => {
  lineTable({ deny: ['Shell(* --force)'], allow: ['Shell(*)'] }, [
    // (A rule with no program name meets the command as a whole, as before.)
    ['frobnicate git push --force', 'deny'],
    ['frobnicate git push', 'allow'],
  ] satisfies LineRow[]);

  // (A rule whose program is a glob, not `*` alone: each word is tried against it.)
  lineTable({ deny: ['Shell(r* x)', 'Shell(*rm -rf *)'], allow: ['Shell(*)'] }, [
    ['frobnicate rm x', 'ask'],
    ['frobnicate /bin/rm x', 'ask'],
    ['frobnicate --a=rm x', 'ask'],
    ["frobnicate 'rm -rf y'", 'ask'],
    ['frobnicate "$D/rm x"', 'ask'],
    ['frobnicate ls x', 'allow'],
    ['frobnicate rmdir y', 'allow'],
    ['git status', 'allow'],
  ] satisfies LineRow[]);

  const manyGlobs = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: Array.from({ length: 65 }, (_, k) => `Shell(p${k}* x)`), allow: ['Shell(*)'] } }, { file: 'g.json', channel: 'file' }) }]);
  it('more than 64 rules naming programs by a glob: an unknown program with words asks', () => {
    expect(decide(manyGlobs, { op: 'shell', command: 'frobnicate y' }, REPO_LINUX).decision).toBe('ask');
    expect(decide(manyGlobs, { op: 'shell', command: 'git status' }, REPO_LINUX).decision).toBe('allow');
  });

  // (command-parts.ts keeps the last index's glob-named rules in one slot: decisions alternating
  // between policies must each read their own, the glob rule's and the one without it.)
  it('policies decided in turn each read their own rules whose program is a glob', () => {
    const load = (deny: string[]) => compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny, allow: ['Shell(*)'] } }, { file: 'p.json', channel: 'file' }) }]);
    const globbed = load(['Shell(r* x)']);
    const plain = load(['Shell(git push *)']);
    const many = load(Array.from({ length: 65 }, (_, k) => `Shell(p${k}* x)`));
    for (let round = 0; round < 3; round++) {
      expect(decide(globbed, { op: 'shell', command: 'frobnicate rm x' }, REPO_LINUX).decision).toBe('ask');
      expect(decide(plain, { op: 'shell', command: 'frobnicate rm x' }, REPO_LINUX).decision).toBe('allow');
      expect(decide(many, { op: 'shell', command: 'frobnicate y' }, REPO_LINUX).decision).toBe('ask');
      expect(decide(plain, { op: 'shell', command: 'frobnicate y' }, REPO_LINUX).decision).toBe('allow');
      expect(decide(globbed, { op: 'shell', command: 'frobnicate rmdir y' }, REPO_LINUX).decision).toBe('allow');
    }
  });

  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: rules }, { file: 'm.json', channel: 'file' }) }]);
  it('a line of many rule names asks, with a reason (a work bound)', () => {
    const d = decide(policy, { op: 'shell', command: `frobnicate '${'rm '.repeat(20)}'` }, REPO_LINUX);
    expect(d.decision).toBe('ask');
    expect(d.reasons.some((r) => /more than 16 of its words name programs/.test(r.message))).toBe(true);
  });
  it('so does a command of more words than are read, and one whose readings would match too many words', () => {
    // (A word's tokens: the analysis's own budget bounds a command's words, 128, not a word's.)
    const long = decide(policy, { op: 'shell', command: `frobnicate '${';rm'.repeat(3000)}'` }, REPO_LINUX);
    expect(long.decision).toBe('ask');
    expect(long.reasons.some((r) => /more than 512 words/.test(r.message))).toBe(true);
    const often = decide(policy, { op: 'shell', command: `frobnicate '${'rm '.repeat(8)}${'a '.repeat(400)}'` }, REPO_LINUX);
    expect(often.reasons.some((r) => /too often to read them all/.test(r.message))).toBe(true);
    // (Below the bounds, as before: 500 tokens that name no program.)
    expect(decide(policy, { op: 'shell', command: `frobnicate '${'a '.repeat(500)}'` }, REPO_LINUX).decision).toBe('allow');
  });
  it('a rule whose first word is a glob is matched piece by piece, never by a backtracking regex', () => {
    // (`^a.*a.*…b$` against 3,000 `a`s would not return: the pieces are found in order instead.)
    const globbed = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Shell(a*a*a*a*a*a*a*a*a*a*b *)'], allow: ['Shell(*)'] } }, { file: 'm.json', channel: 'file' }) }]);
    expect(decide(globbed, { op: 'shell', command: `frobnicate '${'a'.repeat(3000)}'` }, REPO_LINUX).decision).toBe('allow');
    expect(decide(globbed, { op: 'shell', command: `frobnicate ${'a'.repeat(12)}b x` }, REPO_LINUX).decision).toBe('ask');
    expect(decide(globbed, { op: 'shell', command: 'frobnicate aab x' }, REPO_LINUX).decision).toBe('allow');
  });
  it('the reason names the possible command and the unknown program', () => {
    const d = decide(policy, { op: 'shell', command: 'frobnicate --x rm -rf y' }, REPO_LINUX);
    expect(d.decision).toBe('ask');
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('denies "rm -rf y", which command "frobnicate --x rm -rf y" may be: it may run its words from "rm" on as a command ("frobnicate" is a program or script the analysis does not read)');
  });
});
