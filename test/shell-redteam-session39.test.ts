// Session 39's wrong allows left by session 38 (bash): a group or subshell in a pipe writing a
// file, a printer's brace expansion, printf -v of a glob value, and `>& FILE`. Each ask row was
// allowed before its fix; the allow rows keep the readings precise.
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_LINUX, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a group, subshell or loop in a pipe, or redirected as a whole, writing what it prints (were allowed)', () => {
  lineTable(RULES, [
    ['echo xetc/passwd | { cut -c2- > list; }; mytool @list', 'ask'],
    ['echo xetc/passwd | (cut -c2- > list); mytool @list', 'ask'],
    ['echo /etc/passwd | { cat > list; }; mytool @list', 'ask'],
    ['echo /etc/passwd | { cat; } > list; mytool @list', 'ask'],
    ['echo /etc/passwd | { cat | cat > list; }; mytool @list', 'ask'],
    ['echo /etc/passwd | { cat; } | cat > list; mytool @list', 'ask'],
    ['echo /etc/passwd | { cat; } | mytool', 'ask'],
    ['{ echo /etc/passwd; } > list; mytool @list', 'ask'],
    ['( echo /etc/passwd ) > list; mytool @list', 'ask'],
    ['{ echo /etc/passwd; } >& list; mytool @list', 'ask'],
    // Precision: a text no rule's file is in.
    ['echo hi | { cat > list; }; mytool @list', 'allow'],
    ['echo hi | { cat; } > list; mytool @list', 'allow'],
    ['{ echo hi; } > list; mytool @list', 'allow'],
    ['echo hi | { cat; } | mytool', 'allow'],
  ]);
});

describe('a printer\'s brace expansion prints each of its words (were allowed)', () => {
  lineTable(RULES, [
    ['echo /et{c,x}/passwd | mytool', 'ask'],
    ['echo /et{c,x}/passwd > f; mytool < f', 'ask'],
    ['printf %s /et{c,x}/passwd | mytool', 'ask'],
    ['echo /e{t{c,x},y}/passwd | mytool', 'ask'],
    // (A guard, asked before too: a brace with an expansion in it.)
    ['echo /et{c,$X}/passwd | mytool', 'ask'],
    // 31 words are read; the 32nd brace word (MAX_BRACE_READINGS) makes the text unread, which asks.
    ['echo /{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,A,B,C,D,etc}/passwd | mytool', 'ask'],
    ['echo /{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,A,B,C,D,E,F}/passwd | mytool', 'ask'],
    // A zero-padded range is not read exactly: unread, which asks.
    ['echo /et{01..03}/passwd | mytool', 'ask'],
    // Precision: bash does not brace-expand a here-string (mytool reads `/et{c,x}/passwd`), nor a quoted brace.
    ['mytool <<< /et{c,x}/passwd', 'allow'],
    ['echo /et"{c,x}"/passwd | mytool', 'allow'],
    ['echo {a,b} | mytool', 'allow'],
    ['echo {a..c} | mytool', 'allow'],
    ['echo /{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,A,B,C,D,E}/passwd | mytool', 'allow'],
  ]);
});

describe('printf -v of a word bash globs makes a glob variable (were allowed)', () => {
  lineTable(RULES, [
    ['X=/et?/passwd; printf -v Y %s $X; mytool $Y', 'ask'],
    ['X=/et?/passwd; printf -v Y %s $X; mytool "$Y"', 'ask'],
    // Precision: no glob.
    ['printf -v Y %s hi; mytool $Y', 'allow'],
    ['X=hi; printf -v Y %s $X; mytool $Y', 'allow'],
  ]);
});

describe('the file `>& FILE` and the last of several redirects write (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd >& list; mytool @list', 'ask'],
    ['echo /etc/passwd 1>& list; mytool @list', 'ask'],
    ['echo /etc/passwd | cat >& list; mytool @list', 'ask'],
    ['echo /etc/passwd >& 2 > list; mytool @list', 'ask'],
    ['echo /etc/passwd > a > list; mytool @list', 'ask'],
    ['echo /etc/passwd 2> list >&2; mytool @list', 'ask'],
    ['echo /etc/passwd 1<> list; mytool @list', 'ask'],
    // Precision: no denied text, or output not in the file.
    ['echo hi >& list; mytool @list', 'allow'],
    ['echo /etc/passwd >&2; mytool @list', 'allow'],
    ['echo /etc/passwd > list >&2; mytool @list', 'allow'],
    ['echo /etc/passwd 2> list; mytool @list', 'allow'],
  ]);
});

describe('a read in a group, subshell or loop in a pipe takes the piped text (were allowed)', () => {
  lineTable(RULES, [
    ['echo /etc/passwd | while read x; do echo $x > list; done; mytool @list', 'ask'],
    ['echo /etc/passwd | { read x; echo $x > list; }; mytool @list', 'ask'],
    ['echo /etc/passwd | (read x; echo $x > list); mytool @list', 'ask'],
    ['echo /etc/passwd | while read x; do echo $x; done > list; mytool @list', 'ask'],
    ['echo /etc/passwd | while read x; do echo $x; done | mytool', 'ask'],
    ['echo /etc/passwd | while read x; do echo $x; done | xargs mytool', 'ask'],
    // (Asked before too, by the piped text's path: now by x's value as well.)
    ['echo /etc/passwd | while read x; do mytool $x; done', 'ask'],
    // Precision: a text no rule's file is in.
    ['echo hi | while read x; do mytool $x; done', 'allow'],
    ['echo hi | while read x; do echo $x > list; done; mytool @list', 'allow'],
    ['echo hi | { read x; echo $x; } | mytool', 'allow'],
  ]);
});

describe('a group, subshell or loop in a pipe calling a function prints what it does (were allowed)', () => {
  lineTable(RULES, [
    ['f(){ find /etc; }; { f; } | xargs mytool', 'ask'],
    ['f(){ find /etc; }; ( f ) | xargs mytool', 'ask'],
    ['f(){ find /etc; }; { echo hi; f; } | xargs mytool', 'ask'],
    ['f(){ find /etc; }; { f | cat; } | xargs mytool', 'ask'],
    ['f(){ find /etc; }; while true; do f; done | xargs mytool', 'ask'],
    ['f(){ ls -la /etc; }; { f; } | xargs mytool', 'ask'],
    ['f(){ echo /etc/passwd; }; { f; } | mytool', 'ask'],
    // (The form without the group asked before.)
    ['f(){ find /etc; }; f | xargs mytool', 'ask'],
    // Precision: a function printing no rule's file; one calling itself.
    ['f(){ echo hi; }; { f; } | xargs mytool', 'allow'],
    ['f(){ echo hi; }; { f; } | mytool', 'allow'],
    ['f(){ f; }; { f; } | xargs mytool', 'allow'],
  ]);
});

describe('an assignment of a printf substitution takes each line printf may print (were allowed)', () => {
  lineTable(RULES, [
    ['X=/et?/passwd; Y=$(printf %s $X); mytool "$Y"', 'ask'],
    ['X=/et?/passwd; Y="$(printf %s $X)"; mytool "$Y"', 'ask'],
    ['Y=$(printf %s /et?/passwd); mytool "$Y"', 'ask'],
    ['Y=$(printf %s /etc/passwd); mytool "$Y"', 'ask'],
    // (Asked before too.)
    ['X=/et?/passwd; Y=$(echo $X); mytool "$Y"', 'ask'],
    ['X=/et?/passwd; Y=$(printf %s $X); mytool $Y', 'ask'],
    // Precision: no rule's file.
    ['Y=$(printf %s hi); mytool "$Y"', 'allow'],
    ['X=hi; Y=$(printf %s $X); mytool "$Y"', 'allow'],
    ['Y=$(printf "a\\nb"); mytool "$Y"', 'allow'],
  ]);
});

describe('a brace text cut asks with its own reason', () => {
  const BRACES = /brace expansion the analysis does not read whole \(32 words or more, or a zero-padded range\)/;
  const TOOL = /tr, sed, cut, base64 -d/;
  const messages = (line: string): string[] => expectDecision(RULES, 'shell', line, 'ask', REPO_LINUX).reasons.map((r) => r.message);
  it('names the brace expansion, not a tool, for a piped or written text and a substitution', () => {
    for (const line of [
      'echo /{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,A,B,C,D,E,F}/passwd | mytool',
      'echo /et{01..03}/passwd | mytool',
      'echo /et{01..03}/passwd > f; mytool < f',
      'mytool $(echo /et{01..03}/passwd)',
    ]) {
      const got = messages(line);
      expect({ line, braces: got.some((m) => BRACES.test(m)), tool: got.some((m) => TOOL.test(m)) }).toEqual({ line, braces: true, tool: false });
    }
  });
  it('names the tool where a tool computes the text, braces or not', () => {
    for (const line of ['echo xetc/passwd | cut -c2- | mytool', 'echo /et{01..03}/passwd | cut -c2- | mytool', 'mytool $(echo xetc/passwd | cut -c2-)']) {
      const got = messages(line);
      expect({ line, braces: got.some((m) => BRACES.test(m)), tool: got.some((m) => TOOL.test(m)) }).toEqual({ line, braces: false, tool: true });
    }
  });
});

describe('a quoted printf substitution given to a program is each line printf may print (were allowed)', () => {
  lineTable(RULES, [
    ['mytool "$(printf %s /et?/passwd)"', 'ask'],
    ['X=/et?/passwd; mytool "$(printf %s $X)"', 'ask'],
    ['mytool "`printf %s /et?/passwd`"', 'ask'],
    ['mytool "$(printf %s hi)" "$(printf %s /etc/passw?)"', 'ask'],
    ['f(){ printf %s /et?/passwd; }; mytool "$(f)"', 'ask'],
    // (Asked before too.)
    ['mytool "$(printf %s /etc/passwd)"', 'ask'],
    ['mytool $(printf %s /et?/passwd)', 'ask'],
    // Precision: no rule's file, or a relative path below the working directory.
    ['mytool "$(printf %s hi)"', 'allow'],
    ['X=hi; mytool "$(printf %s $X)"', 'allow'],
    ['mytool "x$(printf %s /et?/passwd)"', 'allow'],
  ]);
  it('asks for the path printf prints, not only for the newline of its two readings', () => {
    const got = expectDecision(RULES, 'shell', 'mytool "$(printf %s /etc/passwd)"', 'ask', REPO_LINUX).reasons.map((r) => r.message);
    expect(got.some((m) => m.includes('path "/etc/passwd"') && m.includes('Read(//etc/**)'))).toBe(true);
  });
});

describe('a group, subshell or loop redirected as a whole writes what the functions it calls and its listers print (were allowed)', () => {
  lineTable(RULES, [
    ['f(){ echo /etc/passwd; }; { f; } > list; mytool @list', 'ask'],
    ['f(){ echo /etc/passwd; }; ( f ) > list; mytool @list', 'ask'],
    ['f(){ echo /etc/passwd; }; while true; do f; done > list; mytool @list', 'ask'],
    ['f(){ echo /etc/passwd; }; for i in 1; do f; done > list; mytool @list', 'ask'],
    ['f(){ echo /etc/passwd; }; if true; then f; fi > list; mytool @list', 'ask'],
    ['f(){ echo /etc/passwd; }; { f; } > list; xargs mytool < list', 'ask'],
    ['f(){ echo /etc/passwd; }; echo hi | { cat; f; } > list; mytool @list', 'ask'],
    ['{ find /etc; } > list; mytool @list', 'ask'],
    ['{ realpath /etc/passwd; } > list; mytool @list', 'ask'],
    // (The form without the group asked before.)
    ['f(){ echo /etc/passwd; }; f > list; mytool @list', 'ask'],
    // Precision: a function printing no rule's file; one calling itself; a lister of no rule's file.
    ['f(){ echo hi; }; { f; } > list; mytool @list', 'allow'],
    ['f(){ f; }; { f; } > list; mytool @list', 'allow'],
    ['{ ls; } > list; mytool @list', 'allow'],
  ]);
});
