// The first tests of a command's name that let the analysis skip a reader (command-effects.ts's
// Windows readers, written-code-kinds.ts readsMoreOf) must never skip one that reads the command:
// where a gate says no, the reader gives nothing, whatever the words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { implicitCode } from '../src/shell/implicit-code-files.js';
import { storedProxyHosts } from '../src/shell/proxy-settings.js';
import { mayWriteRegistry, readRegistryWrite } from '../src/shell/registry-writes.js';
import { isWindowsCodeLoader, windowsCodeLoad } from '../src/shell/windows-code-loaders.js';
import { NAME_KINDS, readsMoreOf } from '../src/shell/written-code-kinds.js';
import { hasImplicitRuns, mayRunWindowsCode } from '../src/shell/windows-code-hosts.js';
import { windowsName } from '../src/shell/windows-names.js';
import { startsWindowsCode } from '../src/shell/windows-runners.js';

const PROGRAMS = [
  'msbuild', 'netsh', 'winget', 'regsvr32', 'odbcconf', 'msiexec', 'mmc', 'cscript', 'wscript', 'setres', 'stordiag', 'reg', 'setx', 'regedit', 'regini',
  'Set-ItemProperty', 'New-ItemProperty', 'Set-Item', 'New-Item', 'Set-Location', 'Push-Location', 'cmstp', 'control', 'fsutil', 'mshta', 'rundll32',
  'git', 'npm', 'npx', 'pnpm', 'yarn', 'python', 'python3', 'pytest', 'bash', 'sh', 'make', 'cp', 'rm', 'launchctl', 'cd', 'gcc', 'ls', 'docker',
];
const name = fc.oneof(
  fc.constantFrom(...PROGRAMS),
  fc.constantFrom(...PROGRAMS).map((n) => n.toUpperCase()),
  fc.constantFrom(...PROGRAMS).map((n) => `${n}.exe`),
  fc.constantFrom(...PROGRAMS).map((n) => `C:\\Windows\\${n}.EXE`),
  fc.string({ maxLength: 10 }),
);
const word = fc.oneof(fc.constantFrom('add', 'HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run', '/v', 'x', '/d', 'rm -rf ~', '/i:http://evil.com/x.sct', 'scrobj.dll', '-m', 'pytest', 'x.proj'), fc.string({ maxLength: 12 }));
const command = fc.tuple(name, fc.array(word, { maxLength: 6 })).map(([n, rest]) => ({ words: [n, ...rest], dynamic: [false, ...rest.map(() => false)] }));

describe('reader gates', () => {
  it('isWindowsCodeLoader: windowsCodeLoad reads no other command (5,000 runs)', () => {
    fc.assert(fc.property(command, ({ words, dynamic }) => {
      if (!isWindowsCodeLoader(words[0]!)) expect(windowsCodeLoad(words[0]!, words, dynamic)).toBeUndefined();
    }), { numRuns: 5_000 });
  });

  it('mayWriteRegistry: readRegistryWrite and storedProxyHosts read no other command but Set-Item (5,000 runs)', () => {
    fc.assert(fc.property(command, ({ words, dynamic }) => {
      const n = words[0]!;
      if (mayWriteRegistry(n)) return;
      expect(readRegistryWrite(n, words, dynamic)).toBeUndefined();
      if (n !== 'Set-Item') expect(storedProxyHosts(n, words, dynamic, 'x', undefined)).toEqual([]);
    }), { numRuns: 5_000 });
  });

  it('the gates say yes for the programs they stand for', () => {
    for (const n of ['msbuild', 'regsvr32', 'cscript', 'setres', 'MSBUILD.EXE', 'C:\\Windows\\mmc.exe']) expect(isWindowsCodeLoader(n)).toBe(true);
    for (const n of ['reg', 'REG.EXE', 'setx', 'regedit', 'Set-ItemProperty', 'Set-Location']) expect(mayWriteRegistry(n)).toBe(true);
    for (const n of ['git', 'npm', 'python3', 'bash', 'make', 'cp', 'rm', 'launchctl', 'cd', 'gcc', 'cscript', 'mshta']) expect(readsMoreOf(n)).toBe(true);
    for (const n of ['ls', 'grep', 'docker', 'echo']) expect(readsMoreOf(n)).toBe(false);
  });

  it('readsMoreOf: a name it says no for has no kind, no Windows code run and no implicit code (5,000 runs)', () => {
    fc.assert(fc.property(command, ({ words }) => {
      const n = words[0]!;
      if (readsMoreOf(n)) return;
      expect(NAME_KINDS.has(n)).toBe(false);
      expect(implicitCode(n, words)).toBeUndefined();
      // (What WrittenCode's ranWindowsCode tests before it reads anything.)
      if (mayRunWindowsCode(n)) expect(startsWindowsCode(windowsName(n), n) || hasImplicitRuns(windowsName(n))).toBe(false);
    }), { numRuns: 5_000 });
  });
});
