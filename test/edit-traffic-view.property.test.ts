// An Edit operation's fast path (operation-path.ts) asks whether its path routes traffic from the
// path view it already scanned (viewRoutesTraffic: the last segment's length and last letter by a
// table, then the whole test). It must answer as routesTraffic on the text does, for every path.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { viewRoutesTraffic } from '../src/decide/operation-path.js';
import { PathView } from '../src/paths/path-view.js';
import { LAST_SEGMENTS, routesTraffic } from '../src/shell/traffic-settings-files.js';

const VIEW = new PathView();

/** Both answers for `text` scanned as a clean path (undefined when the scan rejects it). */
function both(text: string): [boolean, boolean] | undefined {
  if (!VIEW.scan(text, true)) return undefined;
  return [viewRoutesTraffic(VIEW, text), routesTraffic(text)];
}

const NAMES = [
  ...LAST_SEGMENTS, 'etc', 'etc', 'etc', 'zsh', '.curlrc', '_curlrc', 'curlrc', '.npmrc', '.npmrc.', 'npmrc', '.yarnrc.yml', 'pip.conf', 'pip.ini', '.gitconfig', '.gitmodules', 'resolv.conf',
  'ssh_config', 'config', 'hosts', 'environment', 'env', 'config.toml', 'config.json', 'daemon.json', 'settings.xml', 'apt.conf', 'sources.list',
  'NuGet.Config', 'bunfig.toml', 'config.worktree', '.bashrc', '.profile', 'profile', '.zshrc', 'config.fish', 'fish_variables', 'rc',
  'Microsoft.PowerShell_profile.ps1', 'profile.ps1', 'x.ps1', 'apt.conf.d', 'sources.list.d', 'profile.d', 'conf.d', 'environment.d', '.bashrc.d',
  'x.D', 'd', '.d', 'etc', 'git', '.git', 'modules', '.ssh', 'go', '.cargo', '.docker', 'docker', 'apt', 'fish', '.m2', '.bundle', 'zsh',
  '.npmrc:x', '.curlrc::y', 'NPMRC~1', 'npmrc~1.longext', 'GITCON~1', 'a~1', 'b:c', 'index-4.json', 'util-4.json', 'main.ts', 'a.', 'a..', 'a b', 'rc ', 'K', '\u212a', '\u0130', 'é',
];
const cased = fc.tuple(fc.constantFrom(...NAMES), fc.integer({ min: 0, max: 3 })).map(([n, c]) => (c === 1 ? n.toUpperCase() : c === 2 ? n[0]!.toUpperCase() + n.slice(1) : n));
const segment = fc.oneof({ weight: 4, arbitrary: cased }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => '/' + s.join('/'));

describe('viewRoutesTraffic', () => {
  it('answers as routesTraffic on the files it was written for', () => {
    for (const text of ['/home/u/.curlrc', '/w/.npmrc', '/w/.npmrc.', '/etc/apt/apt.conf.d/99proxy', '/etc/profile.d/x.sh', '/home/u/.config/fish/conf.d/p.fish',
      '/w/.npmrc:x', '/w/npmrc~1.longext', '/w/.git/config', '/w/.git/modules/a/b/config', '/home/u/Documents/PowerShell/Microsoft.PowerShell_profile.ps1', '/etc/hosts', '/home/u/.ssh/rc']) {
      expect(both(text)).toEqual([true, true]);
    }
    for (const text of ['/w/repo/src/data/util-4.json', '/w/config.json', '/w/a.d', '/w/rc', '/w/x.ps1']) expect(both(text)).toEqual([false, false]);
  });

  it('answers as routesTraffic on random paths of those names, in any case', () => {
    let scanned = 0;
    fc.assert(fc.property(path, (text) => {
      const r = both(text);
      if (r === undefined) return;
      scanned++;
      expect(r[0]).toBe(r[1]);
    }), { numRuns: 20_000 });
    expect(scanned).toBeGreaterThan(10_000);
  });
});

describe('an Edit of a settings file Windows opens by another name', () => {
  it('asks beside a Domain deny rule, as the slow path does (the fast path had allowed it)', async () => {
    const { compilePolicy, decide, loadSettingsText } = await import('../src/index.js');
    const policy = compilePolicy([{ loaded: loadSettingsText(JSON.stringify({ permissions: { deny: ['Domain(evil.com)'], allow: ['Edit(**)', 'Read(**)'] } })) }]);
    const ctx = { cwd: '/w', workspace: ['/w'], home: '/home/u', platform: 'linux' as const };
    for (const path of ['/w/.npmrc:x', '/home/u/.curlrc::y', '/w/npmrc~1.longext']) expect(decide(policy, { op: 'edit', path }, ctx).decision).toBe('ask');
    expect(decide(policy, { op: 'edit', path: '/w/notes:x' }, ctx).decision).toBe('allow');
  });
});
