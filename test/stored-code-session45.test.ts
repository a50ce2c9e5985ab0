// Code stored where a later program runs it, the places session 44's table missed (session 45;
// src/shell/autorun-tool-files.ts, stored-settings-texts.ts, start-autorun-writes.ts,
// crontab-input.ts, compiler-arguments.ts COMPILER_FLAG_VARIABLES): ssh's ProxyCommand and
// friends, npm's script-shell, wget's askpass, ftp's macros, VS Code's folder-open tasks, direnv's
// .envrc, more login scripts, other tools' startup code, a context whose cwd is such a directory,
// crontab's shown table, compiler flags a later build loads code by. Beside `Shell(rm *)` (all else
// allowed) every ask and deny row was allowed at the session's start unless its row says otherwise
// (bench/stored-code-rows-ab.mjs DIST before). Plain data stays allowed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { referenceDecide } from './reference/evaluator.js';
import { source } from './helpers/policy.js';
import { autorunPlace, placeOf } from '../src/shell/autorun-files.js';
import { sshCommands, settingsCommands } from '../src/shell/stored-settings-texts.js';
import { compilerFlagsProblem } from '../src/shell/compiler-arguments.js';
import { STORED_CODE_SESSION45_ROWS } from './helpers/stored-code-session45-rows.js';

/** [line, decision, cwd, decision at the session's start] (the rows file is plain JavaScript, untyped). */
const ROWS = STORED_CODE_SESSION45_ROWS as unknown as readonly (readonly [string, string, string?, string?])[];

const RULES = { deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'] };
const POLICY = compilePolicy([{ loaded: loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' }) }]);
const at = (cwd = '/w/repo') => ({ cwd, workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const });
const decision = (line: string, cwd?: string) => decide(POLICY, { op: 'shell', command: line, shell: 'bash' }, at(cwd)).decision;

describe('code stored where a later program runs it (session 45)', () => {
  it.each(ROWS.map((r) => [r[0], r[1], r[2] ?? '/w/repo'] as [string, string, string]))('%s -> %s (cwd %s)', (line, expected, cwd) => {
    expect(decision(line, cwd)).toBe(expected);
  });

  it('the reference evaluator agrees on every row', () => {
    for (const [line, , cwd] of ROWS) {
      const operation = { op: 'shell' as const, command: line, shell: 'bash' as const };
      expect({ line, decision: referenceDecide([source(RULES)], operation, at(cwd)).decision }).toEqual({ line, decision: decision(line, cwd) });
    }
  });

  it('resolves a PowerShell line\'s relative writes by a Windows cwd (the Startup folder runs every file at logon)', () => {
    const startup = { cwd: 'C:\\Users\\dev\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const };
    const ps = (line: string, ctx: typeof startup) => decide(POLICY, { op: 'shell', command: line, shell: 'powershell' }, ctx).decision;
    // (Allowed at the session's start.)
    expect(ps("Set-Content x.cmd 'rm x'", startup)).toBe('ask');
    expect(ps('Copy-Item a b.lnk', startup)).toBe('ask');
    expect(ps("Set-Content x.cmd 'rm x'", { ...startup, cwd: 'C:\\w\\repo' })).toBe('allow');
  });

  it('asks only where Shell deny or ask rules exist, for code it cannot see', () => {
    const open = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Read(//etc/**)'], allow: RULES.allow } }, { file: 'b.json', channel: 'file' }) }]);
    const openDecision = (line: string, cwd?: string) => decide(open, { op: 'shell', command: line, shell: 'bash' }, at(cwd)).decision;
    expect(openDecision("echo 'script-shell=/tmp/evil' >> ~/.npmrc")).toBe('allow');
    expect(openDecision('cp x y.desktop', '/home/dev/.config/autostart')).toBe('allow');
    expect(openDecision("echo 'shell rm -rf ~' > ~/.gdbinit")).toBe('allow');
  });
});

describe('stored settings readers', () => {
  it.each([
    ['Host *\n  ProxyCommand nc %h %p\n', ['nc ssh_token_h ssh_token_p']],
    ['Host x\nProxyCommand none\n', []],
    ['Match exec "test -f /x" host y\n', ['test -f /x']],
    ['Match !exec true\n', ['true']],
    ['LOCALCOMMAND=echo hi\n', ['echo hi']],
    ['# ProxyCommand rm x\nHost y\n', []],
    ['Match exec "rm x\n', 'an ssh Match line the analysis does not read'],
    ['Include ~/.ssh/config.d/*\n', 'an ssh configuration that sets Include (another file, a library or a program it runs)'],
  ] as const)('ssh %j', (text, expected) => {
    expect(sshCommands(text)).toEqual(expected);
  });

  it.each([
    ['npmrc', 'registry=https://r.example/\n//r.example/:_authToken=x\nsave-exact=true\n', true],
    ['npmrc', 'SCRIPT_SHELL=/x\n', false],
    ['npmrc', '"node-options" = --require x\n', false],
    ['npmrc', '[x]\nregistry=y\n', false],
    ['yarnrc', '--install.script-shell /x\n', false],
    ['yarnrc', 'enableTelemetry: false\nnpmRegistryServer: "https://r.example"\n', true],
    ['wgetrc', 'useAskPass = /x\n', false],
    ['wgetrc', 'tries = 3\n', true],
    ['netrc', 'machine m\nMACDEF x\n', false],
    ['vscode-tasks', '{"runOptions":{"runOn":"folder\\u004fpen"}}', false],
    ['vscode-tasks', '{"tasks":[]}', true],
  ] as const)('%s %j is data: %s', (kind, text, data) => {
    const read = settingsCommands(kind, text);
    expect(Array.isArray(read) && read.length === 0).toBe(data);
  });

  it.each([
    ['CFLAGS', '-O2 -g -Wall -I/usr/include/x', undefined],
    ['CFLAGS', '"-fplugin=/x.so"', 'problem'], ['LDFLAGS', '-Wl,-rpath,/x -Wl,-plugin,/x.so', 'problem'], ['CXXFLAGS', '-B /x', 'problem'],
    ['CPPFLAGS', '@/tmp/opts', 'problem'], ['CFLAGS', '-O2; rm x', 'problem'], ['CFLAGS', '-wrapper rm,-rf', 'problem'], ['VERSION', '-fplugin=x', undefined],
  ] as const)('%s=%s', (name, value, expected) => {
    expect(compilerFlagsProblem(name, value, false) === undefined ? undefined : 'problem').toBe(expected);
  });
});

/** A denied command's text: rm with plain words (no quote, no `%`). */
const WORD = fc.stringMatching(/^[a-z0-9/._~-]{1,12}$/);
const DENIED = fc.array(WORD, { minLength: 1, maxLength: 3 }).map((w) => `rm -rf ${w.join(' ')}`);
/** The new places whose texts are read, with the text that stores a command there. */
const READ_PLACES: readonly (readonly [string, (c: string) => string])[] = [
  ['~/.ssh/config', (c) => `Host *\n  ProxyCommand ${c}`], ['~/.ssh/config', (c) => `Host x\n  PermitLocalCommand yes\n  LocalCommand=${c}`],
  ['/etc/ssh/ssh_config', (c) => `Match host * exec "${c}"`], ['~/.ssh/config.d/x', (c) => `KnownHostsCommand ${c}`], ['.envrc', (c) => c],
  ['~/.bash_aliases', (c) => c], ['~/.xinitrc', (c) => `#!/bin/sh\n${c}`], ['/etc/update-motd.d/50-x', (c) => c],
];
/** The new places whose texts are not read (or read only for a key that runs a program): any write asks. */
const UNREAD_PLACES = ['~/.gdbinit', '~/.vimrc', '~/.config/nvim/init.lua', '~/.psqlrc', '~/.sqliterc', '.Rprofile', '~/.irbrc', '~/.pythonrc.py',
  '~/.local/lib/python3.12/site-packages/evil.pth', '/usr/lib/python3/dist-packages/usercustomize.py', '~/.ipython/profile_default/startup/00.py',
  '~/.config/fish/functions/ls.fish', '~/.tmux.conf', '/etc/ssh/sshd_config', '~/.npmrc', '.yarnrc.yml', '~/.wgetrc', '.vscode/tasks.json', '~/.aws/config'];
/** Ways a line writes a literal text to a file. */
const WRITERS: readonly ((text: string, file: string) => string)[] = [
  (t, f) => `printf '%s\\n' '${t.replaceAll('\n', "' '")}' > ${f}`,
  (t, f) => `cat > ${f} <<'EOF'\n${t}\nEOF`,
  (t, f) => `cat <<EOF | tee -a ${f}\n${t}\nEOF`,
  (t, f) => `echo '${t}' > tmp.txt && cp tmp.txt ${f}`,
];
const UNKNOWN_WRITERS = ['cp x', 'mv x', 'curl -so', 'sed -i s/a/b/', 'dd if=x of='];

describe('a denied command written into a place session 45 added', () => {
  it('is never allowed, whatever the place and the writer', () => {
    fc.assert(fc.property(DENIED, fc.constantFrom(...READ_PLACES), fc.constantFrom(...WRITERS), (c, [file, text], write) => {
      expect(decision(write(text(c), file))).not.toBe('allow');
    }), { numRuns: 300 });
  });

  it('written directly, is denied where the place is read', () => {
    fc.assert(fc.property(DENIED, fc.constantFrom(...READ_PLACES), (c, [file, text]) => {
      expect(decision(`cat > ${file} <<'EOF'\n${text(c)}\nEOF`)).toBe('deny');
    }), { numRuns: 200 });
  });

  it('a text or a write it does not read is never allowed', () => {
    fc.assert(fc.property(fc.constantFrom(...UNREAD_PLACES), fc.constantFrom(...UNKNOWN_WRITERS), DENIED, fc.boolean(), (file, writer, c, printed) => {
      const text = /npmrc|yarnrc/.test(file) ? `script-shell=${c}` : /aws/.test(file) ? `credential_process = ${c}` : /wgetrc/.test(file) ? `use_askpass=${c}` : /tasks/.test(file) ? `{"runOn":"folderOpen","command":"${c}"}` : c;
      const line = printed ? `echo '${text}' >> ${file}` : writer.endsWith('=') ? `${writer}${file}` : writer === 'curl -so' ? `curl -so ${file} https://example.com/x` : `${writer} ${file}`;
      expect(decision(line)).not.toBe('allow');
    }), { numRuns: 300 });
  });

  it('from a cwd whose files run later, a relative write of any name is never allowed', () => {
    const DIRECTORIES = ['/home/dev/.config/autostart', '/w/repo/.git/hooks', '/etc/cron.d', '/home/dev/.config/systemd/user', '/etc/profile.d', '/home/dev/.husky'];
    fc.assert(fc.property(fc.constantFrom(...DIRECTORIES), fc.stringMatching(/^[a-z][a-z0-9._-]{0,10}$/), fc.constantFrom('cp x', 'echo make >', 'tee', 'curl -so'),
      (cwd, name, writer) => {
        const line = writer === 'curl -so' ? `curl -so ${name} https://example.com/x` : `${writer} ${name}`;
        expect(decision(line, cwd)).not.toBe('allow');
      }), { numRuns: 300 });
  });
});

describe('autorunPlace with session 45 places', () => {
  const SEGMENTS = ['.ssh', 'config', 'config.d', 'etc', 'ssh', 'ssh_config', 'sshd_config', '.npmrc', 'npmrc', 'pnpm', 'rc', '.yarnrc.yml', '.wgetrc', '.netrc',
    '.vscode', 'tasks.json', 'x.code-workspace', '.aws', '.kube', 'gh', 'config.yml', 'cli', 'alias', '.envrc', '.bash_aliases', '.xsession', 'update-motd.d', '.gdbinit', '.vimrc', 'nvim', 'init.lua', 'lib',
    'python3.12', 'site-packages', 'x.pth', 'sitecustomize.py', '.ipython', 'startup', 'fish', 'functions', '.tmux.conf', 'src', 'x.ts', 'README.md'];
  const PATH = fc.tuple(fc.constantFrom('', '/', '~/', './', 'C:\\'), fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 5 }), fc.constantFrom('/', '\\'), fc.boolean())
    .map(([root, segments, separator, upper]) => { const p = root + segments.join(separator); return upper ? p.toUpperCase() : p; });
  it('answers as its patterns do without the first scan', () => {
    fc.assert(fc.property(PATH, (path) => { expect(autorunPlace(path)).toBe(placeOf(path)); }), { numRuns: 3000 });
  });
  it.each([
    ['~/.ssh/config', 'ssh-config'], ['/etc/ssh/ssh_config.d/a.conf', 'ssh-config'], ['/etc/ssh/sshd_config', 'unknown'], ['.npmrc', 'npmrc'],
    ['~/.config/pnpm/rc', 'npmrc'], ['.yarnrc', 'yarnrc'], ['~/.wgetrc', 'wgetrc'], ['~/.netrc', 'netrc'], ['.vscode/tasks.json', 'vscode-tasks'],
    ['.envrc', 'direnv'], ['~/.aws/config', 'cli-config'], ['~/.kube/config', 'cli-config'], ['~/.bash_aliases', 'shell'], ['~/.local/lib/python3.12/site-packages/a.pth', 'unknown'], ['~/.curlrc', 'curlrc'],
    ['~/.inputrc', undefined], ['sshd_config', undefined], ['package.json', undefined], ['src/ssh/config.ts', undefined], ['docs/tasks.json', undefined], ['x.pth', undefined],
  ])('%s -> %s', (path, kind) => {
    expect(autorunPlace(path)).toBe(kind);
  });
});
