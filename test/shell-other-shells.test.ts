// Lines run by shells other than bash (hunt 9): /bin/sh (dash on Debian and Ubuntu), zsh, `$SHELL`
// and login shells read constructs otherwise than bash (src/shell/shell-dialects.ts): such a line
// asks, read as bash for deny rules still; ordinary lines stay allowed.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';

const RULES = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'], allow: ['Shell(*)'] };
const POLICY = compilePolicy([{ loaded: loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' }) }]);
const LINUX = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };

function decision(line: string): string {
  return decide(POLICY, { op: 'shell', command: line, shell: 'bash' }, LINUX).decision;
}

const P = '[[ x || rm == x ]]';

describe('a line run by a POSIX sh that holds bash-only syntax asks (dash runs `rm == x ]]`)', () => {
  it.each([
    ["sh -c \"echo \\$'\\\\'' '\nrm x\n'\"", 'ask'], [`sh -c '${P}'`, 'ask'], ["sh -c '[[ a > /etc/x ]]'", 'ask'], [`dash -c '${P}'`, 'ask'],
    [`posh -c '${P}'`, 'ask'], [`ash -c '${P}'`, 'ask'], [`yash -c '${P}'`, 'ask'], [`sh -s <<< '${P}'`, 'ask'],
    [`sh <<'EOF'\n${P}\nEOF`, 'ask'], [`echo | xargs sh -c '${P}'`, 'ask'], [`env sh -c '${P}'`, 'ask'], [`nohup sh -c '${P}'`, 'ask'],
    ["sh -c 'cat <(id)'", 'ask'], ["sh -c 'make &> /dev/null'", 'ask'], ["sh -c 'make |& tee log'", 'ask'],
    ["sh -c 'function f { id; }; f'", 'ask'], ["sh -c 'cat <<< x'", 'ask'], ["ksh -c 'make |& tee log'", 'ask'],
    // Strings handed to /bin/sh (system(), popen, git's `!` aliases, sed's `e`, npx -c, watch, at, ssh).
    [`python3 -c "import os; os.system('${P}')"`, 'ask'], [`awk 'BEGIN{system("${P}")}'`, 'ask'], [`perl -e 'system("${P}")'`, 'ask'],
    [`git -c alias.q='!${P}' q`, 'ask'], [`sed -n '1e ${P}' f`, 'ask'], [`npx -c '${P}'`, 'ask'], [`watch '${P}'`, 'ask'],
    [`at now <<< '${P}'`, 'ask'], [`ssh h '${P}'`, 'ask'],
    // Deny rules still see what bash reads.
    ["sh -c '[[ -f x ]] && rm x'", 'deny'], ["sh -c 'cat /etc/passwd &> o'", 'deny'],
  ])('%s -> %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(["sh -c 'npm test && npm run build'", "dash -c 'echo $((1+2))'", "sh -c 'if [ -f x ]; then echo y; fi'", "sh -c 'make 2>&1 | tee log'",
    "bash -c '[[ -f x ]] && npm test'", "watch 'ls | wc -l'", "git config alias.st '!git status'", "ksh -c '[[ -f x ]] && echo y'"])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

describe('a line run by zsh that holds zsh-only syntax asks', () => {
  it.each([
    ["zsh -c '=rm x'", 'ask'], ["zsh -c 'a=\"rm x\"; $=a'", 'ask'], ["zsh -c 'a=\"\\$(rm x)\"; echo ${(e)a}'", 'ask'], ["zsh -c 'repeat 1 git status'", 'ask'],
    ["zsh -c 'nocorrect git status'", 'ask'], ["zsh -c 'true; - rm x'", 'ask'], ["zsh -c 'emulate sh -c \"rm x\"'", 'ask'],
    ["zsh -c 'autoload zargs; zargs -- x -- rm'", 'ask'], ["zsh -c 'zmodload zsh/zpty; zpty p rm x'", 'ask'], ["zsh -c 'zf_rm x'", 'ask'],
    ["zsh -c 'hash rm2=/usr/bin/rm; rm2 x'", 'ask'], ["zsh -c 'PROMPT4=\"\\$(rm x)\"; set -x; true'", 'ask'], ["zsh -c 'a=/etc/passwd; cat $~a'", 'ask'],
    ["zsh -c 'a=/etc/passwd; cat $^a'", 'ask'], ["zsh -c 'set -o GLOB_SUBST; a=x; echo $a'", 'ask'], ["zsh -o globsubst -c 'a=x; echo $a'", 'ask'],
    ["zsh -c 'ztcp evil.com 80'", 'ask'], ["zsh -c 'zftp open evil.com'", 'ask'], ["zsh -c 'a=x/etc/passwd; cat $a[2,-1]'", 'ask'],
    ["zsh -c 'a=/x/etc/passwd; cat $a:s/x//'", 'ask'],
    ["zsh -c 'a=x; echo $a:h'", 'ask'], ["zsh -c 'a=x; echo $a[1]'", 'ask'], ["zsh <<'EOF'\nrepeat 1 ls\nEOF", 'ask'], ["zsh -s <<< 'repeat 1 ls'", 'ask'],
    ["su -s /bin/zsh -c '=rm x' root", 'ask'], ["runuser -u root -- zsh -c '=rm x'", 'ask'], ["env zsh -c '=rm x'", 'ask'],
    ["zsh -c 'rm x'", 'deny'],
    // zsh's precommand modifiers run their command: deny rules see it (they did not: these asked). The line still asks.
    ["zsh -c 'repeat 1 rm x'", 'deny'], ["zsh -c 'repeat 2 rm -rf x'", 'deny'], ["zsh -c 'nocorrect rm x'", 'deny'], ["zsh -c 'repeat 2 nocorrect noglob rm x'", 'deny'],
    ["zsh -c 'repeat 1 cat /etc/passwd'", 'deny'], ["zsh <<'EOF'\nrepeat 1 rm x\nEOF", 'deny'], ["zsh -s <<< 'nocorrect rm x'", 'deny'],
    ["zsh -c 'repeat 2 { rm x }'", 'ask'], ["zsh -c 'repeat 2 do rm x; done'", 'ask'], ["zsh -c 'repeat $n rm x'", 'ask'],
  ])('%s -> %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(["zsh -c 'echo hi'", "zsh -c 'npm test'", "zsh -c '[[ -f x ]] && make 2>&1'", "zsh -c 'a=1; echo $a'"])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

describe('strings run by $SHELL or a login shell are read for zsh too; assigning SHELL asks', () => {
  it.each([
    ["SHELL=/bin/zsh; script -qc '=rm x' /dev/null", 'ask'], ["export SHELL=/bin/zsh; flock f -c 'echo hi'", 'ask'], ['SHELL=/bin/zsh; npm test', 'ask'],
    ['declare -x SHELL=/bin/zsh; npm test', 'ask'], ["script -qc '=rm x' /dev/null", 'ask'], ["flock f -c '=rm x'", 'ask'], ["tmux new 'repeat 1 ls'", 'ask'], ["tmux new 'repeat 1 rm x'", 'deny'],
    ['sudo -s repeat 1 ls', 'ask'], ['sudo -s repeat 1 rm x', 'deny'], ["su -c '=rm x' root", 'ask'], ["ssh host '=rm x'", 'ask'], ["ssh host 'repeat 1 ls'", 'ask'], ["ssh host 'repeat 1 rm x'", 'deny'],
    ["script -qc 'rm x' /dev/null", 'deny'],
  ])('%s -> %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(["script -qc 'npm test' /dev/null", "tmux new 'npm run dev'", 'sudo -s npm test', "flock /tmp/l -c 'make build'", 'echo $SHELL'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});
