// Session 39's wrong allows in what a PowerShell line hands a native program the analysis does
// not know: a quoted wildcard (PowerShell strips the quotes, the program may expand it itself,
// src/shell/possible-paths.ts); a file the line writes, read back and handed on
// (src/shell/powershell-written-files.ts). Each ask row was allowed before the fix; the allow rows
// keep the readings precise; the guard rows asked already and keep asking.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { MAX_WRITTEN_WORDS } from '../src/shell/powershell-written-files.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);

describe("a quoted wildcard given to a native program, which gets it unquoted and may expand it (were allowed)", () => {
  pwsh([
    ['mytool "*.pem"', 'ask'],
    ["mytool '*.pem'", 'ask'],
    ['mytool "*key.pem"', 'ask'],
    ['mytool "?.pem"', 'ask'],
    ['mytool -LiteralPath "*.pem"', 'ask'],
    ['mytool.exe -i "*.pem"', 'ask'],
    // A message with no blank reaches the program unquoted too: read as `mytool -m *.pem` is (session 38).
    ['mytool -m "*.pem"', 'ask'],
    // Precision: a word with a blank is re-quoted, so MSVCRT does not expand it; a known program's
    // message, a printer's text, a wildcard a rule's names cannot match.
    ['mytool -m "what now?"', 'allow'],
    ['mytool -m "no * here"', 'allow'],
    ['git commit -m "*.pem"', 'allow'],
    ['Write-Output "*.pem"', 'allow'],
    ['mytool "*"', 'allow'],
    ['mytool "hello"', 'allow'],
  ]);
});

describe('a file the line writes, read back and given to a native program (were allowed)', () => {
  pwsh([
    ['"C:/x/a.pem" > list.txt; mytool (gc list.txt)', 'ask'],
    ['"C:/x/a.pem" >> list.txt; mytool (gc list.txt)', 'ask'],
    ['"C:/x/a.pem" *> list.txt; mytool (gc list.txt)', 'ask'],
    ['"C:/x/a.pem" > "list.txt"; mytool (cat list.txt)', 'ask'],
    ['"C:/x/a.pem" > .\\List.txt; mytool (Get-Content ./list.txt)', 'ask'],
    ['"C:/x/a.pem" | Set-Content list.txt; mytool (Get-Content list.txt)', 'ask'],
    ['"C:/x/a.pem" | Out-File list.txt; mytool (gc list.txt)', 'ask'],
    ['"C:/x/a.pem" | Add-Content list.txt; mytool (type list.txt)', 'ask'],
    ['"C:/x/a.pem" | Tee-Object -FilePath list.txt; mytool (gc list.txt)', 'ask'],
    ['Set-Content -Path list.txt -Value "C:/x/a.pem"; mytool @(Get-Content list.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; Get-Content list.txt | % { mytool $_ }', 'ask'],
    ['"C:/x/a.pem" > list.txt; gc list.txt | ForEach-Object { mytool $_ }', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool @(Get-Content list.txt)', 'ask'],
    // The reader before the writer: producers and uses pair across the whole line.
    ['mytool (gc list.txt); "C:/x/a.pem" | Set-Content list.txt', 'ask'],
    ['Get-Content list.txt | % { mytool $_ }; Set-Content list.txt "C:/x/a.pem"', 'ask'],
    // A double-quoted string's `n ends a line of the file; a computed string is unknown.
    ['"hello`nC:/x/a.pem" > list.txt; mytool (gc list.txt)', 'ask'],
    ['"C:/x/a" + ".key" > list.txt; mytool (gc list.txt)', 'ask'],
    ['"{0}.key" -f "a" > list.txt; mytool (gc list.txt)', 'ask'],
    // Guards (asked already): a variable holding the file's text; a here-string's lines.
    ['@"\nC:/x/a.pem\n"@ > list.txt; mytool (gc list.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; $x = Get-Content list.txt; mytool $x', 'ask'],
    // Precision: a file the line does not write (bash's `mytool $(cat list)` alike), a text naming no path a rule covers.
    ['mytool (gc list.txt)', 'allow'],
    ['Get-Content list.txt | % { mytool $_ }', 'allow'],
    ['"C:/x/a.pem" > other.txt; mytool (gc list.txt)', 'allow'],
    ['"hello" > list.txt; mytool (gc list.txt)', 'allow'],
    ['"a`tb" | Set-Content list.txt; Get-Content list.txt | % { mytool $_ }', 'allow'],
  ]);
});

describe('the line words kept as what a read-back file holds are bounded', () => {
  // "hello", >, list.txt, mytool, gc, list.txt: six words, then the program's own.
  const line = (n: number): string => `"hello" > list.txt; mytool (gc list.txt) ${Array.from({ length: n }, (_, i) => `a${i}`).join(' ')}`;
  pwsh([
    [line(MAX_WRITTEN_WORDS - 6), 'allow'],
    // One word past the bound: what the file holds is unknown, and a deny rule may cover it.
    [line(MAX_WRITTEN_WORDS - 5), 'ask'],
  ]);
});

describe('environment values handed on through the pipeline (guards: asked already)', () => {
  pwsh([
    ['$env:X = "a.pem"; $env:X | ForEach-Object { mytool $_ }', 'ask'],
    ['$env:X = "a.pem"; Write-Output $env:X | % { mytool $_ }', 'ask'],
    ['$env:X = "a.pem"; mytool ([Environment]::GetEnvironmentVariable("X"))', 'ask'],
    ['$env:X = "a.pem"; $y = [Environment]::GetEnvironmentVariable("X"); mytool $y', 'ask'],
    ['[Environment]::SetEnvironmentVariable("X", "a.pem"); $env:X | % { mytool $_ }', 'ask'],
    // An environment variable the line does not set is unknown, as bash's `mytool $Q` is.
    ['mytool $env:X', 'allow'],
    ['$env:X | % { mytool $_ }', 'allow'],
  ]);
});

describe("a listing's wildcard matches 8.3 short names too (were allowed)", () => {
  const rules: Rules = { deny: ['Read(**/secrets.json)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(rules, [
    // secrets.json's short name is SECRET~1.JSO: `*.jso` lists it.
    ['mytool (Get-ChildItem -Filter *.jso)', 'ask'],
    ['gci -Filter *.jso | % { mytool $_ }', 'ask'],
    ['mytool (Get-ChildItem -Filter secr?~1.*)', 'ask'],
    // Precision: an extension of two or four characters is no short name's.
    ['mytool (Get-ChildItem -Filter *.js)', 'allow'],
    ['mytool (Get-ChildItem -Filter *.txt)', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a written file read back under another spelling or by another reader (were allowed)', () => {
  pwsh([
    // One file, spelled with its directory, Windows' dropped trailing dot, a stream.
    ['"C:/x/a.pem" > list.txt; mytool (gc C:\\w\\repo\\list.txt)', 'ask'],
    ['"C:/x/a.pem" > C:\\w\\repo\\list.txt; mytool (gc list.txt)', 'ask'],
    ['Set-Content -Path list.txt -Value "C:/x/a.pem"; mytool (gc C:\\w\\repo\\list.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool (gc ..\\repo\\list.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool (Get-Content -Raw -LiteralPath C:/w/repo/list.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool (gc list.txt.)', 'ask'],
    ["\"C:/x/a.pem\" > list.txt; mytool (gc 'list.txt ')", 'ask'],
    ['"C:/x/a.pem" > list.txt:s; mytool (gc list.txt -Stream s)', 'ask'],
    // A copy or a move of a written file.
    ['"C:/x/a.pem" > list.txt; Copy-Item list.txt l2.txt; mytool (gc l2.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; cp list.txt l2.txt; mytool (gc l2.txt)', 'ask'],
    ['"C:/x/a.pem" > list.txt; Rename-Item list.txt l2.txt; mytool (gc l2.txt)', 'ask'],
    // A CSV file's fields; a CLIXML file's strings.
    ['"p`nC:/x/a.pem" > list.csv; mytool (Import-Csv list.csv).p', 'ask'],
    ['"p`nC:/x/a.pem" > list.csv; Import-Csv list.csv | % { mytool $_.p }', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool (ipcsv list.txt -Header p).p', 'ask'],
    ['"C:/x/a.pem,b" > list.csv; mytool (Import-Csv list.csv -Header p,q).p', 'ask'],
    ['"p;q`nC:/x/a.pem;b" > list.csv; mytool (Import-Csv list.csv).p', 'ask'],
    ['"p,q`n`"C:/x/a.pem`",b" > list.csv; mytool (Import-Csv list.csv).p', 'ask'],
    ["\"p|q`nC:/x/a.pem|b\" > list.csv; mytool (Import-Csv list.csv -Delimiter '|').p", 'ask'],
    // A delimiter the line does not show, or the culture's: any split.
    ['"p|q`nhello|b" > list.csv; mytool (Import-Csv list.csv -Delimiter $d).p', 'ask'],
    ['"p|q`nhello|b" > list.csv; mytool (Import-Csv list.csv -UseCulture).p', 'ask'],
    ['"C:/x/a.pem" | Export-Clixml list.xml; mytool (Import-Clixml list.xml)', 'ask'],
    // Guards (asked already): a variable naming the file, a provider path, .NET's readers, -Raw, -Tail.
    ['$f = "list.txt"; "C:/x/a.pem" > $f; mytool (gc $f)', 'ask'],
    ['"C:/x/a.pem" > list.txt; $f = "list.txt"; mytool (Get-Content $f)', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool ${C:list.txt}', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool ([IO.File]::ReadAllLines("list.txt"))', 'ask'],
    ['"C:/x/a.pem" | Set-Content list.txt; mytool ([IO.File]::ReadAllText("list.txt"))', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool (Get-Content -Path list.txt -Raw)', 'ask'],
    ['"C:/x/a.pem" > list.txt; mytool (gc -Tail 1 list.txt)', 'ask'],
    // Precision: another file's name, a copy's other destination, text naming no path a rule covers.
    ['"C:/x/a.pem" > other.txt; mytool (gc C:\\w\\repo\\list.txt)', 'allow'],
    ['"C:/x/a.pem" > list.txt; Copy-Item list.txt l2.txt; mytool (gc l3.txt)', 'allow'],
    ['mytool (Import-Csv list.csv).p', 'allow'],
    ['"p,q`nhello,b" > list.csv; mytool (Import-Csv list.csv).p', 'allow'],
    ["\"p|q`nhello|b\" > list.csv; mytool (Import-Csv list.csv -Delimiter '|').p", 'allow'],
    ['"C:/x/a.pem" | Export-Clixml list.xml; mytool (Import-Clixml other.xml)', 'allow'],
    ['"hello" | Export-Clixml list.xml; mytool (Import-Clixml list.xml)', 'allow'],
  ]);
});

describe("a CSV file's fields count as the line's words kept, within their bound", () => {
  // "h,i", >, list.csv, mytool, Import-Csv, list.csv and the fields h, i: eight words, then the program's own.
  const line = (n: number): string => `"h,i" > list.csv; mytool (Import-Csv list.csv) ${Array.from({ length: n }, (_, i) => `a${i}`).join(' ')}`;
  pwsh([
    [line(MAX_WRITTEN_WORDS - 8), 'allow'],
    // One word past the bound: what the file holds is unknown.
    [line(MAX_WRITTEN_WORDS - 7), 'ask'],
  ]);
});

describe('win32 bash: a quoted wildcard reaches a native program bare, which may expand it, 8.3 short names too (were allowed)', () => {
  const rules: Rules = { deny: ['Read(**/secrets.json)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
  const winBash = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(rules, rows, 'shell', REPO_WINDOWS);
  winBash([
    ['mytool "*.jso"', 'ask'],
    ["mytool '*.jso'", 'ask'],
    ['mytool "SECRET~?.JSO"', 'ask'],
    ['mytool "x/*.jso"', 'ask'],
    ['mytool -i "*.jso"', 'ask'],
    // Guards (asked already): an unquoted glob; the short name itself.
    ['mytool *.jso', 'ask'],
    ['mytool SECRET~1.JSO', 'ask'],
    // (A word with a blank is a line the program may hand a shell, which expands `b*.jso`: session 43's reading.)
    ['mytool "a b*.jso"', 'ask'],
    // Precision: `*` alone, an option's value, a known printer, no wildcard.
    ['mytool "*"', 'allow'],
    ['mytool "--f=*.jso"', 'allow'],
    ['echo "*.jso"', 'allow'],
    ['mytool "secrets.jso"', 'allow'],
  ]);
  // On linux no program's runtime expands it.
  lineTable(rules, [['mytool "*.jso"', 'allow'], ["mytool '*.jso'", 'allow']]);
});

describe('PowerShell: a native program expands its own wildcard, 8.3 short names too (guards: asked already)', () => {
  const rules: Rules = { deny: ['Read(**/secrets.json)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(rules, [
    ['mytool *.jso', 'ask'],
    ['mytool "*.jso"', 'ask'],
    ['mytool SECRET~1.JSO', 'ask'],
    ['Get-Content SECRET~1.JSO', 'ask'],
    ['Write-Output *.jso', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a read-back text through a converter, a joining writer, another encoding (were allowed)', () => {
  pwsh([
    // A converter parses or splits the text: its values are not the line's words.
    ['"C:/x/a.pem,b" > l.csv; gc l.csv | ConvertFrom-Csv -Header p,q | % { mytool $_.p }', 'ask'],
    ['"p,q`nC:/x/a.pem,b" > l.csv; mytool (gc l.csv | ConvertFrom-Csv).p', 'ask'],
    ["\"p|q`nC:/x/a.pem|b\" > l.csv; mytool (gc l.csv | ConvertFrom-Csv -Delimiter '|').p", 'ask'],
    ['\'{"p":"C:/x/a.pem"}\' > l.json; mytool (gc l.json | ConvertFrom-Json).p', 'ask'],
    ['\'{"p":"C:/x/a.pem"}\' > l.json; gc l.json -Raw | ConvertFrom-Json | % { mytool $_.p }', 'ask'],
    ['\'{"p":"C:/x/a.pem"}\' > l.json; mytool (ConvertFrom-Json (gc l.json -Raw)).p', 'ask'],
    ['\'{"p":"C:/x/a.pem"}\' > l.json; mytool (gc l.json | ConvertFrom-Json | select -Expand p)', 'ask'],
    ["'p=C:/x/a\\u002epem' > l.txt; mytool (gc l.txt | ConvertFrom-StringData).p", 'ask'],
    ["'C:/x/a.pem b' > l.txt; mytool (gc l.txt | ConvertFrom-String).P1", 'ask'],
    ["'C:/x/a.pem b' > l.txt; gc l.txt | cfs | % { mytool $_.P1 }", 'ask'],
    ['"C:/x/a.p`nem" > l.txt; mytool (gc l.txt | Join-String)', 'ask'],
    // ForEach-Object given a member's name calls it.
    ["'C:/x/a.pemXX' > l.txt; mytool (gc l.txt | % Substring 0 10)", 'ask'],
    ["'C:/x/a.pemXX' > l.txt; mytool (gc l.txt | ForEach-Object -MemberName Replace -ArgumentList 'XX','')", 'ask'],
    // -NoNewline: two written values make one line.
    ['Set-Content l.txt -Value "C:/x/a.p","em" -NoNewline; mytool (gc l.txt)', 'ask'],
    ['Set-Content l.txt -Value "C:/x/a.p","em" -No; mytool (gc l.txt)', 'ask'],
    ['"C:/x/a.p" | Add-Content -NoNewline l.txt; "em" | Add-Content -NoNewline l.txt; mytool (gc l.txt)', 'ask'],
    ['"C:/x/a.p" | Out-File -NoNewline l.txt; "em" | Out-File -Append -NoNewline l.txt; mytool (gc l.txt)', 'ask'],
    // Bytes written as numbers, or read in another encoding; a character past ASCII an 8-bit
    // encoding may map to another (best-fit: a fullwidth ｐ is p); a `u{…} escape.
    ['Set-Content l.txt -Value 67,58,47,120,47,97,46,112,101,109 -AsByteStream; mytool (gc l.txt)', 'ask'],
    ['Set-Content l.txt -Value 67,58,47,120,47,97,46,112,101,109 -Encoding Byte; mytool (gc l.txt)', 'ask'],
    ['"C`0:`0/`0x`0/`0a`0.`0p`0e`0m`0" > l.txt; mytool (gc l.txt -Encoding Unicode)', 'ask'],
    ['"C:/x/a.\uFF50em" | Set-Content l.txt; mytool (gc l.txt)', 'ask'],
    ['"C:/x/a.`u{70}em" > l.txt; mytool (gc l.txt)', 'ask'],
    // Readers that parse the file: a .psd1's values, an XML node's text.
    ['\'@{p="C:/x/a.pem"}\' > l.psd1; mytool (Import-PowerShellDataFile l.psd1).p', 'ask'],
    ["'<a>C:/x/a.pem</a>' > l.xml; mytool (Select-Xml -Path l.xml -XPath /a).Node.InnerText", 'ask'],
    // Get-Content -Delimiter: the text's chunks; a delimiter the line does not show, any chunk.
    ["'C:/x/a.pem,b' > l.txt; mytool (gc l.txt -Delimiter ',')", 'ask'],
    ["'C:/x/a.pem,b' > l.txt; gc l.txt -Delimiter ',' | % { mytool $_ }", 'ask'],
    ["'C:/x/a.pemXYb' > l.txt; mytool (gc l.txt -Del XY)", 'ask'],
    ["'C:/x/a.pem,b' > l.txt; mytool (gc l.txt -Delimiter:',')", 'ask'],
    ["'hello' > l.txt; mytool (gc l.txt -Delimiter $d)", 'ask'],
    // Guards (asked already): -split, .Split(), an index, a quoted command name, a splatted
    // -NoNewline, Select-String's lines.
    ["'C:/x/a.pem,b' > l.txt; mytool ((gc l.txt) -split ',')", 'ask'],
    ["'C:/x/a.pem,b' > l.txt; mytool (gc l.txt).Split(',')", 'ask'],
    ["'C:/x/a.pem,b' > l.txt; gc l.txt | % { mytool $_.Split(',')[0] }", 'ask'],
    ["'C:/x/a.pem,b' > l.txt; mytool (gc l.txt -Delimiter ',')[0]", 'ask'],
    ['\'{"p":"C:/x/a.pem"}\' > l.json; gc l.json | & \'ConvertFrom-Json\' | % { mytool $_.p }', 'ask'],
    ['$p = @{NoNewline = $true}; Set-Content l.txt "C:/x/a.p","em" @p; mytool (gc l.txt)', 'ask'],
    ["'C:/x/a.pem b' > l.txt; Select-String -Path l.txt -Pattern pem | % { mytool $_.Line }", 'ask'],
    // Precision: a file the line does not write; chunks and escapes naming no path a rule covers.
    ['mytool (gc l.json | ConvertFrom-Json).p', 'allow'],
    ['\'{"p":"C:/x/a.pem"}\' > other.json; mytool (gc l.json | ConvertFrom-Json).p', 'allow'],
    ["'C:/x/a.pem,b' > l.txt; mytool (gc other.txt -Delimiter ',')", 'allow'],
    ["'hello,b' > l.txt; mytool (gc l.txt -Delimiter ',')", 'allow'],
    ['"hello`u{21}" > l.txt; mytool (gc l.txt)', 'allow'],
    ['"hello" | Out-File -Append l.txt; Get-Content l.txt | % { mytool $_ }', 'allow'],
  ]);
});

describe("Get-Content -Delimiter's chunks count as the line's words kept, within their bound", () => {
  // "h,i", >, l.txt, mytool, gc, l.txt, -Delimiter, "," and the chunks h, "h,", i, "i,": twelve words, then the program's own.
  const line = (n: number): string => `"h,i" > l.txt; mytool (gc l.txt -Delimiter ',') ${Array.from({ length: n }, (_, i) => `a${i}`).join(' ')}`;
  pwsh([
    [line(MAX_WRITTEN_WORDS - 12), 'allow'],
    // One word past the bound: what the file holds is unknown.
    [line(MAX_WRITTEN_WORDS - 11), 'ask'],
  ]);
});

describe("a command's output inside a word is joined with the word's literal text around it (were allowed)", () => {
  pwsh([
    ['mytool "$(echo C:/x/a).pem"', 'ask'],
    ['mytool "$(Write-Output C:/x/a).pem"', 'ask'],
    ['"C:/x/a" > l.txt; mytool "$(gc l.txt).pem"', 'ask'],
    ['function f { "C:/x/a" }; mytool "$(f).pem"', 'ask'],
    ['function f { "C:/x/a" }; mytool "C:/x/$(f).pem"', 'ask'],
    // A word that computes more than the output and its literal text is unknown: it asks.
    ['function f { "C:/x/a" }; mytool "$(f)`.pem"', 'ask'],
    ['function f { "C:/x/a" }; mytool "$(f)$(f).pem"', 'ask'],
    // Precision: the joined word a rule cannot match; a word with no producer on the line.
    ['mytool "$(echo C:/x/a).txt"', 'allow'],
    ['function f { "C:/x/a" }; mytool "$(f).txt"', 'allow'],
    ['mytool "$(Get-Date).pem"', 'allow'],
  ]);
});
