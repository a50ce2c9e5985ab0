// Shell(...), Bash(...), PowerShell(...) specifiers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRuleError, parsedPattern } from './helpers/rules.js';
import { MAX_SHELL_SPECIFIER, parseRule, type RuleError, type ShellPattern } from '../src/rules/grammar.js';
import { backslashSeparatorVariants, shellSeparatorReading } from '../src/rules/backslash-paths.js';

const shell = (text: string) => parsedPattern<ShellPattern>(text);
const err = (text: string, offset: number, length: number, message?: RegExp, hint?: RegExp) =>
  expectRuleError(text, 'shell', offset, length, message, hint);

/** Compact notation: words as strings, `*` for `any`, `''` for an empty word. */
function words(p: ShellPattern): string[] {
  return p.words.map((w) => w.map((part) => (part.type === 'any' ? '<*>' : part.text)).join(''));
}

describe('valid shell rules', () => {
  it.each([
    // [rule, words, prefix]
    ['Shell(git status)', ['git', 'status'], false],
    ['Shell(npm test *)', ['npm', 'test'], true],
    ['Shell(git:*)', ['git'], true],
    ['Shell(git push:*)', ['git', 'push'], true],
    ['Bash(git:* push)', ['git:<*>', 'push'], false],
    ['Shell(git * main)', ['git', '<*>', 'main'], false],
    ['Shell(ls*)', ['ls<*>'], false],
    ['Shell(a*b c)', ['a<*>b', 'c'], false],
    ['Shell(rm  -rf   x)', ['rm', '-rf', 'x'], false],
    ['Shell(  ls  )', ['ls'], false],
    ['Shell(npm test   *)', ['npm', 'test'], true],
    ["Shell(echo 'a b')", ['echo', 'a b'], false],
    ["Shell(echo 'a;b' \"c|d\")", ['echo', 'a;b', 'c|d'], false],
    ['Shell(echo "a\\"b" "\\$x" "\\q")', ['echo', 'a"b', '$x', '\\q'], false],
    ['Shell(echo a\\ b)', ['echo', 'a b'], false],
    ['Shell(\\rm x)', ['rm', 'x'], false],
    ['Shell("r"m x)', ['rm', 'x'], false],
    ["Shell('rm' -rf)", ['rm', '-rf'], false],
    ["Shell(echo '*')", ['echo', '*'], false],
    ['Shell(echo \\*)', ['echo', '*'], false],
    ['Shell(echo "*")', ['echo', '*'], false],
    ["Shell(echo '')", ['echo', ''], false],
    ['Shell(echo "" x)', ['echo', '', 'x'], false],
    ['Shell(echo $HOME ${X} $1)', ['echo', '$HOME', '${X}', '$1'], false],
    ['Shell(echo {a,b} [x] ?)', ['echo', '{a,b}', '[x]', '?'], false],
    ['Shell(echo a#b)', ['echo', 'a#b'], false],
    ["Shell(git commit -m 'fix: a && b')", ['git', 'commit', '-m', 'fix: a && b'], false],
    ['Shell(echo "a > b")', ['echo', 'a > b'], false],
    ['Shell(echo \\; \\| \\& \\> \\( \\`)', ['echo', ';', '|', '&', '>', '(', '`'], false],
    ["Shell(echo ':*')", ['echo', ':*'], false],
    ['Shell(echo \\:*)', ['echo', ':<*>'], false],
    ['Shell(**)', [], true],
    ['Shell(a **)', ['a'], true],
    ['Shell(echo ü 日本)', ['echo', 'ü', '日本'], false],
    ['Shell(x="a b")', ['x=a b'], false],
  ] as const)('%s', (rule, expected, prefix) => {
    const { pattern } = shell(rule);
    expect(pattern.type).toBe('shell');
    expect(words(pattern)).toEqual(expected);
    expect(pattern.prefix).toBe(prefix);
  });

  it('data shape: literal/any parts, merged, no empty literals; an empty word is []', () => {
    expect(shell("Shell(a'b'\"c\"d*e 'f' '')").pattern).toEqual({
      type: 'shell', prefix: false,
      words: [
        [{ type: 'literal', text: 'abcd' }, { type: 'any' }, { type: 'literal', text: 'e' }],
        [{ type: 'literal', text: 'f' }],
        [],
      ],
    });
  });

  it('Shell(*) is every command: prefix with zero words, with a warning that it equals the bare selector', () => {
    const { pattern, warnings } = shell('Shell(*)');
    expect(pattern).toEqual({ type: 'shell', words: [], prefix: true });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ offset: 6, length: 1, kind: 'shell' });
    expect(warnings[0]!.message).toMatch(/bare selector/);
  });

  it('a trailing "*" glued to a word works but is warned about (it is not a word-boundary prefix)', () => {
    const { pattern, warnings } = shell('Shell(rm -rf*)');
    expect(pattern).toEqual({
      type: 'shell', prefix: false,
      words: [[{ type: 'literal', text: 'rm' }], [{ type: 'literal', text: '-rf' }, { type: 'any' }]],
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ offset: 12, length: 1 });
    expect(warnings[0]!.message).toMatch(/glued/);
    expect(warnings[0]!.message).toContain('"rm -rf"');
    expect(shell('Shell(rm -rf *)').warnings).toEqual([]);
    expect(shell('Shell(git:*)').warnings).toEqual([]);
  });

  it('":*" is special only at the very end', () => {
    expect(shell('Shell(git:*)').pattern.prefix).toBe(true);
    const mid = shell('Shell(git:* push)').pattern;
    expect(mid.prefix).toBe(false);
    expect(mid.words[0]).toEqual([{ type: 'literal', text: 'git:' }, { type: 'any' }]);
    // A quoted colon is literal text, so the rule ends with a glued star instead.
    const quoted = shell("Shell(git':'*)");
    expect(quoted.pattern.prefix).toBe(false);
    expect(words(quoted.pattern)).toEqual(['git:<*>']);
  });

  it('warns when a backslash would eat a Windows path separator in Shell/Bash rules', () => {
    const { pattern, warnings } = shell('Shell(type C:\\Users\\a.txt)');
    expect(words(pattern)).toEqual(['type', 'C:Usersa.txt']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ offset: 13, length: 2 });
    expect(warnings[0]!.hint).toMatch(/PowerShell/);
    expect(shell("Shell(type 'C:\\Users\\a.txt')").warnings).toEqual([]);
    expect(shell('Shell(echo \\*)').warnings).toEqual([]);
  });

  it('a drive path with backslashes warns that deny and ask rules also read them as separators', () => {
    const { pattern, warnings } = shell('Shell(rm C:\\Windows\\*)');
    expect(words(pattern)).toEqual(['rm', 'C:Windows*']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/also read its backslashes as "\/" separators/);
    expect(shellSeparatorReading('rm C:\\Windows\\*')).toBe('rm C:/Windows/*');
    expect(shellSeparatorReading('rm -f C:\\x\\y x\\*')).toBe('rm -f C:/x/y x\\*');
    expect(shellSeparatorReading("rm 'C:\\x' C:\\\\y")).toBeUndefined();
    expect(shellSeparatorReading('rm \\*')).toBeUndefined();
    expect(shellSeparatorReading('reg add HKLM\\x Registry::HKCU\\y HKLMx\\z')).toBe('reg add HKLM/x Registry::HKCU/y HKLMx\\z');
    expect(shellSeparatorReading('Copy-Item -Destination:D:\\x\\* --to=C:\\y k=C:\\z')).toBe('Copy-Item -Destination:D:/x/* --to=C:/y k=C:\\z');
    const r = parseRule('Shell(rm C:\\Windows\\*)');
    expect(r.ok && backslashSeparatorVariants(r.rule).map((v) => v.text)).toEqual(['Shell(rm C:/Windows/*)']);
    const ps = parseRule('PowerShell(rm C:\\Windows\\*)');
    expect(ps.ok && backslashSeparatorVariants(ps.rule)).toEqual([]);
  });

  it('warns about a non-ASCII blank, which the shell does not split on', () => {
    const { pattern, warnings } = shell('Shell(rm\u00a0-rf)');
    expect(words(pattern)).toEqual(['rm\u00a0-rf']);
    expect(warnings[0]).toMatchObject({ offset: 8, length: 1 });
  });

  it('warns about a leading variable assignment', () => {
    const { warnings } = shell('Shell(FOO=1 npm test)');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ offset: 6, length: 5 });
    expect(shell('Shell(npm test FOO=1)').warnings).toEqual([]);
  });
});

describe('invalid shell rules (exact offsets)', () => {
  it.each([
    // separators
    ['Shell(git status; rm x)', 16, 1, /joins two commands/],
    ['Shell(a && b)', 8, 2, /"&&" joins two commands/],
    ['Shell(a || b)', 8, 2, /"\|\|"/],
    ['Shell(a | b)', 8, 1, /"\|"/],
    ['Shell(a |& b)', 8, 2, /"\|&"/],
    ['Shell(a & b)', 8, 1, /"&"/],
    ['Shell(sleep 1 &)', 14, 1, /"&"/],
    ['Shell(a;b)', 7, 1, /";"/],
    ['Shell(a;;)', 7, 2, /";;"/],
    // substitutions and subshells
    ['Shell(echo $(rm x))', 11, 2, /"\$\(" starts a nested command/],
    ['Shell(echo $((1+2)))', 11, 2, /nested command/],
    ['Shell(echo `rm x`)', 11, 1, /nested command/],
    ['Shell(cat <(ls))', 10, 2, /"<\("/],
    ['Shell(tee >(cat))', 10, 2, /">\("/],
    ['Shell(echo "$(rm x)")', 12, 2, /inside double quotes/],
    ['Shell(echo "`rm x`")', 12, 1, /inside double quotes/],
    ['Shell((rm x))', 6, 1, /subshell/],
    ['Shell(echo (a))', 11, 1, /subshell/],
    ['Shell(echo a))', 12, 1, /subshell/],
    // redirections
    ['Shell(echo x > f)', 13, 1, /redirection/],
    ['Shell(echo x >> f)', 13, 2, /">>"/],
    ['Shell(echo x>f)', 12, 1, /redirection/],
    ['Shell(ls 2>/dev/null)', 9, 2, /redirection/],
    ['Shell(ls 2>&1)', 9, 3, /">&"/],
    ['Shell(ls &> f)', 9, 2, /"&>"/],
    ['Shell(cat < f)', 10, 1, /redirection/],
    ['Shell(cat <<EOF)', 10, 2, /"<<"/],
    ['Shell(cat <<< x)', 10, 3, /"<<<"/],
    // quoting
    ["Shell(echo 'x)", 11, 2, /unterminated single quote/],
    ['Shell(echo "x)', 11, 2, /unterminated double quote/],
    ['Shell(echo "x\\")', 11, 4, /unterminated double quote/],
    ['Shell(echo x\\)', 12, 1, /lone escape/],
    ["Shell(echo $'\\x41')", 11, 2, /not supported/],
    // comments, keywords, odd forms
    ['Shell(git status # note)', 17, 6, /comment/],
    ['Shell(# x)', 6, 3, /comment/],
    ['Shell(if true)', 6, 2, /keyword/],
    ['Shell({ rm x)', 6, 1, /keyword/],
    ['Shell(! rm x)', 6, 1, /keyword/],
    ['Shell(:*)', 6, 2, /":\*" must directly follow/],
    ['Shell(git :*)', 10, 2, /":\*" must directly follow/],
    ['Shell(   )', 6, 3, /empty/],
    // a command name no command has: a quoted or escaped blank, a trailing ":" (typo of rm:*), a tool parameter name
    ['Shell("rm *")', 6, 6, /holds a blank inside quotes/],
    ["Shell('rm *')", 6, 6, /holds a blank inside quotes/],
    ['Shell(rm\\ *)', 6, 5, /holds a blank inside quotes or after a backslash/],
    ["Shell('git push' *)", 6, 10, /holds a blank/],
    ['PowerShell("Remove-Item *")', 11, 15, /holds a blank/],
    ['Shell(rm: *)', 6, 3, /ends with ":"/],
    ['Shell(rm::*)', 6, 3, /ends with ":"/],
    ['Shell(rm:)', 6, 3, /ends with ":"/],
    ['Shell(command:rm *)', 6, 8, /tool parameter name/],
    ['Bash(command: rm -rf *)', 5, 8, /tool parameter name/],
  ])('%s → offset %i', (rule, offset, length, message) => {
    err(rule, offset, length, message);
  });

  it('separator and redirection errors say why and how to fix', () => {
    const e = err('Shell(git status && rm -rf /)', 17, 2);
    expect(e.message).toMatch(/one simple command/);
    expect(e.message).toMatch(/could never match/);
    expect(e.hint).toMatch(/one rule per command/);
    const r = err('Shell(ls > out)', 9, 1);
    expect(r.hint).toMatch(/remove the redirection/);
  });

  it('a command name with a blank that is a path, an assignment, or the command builtin stays valid', () => {
    expect(words(shell('Shell("/opt/my app/tool" *)').pattern)).toEqual(['/opt/my app/tool']);
    expect(words(shell("PowerShell('C:\\Program Files\\x.exe' *)").pattern)).toEqual(['C:\\Program Files\\x.exe']);
    expect(words(shell('Shell(command:*)').pattern)).toEqual(['command']);
    expect(err('Shell(rm: *)', 6, 3).hint).toContain('"rm *"');
    expect(err('Shell(command:rm *)', 6, 8).hint).toContain('Shell(rm *)');
  });

  it('the glued-star warning names the words after unquoting', () => {
    expect(shell("Shell(git 'pu'sh*)").warnings[0]!.message).toContain('"git push"');
  });

  it('quoted keywords and operators are ordinary words', () => {
    expect(words(shell("Shell('if' x)").pattern)).toEqual(['if', 'x']);
    expect(words(shell('Shell(echo if)').pattern)).toEqual(['echo', 'if']);
  });

  it(`limits the specifier to ${MAX_SHELL_SPECIFIER} characters`, () => {
    const atLimit = `Shell(${'a'.repeat(MAX_SHELL_SPECIFIER)})`;
    expect(shell(atLimit).pattern.words).toHaveLength(1);
    err(`Shell(${'a'.repeat(MAX_SHELL_SPECIFIER + 5)})`, 6 + MAX_SHELL_SPECIFIER, 5, /at most 10000/);
  });
});

describe('PowerShell dialect', () => {
  it.each([
    ['PowerShell(Remove-Item C:\\x *)', ['Remove-Item', 'C:\\x'], true],
    ['PowerShell(Get-Content "C:\\Program Files\\a.txt")', ['Get-Content', 'C:\\Program Files\\a.txt'], false],
    ["PowerShell(echo 'it''s')", ['echo', "it's"], false],
    ['PowerShell(echo "say ""hi""")', ['echo', 'say "hi"'], false],
    ['PowerShell(echo `; `| `$x)', ['echo', ';', '|', '$x'], false],
    ['PowerShell(echo "a`"b")', ['echo', 'a"b'], false],
    ['PowerShell(echo `*)', ['echo', '*'], false],
    ['PowerShell(gci *)', ['gci'], true],
    ['PowerShell(ri\u00a0x)', ['ri', 'x'], false],
  ] as const)('%s', (rule, expected, prefix) => {
    const { pattern } = shell(rule);
    expect(words(pattern)).toEqual(expected);
    expect(pattern.prefix).toBe(prefix);
  });

  it('warns about typographic dashes, which PowerShell reads as "-"', () => {
    const { pattern, warnings } = shell('PowerShell(Remove-Item \u2013Recurse)');
    expect(words(pattern)).toEqual(['Remove-Item', '\u2013Recurse']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ offset: 23, length: 1 });
    // A Shell/Bash rule gets the look-alike warning instead (lookalikes.ts).
    expect(shell('Shell(echo \u2013x)').warnings.map((w) => w.message)).toEqual([expect.stringMatching(/starts a word like an option/)]);
  });

  it('backslash is an ordinary character (no Windows-path warning)', () => {
    expect(shell('PowerShell(Remove-Item C:\\Users\\x)').warnings).toEqual([]);
  });

  it('an unquoted comma after an argument is an array: a warning that allow rules meet no PowerShell command with it', () => {
    const { warnings } = shell('PowerShell(Remove-Item C:\\x, C:\\y)');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ offset: 27, length: 1 });
    expect(warnings[0]!.message).toMatch(/array argument in PowerShell/);
    // (A Shell rule for a cmdlet too; one warning however many commas.)
    expect(shell('Shell(Select-Object Name, Length, Mode)').warnings).toHaveLength(1);
    expect(shell('PowerShell(Remove-Item a ,b)').warnings).toHaveLength(1);
    // (Not a one-element array after the name, a quoted comma, or a bash command's comma.)
    expect(shell('PowerShell(Write-Output ,a)').warnings).toEqual([]);
    expect(shell("PowerShell(Remove-Item 'a,b')").warnings).toEqual([]);
    expect(shell('Shell(cut -d, -f1)').warnings).toEqual([]);
  });

  it.each([
    ['PowerShell(a; b)', 12, 1, /joins two commands/],
    ['PowerShell(a | b)', 13, 1, /joins two commands/],
    ['PowerShell(a && b)', 13, 2, /joins two commands/],
    ['PowerShell(& rm x)', 11, 1, /call\/background/],
    ['PowerShell(echo $(rm x))', 16, 2, /nested command/],
    ['PowerShell(echo @(1))', 16, 2, /nested command/],
    ['PowerShell(icm { rm x })', 15, 1, /script-block/],
    ['PowerShell(echo (1))', 16, 1, /grouping/],
    ['PowerShell(ls > f)', 14, 1, /redirection/],
    ['PowerShell(ls 2> f)', 14, 2, /redirection/],
    ['PowerShell(echo "a`nb")', 18, 2, /control character/],
    ['PowerShell(echo "`u{41}")', 17, 3, /not supported/],
    ['PowerShell(echo x`)', 17, 1, /lone escape/],
    ["PowerShell(echo 'x)", 16, 2, /unterminated single quote/],
    ['PowerShell(echo \u201Cx\u201D)', 16, 1, /typographic quote/],
    ['PowerShell(echo # c)', 16, 3, /comment/],
  ])('%s → offset %i', (rule, offset, length, message) => {
    err(rule, offset, length, message);
  });

  it('the same characters mean different things per dialect', () => {
    expect(words(shell("Bash(echo '`x`')").pattern)).toEqual(['echo', '`x`']);
    err('Bash(echo `x`)', 10, 1, /nested command/);
    expect(words(shell('PowerShell(echo `x`y)').pattern)).toEqual(['echo', 'xy']);
    expect(words(shell('Bash(echo {x})').pattern)).toEqual(['echo', '{x}']);
    err('PowerShell(echo {x})', 16, 1, /script-block/);
  });
});

// -------------------------------------------------------------------------------------------------
// Properties: words quoted any way the dialect allows parse back to exactly those words.

const wordChar = fc.constantFrom(
  ...'abcXYZ019-_./=:,+@%^~!?[]{}#$;&|<>()*`\'"\\ \u00e9\u00df\u65e5'.split(''), '\u{1F600}',
);
const word = fc.array(wordChar, { maxLength: 8 }).map((a) => a.join(''));

function posixQuote(w: string, style: number): string {
  if (style === 0) return `'${w.replace(/'/g, `'\\''`)}'`;
  if (style === 1) return `"${w.replace(/[$`"\\]/g, (c) => `\\${c}`)}"`;
  return w === '' ? "''" : w.replace(/[\s\S]/gu, (c) => (/[A-Za-z0-9]/.test(c) ? c : `\\${c}`));
}

function psQuote(w: string, style: number): string {
  if (style === 0) return `'${w.replace(/'/g, "''")}'`;
  if (style === 1) return `"${w.replace(/[`"$]/g, (c) => `\`${c}`)}"`;
  return w === '' ? "''" : w.replace(/[\s\S]/gu, (c) => (/[A-Za-z0-9\\]/.test(c) ? c : `\`${c}`));
}

describe('properties', () => {
  it('POSIX: quoted literal words round-trip exactly (no any, no prefix)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(word, fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 6 }), (ws) => {
      fc.pre(!ws[0]![0].includes(' ')); // a command name with a quoted blank is an error (table above)
      const text = `Bash(${ws.map(([w, s]) => posixQuote(w, s)).join(' ')})`;
      const r = parseRule(text);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const p = r.rule.pattern as ShellPattern;
      expect(p.prefix).toBe(false);
      expect(p.words).toEqual(ws.map(([w]) => (w === '' ? [] : [{ type: 'literal', text: w }])));
    }), { numRuns: 2000 });
  });

  it('PowerShell: quoted literal words round-trip exactly', () => {
    fc.assert(fc.property(fc.array(fc.tuple(word, fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 6 }), (ws) => {
      fc.pre(!ws[0]![0].includes(' '));
      const text = `PowerShell(${ws.map(([w, s]) => psQuote(w, s)).join(' ')})`;
      const r = parseRule(text);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect((r.rule.pattern as ShellPattern).words).toEqual(ws.map(([w]) => (w === '' ? [] : [{ type: 'literal', text: w }])));
    }), { numRuns: 2000 });
  });

  it('an unquoted operator character anywhere outside quotes makes the rule invalid at that character', () => {
    const safe = fc.array(fc.constantFrom(...'abc -x/.='.split('')), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(fc.property(safe, fc.constantFrom(';', '|', '&', '>', '<', '`', '(', ')'), safe, (a, op, b) => {
      const text = `Shell(x ${a}${op}${b})`;
      const r = parseRule(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const at = 8 + a.length;
      // A redirection may be reported from the file-descriptor digits before it; here there are none.
      expect(r.error.offset).toBe(at);
      expect(r.error.message).toMatch(/could never match/);
    }), { numRuns: 2000 });
  });
});
