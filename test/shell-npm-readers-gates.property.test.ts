// Session 42 (p12), npm's readers: urlsInWords finds the runner's bound (`run`, `exec`) in its one
// pass and reads a word's schemeless hosts only where the word has a `:` after its first
// character or it or the word before starts as a proxy or config option. Each gate must be exact:
// on every word list it gives what the ungated reading gives (test/helpers/url-words-before-s42.ts).
// packageManagerWrites reads the words after the subcommand only for a name it may write for
// (test/helpers/package-manager-writes-before-s42.ts: the reading before). defaultRegistries looks
// `-i` up only for an option whose second letter is `i`, and finds an expansion by a loop.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';
import { urlsInWords } from '../src/shell/url-words.js';
import { urlsInWordsBefore } from './helpers/url-words-before-s42.js';
import { defaultRegistries } from '../src/shell/default-registries.js';
import { defaultRegistries as defaultRegistriesBefore } from './helpers/default-registries-before-s42.js';
import { packageManagerWrites, type PackageManager } from '../src/shell/package-manager-writes.js';
import { packageManagerWrites as packageManagerWritesBefore } from './helpers/package-manager-writes-before-s42.js';

type WordsReader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** What a reader gives for one word list: every touch FileTouches keeps. */
function reading(reader: WordsReader, words: string[], dynamic: boolean[]): string {
  const t = new FileTouches(words.join(' '), Infinity);
  reader(words, dynamic, t);
  return JSON.stringify([t.urls ?? null, t.paths, t.problems ?? null, t.truncated]);
}

// Words each branch reads: runners, fetching subcommands, proxy and config options (whole, as
// prefixes, with `=`), scp and hosted git specs, URLs (with and without `//`), a leading `:`.
const WORDS = ['run', 'exec', 'install', 'i', 'add', 'test', '--', '-', 'x', 'build', '--silent', '--proxy', '--pr', '--prox', '--p', '--https-proxy',
  '--http-proxy', '--h', '--config', '--c', '--config=http.proxy=h.org:8080', 'http.proxy="p.org:80"', 'proxy = q.org', '--proxy=h.org:8080',
  '--pr=x.org', '--https-proxy=s.org:1', 'h.org:8080', 'github:o/r', 'gitlab:o', 'gist:x', 'bitbucket:a/b', 'git@h.com:o/r.git', 'u@x.y:z',
  'https://evil.com/x', 'https:evil.com', 'http:/e.org', ':x', '::', 'file:///etc/x', '--registry=https://r.org', '--registry', 'https://r2.org',
  'ssh://git@g.org/r', ':', '$X', 'http://$H/', ''];

const wordLists = fc.array(fc.tuple(
  fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...WORDS) }, { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map(([a, b]) => a + b) }),
  fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 2, arbitrary: fc.constant(true) }),
), { maxLength: 24 });

describe('urlsInWords: the one-pass bound and the schemeless-host gate change nothing', () => {
  it('matches the ungated reading on random word lists (20,000 runs)', () => {
    fc.assert(fc.property(fc.constantFrom('npm', 'pip', 'uv', 'cargo'), wordLists, (tool, pairs) => {
      const words = [tool, ...pairs.map(([w]) => w)];
      const dynamic = [false, ...pairs.map(([, d]) => d)];
      expect(reading(urlsInWords, words, dynamic)).toBe(reading(urlsInWordsBefore, words, dynamic));
    }), { numRuns: 20_000 });
  });

  // (Long lists of few words: two runners and a host near the runner's bound, a `:` first.)
  it('matches the ungated reading around the runner bound (10,000 runs)', () => {
    const few = ['x', 'x', 'x', 'run', 'exec', 'https://e.org/', '--proxy', 'h.org:1', ':https:e.org', '$X'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...few), { minLength: 16, maxLength: 40 }), (rest) => {
      const words = ['uv', ...rest];
      const dynamic = words.map((w) => w === '$X');
      expect(reading(urlsInWords, words, dynamic)).toBe(reading(urlsInWordsBefore, words, dynamic));
    }), { numRuns: 10_000 });
  });

  it('still reads what each gate lets through (the gates are not no-ops)', () => {
    const hosts = (line: string, dynamicAt = -1) => {
      const words = line.split(' ');
      return reading(urlsInWords, words, words.map((_, k) => k === dynamicAt));
    };
    expect(hosts('npm install --proxy h.org:8080')).toContain('http://h.org:8080/');
    expect(hosts('pip install --prox=h.org:8080')).toContain('http://h.org:8080/');
    expect(hosts('cargo --config http.proxy="p.org:80" build')).toContain('http://p.org:80/');
    expect(hosts('npm i github:o/r')).toContain('https://github.com/');
    expect(hosts('npm i git@h.com:o/r.git')).toContain('ssh://h.com/');
    // (The bound: the runner's own 16 words after `run` are read, the 17th is its command's.)
    const sixteen = Array.from({ length: 16 }, () => 'x').join(' ');
    expect(hosts(`uv run ${sixteen} https://evil.com/`)).toBe(JSON.stringify([null, [], null, false]));
    expect(hosts(`uv run ${sixteen.slice(2)} https://evil.com/`)).toContain('https://evil.com/');
    // (Only the first `run` sets the bound: a later `exec` within it does not move it.)
    expect(hosts(`uv run exec ${sixteen.slice(4)} https://evil.com/`)).toContain('https://evil.com/');
    expect(hosts(`uv run exec ${sixteen.slice(2)} https://evil.com/`)).toBe(JSON.stringify([null, [], null, false]));
    // (A word whose first character is the `:` is read for URLs all the same.)
    expect(hosts('npm i :https:evil.com')).toContain('https://evil.com/');
    expect(hosts('npm install $X', 2)).toContain('"dynamic":true');
    expect(hosts('npm test -- --run test/unit-1.test.ts --reporter=dot')).toBe(JSON.stringify([null, [], null, false]));
  });
});

// Subcommands of the four tools, npm's aliases, prefixes and camelCase spellings, and the options read after them.
const PM_WORDS = ['install', 'i', 'in', 'isntall', 'add', 'a', 'test', 'run', 'build', 'ci', 'pkg', 'get', 'set', 'config', 'c', 'list', 'ls', 'audit',
  'fix', 'fund', 'login', 'logout', 'adduser', 'add-user', 'pm', 'trust', 'version', 'verison', 'policies', 'plugin', 'workspace', 'workspaces',
  'init', 'innit', 'create', 'uninstall', 'rm', 'un', 'up', 'upgrade', 'dedupe', 'ddp', 'prune', 'link', 'ln', 'shrinkwrap', 'set-script', 'installTest',
  'Install', 'install-test', 'it', 'patch-commit', 'import', 'remove', 'x', 'pk', 'conf', '-g', '--global', '--global=true', '--no-global', 'false', 'true',
  '--location', '--location=project', '--location=global', '-L', 'global', 'project', '--prefix', '-C', '--dir', '--cwd', '/x', '--userconfig', '~/u',
  '-H', '--home', '-w', '--workspaces', '-r', '--filter', '--', '--silent', '-', ''];

describe('packageManagerWrites: the writing-name gate changes nothing', () => {
  it('matches the reading before on random word lists (20,000 runs)', () => {
    fc.assert(fc.property(
      fc.constantFrom<PackageManager>('npm', 'pnpm', 'yarn', 'bun'),
      fc.array(fc.tuple(fc.constantFrom(...PM_WORDS), fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })), { maxLength: 6 }),
      (tool, pairs) => {
        const words = [tool, ...pairs.map(([w]) => w)];
        const dynamic = [false, ...pairs.map(([, d]) => d)];
        const of = (f: typeof packageManagerWrites) => {
          const t = new FileTouches(words.join(' '), Infinity);
          f(tool, words, dynamic, t);
          return JSON.stringify([t.paths, t.urls ?? null, t.problems ?? null, t.truncated]);
        };
        expect(of(packageManagerWrites)).toBe(of(packageManagerWritesBefore));
      },
    ), { numRuns: 20_000 });
  });

  it('still reads the writing subcommands (the gate is not a no-op)', () => {
    const written = (line: string) => {
      const words = line.split(' ');
      const t = new FileTouches(line, Infinity);
      packageManagerWrites(words[0] as PackageManager, words, words.map(() => false), t);
      return JSON.stringify(t.paths);
    };
    expect(written('npm i x')).toContain('package-lock.json');
    expect(written('npm pkg set a=b')).toContain('package.json');
    expect(written('npm pkg get a')).toBe('[]');
    expect(written('npm audit fix')).toContain('package.json');
    expect(written('npm adduser')).toContain('.npmrc');
    expect(written('npm c set k v')).toContain('.npmrc');
    expect(written('yarn plugin import x')).toContain('.yarnrc.yml');
    expect(written('bun pm trust x')).toContain('bun.lock');
    expect(written('npm installTest')).toContain('package.json');
    expect(written('npm test -- --run t.ts')).toBe('[]');
    expect(written('npm run build --silent')).toBe('[]');
  });
});

const REGISTRY_TOOLS = ['npm', 'npx', 'pnpm', 'yarn', 'bun', 'pip', 'pip3', 'uv', 'uvx', 'cargo', 'go', 'dotnet', 'nuget', 'gem', 'pacman', 'brew', 'deno', 'dart', 'conda', 'cpanm', 'lein'];
const REGISTRY_WORDS = ['install', 'i', 'ci', 'build', 'test', 'run', 'add', 'sync', 'get', 'mod', 'download', 'pip', 'pub', 'env', 'create', 'init', 'search',
  '-i', '-ihttps://x.org', '-i\nx', '-ix', '-I', '-is', '--index-url', '--index-url=https://x.org', '--registry', '--registry=r', '--offline', '-o', '-s', '--source',
  '--add-source', '-Source', '--', '-mod=vendor', '-ldflags', '-X', 'x@v1', 'x', '--cask', '-S', '-Syu', 'npm:x', '_1.0_', '-M', '--mirror', '-C', ''];

describe('defaultRegistries: the `-i` test and the expansion loop change nothing', () => {
  it('matches the reading before on random word lists (20,000 runs)', () => {
    fc.assert(fc.property(
      fc.constantFrom(...REGISTRY_TOOLS),
      fc.array(fc.tuple(fc.constantFrom(...REGISTRY_WORDS), fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 2, arbitrary: fc.constant(true) })), { maxLength: 6 }),
      (tool, pairs) => {
        const words = [tool, ...pairs.map(([w]) => w)];
        const dynamic = [false, ...pairs.map(([, d]) => d)];
        expect(reading((w, d, t) => defaultRegistries(tool, w, d, t), words, dynamic)).toBe(reading((w, d, t) => defaultRegistriesBefore(tool, w, d, t), words, dynamic));
      },
    ), { numRuns: 20_000 });
  });

  it('still leaves the default out for `-iURL`, and names the expansion that may be the index', () => {
    const hosts = (tool: string, line: string, dynamicAt: number[] = []) => {
      const words = [tool, ...line.split(' ')];
      return reading((w, d, t) => defaultRegistries(tool, w, d, t), words, words.map((_, k) => dynamicAt.includes(k)));
    };
    expect(hosts('pip', 'install x')).toContain('https://pypi.org/');
    expect(hosts('pip', 'install -ihttps://x.org x')).not.toContain('https://pypi.org/');
    expect(hosts('pip', 'install -ix')).not.toContain('https://pypi.org/');
    expect(hosts('npm', 'ci -ix')).toContain('https://registry.npmjs.org/');
    expect(hosts('pip', 'install $A', [2])).toContain('"url":"$A","dynamic":true');
    // (go: the value of a build flag is no package path; the first other expansion is the one named.)
    expect(hosts('go', 'get -ldflags $V x $P $Q', [3, 5, 6])).toContain('"url":"$P"');
    expect(hosts('go', 'get -ldflags $V x $P $Q', [3, 5, 6])).not.toMatch(/\$V|\$Q/);
  });
});
