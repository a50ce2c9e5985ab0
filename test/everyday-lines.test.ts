// A precision guard (session 42): fixtures/everyday-lines.txt holds everyday developer lines (git,
// npm, cargo, go, python, docker, kubectl, make, sed, awk, grep, find, xargs, jq, curl), decided as
// bash on linux under an allow-all policy with the red teams' denies. How many allow is pinned: a
// change that makes one ask (or allow) more shows here, by its line; update the count and the
// list below only for a change that says why (a fix that must ask, or an exact reading).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineDecision, type Rules } from './helpers/policy.js';

const POLICY: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const LINES = readFileSync(new URL('../fixtures/everyday-lines.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'));

/**
 * The lines that ask, each for a reason of its own: a tree read or written where `**\/*.pem` may
 * match below (`git diff`, `grep -r`, `tar czf`, `git switch`, `unzip`), a glob of a name's
 * siblings (`gzip`'s and `zcat`'s suffixes, `go build ./...`), a glob or an
 * expansion given as files (`xargs`), a shell or interpreter reading standard input, a URL no
 * Domain rule allows (localhost), `open`, `find -exec` no allow covers.
 * Session 44 read each again for an exact allow and found none: `**\/*.pem` also covers what lies
 * below a directory named `x.pem`, so every tree or any-depth shape meets it (`go fmt ./...` reads
 * `./**\/*.go`); a substitution's or xargs's words are split at blanks (`cat $(git ls-files
 * '*.md')` with a tracked `a /etc/passwd b.md` reads /etc/passwd); `-print0 | xargs -0` names
 * exact paths, but symlinks among them (find lists them, wc follows them); `diff a b`, `mv a b`
 * and `git log -p -- f` meet a directory's entries; gzip's suffixes come from GZIP too.
 */
const ASKING = [
  'git diff', 'git diff --cached', 'git log -p -- src/index.ts', 'git show HEAD', 'git add -A', 'git add src/ test/', 'git stash',
  'git grep -n TODO', 'npm pack --dry-run', 'pip install -e .', 'docker build -t myapp .', 'docker build -t myapp:dev -f Dockerfile.dev .',
  'cmake -S . -B build', 'grep -rn TODO src', "grep -rn 'function main' --include='*.ts' .", 'rg TODO', "rg -n 'fn main' src",
  'diff -u old.txt new.txt', 'diff -r dir1 dir2', 'tar czf backup.tar.gz src', 'cp -r src/ backup/', 'rsync -av dist/ user@host:/var/www/',
  'git diff | head -100', 'python3 -m http.server 8000',
  'git switch main', 'git pull --rebase origin main', 'git rebase -i HEAD~3', 'git stash pop', 'git merge --no-ff feature/login',
  'git cherry-pick abc1234', 'python3 -m venv .venv', 'tar xzf file.tar.gz', 'unzip archive.zip -d out', 'mv old.ts new.ts',
  "find . -name '*.orig' -delete",
  'git diff --name-only | xargs npx eslint', 'go build ./...', 'go test ./...', 'go vet ./...', 'go fmt ./...',
  'go test ./... 2>&1 | grep FAIL', 'gzip -k big.log', 'gunzip -c logs.gz | grep ERROR', 'zcat logs.gz | head',
  "find . -name '*.py' | xargs grep -l 'import os'", "find . -name '*.ts' -print0 | xargs -0 wc -l", "cat $(git ls-files '*.md') | wc -w",
  'ls *.json | xargs -n1 jq .name',
  'docker exec -it web sh', `curl -X POST -H 'Content-Type: application/json' -d '{"a":1}' http://localhost:3000/api`, 'zip -r dist.zip dist',
  'open http://localhost:3000', "grep -l foo *.txt | xargs sed -i 's/foo/bar/g'", "find . -name '*.js' -exec wc -l {} +",
  "echo 'console.log(1)' | node", 'cat script.sql | psql -d app',
  // (Session 43's lines: trees written or read, npm's global configuration, psql reading its input.)
  'git restore src/index.ts', 'git bisect start', 'git submodule update --init --recursive', 'npm install --global pnpm',
  'go test -race ./internal/...', 'docker compose exec db psql -U postgres', "grep -rl TODO src | xargs sed -i 's/TODO/FIXME/'",
];

describe('everyday developer lines (fixtures/everyday-lines.txt)', () => {
  const decide = lineDecision(POLICY);
  it('allow, but for the lines listed as asking', () => {
    const asking = LINES.filter((l) => decide(l) !== 'allow');
    expect([...asking].sort()).toEqual([...ASKING].sort());
    expect(LINES.length - asking.length).toBe(329);
    expect(LINES.length).toBe(392);
  });
  it('none is denied, and every line decides', () => {
    expect(LINES.filter((l) => decide(l) === 'deny')).toEqual([]);
  });
  // (Session 42 restored these: a filter's copy of a harmless text, a sed script's own plain piece.)
  // (Session 43: wget's numbered copies, printf's integer conversions.)
  it.each(["sed 's/a/b/' f | mytool", 'echo x | pv | mytool', 'wget -q https://example.com/releases/v1.2/tool-linux-amd64.tar.gz', "printf '%05d\\n' 42 | mytool"])('%s allows', (line) => {
    expect(LINES).toContain(line);
    expect(decide(line)).toBe('allow');
  });
});
