// A review of this session's merged readers (unknown programs and unread scripts that may run
// their words, …). Each deny-side row was allowed before its fix; the precision rows pin
// ordinary lines that must stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)'] };

// An unknown program's word naming a program by a Windows path (`C:\bin\rm.exe`, `.\rm.exe`) was
// read with bash's `/` only, so it named no rule's program: Windows runs it as rm.
describe('an unknown program given a program by a Windows path', () => {
  lineTable(rules, [
    ['tool.exe C:\\bin\\rm.exe x', 'ask'],
    ['tool.exe .\\rm.exe x', 'ask'],
    ["tool.exe 'C:\\bin\\rm.exe x'", 'ask'],
    ['tool.exe C:\\bin\\rmdir.exe x', 'allow'],
    ['tool.exe C:\\rm\\x.exe y', 'allow'],
  ], 'pwsh');
  lineTable(rules, [
    ['tool.exe C:\\bin\\rm.exe x', 'ask'],
    ['tool.exe .\\rm.exe x', 'ask'],
    ['tool.exe C:\\bin\\tool.exe x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(rules, [
    ['frobnicate "C:\\bin\\rm.exe" x', 'ask'],
    ['frobnicate "C:\\bin\\cat.exe" x', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

// An interpreter's script arguments were read as whole words, so a word the script may hand to a
// shell (`os.system(sys.argv[1])`) named no program: they are read by their tokens, as an unknown
// program's, unless the line gives code (`-c`, `-e`), which has its own reader.
describe("an interpreter's script given a command line as one word", () => {
  const pip = { deny: ['Shell(rm *)', 'Shell(pip install *)'], allow: ['Shell(*)'] };
  lineTable(pip, [
    ['python3 x.py "rm -rf x"', 'ask'],
    ['python3 -u x.py "rm -rf x"', 'ask'],
    ['python3 -W ignore x.py "a;rm x"', 'ask'],
    ['node x.js "rm x"', 'ask'],
    ['java -jar t.jar "rm x"', 'ask'],
    ['python3 x.py --cmd=rm', 'ask'],
    ["ruby x.rb 'pip install x'", 'ask'],
    // Precision: code given on the line is read by its own reader; ordinary script arguments.
    ["python3 -c 'import pip' install x", 'allow'],
    ['perl -le "print 1" "rm x"', 'allow'],
    ['node -e "console.log(1)" "rm x"', 'allow'],
    ['python3 tools/build.py --out dist', 'allow'],
    ['node scripts/gen.js "a b c"', 'allow'],
    ['java -cp lib Main --name=x', 'allow'],
  ]);
});

// A bash glob takes no name's leading `.` (ADR 0007) unless the line may change globbing; a
// sourced script runs in this shell unread and may run `shopt -s dotglob`: `source x.sh; cat *`
// read `*` as taking no `.env` and was allowed beside Read(**/.env).
describe('a sourced script may change how later globs expand', () => {
  lineTable({ deny: ['Read(**/.env)'], allow: ['Shell(*)', 'Read(/**)'] }, [
    ['source x.sh; cat *', 'ask'],
    ['. x.sh; cat *', 'ask'],
    ['builtin source x.sh; cat *', 'ask'],
    ['command . x.sh && cat src/*', 'ask'],
    ['cat *; source x.sh', 'ask'],
    // Precision: without one, the glob takes no dot name.
    ['cat *', 'allow'],
    ['source x.sh; ls', 'allow'],
  ], 'shell', { ...REPO_LINUX, bashGlobDefaults: true });
});

// An unknown program's word from an expansion was skipped, though its last segment names the
// program literally (`"$D/rm"`): whatever the directory, it may run rm, as `$D/rm x` itself is read.
describe('an unknown program given a program by an expanded directory', () => {
  lineTable(rules, [
    ['frobnicate "$D/rm" x', 'ask'],
    ['frobnicate ${HOME}/bin/rm -rf x', 'ask'],
    ['frobnicate $HOME/../bin/rm x', 'ask'],
    ['python3 x.py "$D/rm" x', 'ask'],
    // Precision: another program, or no literal program.
    ['frobnicate "$D/rmdir" x', 'allow'],
    ['frobnicate "$D/x" "$F"', 'allow'],
  ]);
  lineTable(rules, [
    ['tool.exe "$D\\rm.exe" x', 'ask'],
    ['tool.exe $env:D\\rm x', 'ask'],
    ['tool.exe "$D\\x.exe" x', 'allow'],
  ], 'pwsh');
});

// A program read only by a table of a few options (command-line options like ipython's, an
// escape, a partly read program's paths) counted as known, so its words were never a possible
// command: `ipython x.py 'rm x'` runs a script with them, as python3 does.
describe('a program whose table reads only some options may run its other words', () => {
  lineTable(rules, [
    ['ipython x.py "rm x"', 'ask'],
    ['jython x.py rm -rf x', 'ask'],
    // Precision: their ordinary lines.
    ['jq -r ".rm" x.json', 'allow'],
    ['apt-get install -y curl', 'allow'],
    ['latexmk -pdf x.tex', 'allow'],
  ]);
});

// A stored proxy (proxy-settings.ts) was read only as `config set KEY VALUE` with the key right
// after `set`: an option between them, or npm's `set`/`c set` aliases, left the host unread.
describe("a package manager's stored proxy with options or npm's aliases", () => {
  lineTable({ deny: ['Domain(evil.com)'], allow: ['Shell(*)'] }, [
    ['pip config set --global global.proxy evil.com', 'deny'],
    ['npm set proxy evil.com:8080', 'deny'],
    ['npm c set https-proxy evil.com', 'deny'],
    ['npm config set -L global proxy evil.com', 'deny'],
    ['npm --prefix x set proxy evil.com', 'deny'],
    // Precision: other settings, other subcommands.
    ['npm set init-author-name x', 'allow'],
    ['yarn set version stable', 'allow'],
    ['pip config set --user global.proxy proxy.corp:8080', 'allow'],
  ]);
});
