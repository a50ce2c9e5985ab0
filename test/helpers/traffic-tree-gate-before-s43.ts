// programTrafficWrites's test before session 43 (src/shell/traffic-settings-files.ts): whether a
// command's trees are read (treeTrafficWrites), from its roles and a second lookup of its name in
// TREE_SUBCOMMANDS. Frozen here for the test that the one-lookup roles give the same answer.
// (Session 43's red team made MARKED_TREE_WRITERS tree writers too, on purpose: `curl -OJ --output-dir ~`.)
import { DOTFILE_MANAGERS, MARKED_TREE_WRITERS, TREE_SUBCOMMANDS, TREE_WRITERS } from '../../src/shell/traffic-settings-files.js';

/** `(roles & (DOTFILES | TREE)) !== 0 || TREE_SUBCOMMANDS.has(name)`, roles being the name's sets. */
export function readsTreesBefore(name: string): boolean {
  return DOTFILE_MANAGERS.has(name) || TREE_WRITERS.has(name) || MARKED_TREE_WRITERS.has(name) || TREE_SUBCOMMANDS.has(name);
}
