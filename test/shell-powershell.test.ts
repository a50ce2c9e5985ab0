// PowerShell parser (semantics 4.1, PowerShell paragraph) and alias table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Command, ShellParse, Word } from '../src/shell/ast.js';
import { MAX_POWERSHELL_NESTING, parsePowerShell } from '../src/shell/powershell-parse.js';
import { canonicalCmdletName, KNOWN_CMDLETS, POWERSHELL_ALIASES } from '../src/shell/powershell-aliases.js';
import { fastestMs } from './helpers/timing.js';

/** Compact rendering: 'quoted', E<expansion>, G<glob>, S{substitution body}. */
function w(x: Word): string {
  return x.parts.map((p) => {
    switch (p.type) {
      case 'literal': return p.quoted ? `'${p.text}'` : p.text;
      case 'command-substitution': return `S{${show(p.body)}}`;
      case 'process-substitution': return `P{${show(p.body)}}`;
      case 'expansion': return `E<${p.text}>`;
      case 'glob': return `G<${p.text}>`;
    }
  }).join('+');
}

function show(c: Command): string {
  switch (c.type) {
    case 'simple':
      return `[${c.assignments.map((a) => `${a.name}=`).join(' ')}${c.words.map(w).join(' ')}${
        c.redirects.map((r) => ` ${r.fd ?? ''}${r.op}${w(r.target)}`).join('')}]`;
    case 'sequence': return c.items.map((i) => show(i.command) + (i.background ? ' &' : '')).join(' ; ');
    case 'and-or': return show(c.first) + c.rest.map((r) => ` ${r.op} ${show(r.command)}`).join('');
    case 'pipeline': return c.commands.map(show).join(' | ');
    case 'compound': return `${c.kind}(${c.bodies.map(show).join(', ')}${c.words.length ? ` w:${c.words.map(w).join(',')}` : ''})`;
    case 'function': return `fn ${c.name}(${show(c.body)})`;
  }
}

function ok(text: string): { tree: string; unsupported: string[] } {
  const r = parsePowerShell(text);
  if (!r.ok) throw new Error(`${JSON.stringify(text)} did not parse: ${r.error.message} at ${r.error.offset}`);
  return { tree: show(r.script), unsupported: r.unsupported.map((u) => u.message) };
}

const tree = (text: string): string => {
  const r = ok(text);
  expect({ text, unsupported: r.unsupported }).toEqual({ text, unsupported: [] });
  return r.tree;
};

/** Every simple command's words (as rendered), depth first, in source order. */
function commands(c: Command, out: string[] = []): string[] {
  const words = (ws: readonly Word[]): void => {
    for (const x of ws) for (const p of x.parts) if (p.type === 'command-substitution') commands(p.body, out);
  };
  switch (c.type) {
    case 'simple':
      if (c.words.length) out.push(c.words.map((x) => x.text).join(' '));
      words(c.words);
      words(c.redirects.map((r) => r.target));
      break;
    case 'sequence': c.items.forEach((i) => commands(i.command, out)); break;
    case 'and-or': commands(c.first, out); c.rest.forEach((r) => commands(r.command, out)); break;
    case 'pipeline': c.commands.forEach((x) => commands(x, out)); break;
    case 'compound': c.bodies.forEach((b) => commands(b, out)); words(c.words); break;
    case 'function': commands(c.body, out); break;
  }
  return out;
}

function allCommands(text: string): string[] {
  const r = parsePowerShell(text);
  if (!r.ok) throw new Error(`${JSON.stringify(text)} did not parse: ${r.error.message}`);
  return commands(r.script);
}

describe('splitting', () => {
  it.each([
    ['rm x', '[rm x]'],
    ['a; b', '[a] ; [b]'],
    ['a\nb\r\nc', '[a] ; [b] ; [c]'],
    ['a | b | c', '[a] | [b] | [c]'],
    ['a && b || c', '[a] && [b] || [c]'],
    ['a |\n  b', '[a] | [b]'],
    ['a &&\n b', '[a] && [b]'],
    ['Start-Sleep 5 &', '[Start-Sleep 5] &'],
    ['Start-Sleep 5 & rm x', '[Start-Sleep 5] & ; [rm x]'],
    ['a;;; b;', '[a] ; [b]'],
    ['REMOVE-ITEM x; rm y && del z || erase w', '[REMOVE-ITEM x] ; [rm y] && [del z] || [erase w]'],
    ['Get-Process `\n  -Name x', '[Get-Process -Name x]'],
    ['Get-Process `\r\n  -Name x', '[Get-Process -Name x]'],
    ['a # comment; rm x', '[a]'],
    ['a <# block; rm x #> b', '[a b]'],
    ['<# multi\nline #> rm z', '[rm z]'],
    ['echo a#b', '[echo a#b]'],
    ['Remove-Item a,b,\'c d\'', "[Remove-Item a b 'c d']"],
  ])('%j → %s', (text, want) => {
    expect(tree(text)).toBe(want);
  });
});

describe('quoting and expansions', () => {
  it.each([
    ["Remove-Item 'C:\\Program Files\\x'", "[Remove-Item 'C:\\Program Files\\x']"],
    ['Remove-Item "C:\\Program Files\\x"', "[Remove-Item 'C:\\Program Files\\x']"],
    ['Remove-Item C:\\Program` Files\\x', "[Remove-Item C:\\Program+' '+Files\\x]"],
    ["echo 'it''s'", "[echo 'it's']"],
    ['echo "say ""x"""', "[echo 'say \"x\"']"],
    ['echo "a`tb`n"', "[echo 'a\tb\n']"],
    ['echo "`u{1F600}"', "[echo '\u{1F600}']"],
    ['echo `"hi`"', "[echo '\"'+hi+'\"']"],
    ['echo a`;b', "[echo a+';'+b]"],
    ["echo '' \"\"", "[echo '' '']"],
    ['echo \u2018typo\u2019 \u201Cdq\u201D', "[echo 'typo' 'dq']"],
    ['echo C:\\x\\y', '[echo C:\\x\\y]'],
    ['echo $x ${a b} $env:PATH $_ $? $script:y', '[echo E<$x> E<${a b}> E<$env:PATH> E<$_> E<$?> E<$script:y>]'],
    ['echo $x.Name $a[0] $a.b.c', '[echo E<$x.Name> E<$a[0]> E<$a.b.c>]'],
    ['echo "v=$x.Name"', "[echo 'v='+E<$x>+'.Name']"],
    ['echo "$env:USERNAME\\dir"', "[echo E<$env:USERNAME>+'\\dir']"],
    ['echo "cost: $"', "[echo 'cost: $']"],
    ['echo @args', '[echo E<@args>]'],
    ['ls *.txt [ab].md file?', '[ls G<*>+.txt G<[ab]>+.md file+G<?>]'],
    ['ri \u2013Recurse x', '[ri -Recurse x]'],
    ['Remove\u2013Item x\u2013y', '[Remove-Item x\u2013y]'],
    ["echo '*'", "[echo '*']"],
  ])('%j → %s', (text, want) => {
    expect(tree(text)).toBe(want);
  });

  it('sub-expressions in strings expose their commands', () => {
    expect(tree('Write-Output "a$(rm q)b"')).toBe("[Write-Output 'a'+S{[rm q]}+'b']");
    expect(tree('echo "x $(Get-Date; rm y) $(& $z)"')).toBe("[echo 'x '+S{[Get-Date] ; [rm y]}+' '+S{[E<$z>]}]");
    expect(allCommands('echo "1 $("2 $(rm deep)")"')).toEqual(['echo "1 $("2 $(rm deep)")"', '"2 $(rm deep)"', 'rm deep']);
    expect(tree('@"\ntext $(rm inner) $x\n"@ | Out-File q')).toBe('[E<@"\ntext $(rm inner) $x\n"@>+S{[rm inner]}] | [Out-File q]');
    expect(tree("echo @'\nlit $(rm no)\n'@")).toBe("[echo 'lit $(rm no)']");
    expect(tree('echo @"\na "quoted" $y\n"@')).toBe("[echo 'a \"quoted\" '+E<$y>]");
  });
});

describe('substitutions, script blocks, call operators', () => {
  it.each([
    ['echo $(rm x) @(rm y) (rm z)', '[echo S{[rm x]} S{[rm y]} S{[rm z]}]'],
    ['Get-ChildItem | ForEach-Object { Remove-Item $_.FullName -Force }',
      '[Get-ChildItem] | [ForEach-Object S{script-block([Remove-Item E<$_.FullName> -Force])}]'],
    ['1..3 | % { rm $_ } | ? { $_ }', '[] | [% S{script-block([rm E<$_>])}] | [? S{script-block([])}]'],
    ['Invoke-Command -ScriptBlock { rm x; del y }', '[Invoke-Command -ScriptBlock S{script-block([rm x] ; [del y])}]'],
    ['& $x arg', '[E<$x> arg]'],
    ["& 'C:\\Program Files\\x.exe' a", "['C:\\Program Files\\x.exe' a]"],
    ['& { rm x }', '[S{script-block([rm x])}]'],
    ['& (Get-Command rm) x', '[S{[Get-Command rm]} x]'],
    ['. .\\s.ps1', '[.\\s.ps1]'],
    ['. { rm x }', '[S{script-block([rm x])}]'],
    ['.\\tool.exe -x', '[.\\tool.exe -x]'],
    // (A script block statement is a value: its commands are read as if it ran.)
    ['{ rm x }', 'script-block([rm x]) ; []'],
    ['@{a = rm x; \'b\' = 2; c=(rm y)}', '[S{[rm x] ; [] ; [S{[rm y]}]}]'],
    ['$h = @{}', '[h=] ; [S{}]'],
    ['iex "rm x"; Invoke-Expression \'rm y\'', "[iex 'rm x'] ; [Invoke-Expression 'rm y']"],
  ])('%j → %s', (text, want) => {
    expect(tree(text)).toBe(want);
  });

  it('expression statements never have a plain command name; one that invokes nothing has no words', () => {
    for (const text of ["'Remove-Item' ", '"rm"', '5', '$x', '-1', '$_.Length -gt 1MB', '"a$b" + $env:X']) {
      const r = parsePowerShell(text);
      if (!r.ok || r.script.type !== 'simple') throw new Error(text);
      expect(r.script.words).toEqual([]);
    }
    for (const text of ['[int]5', '"$(rm x)"', '$x.M()', '$x[0]', '$x::y', "'a' -as [int]", '${C:\\a}', '$C:a', '@"\nx\n"@']) {
      const r = parsePowerShell(text);
      if (!r.ok || r.script.type !== 'simple') throw new Error(text);
      expect(['expansion', 'command-substitution']).toContain(r.script.words[0]!.parts[0]!.type);
    }
  });
});

describe('assignments', () => {
  it.each([
    ['$a = Get-Content x | Out-File y', '[a=] ; [Get-Content x] | [Out-File y]'],
    ['${my var} = 3; $n = rm b', '[my var=] ; [] ; [n=] ; [rm b]'],
    ['[string]$s = rm q', '[s=] ; [rm q]'],
    ['$n += 1', '[n=] ; []'],
    ['$x = if ($a) { rm b } else { 2 }', '[x=] ; if([], script-block([rm b]), script-block([]))'],
  ])('%j → %s', (text, want) => {
    expect(tree(text)).toBe(want);
  });

  it('assignments to environment and scoped variables are unsupported', () => {
    expect(ok("$env:PATH = 'C:\\evil'; git status").unsupported).toEqual([expect.stringMatching(/env:PATH/)]);
    expect(ok('$global:x = 1').unsupported).toHaveLength(1);
    expect(ok('${env:Path} = 1').unsupported).toHaveLength(1);
    expect(ok('$PSDefaultParameterValues = @{}').unsupported).toHaveLength(1);
    expect(ok('$env:NODE_ENV = "test"').unsupported).toEqual([]);
    expect(ok('$x.y = 5').unsupported).toEqual([expect.stringMatching(/property/)]);
    // (A setter or conversion runs whatever the value: session 42.)
    expect(ok('$x.y = Get-Date; $a[0] = rm b').unsupported).toEqual([expect.stringMatching(/property/), expect.stringMatching(/property/)]);
    expect(ok('[IO.StreamWriter]$w = Write-Output x').unsupported).toEqual([expect.stringMatching(/typed/)]);
    expect(ok('[string]$s = Get-Date').unsupported).toEqual([]);
    expect(ok('$local:x = 1').unsupported).toEqual([]);
  });
});

describe('keyword statements', () => {
  it.each([
    ['if ($x -eq 1) { rm a } elseif (Test-Path b) { rm b } else { rm c }',
      'if([], script-block([rm a]), [Test-Path b], script-block([rm b]), script-block([rm c]))'],
    ['IF ($x)\n{\n rm a\n}\nELSE\n{ rm c }', 'if([], script-block([rm a]), script-block([rm c]))'],
    ['foreach ($f in Get-ChildItem) { rm $f }', 'for([Get-ChildItem], script-block([rm E<$f>]))'],
    ['for ($i=0; $i -lt 3; $i++) { echo $i }', 'for([i=] ; [] ; [] ; [], script-block([echo E<$i>]))'],
    ['while ($true) { break }', 'while([], script-block([break]))'],
    ['do { rm x } until ($y)', 'until(script-block([rm x]), [])'],
    ['do { rm x } while (rm y)', 'while(script-block([rm x]), [rm y])'],
    ["switch -regex ($x) { 'a' { rm a } {$_ -gt 1} { rm b } default { rm c } }",
      "case([], script-block([rm a]), script-block([]), script-block([rm b]), script-block([rm c]) w:'a',default)"],
    ['try { rm x } catch [System.IO.IOException], [System.Exception] { rm y } finally { rm z }',
      'group(script-block([rm x]), script-block([rm y]), script-block([rm z]))'],
    ['trap { rm t }', 'group(script-block([rm t]))'],
    ['function Foo($a = (rm q)) { rm x }; Foo', 'fn Foo(script-block([a=] ; [S{[rm q]}], script-block([rm x]))) ; [Foo]'],
    ['filter F { rm $_ }', 'fn F(script-block([rm E<$_>]))'],
    ['function F { param([Parameter(Mandatory)][string]$p)\n begin { rm b } process { rm p } end { rm e } }',
      'fn F(script-block(group() ; script-block(script-block([rm b])) ; '
      + 'script-block(script-block([rm p])) ; script-block(script-block([rm e]))))'],
    // A param block's code: attribute arguments and default values; statements follow it unseparated.
    ['function F { param([ValidateScript({ rm v })][int]$p = (rm d), $q) rm x }',
      'fn F(script-block(group(script-block([rm v]) ; [], [S{[rm d]}]) ; [rm x]))'],
    ['if (1) { rm a } rm b', 'if([], script-block([rm a])) ; [rm b]'],
    ['return', '[return]'],
    ['return (rm x)', '[return] ; [S{[rm x]}]'],
    ['exit 1', '[exit] ; []'],
    ['throw "bad"', '[throw] ; []'],
    ['Get-ChildItem | foreach { rm $_ }', '[Get-ChildItem] | [foreach S{script-block([rm E<$_>])}]'],
    ['foreach-object { rm $_ }', '[foreach-object S{script-block([rm E<$_>])}]'],
  ])('%j → %s', (text, want) => {
    expect(tree(text)).toBe(want);
  });

  it('every command inside keyword statements is visible', () => {
    expect(allCommands('if (rm a) { rm b } elseif ($(rm c)) { rm d } else { while (rm e) { rm f } }'))
      .toEqual(['rm a', 'rm b', '$(rm c)', 'rm c', 'rm d', 'rm e', 'rm f']);
  });
});

describe('redirects', () => {
  it.each([
    ['a > f', '[a >f]'],
    ['a >> f', '[a >>f]'],
    ['a 2> f', '[a 2>f]'],
    ['a 2>> f', '[a 2>>f]'],
    ['a *> f', '[a &>f]'],
    ['a *>> f', '[a &>>f]'],
    ['a 2>&1', '[a 2>&1]'],
    ['a 3>&1 *>&1', '[a 3>&1 >&1]'],
    ['a < in', '[a <in]'],
    ['a>f', '[a >f]'],
    ['a > "C:\\my file.txt"', "[a >'C:\\my file.txt']"],
    ['a > $(rm x)', '[a >S{[rm x]}]'],
    ['"x" > out.txt', '[ >out.txt]'],
  ])('%j → %s', (text, want) => {
    expect(tree(text)).toBe(want);
  });

  it('a redirect needs a target', () => {
    expect(parsePowerShell('a >').ok).toBe(false);
    expect(parsePowerShell('a > ; b').ok).toBe(false);
  });
});

describe('unsupported constructs (never allowable)', () => {
  it.each([
    ["[IO.File]::Delete('x')", /method call/],
    ['$a.b()', /method call/],
    ['(Get-Item x).Delete()', /method call/],
    ['$x.Foo($(rm y))', /method call/],
    ['cmd /c dir --% /s "x" | more', /stop-parsing/],
    ['echo a(rm x)', /juxtaposed/],
    ['switch -file x.txt { a { rm a } }', /switch -file/],
  ])('%j', (text, re) => {
    const r = ok(text);
    expect(r.unsupported.some((u) => re.test(u))).toBe(true);
  });

  it('still exposes the commands inside', () => {
    expect(allCommands('$x.Foo($(rm y))')).toContain('rm y');
    expect(allCommands("[IO.File]::Delete((rm z))")).toContain('rm z');
    expect(allCommands('cmd /c dir --% /s "x" | rm y')).toContain('rm y');
  });
});

describe('errors fail closed', () => {
  it.each([
    '"unterminated', "'unterminated", 'rm x; (rm y', 'rm x; $(rm y', 'a }', 'a )', '{ rm x', '<# open',
    'class Foo { }', 'enum E { A }', 'using namespace System', 'if ($x)', 'if ($x) rm', 'do { x }', 'try { x }',
    'foreach ($x) { }', 'switch { }', 'a |', '| a', 'echo `', '& ', '@"\nno end', 'echo ${x', 'function { }',
  ])('%j', (text) => {
    expect(parsePowerShell(text).ok).toBe(false);
  });

  it('keeps the statements that parsed before the error, and the commands read in the unfinished one', () => {
    // As the bash parser does: deny rules still see `rm z`, read before the missing ")".
    const r = parsePowerShell('rm x; del y; (rm z');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.partial && show(r.partial)).toBe('[rm x] ; [del y] ; [rm z]');
  });
});

describe('E.10 items', () => {
  it('Remove-Item forms', () => {
    expect(tree('ri -Recurse C:\\x')).toBe('[ri -Recurse C:\\x]');
    expect(tree('REMOVE-ITEM x')).toBe('[REMOVE-ITEM x]');
    expect(tree("Remove-Item 'C:\\Program Files\\x'")).toBe("[Remove-Item 'C:\\Program Files\\x']");
    expect(tree('Remove-Item "C:\\Program Files\\x" -Force')).toBe("[Remove-Item 'C:\\Program Files\\x' -Force]");
    expect(tree("Remove-Item -Path 'C:\\Program Files\\x' -Recurse -Force"))
      .toBe("[Remove-Item -Path 'C:\\Program Files\\x' -Recurse -Force]");
    expect(tree("Write-Output 'Remove-Item C:\\x'")).toBe("[Write-Output 'Remove-Item C:\\x']");
    expect(canonicalCmdletName('ri')).toBe('Remove-Item');
    expect(canonicalCmdletName('REMOVE-ITEM')).toBe('Remove-Item');
  });

  it('word offsets point into the text', () => {
    const text = "rm 'a b' x";
    const r = parsePowerShell(text);
    if (!r.ok || r.script.type !== 'simple') throw new Error('parse');
    expect(r.script.words.map((x) => text.slice(x.start, x.end))).toEqual(['rm', "'a b'", 'x']);
    expect(r.script.words.map((x) => x.text)).toEqual(['rm', "'a b'", 'x']);
  });
});

describe('aliases', () => {
  it.each([
    ['rm', 'Remove-Item'], ['ri', 'Remove-Item'], ['del', 'Remove-Item'], ['erase', 'Remove-Item'], ['rd', 'Remove-Item'],
    ['rmdir', 'Remove-Item'], ['ls', 'Get-ChildItem'], ['dir', 'Get-ChildItem'], ['gci', 'Get-ChildItem'],
    ['cat', 'Get-Content'], ['gc', 'Get-Content'], ['type', 'Get-Content'], ['cp', 'Copy-Item'], ['copy', 'Copy-Item'],
    ['cpi', 'Copy-Item'], ['mv', 'Move-Item'], ['move', 'Move-Item'], ['mi', 'Move-Item'], ['iwr', 'Invoke-WebRequest'],
    ['curl', 'Invoke-WebRequest'], ['wget', 'Invoke-WebRequest'], ['irm', 'Invoke-RestMethod'], ['iex', 'Invoke-Expression'],
    ['echo', 'Write-Output'], ['write', 'Write-Output'], ['sc', 'Set-Content'], ['ac', 'Add-Content'], ['ni', 'New-Item'],
    ['saps', 'Start-Process'], ['start', 'Start-Process'], ['icm', 'Invoke-Command'], ['cd', 'Set-Location'],
    ['chdir', 'Set-Location'], ['sl', 'Set-Location'], ['%', 'ForEach-Object'], ['foreach', 'ForEach-Object'],
    ['?', 'Where-Object'], ['where', 'Where-Object'], ['kill', 'Stop-Process'], ['ps', 'Get-Process'], ['sajb', 'Start-Job'],
    ['RM', 'Remove-Item'], ['Iex', 'Invoke-Expression'], ['remove-item', 'Remove-Item'], ['INVOKE-EXPRESSION', 'Invoke-Expression'],
    ['get-childitem', 'Get-ChildItem'], ['set-executionpolicy', 'Set-ExecutionPolicy'], ['new-object', 'New-Object'],
    ['git', 'git'], ['My-Custom', 'My-Custom'], ['', ''], ['Remove-Item2', 'Remove-Item2'], ['toString', 'toString'],
    ['constructor', 'constructor'], ['__proto__', '__proto__'],
  ])('%s → %s', (name, want) => {
    expect(canonicalCmdletName(name)).toBe(want);
  });

  it('every alias target is a known cmdlet or a documented function', () => {
    const known = new Set(KNOWN_CMDLETS);
    for (const [alias, target] of POWERSHELL_ALIASES) {
      expect(alias).toBe(alias.toLowerCase());
      expect(known.has(target) || ['help', 'mkdir'].includes(target)).toBe(true);
    }
    expect(POWERSHELL_ALIASES.size).toBeGreaterThan(140);
  });
});

describe('adversarial inputs', () => {
  const nests = (open: string, close: string, n: number): string => open.repeat(n) + 'rm x' + close.repeat(n);

  it(`nesting up to ${MAX_POWERSHELL_NESTING} parses, deeper is ok: false`, () => {
    expect(parsePowerShell(nests('(', ')', MAX_POWERSHELL_NESTING)).ok).toBe(true);
    expect(parsePowerShell(nests('(', ')', MAX_POWERSHELL_NESTING + 1)).ok).toBe(false);
    expect(parsePowerShell(nests('$(', ')', MAX_POWERSHELL_NESTING)).ok).toBe(true);
    expect(parsePowerShell(nests('$(', ')', MAX_POWERSHELL_NESTING + 1)).ok).toBe(false);
    expect(parsePowerShell(nests('& {', '}', MAX_POWERSHELL_NESTING + 1)).ok).toBe(false);
    expect(parsePowerShell(nests('"$(', ')"', MAX_POWERSHELL_NESTING + 1)).ok).toBe(false);
    expect(parsePowerShell(nests('if (1) { ', ' }', MAX_POWERSHELL_NESTING + 1)).ok).toBe(false);
    expect(parsePowerShell(nests('@{a=', '}', MAX_POWERSHELL_NESTING + 1)).ok).toBe(false);
  });

  it('huge and hostile inputs finish fast and never throw', () => {
    const inputs = [
      '('.repeat(100_000), '$('.repeat(50_000), '{'.repeat(100_000), '"$('.repeat(30_000), '@{a='.repeat(20_000),
      '$a = '.repeat(20_000) + '1', 'return '.repeat(20_000), '['.repeat(100_000), '$a['.repeat(30_000),
      '<#'.repeat(50_000), '`'.repeat(100_000), "'".repeat(100_001), '"'.repeat(100_001), 'a | '.repeat(20_000) + 'b',
      'rm x; '.repeat(20_000), '@"\n'.repeat(30_000), '$x.a('.repeat(20_000), 'if ('.repeat(20_000),
      '[a'.repeat(50_000), 'a'.repeat(100_000), '# '.repeat(50_000), '-'.repeat(100_000), ':'.repeat(100_000),
    ];
    for (const text of inputs) {
      // (A hang guard: the fastest of three calls, as test/helpers/timing.ts explains.)
      const { value: r, ms } = fastestMs((): ShellParse => parsePowerShell(text));
      expect(typeof r.ok).toBe('boolean');
      expect(ms).toBeLessThan(1000);
    }
  });

  it('random strings never throw', () => {
    const alphabet = fc.constantFrom('a', 'rm', ' ', '\n', ';', '|', '&', '&&', '||', '(', ')', '{', '}', '$', '$(', '@(', '@{',
      '"', "'", '`', '#', '<#', '#>', '>', '2>&1', '*>', '<', '=', ',', '.', '::', '[', ']', '--%', 'if', 'foreach', 'switch',
      'function', 'try', 'catch', 'do', 'while', '\u2018', '\u201C', '@"\n', '\n"@', '-', '\u2013', '%', '?', 'x');
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')), (text) => {
      const r = parsePowerShell(text);
      expect(typeof r.ok).toBe('boolean');
      if (r.ok) for (const u of r.unsupported) expect(u.offset).toBeGreaterThanOrEqual(0);
    }), { numRuns: 5000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
      expect(typeof parsePowerShell(text).ok).toBe('boolean');
    }), { numRuns: 3000 });
  });
});
