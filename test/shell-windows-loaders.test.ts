// Windows programs that load code from a file or URL, or run a name planted in the working
// directory (a LOLBAS review, M–Z: l2 F5, F8, F9, F10): each asking or denied row was allowed
// under `Shell(*)` before its fix. The loaders alone, on files the line did not write, stay allowed.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { WIN, windowsTable as table } from './helpers/windows.js';

describe('a script or program run without its extension (F8)', () => {
  table([
    ['Set-Content a.ps1 "Remove-Item x"; .\\a', 'ask'],
    ['Set-Content a.ps1 "Remove-Item x"; & ./a', 'ask'],
    ['Set-Content a.cmd "del x"; .\\a', 'ask'],
    ['Set-Content a.txt "x"; .\\a', 'allow'],
  ]);
  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Edit(**)'] } }, { file: 'b.json', channel: 'file' }) }]);
  it.each([
    ['cp /usr/bin/rm x.exe; ./x y', 'ask'],
    ['cp /usr/bin/rm x.txt; ./x y', 'allow'],
  ])('bash on win32: %s: %s', (line, expected) => {
    expect(decide(policy, { op: 'shell', command: line, shell: 'bash' }, WIN).decision).toBe(expected);
  });
});
