// Session 38's slow 10,000-character function and lister lines (test/shell-long-inputs-s38.test.ts)
// and the ones session 40 named over 1 ms, for the A/B scripts (bench/worst-ab.mjs).

/** Session 38's red-team policy: an absolute path's Read rule beside allowing every command. */
export const ETC = { deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };
const cap = (s) => s.slice(0, 10_000);
const chain = Array.from({ length: 400 }, (_, i) => `f${i}(){ f${i + 1}; echo /a$1; }; `).join('');
const web = Array.from({ length: 300 }, (_, i) => `f${i}(){ f${(i * 7 + 3) % 300} $1 $1; f${(i * 13 + 1) % 300} $1; }; `).join('');
export const FUNCTION_LINES = [
  cap(`${chain}mytool $(f0)`), cap(`${chain}mytool $(f0 x)`), cap(`f(){ f; f; f; echo $1; }; ${'mytool $(f a) '.repeat(700)}`),
  cap(`${web}mytool "$(f0 /etc/x)"`), cap(`f(){ f; f; f; echo xetc/passwd | cut -c2-; }; ${'mytool $(f a) '.repeat(700)}`),
  cap(`f(){ echo ${'$1'.repeat(16)}; }; mytool "$(f ${'x'.repeat(9000)})"`), cap(`f(){ echo ${'$1'.repeat(100)}; }; mytool "$(f ${'x'.repeat(9700)})"`),
  cap(`f(){ echo ${'$1'.repeat(100)}; }; g(){ f $1$1$1$1$1$1$1$1; }; mytool "$(g ${'x'.repeat(9000)})"`),
  cap(`f(){ echo $@ $@ $@ $@ $@ $@ $@ $@; }; mytool "$(f ${'a '.repeat(4900)})"`), cap(`echo /etc/x > a; ${'mytool @a '.repeat(1000)}`),
  cap(`echo /etc/x | tee ${'a '.repeat(4900)}; mytool @a`), cap(`IFS=-; ${'X=a-b; mytool $X; '.repeat(500)}`),
  cap(`for f in ${'/et?/a '.repeat(1400)}; do mytool $f; done`), cap(`mytool ${'$U/../'.repeat(1600)}etc/passwd`), cap(`mytool ${'$(python3 -c x) '.repeat(600)}`),
  cap('ls *.pem | xargs mytool; '.repeat(400)), cap(`${'X=$(git ls-files); '.repeat(500)}mytool $X`), 'for f in $(ls src/*.ts); do mytool $f; done; '.repeat(222),
  cap(`f(){ find . -name "*.ts"; }; ${'f | xargs mytool; '.repeat(500)}`), cap(`mytool "$(echo -e '${'a\\n'.repeat(4_990)}')"`),
  cap(`f0(){ f1; }; ${Array.from({ length: 400 }, (_, i) => `f${i + 1}(){ f${i + 2}; }; `).join('')}f0`),
];

