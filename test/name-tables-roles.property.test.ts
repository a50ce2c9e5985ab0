// Session 42: derivedPaths reads a name's traffic-file roles and whether projectToolWrites reads it
// from the name's tables (file-arguments.ts nameTables, made once per name) in place of three or
// four Set lookups at every command. The fields must say what the sets say, in both dialects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tablesOf } from '../src/shell/file-arguments.js';
import { bashNameRecord } from '../src/shell/name-dispatch.js';
import { WRITING_TOOL_NAMES } from '../src/shell/project-tool-writes.js';
import { DOTFILE_MANAGERS, MARKED_TREE_WRITERS, TRAFFIC_FILE_MANAGERS, TREE_SUBCOMMANDS, TREE_WRITERS } from '../src/shell/traffic-settings-files.js';

const SETS = [...WRITING_TOOL_NAMES, ...DOTFILE_MANAGERS, ...TRAFFIC_FILE_MANAGERS, ...TREE_WRITERS, ...MARKED_TREE_WRITERS, ...TREE_SUBCOMMANDS.keys()];
const name = fc.oneof(
  fc.constantFrom(...SETS, 'ls', 'grep', 'rm', 'echo', '', 'git'),
  fc.constantFrom(...SETS).map((n) => n.toUpperCase()),
  fc.constantFrom(...SETS).map((n) => `${n}.exe`),
  fc.constantFrom(...SETS).map((n) => `${n[0]!.toUpperCase()}${n.slice(1)}.EXE`),
  fc.string({ maxLength: 8 }),
);

describe('the name tables\' trafficRoles and projectTool', () => {
  it('say what TRAFFIC_FILE_MANAGERS, DOTFILE_MANAGERS, TREE_WRITERS and MARKED_TREE_WRITERS, TREE_SUBCOMMANDS (session 43) and WRITING_TOOL_NAMES say (10,000 runs)', () => {
    fc.assert(fc.property(name, fc.constantFrom<'bash' | 'powershell'>('bash', 'powershell'), (n, dialect) => {
      const t = tablesOf(n, dialect);
      const roles = (TRAFFIC_FILE_MANAGERS.has(n) ? 1 : 0) | (DOTFILE_MANAGERS.has(n) ? 2 : 0) | (TREE_WRITERS.has(n) || MARKED_TREE_WRITERS.has(n) ? 4 : 0) | (TREE_SUBCOMMANDS.has(n) ? 8 : 0);
      expect(t.trafficRoles).toBe(roles);
      // (Project tools and the writers of trees named by the remote, remote-named-writes.ts: session 45 added conda's kin.)
      expect(t.projectTool).toBe(WRITING_TOOL_NAMES.has(dialect === 'bash' ? n : n.toLowerCase().replace(/\.exe$/, '')));
      // (A bash command's tables come with its name's record: the same ones.)
      if (dialect === 'bash') expect(bashNameRecord(n).tables).toBe(t);
    }), { numRuns: 10_000 });
  });

  it('holds the roles of names no other table knows (not the shared empty tables)', () => {
    expect(tablesOf('ninja', 'bash').projectTool).toBe(true);
    expect(tablesOf('Ninja.exe', 'powershell').projectTool).toBe(true);
    expect(tablesOf('chezmoi', 'bash').trafficRoles).toBe(2);
    expect(tablesOf('stow', 'bash').trafficRoles).toBe(6);
    expect(tablesOf('git', 'bash').trafficRoles).toBe(9);
    expect(tablesOf('kubectl', 'bash').trafficRoles).toBe(8);
  });
});
