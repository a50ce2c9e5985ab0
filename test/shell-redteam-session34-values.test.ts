// Session 34's wrong allows where a line gives a program the analysis does not know a value it
// shows (src/shell/given-values.ts): each ask row was allowed before its fix.
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';
import { fastestMs } from './helpers/timing.js';
import { analyzeShell } from '../src/shell/analyze.js';

const RULES: Rules = {
  deny: ['Shell(rm *)', 'Read(//etc/**)', 'Read(**/.env)', 'Domain(evil.com)'],
  allow: ['Shell(mytool *)', 'Shell(python3 *)', 'Shell(export *)', 'Shell(echo *)', 'Shell(printf *)', 'Shell(cat *)', 'Read(**)', 'Edit(**)'],
};

describe('a value assigned earlier on the line, handed to an unknown program (were allowed)', () => {
  lineTable(RULES, [
    ["X='rm -rf x'; mytool \"$X\"", 'ask'],
    ['X="rm -rf x"; mytool $X', 'ask'],
    ['F=/etc/passwd; mytool $F', 'ask'],
    ['F=/etc/passwd; mytool "${F}"', 'ask'],
    ['F=/etc/passwd && mytool --in="$F"', 'ask'],
    ['D=/etc; mytool "$D/passwd"', 'ask'],
    ['H=evil.com; mytool "$H"', 'ask'],
    ['H=evil.com; mytool "https://$H/x"', 'deny'],
    ['X=rm; Y=" -rf x"; mytool "$X$Y"', 'ask'],
    ['X=/etc; X+=/passwd; mytool $X', 'ask'],
    ['X=/etc/passwd; Y=$X; mytool $Y', 'ask'],
    // Each value a variable is given counts, whichever branch gives it.
    ['X=a; [ -n "$CI" ] && X=/etc/passwd; mytool "$X"', 'ask'],
    ['F=/etc/passwd; python3 x.py "$F"', 'ask'],
    // Exported: the program inherits it, whatever its words.
    ["export X='rm -rf x'; mytool", 'ask'],
    ['export F=/etc/passwd; mytool', 'ask'],
    ['F=/etc/passwd; export F; mytool build', 'ask'],
    // Precision: values that name nothing a rule matches.
    ['X=1; mytool "$X"', 'allow'],
    ['F=build; mytool $F', 'allow'],
    ['D=src; mytool "$D/a.ts"', 'allow'],
    ["X='a b'; mytool \"$X\"", 'allow'],
    ['export NODE_ENV=production; mytool build', 'allow'],
    ['mytool "$D/x"', 'allow'],
    ["mytool 'a b'", 'allow'],
    ['mytool build.com', 'allow'],
  ]);
});

describe('the words a substitution prints, handed to an unknown program (were allowed)', () => {
  lineTable(RULES, [
    ['mytool "$(echo /etc/passwd)"', 'ask'],
    ['mytool $(printf evil.com)', 'ask'],
    ['mytool `echo /etc/passwd`', 'ask'],
    ["mytool \"$(cat <<< 'rm -rf x')\"", 'ask'],
    ['mytool "$(echo /etc)/passwd"', 'ask'],
    ["mytool \"$(echo -e '\\x2fetc/passwd')\"", 'ask'],
    ["mytool \"$(printf '%s/passwd' /etc)\"", 'ask'],
    // Precision: printed words that name nothing a rule matches; another command's output is not known.
    ['mytool "$(echo build)"', 'allow'],
    ['mytool "$(printf a.txt)"', 'allow'],
    ['mytool "$(< cmds.txt)"', 'allow'],
  ]);
});

const PEM: Rules = { deny: ['Read(**/*.pem)', 'Read(**/.env)', 'Read(//etc/**)'], allow: ['Shell(mytool *)', 'Read(**)', 'Edit(**)'] };

const BUILTINS: Rules = { ...RULES, allow: [...RULES.allow!, 'Shell(read *)', 'Shell(mapfile *)', 'Shell(bash *)', 'Shell(sh *)'] };

describe('values read, printed, looped over or listed into variables, handed to an unknown program (were allowed)', () => {
  lineTable(BUILTINS, [
    ["read X <<< 'rm -rf x'; mytool \"$X\"", 'ask'],
    ["read -r A B <<< '/etc/passwd x'; mytool $A", 'ask'],
    ["mapfile -t A <<< 'rm -rf x'; mytool \"${A[@]}\"", 'ask'],
    ["printf -v X 'rm -rf x'; mytool \"$X\"", 'ask'],
    ["printf -v X '%s' /etc/passwd; mytool \"$X\"", 'ask'],
    ['A=(rm -rf x); mytool "${A[@]}"', 'ask'],
    ['A=(/etc/passwd); mytool "${A[0]}"', 'ask'],
    ["for X in 'rm -rf x'; do mytool \"$X\"; done", 'ask'],
    ['for h in a.org evil.com; do mytool $h; done', 'ask'],
    ['X=/etc/passwd; mytool "${X:-a}"', 'ask'],
    ['X=/etc/passwd; mytool "${X%.x}"', 'ask'],
    ['X=/etc/passwd; mytool "${X/x/y}"', 'ask'],
    ['X=/etc/passwd; mytool "${X:0}"', 'ask'],
    ['X=/etc/passwd; mytool "${X:+a.txt}"', 'allow'],
    ['X=a.tar.gz; mytool "${X%.gz}"', 'allow'],
    ["X='rm -rf x'; mytool <<< \"$X\"", 'ask'],
    ["X='rm -rf x'; echo \"$X\" | mytool", 'ask'],
    // A shell's -c string's positional parameters, given on the line.
    ["bash -c 'mytool \"$1\"' _ /etc/passwd", 'ask'],
    ["bash -c 'mytool \"$1\"' _ 'rm -rf x'", 'ask'],
    ["bash -c 'mytool \"$@\"' _ rm -rf x", 'ask'],
    ["sh -c 'mytool $0' /etc/passwd", 'ask'],
    ["bash -c 'mytool \"$1\"' _ a.txt", 'allow'],
    // Precision: values that name nothing a rule matches; a value the line does not show.
    ["printf -v X '%s' a.txt; mytool \"$X\"", 'allow'],
    ['A=(a b c); mytool "${A[@]}"', 'allow'],
    ['for f in a b c d e f g h i j k l; do mytool $f; done', 'allow'],
    ['read X; mytool $X', 'allow'],
    ['X=ls; mytool <<< "$X"', 'allow'],
    ['X=ls; echo "$X" | mytool', 'allow'],
  ]);
});

describe('a glob after an expansion, beside a rule that matches at any depth (were allowed)', () => {
  lineTable(PEM, [
    ['mytool "$X/*.pem"', 'ask'],
    ['mytool $X/*.pem', 'ask'],
    ['mytool "$X/keys/*.pem"', 'ask'],
    ['mytool "${X}/[a-z].pem"', 'ask'],
    ['mytool "$X/.e*"', 'ask'],
    ['mytool --key="$X/*.pem"', 'ask'],
    // Precision: globs whose names no such rule matches; rooted rules are not met.
    ['mytool "$X/*.txt"', 'allow'],
    ['mytool "$X/src/*.ts"', 'allow'],
    ['mytool "$X/?.env"', 'allow'],
    ['mytool "$X/a?.txt"', 'allow'],
    // (`passwd*` may be `passwd.pem`.)
    ['mytool "$X/passwd*"', 'ask'],
  ]);
});

describe('a host word with percent escapes, which a program may decode as a URL\'s host (were allowed)', () => {
  lineTable(RULES, [
    ['mytool evil.com%2f', 'ask'],
    ['mytool evil.com%2F/x', 'ask'],
    ['mytool evil%2ecom', 'ask'],
    ['mytool %65vil.com', 'ask'],
    ['mytool evil.com%252f', 'ask'],
    ['mytool --host=evil%2Ecom', 'ask'],
    ['mytool x%2Cevil.com', 'ask'],
    // Precision: escapes and percent signs that make no host a rule names.
    ['mytool --fmt=%s.%d', 'allow'],
    ['mytool 50%', 'allow'],
    ['mytool build%2Fout.txt', 'allow'],
    ['mytool good.com%2f', 'allow'],
  ]);
});

describe('a file the line writes, then gives an unknown program (were allowed)', () => {
  lineTable(RULES, [
    ["echo 'rm -rf x' > f; mytool < f", 'ask'],
    ["echo 'rm -rf x' > f && mytool < ./f", 'ask'],
    ["printf 'rm -rf x\\n' >> f; mytool < f", 'ask'],
    ["cat > f <<< 'rm -rf x'; mytool < f", 'ask'],
    ["echo 'rm -rf x' > f; mytool f", 'ask'],
    ["echo 'rm -rf x' > f.sh; mytool --script=f.sh", 'ask'],
    ["echo 'rm -rf x' > f; if true; then mytool < f; fi", 'ask'],
    ["echo 'rm -rf x' > f; python3 x.py f", 'ask'],
    // Precision: text that runs nothing a rule names, another file, a known reader.
    ["echo 'ls' > f; mytool < f", 'allow'],
    ['echo hi > out.txt; mytool out.txt', 'allow'],
    ["echo 'rm -rf x' > f; mytool < g", 'allow'],
    ["echo 'rm -rf x' > f; cat < f", 'allow'],
  ]);
});

const XARGS: Rules = { ...RULES, allow: [...RULES.allow!, 'Shell(xargs *)'] };

describe('files and hosts a text the line gives an unknown program on its input names (were allowed)', () => {
  lineTable(XARGS, [
    ['echo /etc/passwd | xargs mytool', 'ask'],
    ['xargs mytool <<< /etc/passwd', 'ask'],
    ['echo evil.com | mytool', 'ask'],
    ['mytool <<< /etc/passwd', 'ask'],
    ['mytool <<< evil.com', 'ask'],
    ['echo /etc/passwd > f; mytool < f', 'ask'],
    // Precision: text that names no file or host a rule matches; a known reader's input.
    ['echo a.txt | xargs mytool', 'allow'],
    ['echo src/a.ts | xargs mytool', 'allow'],
    ['echo hello world | mytool', 'allow'],
    ["mytool <<< 'hello there'", 'allow'],
    ['echo /etc/passwd | cat', 'allow'],
  ]);
});

describe('given values stay bounded', () => {
  it('reads a 10,000-character line of assignments and expansions in under 1 ms', () => {
    const line = `${'X=a; '.repeat(1000)}${'mytool "$X/a" '.repeat(350)}`.slice(0, 10_000);
    analyzeShell(line);
    expect(fastestMs(() => analyzeShell(line), 5).ms).toBeLessThan(1);
  });

  it('reads one long value repeated in many words as too long, which asks', () => {
    const line = `X=${'/a'.repeat(1000)}; mytool ${'$X '.repeat(1000)}`.slice(0, 10_000);
    expect(analyzeShell(line).incomplete.some((i) => i.reason.includes('too long'))).toBe(true);
  });

  it('asks for a variable given more values than it reads', () => {
    const line = `${Array.from({ length: 17 }, (_, k) => `X=v${k}; `).join('')}mytool "$X"`;
    expect(analyzeShell(line).incomplete.some((i) => i.reason.includes('values'))).toBe(true);
  });
});
