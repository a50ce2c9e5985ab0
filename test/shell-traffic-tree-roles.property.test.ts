// Session 43 (p13): programTrafficWrites reads a command's trees (treeTrafficWrites) when its
// name's roles, one lookup, hold a tree role: TREE_SUBCOMMANDS's names are a role of their own
// (SUBCOMMAND_TREES), where they were a second lookup on every command. The roles must give what
// the sets give (test/helpers/traffic-tree-gate-before-s43.ts), for their names and any other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOTFILE_MANAGERS, MARKED_TREE_WRITERS, TRAFFIC_FILE_MANAGERS, TREE_ROLES, TREE_SUBCOMMANDS, TREE_WRITERS, programTrafficWrites, trafficRolesOfName } from '../src/shell/traffic-settings-files.js';
import { FileTouches } from '../src/shell/file-touches.js';
import { readsTreesBefore } from './helpers/traffic-tree-gate-before-s43.js';

const NAMES = [...TREE_SUBCOMMANDS.keys(), ...TREE_WRITERS, ...MARKED_TREE_WRITERS, ...DOTFILE_MANAGERS, ...TRAFFIC_FILE_MANAGERS, 'ls', 'npm', 'grep', 'rm', 'Git', 'git ', 'gi', ''];

describe('the tree roles stand for the sets they replace', () => {
  it('every name of the sets, and others', () => {
    for (const name of NAMES) expect([name, (trafficRolesOfName(name) & TREE_ROLES) !== 0]).toEqual([name, readsTreesBefore(name)]);
  });
  it('random names, and names of the sets with a character more or less', () => {
    const named = fc.constantFrom(...NAMES).chain((n) => fc.constantFrom(n, n.slice(1), n.slice(0, -1), `${n}x`, n.toUpperCase()));
    fc.assert(fc.property(fc.oneof(named, fc.string({ maxLength: 8 })), (name) => (trafficRolesOfName(name) & TREE_ROLES) !== 0 === readsTreesBefore(name)), { numRuns: 5_000 });
  });
  it('a subcommand tool writing a tree into the home directory still reads it (`git clone URL ~/.config`, `docker cp c:/x ~`)', () => {
    for (const [name, words] of [['git', ['git', 'clone', 'https://h/r', '~/.config']], ['docker', ['docker', 'cp', 'c:/root/.', '~']], ['aws', ['aws', 's3', 'sync', 's3://b', '~']]] as const) {
      const t = new FileTouches(words.join(' '), Infinity);
      t.edit(words[words.length - 1]!, false, 'tree');
      const urls = programTrafficWrites(name, t, words).urls?.length ?? 0;
      expect([name, urls > 0]).toEqual([name, true]);
    }
  });
});
