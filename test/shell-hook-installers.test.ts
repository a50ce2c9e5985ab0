// What writes a repository's hooks and configuration (src/shell/hook-installers.ts; hunt 5, F9):
// each was allowed by `Shell(*)` beside an `Edit(./.git/hooks/**)` or `Edit(./.git/config)` deny
// rule, and a hook it installs runs with every later `git commit`. Lines that write neither stay allowed.
import { describe, expect, it } from 'vitest';
import { decideBoth, op, source } from './helpers/policy.js';

const CTX = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };
const PROTECTED = {
  deny: ['Shell(rm *)', 'Edit(./.git/hooks/**)', 'Edit(./.git/config)', 'Edit(./.husky/**)', 'Edit(~/.gitconfig)', 'Edit(//etc/**)'],
  allow: ['Shell(*)'],
};
const ORDINARY = { deny: ['Shell(rm *)', 'Edit(//etc/**)', 'Read(//etc/**)', 'Edit(**/.env)'], allow: ['Shell(*)'] };

const decision = (rules: typeof ORDINARY, line: string): string => decideBoth([source(rules)], op('shell', line), CTX).decision;

describe('hook installers and git configuration writers', () => {
  it.each([
    // Hook installers (each was allowed).
    ['pre-commit install', 'deny'], ['pre-commit install --hook-type post-checkout', 'deny'], ['pre-commit init-templatedir /etc/t', 'deny'],
    ['husky install', 'deny'], ['husky', 'deny'], ['npx husky init', 'deny'], ['lefthook install', 'deny'], ['npx simple-git-hooks', 'deny'],
    ['overcommit --install', 'deny'], ['cd src && pre-commit install', 'ask'],
    // git subcommands that write .git/config (and ~/.gitconfig).
    ['git lfs install', 'deny'], ['git lfs install --local', 'deny'], ['git remote add o https://github.com/a/b', 'deny'], ['git remote rename a b', 'deny'],
    ['git remote set-url origin https://github.com/a/b', 'deny'], ['git branch -u origin/main', 'deny'], ['git branch --set-upstream-to=origin/main', 'deny'],
    ['git branch -m a b', 'deny'], ['git branch -D old', 'deny'], ['git push -u origin main', 'deny'], ['git push --set-upstream origin main', 'deny'],
    ['git maintenance register', 'deny'], ['git submodule init', 'deny'], ['git -C /w/repo remote add o u', 'deny'], ['cd src && git push -u o main', 'ask'],
    // (Abbreviated options, a cluster, an option's value before the subcommand. Found in review.)
    ['git branch --set-upstream-t=o/m', 'deny'], ['git branch --unset-up', 'deny'], ['git push --set-up b master', 'deny'], ['git branch --mo a b', 'deny'],
    ['git branch --del x', 'deny'], ['git branch --cop a b', 'deny'], ['git branch --edit-d', 'deny'], ['git branch --tr=direct x o/m', 'deny'], ['git branch -t x o/m', 'deny'],
    ['overcommit --inst', 'deny'], ['overcommit --in', 'deny'], ['overcommit -fi', 'deny'], ['overcommit --uninst', 'deny'], ['overcommit --si', 'deny'],
    ['lefthook --colors on install', 'deny'],
    // Read or run only.
    ['git branch --contains x', 'allow'], ['git branch --merged', 'allow'], ['git branch --list', 'allow'], ['git push --tags', 'allow'],
    ['overcommit --run', 'allow'], ['lefthook --colors on run pre-commit', 'allow'],
    ['pre-commit run --all-files', 'allow'], ['lefthook run pre-commit', 'allow'], ['git lfs pull', 'ask'] /* rewrites the tree, as git pull */, ['git remote -v', 'allow'],
    ['git branch', 'allow'], ['git branch -a', 'allow'], ['git branch -vv', 'allow'], ['git push origin main', 'allow'], ['git status', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expect(decision(PROTECTED, line)).toBe(expected);
  });

  // (A hooks directory is written whole: an unrooted rule, `Edit(**/.env)`, may name something
  // below it, as for `git checkout .`, so an installer asks there; rooted rules elsewhere allow it.)
  it.each(['git push -u origin main', 'git remote add o https://github.com/a/b', 'git branch -m a b', 'git maintenance register'])('%s -> allow under ordinary rules', (line) => {
    expect(decision(ORDINARY, line)).toBe('allow');
  });
  it.each(['pre-commit install', 'husky', 'git lfs install', 'lefthook install'])('%s -> allow beside rules elsewhere', (line) => {
    expect(decision({ deny: ['Edit(//etc/**)', 'Edit(~/.ssh/**)'], allow: ['Shell(*)'] }, line)).toBe('allow');
  });
});
