// Session 43 (m2): everyday lines that asked where an exact reading allows, each restored beside
// rows of the same shape that must still deny or ask.
// - wget saves a URL to its last path segment (`index.html` when empty), `?` and the query after
//   it, percent-decoded (wget-landing.ts; checked against wget 1.21.3), and to NAME.1, NAME.2… when
//   NAME exists: a count of at most 10 digits, not any suffix. -E and -K still give any suffix.
//   Decoding was not read before: `wget https://h/key%2Epem` writes key.pem, and `-b` writes
//   wget-log (both allowed beside Edit rules on those names at the session's start).
import { describe, expect, it } from 'vitest';
import { wgetLandingNames } from '../src/shell/wget-landing.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const POLICY: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe("wget's numbered copies are NAME.1, NAME.2…: digits only (asked at the session's start)", () => {
  lineTable(POLICY, [
    ['wget https://example.com/file.tar.gz', 'allow'],
    ['wget https://example.com/', 'allow'],
    ['wget -q https://example.com/releases/v1.2/tool-linux-amd64.tar.gz', 'allow'],
    ['wget --backups=2 https://example.com/file.tar.gz', 'allow'],
    ['cd /tmp && wget https://example.com/setup.sh', 'allow'],
    // (The name itself, its query and its escapes.)
    ['wget https://example.com/key.pem', 'deny'],
    ["wget 'https://example.com/f?x=.pem'", 'deny'],
    ['wget https://example.com/key%2Epem', 'deny'],
    ['wget https://example.com/key%2epem', 'deny'],
    ['wget -P /etc https://example.com/x', 'deny'],
    // (-E adds `.html`, `.css`, `.gz`…, -K keeps `.orig`: any suffix.)
    ['wget -E https://example.com/f', 'ask'],
    ['wget --adjust-extension https://example.com/f', 'ask'],
    ['wget -k -K https://example.com/f', 'ask'],
    // (Names wget re-escapes, or that a file system may shorten.)
    ['wget https://example.com/%01x', 'ask'],
    ['wget https://example.com/a%2Fb', 'ask'],
    [`wget https://example.com/${'a'.repeat(121)}.pem${'z'.repeat(4)}`, 'ask'],
    ['wget --restrict-file-names=uppercase https://example.com/f', 'ask'],
  ]);
});

describe('wgetLandingNames: the name wget saves to (wget 1.21.3 saved each)', () => {
  it.each([
    ['https://h/f.tar.gz', ['f.tar.gz']], ['https://h/', ['index.html']], ['https://h', ['index.html']], ['https://h/x/..', ['index.html']],
    ['https://h/k%2Epem', ['k.pem']], ['https://h/f.tar%2egz', ['f.tar.gz']], ['https://h/a%20b', ['a b']], ['https://h/c#f.pem', ['c']],
    ['https://h/f?x=.pem', ['f?x=.pem', 'f@x=.pem']], ['https://h/?q=1', ['index.html?q=1', 'index.html@q=1']], ['https://h/f?', ['f?', 'f@']],
  ])('%s -> %j', (url, names) => {
    expect(wgetLandingNames(url, 'index.html')).toEqual(names);
  });
  // (Re-escaped by wget, cut by a file system, an ftp type, a second `?` Windows escapes: not read.)
  it.each(['https://h/%01', 'https://h/a%2Fb', 'https://h/%C3%A9', 'https://h/a:b', `https://h/${'a'.repeat(125)}`, 'ftp://h/f;type=a', 'https://h/f?a?b', 'https://h\\f'])('%s -> undefined', (url) => {
    expect(wgetLandingNames(url, 'index.html')).toBeUndefined();
  });
});

describe('wget writes the decoded name, wget-log under -b, and a long name cut short (each row was allowed at the session\'s start)', () => {
  const long = 'a'.repeat(232);
  const allow = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];
  lineTable({ deny: ['Edit(**/key.pem)', 'Edit(**/wget-log)', `Edit(**/${long}.pem)`], allow }, [
    ['wget https://example.com/key%2Epem', 'deny'],
    ['wget https://example.com/k%65y.pem', 'deny'],
    ['wget -b https://example.com/f.tar.gz', 'deny'],
    ['wget -nc -b https://example.com/f.tar.gz', 'deny'],
    // (wget cuts a name to NAME_MAX - 19 characters: 236 on ext4.)
    [`wget https://example.com/${long}.pemzzzz`, 'ask'],
    ['wget -nc https://example.com/f', 'allow'],
    ['wget -nc -b -o log https://example.com/f', 'allow'],
  ]);
});

describe('the count after a name: 1 to 10 digits (asked at the session\'s start beside any Edit rule with a dot)', () => {
  const allow = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];
  lineTable({ deny: ['Edit(**/*.[0-9])'], allow }, [['wget https://example.com/f', 'ask'], ['wget -nc https://example.com/f', 'allow']]);
  lineTable({ deny: ['Edit(**/f.1234567890)'], allow }, [['wget https://example.com/f', 'ask']]);
  lineTable({ deny: ['Edit(**/f.12345678901)', 'Edit(**/f.1x)', 'Edit(**/f.html)'], allow }, [['wget https://example.com/f', 'allow'], ['wget -E https://example.com/f', 'ask']]);
});

// printf's `%u`, `%o`, `%x`, `%X` of a plain integer, and `0` padding, print a known text
// (printf-format.ts; test/printf-format.property.test.ts checks it against bash).
describe('printf of an integer in hex, octal or unsigned is a known text (asked at the session start)', () => {
  lineTable(POLICY, [
    ["printf '%x' 42 | mytool", 'allow'],
    ["printf '%x\\n' 255 | mytool", 'allow'],
    ["printf '%02x%02x%02x' 1 2 255 | mytool", 'allow'],
    ["printf '%05d' 42 | mytool", 'allow'],
    ["printf 'v%o-%X' 8 255 | mytool", 'allow'],
    // (The text is read: its words are what the program is given.)
    ["printf 'r%x' 109 | xargs sh -c", 'ask'],
    ["printf '/etc/%x' 42 | xargs cat", 'ask'],
    ["printf '%x.pem' 42 | xargs cat", 'ask'],
    ["printf '%x%s' 42 /etc/passwd | mytool", 'ask'],
    // (Not read: a sign or base prefix, a precision, an argument that is not a plain integer.)
    ["printf '%#x' 42 | mytool", 'ask'],
    ["printf '%.3x' 42 | mytool", 'ask'],
    ["printf '%x' 0x2a | mytool", 'ask'],
    ["printf '%x' \"$N\" | mytool", 'ask'],
    // (A width from an argument past a million was built: this threw, an internal error.)
    ["printf '%*s' 999999999999999 x | mytool", 'ask'],
  ]);
});

// make's run variables (CC, CXX, LD, RM…) exported with a value the line shows are lines its rules
// may run, read as `make CC=clang` reads its own word (make-writes.ts makeEnvironment, session 42
// asked of any): an unknown value, a make function, or SHELL still asks.
describe('make given an exported compiler the line shows (asked at the session start)', () => {
  lineTable(POLICY, [
    ['export CC=clang; make', 'allow'],
    ['export CC=gcc CXX=g++; make -j4', 'allow'],
    ['CC=clang; export CC; make', 'allow'],
    ["export CC='rm -rf x'; make", 'deny'],
    ['export CC=rm; make', 'deny'],
    ['export CC=clang; if [ -n "$Q" ]; then CC=rm; fi; make', 'deny'],
    ['set -a; CC=rm; make', 'deny'],
    ['export CC=$(which clang); make', 'ask'],
    ["export CC='$(shell rm x)'; make", 'ask'],
    ['export SHELL=/bin/zsh; make', 'ask'],
  ]);
});
