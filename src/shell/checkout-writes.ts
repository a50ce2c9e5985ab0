// Where svn and hg write a working copy (session 42): `svn checkout URL ~`, `svn export --force URL
// ~`, `cd ~ && svn checkout URL .` and `hg clone URL ~` were allowed beside `Edit(~/.ssh/**)` (their
// words were possible paths, each as itself: a rule on a tree below was not met) and beside Domain
// rules (the checkout may drop ~/.bashrc, ~/.ssh/config). The destination is written with all below:
// `checkout|co|export URL [PATH]` and hg's `clone SRC [DEST]` their last operand that is no URL, or
// the directory they run in (a new directory there: the directory itself, as project-tool-writes.ts
// reads a new project's); svn's `update|switch|revert|merge|…` and hg's `update|checkout|revert|…`
// the working copies they name or the one they run in (hg's `-R`/`--cwd DIR`, and `pull -u`'s). An option's value
// taken for an operand only adds a write; an expansion among the operands is an unknown write.

import type { FileTouches } from './file-touches.js';

/** svn's options that take a value (the next word, or after `=` for the long ones). */
const SVN_VALUES = new Set(['-r', '--revision', '-m', '--message', '-F', '--file', '--username', '--password', '--depth', '--set-depth', '--accept',
  '--encoding', '--native-eol', '-c', '--change', '-l', '--limit', '--cl', '--changelist', '-x', '--extensions', '--config-dir', '--config-option',
  '--editor-cmd', '--diff-cmd', '--diff3-cmd', '--with-revprop', '--search', '--targets']);
/** hg's (`-u` is clone's `--updaterev`). */
const HG_VALUES = new Set(['-r', '--rev', '-u', '--updaterev', '-b', '--branch', '-e', '--ssh', '--remotecmd', '-R', '--repository', '--cwd',
  '--config', '--config-file', '-I', '--include', '-X', '--exclude', '-t', '--tool', '-m', '--message', '-l', '--logfile', '-d', '--date', '-p', '--prefix', '--type', '--encoding']);

/** New working copies in a destination operand (else a new directory where the tool runs). */
const SVN_NEW = new Set(['checkout', 'co', 'export']);
const HG_NEW = new Set(['clone']);
/** The working copies named, or the one where the tool runs, rewritten. */
const SVN_WORKING = new Set(['update', 'up', 'switch', 'sw', 'revert', 'merge', 'patch', 'cleanup', 'resolve', 'upgrade']);
const HG_WORKING = new Set(['update', 'up', 'checkout', 'co', 'revert', 'merge', 'unshelve', 'graft', 'rebase', 'backout', 'import', 'histedit',
  'archive', 'fetch']);

interface Operand { readonly word: string; readonly dynamic: boolean }

const isUrl = (w: string): boolean => /^[A-Za-z][\w+.-]*:\/\//.test(w) || w.startsWith('^/');

export function svnCheckoutWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  checkoutWrites(words, dynamic, SVN_VALUES, SVN_NEW, SVN_WORKING, t);
}

export function hgCheckoutWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  checkoutWrites(words, dynamic, HG_VALUES, HG_NEW, HG_WORKING, t);
}

function checkoutWrites(words: readonly string[], dynamic: readonly boolean[], values: ReadonlySet<string>, made: ReadonlySet<string>,
  working: ReadonlySet<string>, t: FileTouches): void {
  let sub: string | undefined;
  let repository: Operand | undefined;
  // (hg's `--cwd DIR`: the directory it runs in, where its relative operands are.)
  let cwd: Operand | undefined;
  // (hg's `pull -u`, `unbundle -u`: the working copy updated after.)
  let updates = false;
  const operands: Operand[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const dyn = dynamic[i] ?? false;
    if (!dyn && w === '--') {
      for (let k = i + 1; k < words.length; k++) operands.push({ word: words[k]!, dynamic: dynamic[k] ?? false });
      break;
    }
    if (!dyn && w.length > 1 && w.startsWith('-')) {
      const eq = w.indexOf('=');
      const name = eq > 0 ? w.slice(0, eq) : w;
      // (svn's `--targets FILE`: the working copies a file lists.)
      if (name === '--targets') operands.push({ word: '', dynamic: true });
      if (name === '-u' || name === '--update') updates = true;
      // (hg's `-R DIR`, `--repository=DIR`, `-RDIR`: the repository it works on; `--cwd DIR`, `--cwd=DIR` where it runs.
      // Session 43: `hg --repository=/home/u update`, `hg --cwd ~ clone URL .` were read in the working directory.)
      const attached = values === HG_VALUES && name.startsWith('-R') && name.length > 2 ? w.slice(2) : eq > 0 ? w.slice(eq + 1) : undefined;
      const value = attached !== undefined ? { word: attached, dynamic: false } : { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false };
      if (values === HG_VALUES && (name === '--cwd' || name === '--cw')) cwd = value;
      else if (values === HG_VALUES && (name.startsWith('-R') || name === '--repository' || name === '--repo')) repository = value;
      if (attached === undefined && values.has(name)) i++;
      continue;
    }
    if (sub === undefined) {
      if (dyn) return t.edit(w, true, 'tree');
      sub = w;
    } else operands.push({ word: w, dynamic: dyn });
  }
  if (sub === undefined) return;
  if (cwd !== undefined) {
    for (let k = 0; k < operands.length; k++) operands[k] = within(cwd, operands[k]!);
    repository = repository === undefined ? cwd : within(cwd, repository);
  }
  if (made.has(sub)) {
    const destinations = operands.filter((o) => o.dynamic || !isUrl(o.word));
    // (One operand that is no URL: svn export's source working copy and hg clone's source, read; the destination a new directory here.)
    const last = destinations.length > 0 && (destinations.length > 1 || operands.length > 1) ? destinations[destinations.length - 1]! : undefined;
    if (last === undefined) t.edit(repository?.word ?? '.', repository?.dynamic ?? false);
    else t.edit(last.word, last.dynamic, 'tree');
  } else if (values === HG_VALUES && updates && (sub === 'pull' || sub === 'unbundle')) {
    // (Session 43: `cd ~ && hg pull -u` was allowed where `cd ~ && hg update` asked; its operands are sources.)
    t.edit(repository?.word ?? '.', repository?.dynamic ?? false, 'tree');
  } else if (working.has(sub)) {
    const named = operands.filter((o) => o.dynamic || !isUrl(o.word));
    // (svn's `switch URL [PATH]`, `merge SRC [TARGET]`: the last is the working copy; its others are sources.)
    const written = sub === 'switch' || sub === 'sw' || sub === 'merge' || sub === 'archive' ? named.slice(-1) : named;
    if (written.length === 0 || (sub === 'merge' && named.length < 2)) t.edit(repository?.word ?? '.', repository?.dynamic ?? false, 'tree');
    for (const o of written) t.edit(o.word, o.dynamic, 'tree');
  }
}

/** An operand where hg runs after `--cwd DIR` (a relative one below DIR; an expansion's DIR: unknown). */
function within(cwd: Operand, o: Operand): Operand {
  if (o.dynamic || isUrl(o.word) || /^(?:[/~\\]|[A-Za-z]:)/.test(o.word)) return o;
  return { word: o.word === '.' || o.word === '' ? cwd.word : `${cwd.word}/${o.word}`, dynamic: cwd.dynamic };
}

/**
 * Template copiers (session 42: `copier copy gh:x/y ~`, `npx degit user/repo ~` were allowed
 * beside Domain and `Edit(~/.ssh/**)` rules): the template's tree lands in the destination, the
 * last plain word (copier's `copy|recopy|update`, degit's, tiged's and giget's second operand), else where
 * they run (`degit user/repo` writes into the directory itself). An expansion is an unknown write.
 */
export function templateCopyWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const operands: Operand[] = [];
  for (let i = 1; i < words.length; i++) {
    if (!dynamic[i] && words[i]!.startsWith('-')) continue;
    operands.push({ word: words[i]!, dynamic: dynamic[i] ?? false });
  }
  if (words[0] === 'copier' && operands.length > 0 && !operands[0]!.dynamic && /^(?:copy|recopy|update|create)$/.test(operands[0]!.word)) operands.shift();
  // (The source alone: copier's update and recopy work in the project where they run, degit writes there.)
  const destination = operands.length >= 2 || (words[0] === 'copier' && operands.length === 1 && words.includes('update')) ? operands[operands.length - 1]! : { word: '.', dynamic: false };
  t.edit(destination.word, destination.dynamic, 'tree');
}
