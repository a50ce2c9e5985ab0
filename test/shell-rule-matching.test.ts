// How a deny/ask Shell rule reads commands beyond its literal text (semantics 4.1): rule names
// written as paths, option sets with globs in the rule, platforms with case-insensitive names,
// value-taking options and option spellings. Each row is also checked against the reference.
import { describe, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { CTX, expectDecision, type Rules } from './helpers/policy.js';

type Row = [rule: string, command: string, expected: DecisionKind];

function table(list: 'deny' | 'allow', rows: Row[], context: DecisionContext = CTX): void {
  it.each(rows)(`${list} %s | %s -> %s`, (rule, command, expected) => {
    expectDecision({ [list]: [rule], ...(list === 'deny' ? { allow: ['Shell(*)', 'Domain'] } : {}) }, 'shell', command, expected, context);
  });
}

describe('a deny rule whose command name is a path also matches the basename', () => {
  table('deny', [
    ['Shell(/bin/rm *)', 'rm -rf x', 'deny'],
    ['Shell(/bin/rm *)', '/usr/bin/rm -rf x', 'deny'],
    ['Shell(/bin/rm *)', '/bin/rm x', 'deny'],
    ['Shell(/bin/rm -rf *)', 'rm -fr x', 'deny'],
    ['Shell(./deploy.sh *)', '././deploy.sh x', 'deny'],
    ['Shell(./deploy.sh *)', '/w/deploy.sh x', 'deny'],
    ['Shell(./deploy.sh *)', './/deploy.sh', 'deny'],
    ['Shell(/usr/local/bin/terraform destroy *)', 'terraform destroy', 'deny'],
    ['Shell(/usr/local/bin/terraform destroy *)', 'terraform plan', 'allow'],
    ['Shell(/bin/rm *)', 'rmdir x', 'allow'],
  ]);
  table('allow', [
    ['Shell(/bin/rm *)', 'rm x', 'ask'],
    ['Shell(/bin/rm *)', '/bin/rm x', 'allow'],
  ]);
});

describe('a * in a rule keeps the option-set reading for deny/ask', () => {
  table('deny', [
    ['Shell(rm -rf /home/*)', 'rm -rf /home/x', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm -fr /home/x', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm -r -f /home/x', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm -rfv /home/x', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm -rf -- /home/x', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm /home/x -rf', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm --recursive --force /home/x', 'deny'],
    ['Shell(rm -rf /home/*)', 'rm -rf /tmp/x', 'allow'],
    ['Shell(rm -rf /home/*)', 'rm -r /home/x', 'allow'],
    ['Shell(rm -rf /home/*)', 'rm -fr $D', 'deny'],
    ['Shell(git push * --force)', 'git push origin --force', 'deny'],
    ['Shell(git push * --force)', 'git push origin -f', 'deny'],
    ['Shell(git push * --force)', 'git push --force origin', 'deny'],
    ['Shell(git push * --force)', 'git push --force-with-lease origin main', 'deny'],
    ['Shell(git push * --force)', 'git push origin main', 'allow'],
    ['Shell(git push * --force)', 'git pull --force', 'allow'],
    ['Shell(chmod 777 /etc/*)', 'chmod -v 777 /etc/x', 'deny'],
    ['Shell(chmod 777 /etc/*)', 'chmod 777 /tmp/x', 'allow'],
    ['Shell(rm -rf*)', 'rm -fr x', 'deny'],
    ['Shell(rm -rf*)', 'rm -f x', 'allow'],
    ['Shell(rm *.txt)', 'rm -f a.txt', 'deny'],
    ['Shell(rm *.txt)', 'rm -f a.md', 'allow'],
    ['Shell(git push --force*)', 'git push origin --force', 'deny'],
    ['Shell(git push --force*)', 'git push origin main', 'allow'],
  ]);
});

describe('an unknown word stands for the words its shape allows: a quoted expansion one word, a glob words of its shape', () => {
  table('deny', [
    // No word `*.log`, `dist/*`, `./*.log` becomes starts with `/`; a glob's `*` never spans a `/`.
    ['Shell(rm -rf /*)', 'rm -f *.log', 'allow'],
    ['Shell(rm -rf /*)', 'rm -rf dist/*', 'allow'],
    ['Shell(rm -rf /*)', 'rm -- *.log', 'allow'],
    ['Shell(rm -rf /*)', 'rm -f ./*.log', 'allow'],
    ['Shell(rm -rf /*)', 'rm *.tmp', 'allow'],
    ['Shell(rm -rf /*)', 'rm -f *', 'allow'],
    ['Shell(rm -rf /*)', 'rm ./* -r /x', 'allow'],
    // One last word is an option or a positional, not both.
    ['Shell(rm -rf /*)', 'rm -f "$F"', 'allow'],
    ['Shell(rm -rf /*)', 'rm -r "$F"', 'allow'],
    ['Shell(rm -f)', 'rm x "$F"', 'allow'],
    ['Shell(rm -f)', 'rm -- "$F"', 'allow'],
    ['Shell(rm a/x a/y)', 'rm "$D"/x', 'allow'],
    ['Shell(rm -r*)', 'rm -- *.log', 'allow'],
    ['Shell(rm -r*)', 'rm ./*.log', 'allow'],
    // Look-alikes that can still run what the rule names.
    ['Shell(rm -rf /*)', 'rm -f $X', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf /*', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf "/"*', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf "$D"/x', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf "$F"', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf {/,x}', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf [/]x', 'deny'],
    ['Shell(rm -rf /*)', 'rm "$F" -rf /x', 'deny'],
    ['Shell(rm -rf /*)', 'rm dist/* -rf /', 'deny'],
    ['Shell(rm -rf /*)', 'rm -f "$F" "$G"', 'deny'],
    ['Shell(rm -rf /*)', 'rm -f "$F" /x', 'deny'],
    ['Shell(rm -r*)', 'rm -f *', 'deny'],
    ['Shell(rm -r*)', 'rm *.log', 'deny'],
    ['Shell(rm -f)', 'rm -r "$F"', 'deny'],
    ['Shell(rm -f)', 'rm -f ./*', 'deny'],
    ['Shell(rm a/x a/y)', 'rm a/*', 'deny'],
    ['Shell(rm a/x a/y)', 'rm $D/x', 'deny'],
    ['Shell(cat .env)', 'cat .e*', 'deny'],
    // globstar's `**` takes directories; nocaseglob matches without case; IFS may split an integer.
    ['Shell(rm a/b/x)', 'rm **/x', 'deny'],
    ['Shell(rm a/b/x)', 'rm a*/x', 'allow'],
    ['Shell(rm x.log)', 'rm *.LOG', 'deny'],
    ['Shell(rm x.log)', 'rm X.*', 'deny'],
    ['Shell(rm a 2)', 'rm -- a$((2))', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf ~/*', 'deny'],
    // A file named --force.
    ['Shell(git push --force *)', 'git push origin *', 'deny'],
    // (`./*` cannot start with `-`: its words are operands, none of them --force.)
    ['Shell(git push --force *)', 'git push origin ./*', 'allow'],
    // (Hunt 4, F2: allowed.) An option may take `--` as its value: it need not end the options.
    ['Shell(git push --force *)', 'git push --push-option -- * origin main', 'deny'],
    ['Shell(git clean -f *)', 'git clean -e -- *', 'deny'],
    ['Shell(git clean -f *)', 'git clean -e -- -fdx', 'deny'],
    ['Shell(git push --force *)', 'git push -o -- --force origin main', 'deny'],
    ['Shell(mytool sub *)', 'mytool -o -- -x sub', 'deny'],
    ['Shell(rm -- -*)', 'rm -i -- -foo', 'deny'],
    ['Shell(rm -rf /*)', 'rm -f -- *.log', 'allow'],
    ['Shell(git clean -f *)', 'git clean -x -- build', 'allow'],
    ['Shell(git clean -f *)', 'git checkout -- *', 'allow'],
  ]);
});

describe('bash on win32 and darwin: a deny rule matches the command name case-insensitively (win32: without .exe)', () => {
  const win: DecisionContext = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\h', platform: 'win32' };
  const mac: DecisionContext = { ...CTX, platform: 'darwin' };
  table('deny', [
    ['Shell(rm *)', 'RM x', 'deny'],
    ['Shell(rm *)', 'rm.exe x', 'deny'],
    ['Shell(rm *)', '/usr/bin/rm.exe x', 'deny'],
    ['Shell(rm *)', 'C:/msys64/usr/bin/RM.EXE x', 'deny'],
    ['Shell(rm -rf *)', 'Rm.Exe -fr x', 'deny'],
    ['Shell(git push *)', 'GIT -C d push', 'deny'],
    ['Shell(rm *)', 'rmdir.exe x', 'allow'],
    ['Shell(Make *)', 'make all', 'deny'],
  ], win);
  table('deny', [
    ['Shell(rm *)', 'RM x', 'deny'],
    ['Shell(rm *)', 'Rm x', 'deny'],
    ['Shell(rm *)', '/BIN/RM x', 'deny'],
    ['Shell(/bin/rm *)', '/BIN/RM x', 'deny'],
    // (A `.exe` may be a Windows program WSL runs: shell-program-names.test.ts.)
    ['Shell(rm *)', 'rm.exe x', 'deny'],
    ['Shell(rm -rf /home/*)', 'RM -fr /home/x', 'deny'],
  ], mac);
  table('deny', [
    ['Shell(rm *)', 'RM x', 'allow'],
    ['Shell(rm *)', 'rm.exe x', 'deny'],
  ]);
  table('allow', [['Shell(rm *)', 'RM x', 'ask']], mac);
});

describe('bash on win32 and darwin: the analysis reads a program by the name the platform finds (program-name.ts)', () => {
  // Each deny/ask was allowed: only the rule matcher folded the name, not the analysis's tables.
  const win: DecisionContext = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\h', platform: 'win32' };
  const mac: DecisionContext = { ...CTX, platform: 'darwin' };
  const rules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Domain(evil.com)'], allow: ['Shell(*)', 'Domain'] };
  const rows = (context: DecisionContext, list: [string, DecisionKind][]) => it.each(list)(`${context.platform}: %s -> %s`, (command, expected) => {
    expectDecision(rules, 'shell', command, expected, context);
  });
  rows(mac, [
    ['BASH -c "rm x"', 'deny'],
    ['/bin/SH -c "rm x"', 'deny'],
    ['Env rm x', 'deny'],
    ['/USR/BIN/ENV rm x', 'deny'],
    ['SUDO rm x', 'deny'],
    ['NOHUP rm x', 'deny'],
    ['Find . -exec rm {} +', 'deny'],
    ['GIT -c core.pager="rm x" log', 'deny'],
    ['Python3 -c "import os; os.system(\'rm x\')"', 'deny'],
    ['COMMAND rm x', 'deny'], // macOS's /usr/bin/command runs the builtin command
    ["Osascript -e 'do shell script \"rm x\"'", 'ask'],
    ['Curl evil.com', 'deny'],
    ['CAT /etc/passwd', 'deny'],
    ['RSCRIPT -e "system(1)"', 'ask'], // Rscript, in any case
    ['r -e "system(1)"', 'ask'], // R
    ['Git status', 'allow'],
    ['NPM test', 'allow'],
    ['git status', 'allow'],
  ]);
  rows(win, [
    ['bash.exe -c "rm x"', 'deny'],
    ['bash.EXE -c "rm x"', 'deny'],
    ['bash.exe. -c "rm x"', 'deny'],
    ['C:/Windows/System32/bash.exe -c "rm x"', 'deny'],
    ['BASH -c "rm x"', 'deny'],
    ['env.exe rm x', 'deny'],
    ['ENV rm x', 'deny'],
    ['timeout.exe 5 rm x', 'deny'],
    ['find.exe . -exec rm {} \\;', 'deny'],
    ['git.exe -c core.pager="rm x" log', 'deny'],
    ['curl.exe evil.com', 'deny'],
    ['CURL evil.com', 'deny'],
    ['ssh.exe evil.com', 'deny'],
    ['git.exe status', 'allow'],
    ['npm.cmd test', 'allow'],
    ['. ./x.sh', 'allow'],
  ]);
  // linux finds names as written: `BASH` is no bash, and only rules' own folding applies. (A
  // `.exe` name is read as the tool everywhere, program-name.ts: on linux, `bash.exe` may be a
  // copy of bash, and reading it so only adds readings.) `BASH` is then a program the analysis
  // does not know, which may run its words: `rm x` is a possible command (unknown-programs.ts).
  rows(CTX, [
    ['BASH -c "rm x"', 'ask'],
    ['bash.exe -c "rm x"', 'deny'],
  ]);
  it.each([
    // No builtin: `CD` is the program /usr/bin/cd, which cannot move this shell (cat reads /w/secret).
    [{ deny: ['Read(//w/secret)'], allow: ['Shell(*)'] }, 'CD /tmp && cat secret', 'deny'],
    // A folded name adds readings, never an allow: `Env` is no plain env, seen through for allow.
    [{ allow: ['Shell(ls *)'] }, 'Env ls', 'ask'],
    [{ allow: ['Shell(ls *)'] }, 'env ls', 'allow'],
    [{ allow: ['Shell(ls *)'] }, 'TRUE && ls', 'ask'], // nor the inert builtin true
  ] as [Rules, string, DecisionKind][])('darwin: %j %s -> %s', (rules, command, expected) => {
    expectDecision(rules, 'shell', command, expected, mac);
  });
  // Readers that tell programs apart by the name (gh's default hosts, glab's) see the name read.
  const forge = { deny: ['Domain(github.com)', 'Domain(gitlab.com)'], allow: ['Shell(*)'] };
  const at = { darwin: mac, win32: win, linux: CTX };
  it.each([
    ['darwin', 'GH auth login', 'deny'], ['darwin', 'GLAB auth login', 'deny'], ['win32', 'gh.exe auth login', 'deny'],
    ['linux', '/usr/local/bin/gh auth login', 'deny'], ['linux', 'GH auth login', 'allow'],
  ] as ['darwin' | 'win32' | 'linux', string, DecisionKind][])('%s: %s -> %s', (platform, command, expected) => {
    expectDecision(forge, 'shell', command, expected, at[platform]);
  });
});

// (Found in review: bash expands an unquoted leading `~` to the home directory, an absolute path.)
describe('deny/ask read a word that starts with an unquoted ~ as the home path it becomes', () => {
  table('deny', [
    ['Shell(rm -rf /*)', 'rm -rf ~', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf ~/x', 'deny'],
    ['Shell(rm -rf /*)', 'sudo rm -rf ~/', 'deny'],
    ['Shell(rm -rf /*)', 'HOME=/tmp; rm -rf ~', 'deny'],
    ['Shell(rm -rf /h/*)', 'rm -rf ~/build', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf "~"', 'allow'], // a directory named ~
    ['Shell(rm -rf /*)', 'rm -rf \\~/x', 'allow'],
    ['Shell(rm -rf /etc/*)', 'rm -rf ~/build', 'allow'],
    ['Shell(rm -rf /*)', 'ls ~', 'allow'],
  ]);
  // Without a home: any absolute path.
  table('deny', [
    ['Shell(rm -rf /*)', 'rm -rf ~', 'deny'],
    ['Shell(rm -rf /etc/*)', 'rm -rf ~/x', 'deny'],
    ['Shell(rm -rf /*)', 'rm -rf x', 'allow'],
  ], { cwd: '/w', workspace: ['/w'], platform: 'linux' });
});

describe('deny/ask read value-taking options, attached and long option spellings, and abbreviations', () => {
  table('deny', [
    ['Shell(kubectl delete *)', 'kubectl --as admin delete pod x', 'deny'],
    ['Shell(kubectl delete *)', 'kubectl -s https://k delete pod x', 'deny'],
    ['Shell(kubectl delete *)', 'kubectl --some-new-flag v delete pod x', 'deny'],
    ['Shell(kubectl delete *)', 'kubectl --namespace prod delete pod x', 'deny'],
    ['Shell(kubectl delete *)', 'kubectl get pods', 'allow'],
    ['Shell(kubectl delete *)', 'kubectl get delete', 'allow'],
    ['Shell(npm publish *)', 'npm --registry https://r publish', 'deny'],
    ['Shell(npm publish *)', 'npm --loglevel silly publish', 'deny'],
    ['Shell(npm publish *)', 'npm --otp=123 publish', 'deny'],
    ['Shell(npm publish)', 'npm --registry https://r publish', 'deny'],
    ['Shell(npm publish *)', 'npm test', 'allow'],
    ['Shell(docker rm *)', 'docker --log-level debug rm -f x', 'deny'],
    ['Shell(docker rm *)', 'docker -l debug rm x', 'deny'],
    ['Shell(docker rm *)', 'docker ps -a', 'allow'],
    ['Shell(git push *)', 'git --no-pager log --grep push', 'allow'],
    ['Shell(git push *)', 'git -c a=b --no-pager push', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -XDELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl --request DELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl --request=DELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -sSXDELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -fsS -X DELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -X GET https://a/b', 'allow'],
    ['Shell(curl -X *)', 'curl -s -X POST https://a/b', 'deny'],
    ['Shell(curl -X *)', 'curl -s https://a/b', 'allow'],
    ['Shell(rm -r *)', 'rm --rec x', 'deny'],
    ['Shell(rm -r *)', 'rm --recursiv x', 'deny'],
    ['Shell(rm --recursive *)', 'rm --rec --for x', 'deny'],
    ['Shell(rm -rf *)', 'rm --rec --for x', 'deny'],
    // getopt_long takes any unique prefix: `--r`/`--re` can only be --recursive for rm, `--f`/`--fo`
    // only --force (were allowed below five characters; each deleted a directory in review).
    ['Shell(rm -r *)', 'rm --re x', 'deny'],
    ['Shell(rm -rf /*)', 'rm --re --fo /tmp', 'deny'],
    ['Shell(rm -rf /*)', 'rm -r --f /tmp', 'deny'],
    ['Shell(rm -rf /*)', 'rm --r -f /tmp', 'deny'],
    ['Shell(rm -rf /*)', 'rm --rec --fo /tmp', 'deny'],
    ['Shell(cp --parents *)', 'cp --pa a/b c', 'deny'],
    ['Shell(shred --remove *)', 'shred --re x', 'deny'],
    ['Shell(rm -rf /*)', 'rm --re --verbose x', 'allow'],
    ['Shell(rm -rf /*)', 'rm --v --i /tmp', 'allow'],
    ['Shell(ls -f *)', 'ls --format=long /', 'allow'],
    ['Shell(git push --mirror *)', 'git push --mir origin', 'deny'],
    ['Shell(git push --force *)', 'git push --forc origin', 'deny'],
    // git takes any unique prefix of a long option (was allowed below three letters).
    ['Shell(git reset --hard *)', 'git reset --h', 'deny'],
    ['Shell(git reset --hard *)', 'git reset --ha HEAD~1', 'deny'],
    ['Shell(git reset --hard *)', 'git reset --soft HEAD~1', 'allow'],
    ['Shell(rm --recursive *)', 'rm --r x', 'deny'],
    ['Shell(rm --recursive *)', 'rm --v x', 'allow'],
    // A cluster with a digit is still a cluster (`git push -4f`, `curl -4XDELETE`; were allowed).
    ['Shell(git push -f *)', 'git push -4f origin main', 'deny'],
    ['Shell(git push --force *)', 'git push -f4 origin main', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -4XDELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -4X DELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -sS4X DELETE https://a/b', 'deny'],
    ['Shell(curl -X DELETE *)', 'curl -4 https://a/b', 'allow'],
    ['Shell(head -n *)', 'head -20 x', 'allow'],
  ]);
});

describe('git push: what forces, and the branch a refspec updates (were allowed)', () => {
  table('deny', [
    ['Shell(git push --force *)', 'git push origin +main', 'deny'],
    ['Shell(git push -f *)', 'git push origin +HEAD:main', 'deny'],
    ['Shell(git push --force *)', 'git push --force-with-lease=main origin main', 'deny'],
    ['Shell(git push -f *)', 'git push --force-w=main origin main', 'deny'],
    ['Shell(git push --force *)', 'git push --mirror origin', 'deny'],
    ['Shell(git push --force *)', 'git push --mir ../remote.git', 'deny'],
    ['Shell(git push --force *)', 'git push origin main', 'allow'],
    ['Shell(git push --force *)', 'git push --follow-tags origin main', 'allow'],
    ['Shell(git push * main)', 'git push origin HEAD:main', 'deny'],
    ['Shell(git push * main)', 'git push origin main:main', 'deny'],
    ['Shell(git push * main)', 'git push origin @:main', 'deny'],
    ['Shell(git push * main)', 'git push origin refs/heads/main', 'deny'],
    // (Hunt 4, F3: allowed.) git looks `heads/main` up as refs/heads/main.
    ['Shell(git push * main)', 'git push origin HEAD:heads/main', 'deny'],
    ['Shell(git push * main)', 'git push origin heads/main', 'deny'],
    ['Shell(git push * main)', 'git push origin +HEAD:heads/main', 'deny'],
    ['Shell(git push * main)', 'git push origin heads/feature', 'allow'],
    ['Shell(git push * main)', 'git push origin +main', 'deny'],
    ['Shell(git push * main)', 'git push origin :main', 'deny'],
    ['Shell(git push * main)', 'git push origin feature/x :main', 'deny'],
    ['Shell(git push --delete *)', 'git push origin :main', 'deny'],
    ['Shell(git push -d *)', 'git push origin :main', 'deny'],
    ['Shell(git push * main)', 'git push origin main:feature', 'allow'],
    ['Shell(git push * main)', 'git push origin feature', 'allow'],
    ['Shell(git push * main)', 'git push https://example.com/main feature', 'allow'],
    ['Shell(git push * main)', 'git -C d push -o ci.skip origin feature/x:main', 'deny'],
    // Every branch (--all, --branches, --mirror, a `*` destination), the default remote when none
    // is named; --prune deletes below those; send-pack is push's plumbing (each was allowed).
    ['Shell(git push origin main)', 'git push --all', 'deny'],
    ['Shell(git push * main)', 'git push --all origin', 'deny'],
    ['Shell(git push * main)', 'git push --al origin', 'deny'],
    ['Shell(git push origin main)', 'git push --branches origin', 'deny'],
    ['Shell(git push * main)', 'git push --mirror ../r.git', 'deny'],
    ['Shell(git push --delete *)', 'git push --mirror origin', 'deny'],
    ['Shell(git push * main)', "git push origin 'refs/heads/*'", 'deny'],
    ['Shell(git push origin main)', "git push origin '*'", 'deny'],
    ['Shell(git push origin main)', "git push origin 'refs/heads/*:refs/heads/m*'", 'deny'],
    ['Shell(git push --delete *)', "git push --prune origin 'refs/heads/*:refs/heads/*'", 'deny'],
    ['Shell(git push -d *)', 'git push --prune --all origin', 'deny'],
    ['Shell(git push --force *)', 'git send-pack --force ../r.git main', 'deny'],
    ['Shell(git push -f *)', 'git send-pack ../r.git +main', 'deny'],
    ['Shell(git push --force *)', 'git send-pack --mirror ../r.git', 'deny'],
    ['Shell(git push * main)', 'git send-pack ../r.git HEAD:main', 'deny'],
    ['Shell(git push * main)', 'git send-pack --all ../r.git', 'deny'],
    ['Shell(git push * main)', 'git send-pack ../r.git', 'deny'],
    ['Shell(git push * main)', 'git send-pack --stdin ../r.git feature', 'deny'],
    ['Shell(git push --force *)', 'git push --all origin', 'allow'],
    ['Shell(git push --delete *)', 'git push --all origin', 'allow'],
    ['Shell(git push --delete *)', 'git push --prune origin feature', 'allow'],
    ['Shell(git push * main)', 'git push --tags origin', 'allow'],
    ['Shell(git push * main)', 'git push --atomic origin feature', 'allow'],
    ['Shell(git push * main)', "git push origin 'refs/heads/f*'", 'allow'],
    ['Shell(git push * main)', 'git send-pack ../r.git feature', 'allow'],
    ['Shell(git push --force *)', 'git send-pack ../r.git main', 'allow'],
    // (n1 F8: allowed.) HEAD and @ are the current branch, any branch; `:` and push.default=matching
    // push the matching branches, current/simple/upstream the current one; `-d` is --delete.
    ['Shell(git push origin main)', 'git push origin HEAD', 'deny'],
    ['Shell(git push origin main)', 'git push origin HEAD~0', 'deny'],
    ['Shell(git push origin main)', 'git push origin HEAD:HEAD', 'deny'],
    ['Shell(git push origin main)', 'git push origin @{0}', 'deny'],
    ['Shell(git push origin main)', 'git push origin +@', 'deny'],
    ['Shell(git push origin main)', 'git push origin :', 'deny'],
    ['Shell(git push origin main)', 'git push origin +:', 'deny'],
    ['Shell(git push origin main)', 'git -c push.default=matching push origin', 'deny'],
    ['Shell(git push origin main)', 'git -c push.Default=current push', 'deny'],
    ['Shell(git push --delete *)', 'git push origin -d x', 'deny'],
    ['Shell(git push --delete *)', 'git push -fd origin x', 'deny'],
    ['Shell(git push -d *)', 'git push --del origin x', 'deny'],
    ['Shell(git push --delete *)', 'git push origin :', 'allow'],
    ['Shell(git push origin main)', 'git -c push.default=nothing push origin', 'allow'],
    ['Shell(git push origin main)', 'git push origin @foo', 'allow'],
    ['Shell(git push origin main)', 'git push origin HEAD:feature/x', 'allow'],
    ['Shell(git push --delete *)', 'git push -u origin feature', 'allow'],
    // (n2 F7: allowed.) No refspec: the current branch (push.default=simple), which may be main.
    ['Shell(git push origin main)', 'git push origin', 'ask'],
    ['Shell(git push origin main)', 'git push', 'ask'],
    ['Shell(git push origin main)', 'git -C d push -u', 'ask'],
    ['Shell(git push * main)', 'git push -o ci.skip upstream', 'ask'],
    ['Shell(git push --delete *)', 'git push origin', 'allow'],
    ['Shell(git push origin main)', 'git push upstream', 'allow'],
    ['Shell(git push origin main)', 'git push --tags origin', 'allow'],
  ]);
  // An allow covers a push only when it also covers the branches it updates (was allowed).
  table('allow', [
    ['Shell(git push origin feature/*)', 'git push origin feature/x:main', 'ask'],
    ['Shell(git push origin feature/*)', 'git push origin feature/x :main', 'ask'],
    ['Shell(git push origin feature/*)', 'git push origin feature/x', 'allow'],
    ['Shell(git push origin feature/*)', 'git push origin feature/x:feature/y', 'allow'],
    ['Shell(git push origin feature/*)', 'git push origin refs/heads/feature/x', 'ask'],
    ['Shell(git push *)', 'git push origin +HEAD:main', 'allow'],
  ]);
});

// (Found in review: spellings the tools accept, each run for real: hunt 2, F4-F8, F14.)
describe('deny/ask read short and long names of one option as one, and a boolean given =true as the flag', () => {
  table('deny', [
    ['Shell(kubectl delete * -n kube-system *)', 'kubectl delete pod x --namespace kube-system', 'deny'],
    ['Shell(kubectl delete * -n kube-system *)', 'kubectl delete pod x --namespace=kube-system', 'deny'],
    ['Shell(kubectl delete * -n kube-system *)', 'kubectl delete pod x -n default', 'allow'],
    ['Shell(kubectl -n prod *)', 'kubectl --namespace=prod get pods', 'deny'],
    ['Shell(docker -H prod *)', 'docker --host prod ps', 'deny'],
    ['Shell(docker -H prod *)', 'docker --host=prod ps', 'deny'],
    ['Shell(docker -H prod *)', 'docker ps', 'allow'],
    ['Shell(sudo -u root *)', 'sudo --user=root ls', 'deny'],
    ['Shell(sudo -u root *)', 'sudo --user root ls', 'deny'],
    ['Shell(sudo -u root *)', 'sudo -u dev ls', 'allow'],
    ['Shell(npm publish -w a *)', 'npm publish --workspace a', 'deny'],
    ['Shell(npm publish -w a *)', 'npm publish --workspace=a', 'deny'],
    ['Shell(psql * -c *DROP*)', 'psql --command="DROP TABLE x"', 'deny'],
    ['Shell(psql * -c *DROP*)', 'psql -c"DROP TABLE x"', 'deny'],
    ['Shell(psql * -c *DROP*)', 'psql -d db -c "SELECT 1"', 'allow'],
    ['Shell(docker run --privileged *)', 'docker run --privileged=true alpine', 'deny'],
    ['Shell(docker run --privileged *)', 'docker run --privileged=1 alpine', 'deny'],
    ['Shell(docker run --privileged *)', 'docker run --privileged=false alpine', 'allow'],
    ['Shell(kubectl delete --all *)', 'kubectl delete pods --all=true', 'deny'],
    ['Shell(kubectl delete * --force *)', 'kubectl delete pod x --force=true', 'deny'],
    ['Shell(terraform apply -auto-approve *)', 'terraform apply --auto-approve', 'deny'],
    ['Shell(terraform apply -auto-approve *)', 'terraform apply -auto-approve=true', 'deny'],
    ['Shell(terraform apply -auto-approve *)', 'terraform apply --auto-approve=1', 'deny'],
    ['Shell(terraform apply -auto-approve *)', 'terraform apply -auto-approve=false', 'allow'],
    ['Shell(terraform apply -auto-approve *)', 'terraform apply', 'allow'],
    // (An option given a value is the option: GNU sed's optional-argument --in-place. Found in review.)
    ['Shell(sed --in-place *)', 'sed --in-place=.bak s/a/b/ x', 'deny'],
    ['Shell(sed --in-place *)', 'sed --in-pl=.bak s/a/b/ x', 'deny'],
    ['Shell(sed * --in-place *)', 'sed -n --in-place=.bak s/a/b/ x', 'deny'],
    ['Shell(sed --in-place *)', 'sed --expression=s/a/b/ x', 'allow'],
  ]);
});

describe('deny/ask read a subcommand by the other names the tool takes for it', () => {
  table('deny', [
    ['Shell(npm publish *)', 'npm pub', 'deny'],
    ['Shell(npm publish *)', 'npm publ', 'deny'],
    ['Shell(npm publish *)', 'npm pu --dry-run', 'deny'],
    ['Shell(npm publish *)', 'npm -w a pu', 'deny'],
    ['Shell(npm publish *)', 'npm p', 'allow'], // pack, ping, pkg, …: npm refuses it
    ['Shell(npm publish *)', 'npm run publish', 'allow'],
    ['Shell(npm install *)', 'npm i x', 'deny'],
    ['Shell(npm install *)', 'npm add x', 'deny'],
    ['Shell(npm install *)', 'npm in x', 'deny'],
    ['Shell(npm install *)', 'npm isntall x', 'deny'],
    ['Shell(npm install *)', 'npm installTest', 'allow'], // install-test
    ['Shell(npm install *)', 'npm test', 'allow'],
    ['Shell(npm i *)', 'npm install x', 'deny'],
    ['Shell(npm uninstall *)', 'npm r x', 'deny'],
    ['Shell(helm uninstall *)', 'helm del x', 'deny'],
    ['Shell(helm uninstall *)', 'helm delete x', 'deny'],
    ['Shell(helm uninstall *)', 'helm un x', 'deny'],
    ['Shell(helm uninstall *)', 'helm list', 'allow'],
    ['Shell(docker rm *)', 'docker container rm x', 'deny'],
    ['Shell(docker rm *)', 'docker container remove x', 'deny'],
    ['Shell(docker rm *)', 'docker -H h container rm x', 'deny'],
    ['Shell(docker rm *)', 'docker container ls', 'allow'],
    ['Shell(docker rmi *)', 'docker image rm x', 'deny'],
    ['Shell(docker rmi *)', 'docker image remove x', 'deny'],
    ['Shell(docker exec *)', 'docker container exec x ls', 'deny'],
    ['Shell(docker container rm *)', 'docker rm x', 'deny'],
    ['Shell(docker container *)', 'docker -H h container rm x', 'deny'],
    ['Shell(docker run --privileged *)', 'docker container run --privileged alpine true', 'deny'],
    ['Shell(terraform destroy *)', 'terraform apply -destroy -auto-approve', 'deny'],
    ['Shell(terraform destroy *)', 'terraform apply --destroy', 'deny'],
    ['Shell(terraform destroy *)', 'terraform apply -destroy=true', 'deny'],
    ['Shell(terraform destroy *)', 'terraform -chdir=x apply -destroy', 'deny'],
    ['Shell(terraform destroy *)', 'terraform apply -destroy=false', 'allow'],
    ['Shell(terraform destroy *)', 'terraform apply', 'allow'],
    ['Shell(terraform apply *)', 'terraform -chdir=x apply -destroy', 'deny'],
    // A saved plan may be a destroy plan (`terraform plan -destroy -out p`): applying one asks
    // (possible-readings.ts); `-var x=y` is a flag's value, no plan.
    ['Shell(terraform destroy *)', 'terraform apply plan.out', 'ask'],
    ['Shell(terraform destroy *)', 'terraform apply -auto-approve -input=false tf.plan', 'ask'],
    ['Shell(terraform destroy *)', 'terraform -chdir=infra apply tf.plan', 'ask'],
    ['Shell(terraform destroy *)', 'terraform apply "$PLAN"', 'ask'],
    ['Shell(terraform destroy *)', 'sudo terraform apply p', 'ask'],
    ['Shell(tofu destroy *)', 'tofu apply p', 'ask'],
    ['Shell(terraform destroy *)', 'terraform apply -var x=y -var-file f.tfvars', 'allow'],
    ['Shell(terraform destroy *)', 'terraform plan -destroy -out p', 'allow'],
    ['Shell(terraform apply *)', 'terraform apply p', 'deny'],
    // chmod's mode: octal without leading zeros, rwx for all as 777.
    ['Shell(chmod 777 *)', 'chmod 0777 x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod -R 00777 x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod a+rwx x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod ugo=rwx x', 'deny'],
    ['Shell(chmod 0777 *)', 'chmod 777 x', 'deny'],
    ['Shell(chmod a+rwx *)', 'chmod 777 x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod 0755 x', 'allow'],
    ['Shell(chmod 777 *)', 'chmod a+rx x', 'allow'],
    // (Several clauses, read from a file with no bits: 777 whatever it had. Found in review.)
    ['Shell(chmod 777 *)', 'chmod u=rwx,g=rwx,o=rwx x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod a=rwx,a=rwx x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod a+rwx,u=rwx x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod u=rwx,g=u,o=g x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod +rwx x', 'deny'], // (under umask 000)
    ['Shell(chmod 777 *)', 'chmod =777 x', 'deny'],
    ['Shell(chmod 777 *)', 'chmod u=rwx,g=rwx,o=rx x', 'allow'],
    ['Shell(chmod 777 *)', 'chmod a+rwx,o-w x', 'allow'],
    ['Shell(chmod 777 *)', 'chmod u+x x', 'allow'],
    // (docker's management commands take `remove` for `rm`, stack `down` too. Found in review.)
    ['Shell(docker volume rm *)', 'docker volume remove v', 'deny'],
    ['Shell(docker network rm *)', 'docker network remove n', 'deny'],
    ['Shell(docker context rm *)', 'docker context remove c', 'deny'],
    ['Shell(docker stack rm *)', 'docker stack remove s', 'deny'],
    ['Shell(docker stack rm *)', 'docker stack down s', 'deny'],
    ['Shell(docker volume remove *)', 'docker volume rm v', 'deny'],
    ['Shell(podman volume rm *)', 'podman volume remove v', 'deny'],
    ['Shell(docker volume rm *)', 'docker volume ls', 'allow'],
    ['Shell(docker network rm *)', 'docker volume remove v', 'allow'],
  ]);
});

describe('a deny rule with look-alike characters is also read without them', () => {
  table('deny', [
    ['Shell(ｒｍ *)', 'rm -rf x', 'deny'],
    ['Shell(rm \u2013rf *)', 'rm -fr x', 'deny'],
    ['Shell(git push \u2014force *)', 'git push --force', 'deny'],
    ['Shell(git push \u2010\u2010force *)', 'git push origin --force', 'deny'],
    ['Shell(rm\u00a0*)', 'rm x', 'deny'],
    ['Shell(rm\u2003-rf *)', 'rm -rf x', 'deny'],
    ['Shell(ｒｍ *)', 'ls x', 'allow'],
  ]);
  it('Read and Edit rules too', () => {
    expectDecision({ deny: ['Read(//etc/ｓｈａｄｏｗ)'], allow: ['Read'] }, 'read', '/etc/shadow', 'deny');
    expectDecision({ deny: ['Edit(~/.ｓｓｈ/**)'], allow: ['Edit'] }, 'edit', '/h/.ssh/config', 'deny');
    expectDecision({ allow: ['Read(/ｓrc/**)'] }, 'read', '/w/src/a', 'ask');
  });
});
