// The first-word filter of project-tool-writes.ts (session 41): projectToolWrites skips the table
// and the initializers where no plain word may start a subcommand that writes (`npm test`, `npm run
// build`). It must be exact: on every tool and word list, it gives what the whole reading gives.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROJECT_TOOL_NAMES, projectToolWrites, tableAndCreateWrites } from '../src/shell/project-tool-writes.js';
import { FileTouches } from '../src/shell/file-touches.js';
import { projectToolWrites as projectToolWritesBefore } from './helpers/project-tool-writes-before-s42.js';

const TOOLS = [...PROJECT_TOOL_NAMES].filter((t) => t !== 'make' && t !== 'gmake');
// Words the table and initializers read: subcommands (and npm's abbreviations), options, `--`, `+x`, paths.
const WORDS = ['build', 'test', 'run', 'ci', 'c', 'cle', 'clean-install', 'install', 'install-ci-test', 'pack', 'pm', 'create', 'init', 'innit', 'new', 'list',
  'pip', 'env', 'venv', 'sync', 'lock', 'download', 'wheel', 'fetch', 'package', 'vite', 'x', '/etc/x', '.', '--', '-', '-C', '--prefix', '-o', '--out',
  '--directory=/etc', '-c', '--vcs', 'none', '--vcs=none', '+nightly', '--dry-run', 'CI', 'installCiTest', 'target', '-p',
  // (Session 42's first-letter test: npm's words for its writing commands by other letters, `sit`, `ic`, `pa`; capitals, none, non-ASCII.)
  'sit', 'ic', 'pa', 'isntall-clean', 'cleanInstall', 'Ci', 'Pack', '', 'é', 'cit2', 'create-app', 'creat'];

const run = (f: typeof projectToolWrites, tool: string, words: string[], dynamic: boolean[], dialect: 'bash' | 'powershell') => {
  const t = new FileTouches(words.join(' '), Infinity);
  f(tool, words, dynamic, dialect, t);
  return JSON.stringify([t.paths, t.problems ?? null, t.truncated]);
};

describe('projectToolWrites: the first-word filter changes nothing', () => {
  it('matches the whole reading on random word lists (10,000 runs)', () => {
    fc.assert(fc.property(
      fc.constantFrom(...TOOLS),
      fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 3, arbitrary: fc.constant(true) })), { maxLength: 6 }),
      fc.constantFrom<'bash' | 'powershell'>('bash', 'powershell'),
      (tool, pairs, dialect) => {
        const words = [tool, ...pairs.map(([w]) => w)];
        const dynamic = [false, ...pairs.map(([, d]) => d)];
        expect(run(projectToolWrites, tool, words, dynamic, dialect)).toBe(run(tableAndCreateWrites, tool, words, dynamic, dialect));
      },
    ), { numRuns: 10_000 });
  });

  // (Session 42: tableWrites keeps the plain words' indices, no object each, and makes the
  // operands' words only where a new project or `operands:` reads them. Not the tools whose
  // reading session 42's red team changed on purpose: cabal, stack and meson's table rows, ninja's
  // and meson's install steps, install-targets.ts; session 43's ninja-build and samu, ninja's other names, and muon, meson's.)
  it('matches session 41\'s reading, make and new projects included (10,000 runs)', () => {
    const extra = ['new', 'init', 'my-app', '/etc/x', '$D', 'build', 'x/a.csproj', 'hooks', '--vcs', 'none', '-o', '--output', 'console', 'test', '-c'];
    const changedInS42 = new Set(['cabal', 'stack', 'meson', 'ninja', 'ninja-build', 'samu', 'muon']);
    fc.assert(fc.property(
      fc.constantFrom(...TOOLS.filter((t) => !changedInS42.has(t)), 'make', 'gmake'),
      fc.array(fc.tuple(fc.constantFrom(...WORDS, ...extra), fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 2, arbitrary: fc.constant(true) })), { maxLength: 7 }),
      fc.constantFrom<'bash' | 'powershell'>('bash', 'powershell'),
      (tool, pairs, dialect) => {
        const words = [tool, ...pairs.map(([w]) => w)];
        const dynamic = [false, ...pairs.map(([, d]) => d)];
        expect(run(projectToolWrites, tool, words, dynamic, dialect)).toBe(run(projectToolWritesBefore, tool, words, dynamic, dialect));
      },
    ), { numRuns: 10_000 });
  });

  it('still reads the writing subcommands (the filter is not a no-op)', () => {
    const written = (line: string) => run(projectToolWrites, line.split(' ')[0]!, line.split(' '), line.split(' ').map(() => false), 'bash');
    expect(written('npm ci')).toContain('node_modules');
    expect(written('npm cit')).toContain('node_modules');
    expect(written('npm +x -- create vite /etc/x')).toContain('/etc/x');
    expect(written('cargo +nightly build')).toContain('target');
    expect(written('npm run build --silent')).toBe(JSON.stringify([[], null, false]));
    // (Each by a first letter no first word of npm's has: the letter table holds its other names.)
    expect(written('npm sit')).toContain('node_modules');
    expect(written('cargo new /etc/x')).toContain('/etc/x/Cargo.toml');
    expect(written('dotnet build x/a.csproj')).toContain('x/bin');
    expect(written('cargo new --vcs none x')).not.toContain('hooks');
    expect(written('cargo new x')).toContain('x/.git/hooks');
    expect(written('npm isntall-clean')).toContain('node_modules');
  });
});
