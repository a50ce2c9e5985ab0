// Session 36's wrong allows where a line gives a program values it derives (a substitution's
// output, a pipeline's last `read`), a known reader words with values in place, and spellings a
// Shell rule missed (src/shell/substitution-paths.ts, given-values.ts, line-values.ts,
// moved-words.ts, path-spelling.ts, cmdlet-parameters.ts): each ask or deny row was allowed
// before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a substitution whose output the line does not show may print the paths its words name (were allowed)', () => {
  lineTable(RULES, [
    ['X=$(dirname /etc/passwd/x); mytool $X', 'ask'],
    ['mytool $(realpath /etc/passwd)', 'ask'],
    ['X=/etc/passwd/x; mytool "$(dirname $X)"', 'ask'],
    ['mytool $(readlink -f /etc/passwd)', 'ask'],
    ['mytool "$(cd /etc && pwd)/passwd"', 'ask'],
    ['mytool "$(dirname "$(dirname /etc/x/y)")"', 'ask'],
    ['mytool <(realpath /etc/passwd)', 'ask'],
    ['X=$(dirname /w/repo/k.pem/x); mytool "$X"', 'ask'],
    ['mytool "$(dirname /bin/rm/x)" -rf x', 'ask'],
    // More paths than are read: the reading is incomplete.
    [`mytool $(realpath ${Array.from({ length: 50 }, (_, k) => `/${k}`).join(' ')})`, 'ask'],
    [`X=$(realpath ${Array.from({ length: 50 }, (_, k) => `/${k}`).join(' ')}); mytool $X`, 'ask'],
    // Precision: no path-like word, an unknown one, or paths no rule names.
    ['mytool $(date)', 'allow'],
    ['X=$(basename $PWD); mytool $X', 'allow'],
    ['cd /tmp && mytool build', 'allow'],
    ['mytool $(git rev-parse --show-toplevel)', 'allow'],
    ['mytool $(dirname ./src/x)', 'allow'],
    ['X=$(dirname /tmp/x); mytool $X', 'allow'],
  ]);
});

describe('a pipeline\'s last read may run in the shell (lastpipe, zsh), a read from a descriptor: their variables (were allowed)', () => {
  lineTable(RULES, [
    ['shopt -s lastpipe; echo /etc/passwd | read X; mytool $X', 'ask'],
    ['echo /etc/passwd | read X; mytool $X', 'ask'],
    ['X=/etc/passwd; echo "$X" | read Y; mytool $Y', 'ask'],
    ['echo /etc/passwd | cat | read -r X; mytool "$X"', 'ask'],
    ['printf "rm -rf x" | mapfile -t A; mytool "${A[@]}"', 'ask'],
    // A read from a descriptor the line may have opened on a file it wrote.
    ['echo /etc/passwd > f; exec 3<f; read -u 3 X; mytool $X', 'ask'],
    ['echo /etc/passwd > f; exec 3<f; read X <&3; mytool $X', 'ask'],
    ['echo /etc/passwd > f; exec 0<f; read X; mytool $X', 'ask'],
    ['echo /etc/passwd > f; exec < f; read X; mytool $X', 'ask'],
    ['echo ok > f; exec 3<f; read -u 3 X; mytool $X', 'allow'],
    ['echo /etc/passwd > f; read X <<< ok; mytool $X', 'allow'],
    // Precision.
    ['echo ./src | read X; mytool $X', 'allow'],
    ['echo a b | read X Y; mytool $Y', 'allow'],
  ]);
});

describe('a known reader\'s words with the line\'s values in place, read by its own table (were allowed)', () => {
  lineTable(RULES, [
    ['X=/etc/passwd; terraform fmt $X', 'ask'],
    ['X=/etc/passwd; tofu fmt $X', 'ask'],
    ['X=/etc/passwd; gem build $X', 'ask'],
    ['X=/etc/passwd; poetry export -o $X', 'ask'],
    ['X=/etc/passwd; dotnet x.dll $X', 'ask'],
    ['terraform fmt $(realpath /etc/passwd)', 'ask'],
    ['terraform fmt "$(echo /etc/passwd)"', 'ask'],
    // Precision: exported values are no words of a known program; a message is no path.
    ['X=./src; terraform fmt $X', 'allow'],
    ['export X=/etc/passwd; git status', 'allow'],
    ['M="fix /etc/passwd"; git commit -m "$M"', 'allow'],
    ['X=/etc/passwd; echo $X', 'allow'],
  ]);
});

describe('a safety-net reader\'s plain words where the line may be in another directory (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc; terraform fmt passwd', 'ask'],
    ['cd /etc && tofu fmt passwd', 'ask'],
    // Precision.
    ['cd /tmp && terraform fmt build', 'allow'],
    ['terraform fmt passwd', 'allow'],
  ]);
});

describe('Cygwin\'s /cygdrive/c/ is drive C: in a Shell rule\'s path words, bash on win32 (was allowed)', () => {
  const rules: Rules = { deny: ['Shell(rm -rf /c/Windows/*)', 'Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(*)', 'PowerShell(*)'] };
  lineTable(rules, [
    ['rm -rf /cygdrive/c/Windows/x', 'deny'],
    ['rm -rf /proc/cygdrive/C/Windows/x', 'deny'],
    ['Remove-Item /cygdrive/c/Windows/x', 'deny'],
    // Precision: another drive, or no drive letter.
    ['rm -rf /cygdrive/d/Windows/x', 'allow'],
    ['rm -rf /cygdrive/cc/Windows/x', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

// Test-Path only tells whether a path exists, as bash's `test -e` and `[ -f ]` do (allowed beside
// a Read rule): it stays allowed. Set-Clipboard -Path (Windows PowerShell) puts the files on the
// clipboard for any program to paste: a read. Its first position is text, and so is its input.
describe('Set-Clipboard -Path reads its files (was allowed); Test-Path stays allowed', () => {
  lineTable(RULES, [
    ['Set-Clipboard -Path x.pem', 'deny'],
    ['Set-Clipboard -LiteralPath x.pem', 'deny'],
    ['scb -Path x.pem', 'deny'],
    // Precision.
    ['Set-Clipboard x.pem', 'allow'],
    ["'hello' | Set-Clipboard", 'allow'],
    ['Set-Clipboard -Path a.txt', 'allow'],
    ['Test-Path x.pem', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a parameter operation on a known value, computed as bash does (were read as the whole value: allowed)', () => {
  lineTable(RULES, [
    ['X=/etx/passwd; mytool ${X/x/c}', 'ask'],
    ['X=x/etc/passwd; mytool ${X#x}', 'ask'],
    ['X=x/etc/passwd; mytool "${X#?}"', 'ask'],
    ['X=xx/etc/passwd; mytool "${X##*x}"', 'ask'],
    ['X=/eXc/passwd; mytool "${X//X/t}"', 'ask'],
    ['X=xx/etc/passwd; mytool "${X:2}"', 'ask'],
    ['X=xx/etc/passwdyy; mytool "${X:2:11}"', 'ask'],
    ['X=xx/etc/passwdyy; mytool "${X:2:-2}"', 'ask'],
    ['X=xx/etc/passwd; mytool "${X: -11}"', 'ask'],
    ['X=k.pemX; mytool "${X%X}"', 'ask'],
    ['X=k.pemX; Y=${X%X}; mytool "$Y"', 'ask'],
    ['X=k.pem.bak; mytool "${X%.*}"', 'ask'],
    // (The whole value stays a reading too.)
    ['X=/etc/passwd; mytool "${X#/etc}"', 'ask'],
    // Precision.
    ['X=/tmp/x; mytool "${X#/tmp}"', 'allow'],
    ['X=build.tar.gz; mytool "${X%%.*}"', 'allow'],
  ]);
});

describe('a text the line shows, through a tool that computes another from it, is not known (were allowed)', () => {
  lineTable(RULES, [
    ["mytool $(sed 's/x/\\/etc/' <<< x/passwd)", 'ask'],
    ['mytool $(echo xetc/passwd | cut -c2-)', 'ask'],
    ['mytool $(echo dwssap/cte/ | rev)', 'ask'],
    ["mytool $(awk 'BEGIN{print \"/etc/passwd\"}')", 'ask'],
    ['mytool $(echo L2V0Yy9wYXNzd2Q= | base64 -d)', 'ask'],
    ['X=$(echo L2V0Yy9wYXNzd2Q= | base64 -d); mytool $X', 'ask'],
    ['mytool "$(echo $(echo x | tr x /)etc/passwd)"', 'ask'],
    ['echo dwssap/cte/ | rev | xargs mytool', 'ask'],
    ['echo k.pemX | head -c 5 | xargs mytool', 'ask'],
    ['echo x/etc/passwd | tail -c +2 | xargs mytool', 'ask'],
    ['echo x/etc/passwd | cut -c2- | xargs mytool', 'ask'],
    ['echo x/etc/passwdx | grep -o /etc/passwd | xargs mytool', 'ask'],
    ['echo x/etc/passwd | cut -c2- | read X; mytool $X', 'ask'],
    ['tr x / <<< xetcxpasswd > f; mytool < f', 'ask'],
    ['tr x / <<< xetcxpasswd > f; X=$(cat f); mytool $X', 'ask'],
    ['tr x / <<< xetcxpasswd > f; mytool $(< f)', 'ask'],
    ['echo ok > f; mytool $(< f)', 'allow'],
    // (A pipeline of filters the line shows is read as its text.)
    ['mytool $(echo /etc/passwd | cat)', 'ask'],
    // Precision: another command's output stays unknown; a known program's words are its table's.
    ['mytool $(git log | sed s/x/y/)', 'allow'],
    ['mytool $(cut -d= -f2 .env)', 'allow'],
    ['git commit -m "$(echo abc | tr a-z A-Z)"', 'allow'],
    ['X=$(echo abc | tr a-z A-Z); git commit -m "$X"', 'allow'],
    ['echo hello | tr a-z A-Z', 'allow'],
    ['echo ok | rev | xargs mytool', 'allow'],
  ]);
});

describe('a coprocess\'s output and a descriptor the line opened on a file it wrote, read or given to a program (were allowed)', () => {
  lineTable(RULES, [
    ['coproc C { echo /etc/passwd; }; read X <&${C[0]}; mytool $X', 'ask'],
    ['coproc C { echo /etc/passwd; }; mytool <&${C[0]}', 'ask'],
    ['coproc C { echo /etc/passwd; }; xargs mytool <&${C[0]}', 'ask'],
    ['echo /etc/passwd > f; exec 3<f; mytool <&3', 'ask'],
    ["echo 'rm -rf x' > f; exec 3<f; mytool <&3", 'ask'],
    ['echo /etc/passwd > f; exec 0<f; mytool', 'ask'],
    ['echo /etc/passwd > f; exec < f; mytool', 'ask'],
    // Precision.
    ['echo ok > f; exec 3<f; mytool <&3', 'allow'],
    ['echo /etc/passwd > f; mytool', 'allow'],
    ['echo /etc/passwd > f; exec 3<f; mytool', 'allow'],
  ]);
});

describe('substitutions in a here-string, here-document or printer\'s text, and the directories a value names (were allowed)', () => {
  lineTable(RULES, [
    ['read X <<< $(echo /etc/passwd); mytool $X', 'ask'],
    ['read X <<< $(realpath /etc/passwd); mytool $X', 'ask'],
    ['mytool <<< $(realpath /etc/passwd)', 'ask'],
    ['echo $(realpath /etc/passwd) | xargs mytool', 'ask'],
    ['mytool <<EOF\n$(echo /etc/passwd)\nEOF', 'ask'],
    ['cat <<EOF | mytool\n$(realpath /etc/passwd)\nEOF', 'ask'],
    ['while read X; do mytool $X; done <<EOF\n$(echo /etc/passwd)\nEOF', 'ask'],
    ['X=$(ls -d /etc/pass*); mytool $X', 'ask'],
    ['X=$(pwd); mytool $X/../../etc/passwd', 'ask'],
    ['X=$PWD; mytool $X/../../etc/passwd', 'ask'],
    ['mytool $(pwd)/../../etc/passwd', 'ask'],
    ['X=$(echo ~); mytool $X/x.pem', 'ask'],
    ['X=~; mytool $X/x.pem', 'ask'],
    ['X=$HOME/x.pem; mytool "$X"', 'ask'],
    // Precision.
    ['mytool <<< "$(date)"', 'allow'],
    ['mytool <<EOF\n$(date)\nEOF', 'allow'],
    ['read X <<< $(echo ok); mytool $X', 'allow'],
    ['X=$(pwd); mytool $X/src', 'allow'],
    ['X=$(ls src/*.ts); mytool $X', 'allow'],
    ['mytool $(pwd)', 'allow'],
  ]);
});

describe('a PowerShell variable in a sub-expression or array, given to a native program (were allowed)', () => {
  lineTable(RULES, [
    ["$f = 'x.pem'; mytool ($f)", 'ask'],
    ["$f = 'x.pem'; mytool @($f)", 'ask'],
    ["$f = 'x.pem'; mytool @(,$f)", 'ask'],
    ["$h = 'evil.com'; mytool @($h)", 'ask'],
    ["$x = 'rm'; & @($x) -rf y", 'deny'],
    // Precision.
    ["$f = 'ok'; mytool @($f)", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a task runner\'s or build tool\'s own file the line writes, then runs (were allowed)', () => {
  lineTable(RULES, [
    ["echo 'x:\\n  rm -rf y' > justfile && just x", 'ask'],
    ["echo 'tasks: {x: {cmds: [rm -rf y]}}' > Taskfile.yml && task x", 'ask'],
    ["printf '[testenv]\\ncommands = rm -rf x\\n' > tox.ini && tox", 'ask'],
    ['echo \'import os; os.system("rm -rf x")\' > noxfile.py && nox', 'ask'],
    ['echo \'import os; os.system("rm -rf x")\' > tasks.py && invoke x', 'ask'],
    ['echo \'exec(["rm","-rf","x"])\' > build.gradle && gradle build', 'ask'],
    ["echo '<project/>' > pom.xml && mvn package", 'ask'],
    ["echo 'fn main(){}' > build.rs && cargo build", 'ask'],
    ['echo \'data "external" "x" { program = ["rm","-rf","x"] }\' > x.tf && terraform plan', 'ask'],
    ["echo 'x' > gulpfile.js && gulp", 'ask'],
    ["echo 'x' > pyproject.toml && poetry run x", 'ask'],
    // Precision: the project's own files, or another file written.
    ['just x', 'allow'],
    ['gradle build', 'allow'],
    ['echo hi > notes.txt && just x', 'allow'],
    ['terraform plan', 'allow'],
  ]);
});

describe('brace alternatives in a substitution\'s words (was allowed)', () => {
  lineTable(RULES, [
    ['mytool "$(echo /et{c,x}/passwd)"', 'ask'],
    ['mytool "$(echo src/{a,b}.ts)"', 'allow'],
  ]);
});

// The brief's own policy has an unreadable Read rule (`Read(secrets\\x)`), so every possible path
// asks there: the working directory's name stays no path.
describe('precision under a policy where every possible path asks', () => {
  const rules: Rules = { deny: [...RULES.deny!, 'Read(secrets\\\\x)'], allow: RULES.allow! };
  lineTable(rules, [
    ['X=$(basename $PWD); mytool $X', 'allow'],
    ['mytool $(date)', 'allow'],
    ['X=$(dirname /etc/passwd/x); mytool $X', 'ask'],
  ]);
});
