// Session 35's wrong allows where a line gives a program the analysis does not know words or
// values it may open or run (src/shell/given-values.ts, line-values.ts, moved-words.ts): each ask
// row was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('an unknown program\'s plain words where the line may be in another directory (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && mytool passwd', 'ask'],
    ['pushd /etc; mytool passwd', 'ask'],
    ['cd /etc; mytool passwd', 'ask'],
    ['cd /etc && mytool --in=passwd', 'ask'],
    ['cd /etc && python3 /w/x.py passwd', 'ask'],
    ['cd /etc; cd /tmp; cd -; mytool passwd', 'ask'],
    ['cd "$D" && mytool passwd', 'ask'],
    ['CDPATH=/etc cd ssh; mytool ssh_config', 'ask'],
    ['HOME=/etc cd; mytool passwd', 'ask'],
    ['f() { mytool passwd; }; cd /etc; f', 'ask'],
    ['trap "mytool passwd" EXIT; cd /etc', 'ask'],
    ['X=passwd; cd /etc && mytool $X', 'ask'],
    // Precision: no rule names the words there, or the line did not move.
    ['cd /tmp && mytool build', 'allow'],
    ['cd /tmp; mytool build --out=dist', 'allow'],
    ['mytool passwd', 'allow'],
    ['mytool --in=passwd', 'allow'],
    ['f() { mytool build; }; f', 'allow'],
    ['X=build; cd /tmp && mytool $X', 'allow'],
    ['cd /etc && echo passwd', 'allow'],
  ]);
});

describe('name references: a reference\'s value is its variable\'s (were allowed)', () => {
  lineTable(RULES, [
    ['declare -n R=X; X=/etc/passwd; mytool $R', 'ask'],
    ["declare -n R=X; X='rm -rf x'; mytool \"$R\"", 'ask'],
    ['local -n R=X; X=/etc/passwd; mytool "$R"', 'ask'],
    ['typeset -n R=X; X=/etc/passwd; mytool "${R}"', 'ask'],
    ['declare -gn R=X; X=/etc/passwd; mytool $R', 'ask'],
    ['typeset -n R=X; R=/etc/passwd; mytool $X', 'ask'],
    ['declare -n R=A; A=(rm -rf x); mytool "${R[@]}"', 'ask'],
    ["declare -n R='A[@]'; A=(x /etc/passwd); mytool \"$R\"", 'ask'],
    ['declare -n R=S; declare -n S=X; X=/etc/passwd; mytool $R', 'ask'],
    ["declare -n S='A[@]'; declare -n R=S; A=(x /etc/passwd); mytool \"$R\"", 'ask'],
    ['declare -n R=X; X=/etc/passwd; export R; mytool', 'ask'],
    ['declare -n R=X; X=/etc/passwd; mytool <<< "$R"', 'ask'],
    // Precision: the variable's values name nothing a rule matches.
    ['declare -n R=X; X=ok; mytool $R', 'allow'],
    ['declare -n R=X; R=build; mytool "$X"', 'allow'],
  ]);
});

describe('a here-string or here-document with values in place, handed to an unknown program (were allowed)', () => {
  lineTable(RULES, [
    ['X=/etc/passwd; mytool <<< "$X"', 'ask'],
    ['X=/etc/passwd; mytool <<EOF\n$X\nEOF', 'ask'],
    ['X=evil.com; mytool <<< "$X"', 'ask'],
    // Precision: a quoted delimiter expands nothing; a value that names nothing.
    ["X=/etc/passwd; mytool <<'EOF'\n$X\nEOF", 'allow'],
    ['X=build; mytool <<< "$X"', 'allow'],
  ]);
});

describe('values through expansions, builtins and substitutions the tracker did not follow (were allowed)', () => {
  lineTable(RULES, [
    // Each value a variable had, not only its first, where another is assigned from it.
    ['X=a; X=/etc/passwd; Y=$X; mytool $Y', 'ask'],
    ['X=/etc/passwd; X=a; mytool "$(echo $X)"', 'ask'],
    ['X=/etc/passwd; mytool "`echo $X`"', 'ask'],
    // An array's slice; a value transformed (@Q quotes it, @L lowers it).
    ['A=(x /etc/passwd); mytool "${A[@]:1}"', 'ask'],
    ['A=(x rm -rf x); mytool "${A[@]:1}"', 'ask'],
    ["X='rm -rf x'; mytool ${X@Q}", 'ask'],
    ["X='RM -rf x'; mytool \"${X@L}\"", 'ask'],
    ['declare -a A=(/etc/passwd); mytool ${A[0]}', 'ask'],
    // Positional parameters set on the line, shifted or not.
    ['set -- /etc/passwd; mytool "$@"', 'ask'],
    ['set -- rm -rf x; mytool "$@"', 'ask'],
    ['set -- x /etc/passwd; mytool "$2"', 'ask'],
    ['set -- x /etc/passwd; shift; mytool "$1"', 'ask'],
    ['set -- a b /etc/passwd; while [ $# -gt 1 ]; do shift; done; mytool "$1"', 'ask'],
    ["set -- 'rm -rf x'; mytool \"$1\"", 'ask'],
    ['set -e -o pipefail x /etc/passwd; mytool $2', 'ask'],
    // A process substitution's printed text is the file the program reads.
    ['mytool <(echo /etc/passwd)', 'ask'],
    ['X=/etc/passwd; mytool <(echo $X)', 'ask'],
    ['mytool <(echo evil.com)', 'ask'],
    // Precision.
    ['set -- x /etc/passwd; mytool "$1"', 'allow'],
    ['set -e; mytool "$1"', 'allow'],
    ['A=(a b); mytool "${A[@]:1}"', 'allow'],
    ['X=build; mytool "$(echo $X)"', 'allow'],
    ['X=/etc/passwd; mytool ${X@U}', 'allow'],
    ['mytool <(echo build)', 'allow'],
  ]);
});

describe('input a loop or group is given, defaults, and builtins given known values (were allowed)', () => {
  lineTable(RULES, [
    // A compound command's here-string, here-document or a file the line wrote, as a pipe's text.
    ['while read X; do mytool $X; done <<< /etc/passwd', 'ask'],
    ["while read X; do mytool $X; done <<< 'rm -rf x'", 'ask'],
    ['while read X; do mytool $X; done <<EOF\n/etc/passwd\nEOF', 'ask'],
    ['Y=/etc/passwd; while read X; do mytool $X; done <<< "$Y"', 'ask'],
    ['echo /etc/passwd > f; while read X; do mytool $X; done < f', 'ask'],
    ['{ read X; mytool $X; } <<< /etc/passwd', 'ask'],
    // `${X:=value}` assigns X; `${X:-$Y}` may be Y's value.
    [': ${X:=/etc/passwd}; mytool $X', 'ask'],
    ["echo ${X:='rm -rf x'}; mytool $X", 'ask'],
    ['Y=/etc/passwd; mytool "${X:-$Y}"', 'ask'],
    ['X=""; Y=/etc/passwd; mytool "${X:-$Y}"', 'ask'],
    // Builtins and shells given known values.
    ['Y=/etc/passwd; printf -v X "%s" "$Y"; mytool $X', 'ask'],
    ['Y=/etc/passwd; read X <<< "$Y"; mytool $X', 'ask'],
    ["X=/etc/passwd; bash -c 'mytool \"$1\"' _ \"$X\"", 'ask'],
    // Substitutions that print a text with known values, or a file the line wrote.
    ['X=/etc/passwd; mytool "$(cat <<< "$X")"', 'ask'],
    ['echo /etc/passwd > f; X=$(cat f); mytool $X', 'ask'],
    ['echo /etc/passwd > f; X=$(< f); mytool $X', 'ask'],
    ['X=/etc/passwd; echo "$X" > f; mytool f', 'ask'],
    ['X=/etc/passwd; echo "$X" > f; mytool < f', 'ask'],
    // Case changes only where they are the whole operation.
    ['X=/etc/passwd; mytool ${X^}', 'ask'],
    ['X=/ETC/PASSWD; mytool ${X~~}', 'ask'],
    // Precision.
    ['while read X; do mytool $X; done <<< build', 'allow'],
    [': ${X:=build}; mytool $X', 'allow'],
    ['Y=build; mytool "${X:-$Y}"', 'allow'],
    ['Y=build; read X <<< "$Y"; mytool $X', 'allow'],
    ['echo build > f; X=$(cat f); mytool $X', 'allow'],
    ['X=/etc/passwd; mytool ${X~~}', 'allow'],
  ]);
});

describe('a function body or trap read again with the values the whole line assigns (were allowed)', () => {
  lineTable(RULES, [
    ['f() { mytool $X; }; X=/etc/passwd; f', 'ask'],
    ["f() { mytool \"$X\"; }; X='rm -rf x'; f", 'ask'],
    ['trap "mytool \\$X" EXIT; X=/etc/passwd', 'ask'],
    ['f() { g() { mytool $X; }; }; X=/etc/passwd; f; g', 'ask'],
    // Precision.
    ['f() { mytool $X; }; X=build; f', 'allow'],
    ['f() { mytool "$1"; }; f build', 'allow'],
  ]);
});

describe('globs after a cd, literal defaults, builtins given values, names exported before they are assigned (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && mytool *', 'ask'],
    ['cd /etc && mytool pass*', 'ask'],
    ['cd /etc && mytool ????wd', 'ask'],
    ['X=${Y:-/etc/passwd}; mytool $X', 'ask'],
    ['X=/etc/passwd; mytool "${X:+$X}"', 'ask'],
    ['X=/etc/passwd; declare Y=$X; mytool $Y', 'ask'],
    ['X=/etc/passwd; local Y="$X"; mytool $Y', 'ask'],
    ['X=/etc/passwd; export Y=$X; mytool', 'ask'],
    ['X=/etc/passwd; declare -x Y="$X"; mytool', 'ask'],
    ['export X; X=/etc/passwd; mytool', 'ask'],
    ['declare -x X; X=/etc/passwd; mytool', 'ask'],
    // Precision.
    ['cd /tmp && mytool *.ts', 'allow'],
    ['mytool *', 'allow'],
    ['export X; X=build; mytool', 'allow'],
    ['X=build; declare Y=$X; mytool $Y', 'allow'],
    ['X=${Y:-build}; mytool $X', 'allow'],
  ]);
});

describe('text given on standard input, and brace words, where the line may be in another directory (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc; echo passwd | xargs mytool', 'ask'],
    ['cd /etc; echo passwd | mytool', 'ask'],
    ['cd /etc; mytool <<< passwd', 'ask'],
    ['cd /etc; xargs mytool <<< passwd', 'ask'],
    ['cd /etc; mytool {passwd,x}', 'ask'],
    ['cd /etc; mytool pass{wd,}', 'ask'],
    // Precision.
    ['cd /tmp; echo build | xargs mytool', 'allow'],
    ['echo passwd | xargs mytool', 'allow'],
    ['cd /tmp; mytool {a,b}', 'allow'],
  ]);
});

describe('read and mapfile given a file the line wrote (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd > f; read X < f; mytool $X', 'ask'],
    ['echo /etc/passwd > f; mapfile -t A < f; mytool "${A[@]}"', 'ask'],
    ['echo /etc/passwd > f; read -r X Y < f; mytool $Y', 'ask'],
    ["printf 'rm -rf x' > f; read X < f; mytool \"$X\"", 'ask'],
    ['echo evil.com > f; read H < f; mytool $H', 'ask'],
    // Precision: another file, or a text no rule names.
    ['echo /etc/passwd > f; read X < g; mytool $X', 'allow'],
    ['echo ok > f; read X < f; mytool $X', 'allow'],
  ]);
});

describe('getopts: OPTARG may be any argument it is given, or an option\'s attached value (were allowed)', () => {
  lineTable(RULES, [
    ['getopts ab: X -b/etc/passwd; mytool $OPTARG', 'ask'],
    ['getopts ab: X -b /etc/passwd; mytool "$OPTARG"', 'ask'],
    ['set -- -b /etc/passwd; getopts ab: X; mytool $OPTARG', 'ask'],
    ['while getopts ab: X -b evil.com; do mytool $OPTARG; done', 'ask'],
    ['getopts ab: X -b ok; mytool $OPTARG', 'allow'],
  ]);
});
