// Session 42 (p12), npm's readers: urlsInWords finds the runner's bound (`run`, `exec`) in its one
// pass and reads a word's schemeless hosts only where the word has a `:` after its first
// character or it or the word before starts as a proxy or config option. Each gate must be exact:
// on every word list it gives what the ungated reading gives (test/helpers/url-words-before-s42.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FileTouches } from '../src/shell/file-touches.js';
import { urlsInWords } from '../src/shell/url-words.js';
import { urlsInWordsBefore } from './helpers/url-words-before-s42.js';

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
