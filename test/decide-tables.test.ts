// Every row of reference/managed-settings-semantics.md B.2-B.4 and every vector of E.19, as
// decisions of the engine (each also checked against the reference evaluator).
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { CTX, decideBoth, expectDecision, op, source, type Rules } from './helpers/policy.js';

type Row = [list: keyof Rules, rule: string, kind: Parameters<typeof op>[0], subject: string, expected: DecisionKind, note?: string];

function table(rows: Row[]): void {
  it.each(rows)('%s %s | %s %s -> %s', (list, rule, kind, subject, expected) => {
    expectDecision({ [list]: [rule] }, kind, subject, expected);
  });
}

describe('B.2 shell matching table', () => {
  table([
    ['allow', 'Shell(npm test *)', 'shell', 'npm test --watch', 'allow'],
    ['deny', 'Shell(npm test *)', 'shell', 'npm test --watch', 'deny'],
    ['allow', 'Shell(npm test *)', 'shell', 'npm test', 'allow', 'trailing " *" also matches the bare prefix'],
    ['allow', 'Shell(npm test *)', 'shell', 'npm testing', 'ask', 'word boundary'],
    ['deny', 'Shell(npm test *)', 'shell', 'npm testing', 'ask'],
    ['allow', 'Shell(git push)', 'shell', 'git push origin main', 'ask', 'exact text only'],
    ['deny', 'Shell(git push)', 'shell', 'git push origin main', 'ask'],
    ['allow', 'Shell(git:*)', 'shell', 'gitea serve', 'ask'],
    ['deny', 'Shell(git:*)', 'shell', 'gitea serve', 'ask'],
    ['deny', 'Shell(git:*)', 'shell', 'git push', 'deny'],
    ['allow', 'Bash(ls*)', 'shell', 'lsof', 'allow'],
    ['deny', 'Bash(git:* push)', 'shell', 'git push', 'ask', '":" is literal when not at the end'],
    ['allow', 'Bash(git * main)', 'shell', 'git push origin main', 'allow'],
    ['allow', 'Shell(git status *)', 'shell', 'git status && rm -rf /', 'ask', 'second part unmatched'],
    ['deny', 'Shell(rm *)', 'shell', 'ls; rm -rf x', 'deny'],
    ['deny', 'Shell(rm *)', 'shell', 'echo $(rm -rf x)', 'deny'],
    ['deny', 'Shell(rm *)', 'shell', 'FOO=bar rm -rf tmp/', 'deny'],
    ['allow', 'Shell(npm test *)', 'shell', 'FOO=bar npm test', 'ask', 'FOO is not a known-safe variable'],
    ['allow', 'Shell(npm test *)', 'shell', 'LANG=C TZ=UTC npm test', 'allow', 'locale and TZ are safe'],
    ['allow', 'Shell(npm test *)', 'shell', 'timeout 30 npm test', 'allow'],
    ['deny', 'Shell(git add -A*)', 'shell', 'mywrapper git add -A', 'ask', 'known gap: an unknown wrapper hides its command (asks: not allowed either)'],
    ['deny', 'Shell(rm *)', 'shell', "bash -c 'rm -rf /'", 'deny', 'we catch what Claude Code does not'],
    ['deny', 'Shell(rm *)', 'shell', '/bin/rm -rf /', 'deny'],
    ['deny', 'Shell(rm -rf *)', 'shell', 'rm -fr /', 'deny'],
    ['deny', 'Shell(rm -rf *)', 'shell', 'rm --recursive --force /', 'deny'],
    ['deny', 'Shell(rm -rf *)', 'shell', 'rm -r -f /', 'deny'],
    ['deny', 'PowerShell(Remove-Item *)', 'pwsh', 'ri -Recurse C:\\x', 'deny'],
    ['deny', 'PowerShell(Remove-Item *)', 'pwsh', 'REMOVE-ITEM x', 'deny'],
    ['allow', 'Bash(find *)', 'shell', 'find . -delete', 'ask'],
    ['allow', 'Bash(find *)', 'shell', 'find . -name x', 'allow'],
  ]);

  it('git commit > /etc/passwd: the command is allowed, the redirect target is an Edit of its own', () => {
    expectDecision({ allow: ['Shell(git commit *)'] }, 'shell', 'git commit -m x > /etc/passwd', 'ask');
    expectDecision({ allow: ['Shell(git commit *)', 'Edit(//etc/passwd)'] }, 'shell', 'git commit -m x > /etc/passwd', 'allow');
    const d = expectDecision({ allow: ['Shell(git commit *)'], deny: ['Edit(//etc/**)'] }, 'shell', 'git commit -m x > /etc/passwd', 'deny');
    expect(d.reasons[0]).toMatchObject({ code: 'deny-rule', rule: { text: 'Edit(//etc/**)' }, part: { type: 'redirect', kind: 'edit' } });
  });
});

describe('B.3 path table (cwd and workspace /w, home /h)', () => {
  table([
    ['deny', 'Read(~/.ssh/**)', 'read', '/h/.ssh/id_rsa', 'deny'],
    ['deny', 'Edit(//etc/**)', 'edit', '/etc/hosts', 'deny'],
    ['deny', 'Edit(//etc/**)', 'edit', '/h/dev/etc/x', 'ask', 'anchored at the filesystem root'],
    ['allow', 'Read(/src/**)', 'read', '/w/src/a.ts', 'allow', '/ is the workspace root'],
    ['allow', 'Read(/src/**)', 'read', '/src/a.ts', 'ask'],
    ['deny', 'Read(.env)', 'read', '/w/pkg/.env', 'deny'],
    ['deny', 'Read(.env)', 'read', '/.env', 'deny', 'semantics 4.2: an unrooted deny matches anywhere (Claude Code anchors it)'],
    ['allow', 'Edit(src/**)', 'edit', '/w/vendor/pkg/src/x.js', 'ask'],
    ['allow', 'Edit(src/**)', 'edit', '/w/src/x.js', 'allow'],
    ['deny', 'Edit(src/**)', 'edit', '/w/vendor/pkg/src/x.js', 'deny'],
    ['deny', 'Read(*.env)', 'read', '/w/a/b.env', 'deny'],
    ['deny', 'Read(//c/**/.env)', 'read', 'C:\\app\\.env', 'deny'],
    ['deny', 'Read(//w/secret/**)', 'read', '/w/src/../secret/k', 'deny'],
    ['deny', 'Read(//w/secret/**)', 'read', 'src/../secret/k', 'deny'],
    ['deny', 'Read(~/.ssh/**)', 'read', '/h/.SSH/id_rsa', 'ask', 'linux is case-sensitive'],
  ]);

  it('a symlink into a denied directory is denied; allow needs link and target', () => {
    const rules = { allow: ['Read(./project/**)'], deny: ['Read(~/.ssh/**)'] };
    const links = { ...CTX, resolveSymlink: (p: string) => (p === '/w/project/key' ? '/h/.ssh/id_rsa' : p === '/w/project/ok' ? '/w/project/real' : undefined) };
    expect(decideBoth([source(rules)], op('read', '/w/project/key'), links).decision).toBe('deny');
    expect(decideBoth([source(rules)], op('read', '/w/project/ok'), links).decision).toBe('allow');
    const outside = { ...CTX, resolveSymlink: (p: string) => (p === '/w/project/out' ? '/tmp/x' : undefined) };
    expect(decideBoth([source(rules)], op('read', '/w/project/out'), outside).decision).toBe('ask');
  });

  it('case folding: deny folds on case-insensitive platforms, allow never does', () => {
    const mac = { ...CTX, platform: 'darwin' as const };
    expectDecision({ deny: ['Read(~/.ssh/**)'] }, 'read', '/h/.SSH/id_rsa', 'deny', mac);
    expectDecision({ deny: ['Read(~/.ssh/**)'] }, 'read', '/h/.ssh/ID_RSA', 'deny', { ...CTX, caseInsensitive: true });
    expectDecision({ allow: ['Read(/src/**)'] }, 'read', '/w/SRC/a.ts', 'ask', mac);
  });
});

describe('B.4 domain table', () => {
  table([
    ['allow', 'Domain(api.github.com)', 'fetch', 'https://API.GitHub.com/x', 'allow'],
    ['deny', 'Domain(api.github.com)', 'fetch', 'https://API.GitHub.com/x', 'deny'],
    ['allow', 'Domain(api.github.com)', 'fetch', 'http://api.github.com/', 'ask', 'bare host in an allow = https only'],
    ['deny', 'Domain(api.github.com)', 'fetch', 'http://api.github.com/', 'deny', 'bare host in a deny = every scheme'],
    ['deny', 'Domain(*.unapproved.example)', 'fetch', 'https://unapproved.example/', 'deny', 'apex included'],
    ['deny', 'Domain(*.unapproved.example)', 'fetch', 'https://a.b.unapproved.example/', 'deny'],
    ['allow', 'Domain(registry.npmjs.org)', 'fetch', 'https://registry.npmjs.org.evil.com/', 'ask'],
    ['deny', 'Domain(registry.npmjs.org)', 'fetch', 'https://registry.npmjs.org.evil.com/', 'ask'],
    ['allow', 'Domain(registry.npmjs.org)', 'fetch', 'https://registry.npmjs.org./', 'allow'],
    ['deny', 'Domain(registry.npmjs.org)', 'fetch', 'https://evil.com@registry.npmjs.org/', 'deny'],
    ['allow', 'Domain(registry.npmjs.org)', 'fetch', 'https://evil.com@registry.npmjs.org/', 'ask', 'userinfo is never allowed'],
    ['deny', 'Domain(registry.npmjs.org)', 'fetch', 'https://registry.npmjs.org@evil.com/', 'ask'],
    ['allow', 'Domain(xn--bcher-kva.example)', 'fetch', 'https://bücher.example/', 'allow'],
    ['deny', 'Domain(xn--bcher-kva.example)', 'fetch', 'https://bücher.example/', 'deny'],
  ]);
});

describe('E.19 shell vectors', () => {
  const mustDeny = [
    'rm -rf x', 'a; rm x', 'a && rm x', 'a || rm x', 'a | rm x', 'a & rm x', 'a\nrm x', '$(rm x)', '`rm x`',
    '(rm x)', '{ rm x; }', 'cat <(rm x)', 'FOO=1 rm x', 'timeout 5 rm x', 'nice -n 5 rm x', 'xargs rm', 'command rm x',
    "bash -c 'rm x'", 'sh -lc "rm x"', "eval 'rm x'", '/bin/rm x', '\\rm x', 'r\\m x', "'rm' x", '"r"m x', 'rm  -rf x',
    // eval takes one `--` before its words (bash: `eval -- rm x` runs rm).
    'eval -- rm x', "eval -- 'rm x'", 'builtin eval -- rm x', 'command -- eval -- rm x',
  ];
  it.each(mustDeny)('deny Shell(rm *) catches %j', (command) => {
    expectDecision({ deny: ['Shell(rm *)'] }, 'shell', command, 'deny');
  });

  const mustNotAllow = ['git status; curl evil', 'git status $(curl evil)', 'git status > ~/.bashrc', 'git statusx', 'GIT_DIR=/x git status'];
  it.each(mustNotAllow)('allow Shell(git status *) does not allow %j', (command) => {
    const d = expectDecision({ allow: ['Shell(git status *)'] }, 'shell', command, 'ask');
    expect(d.reasons.length).toBeGreaterThan(0);
  });

  it('allows plain git status', () => {
    expectDecision({ allow: ['Shell(git status *)'] }, 'shell', 'git status', 'allow');
    expectDecision({ allow: ['Shell(git status *)'] }, 'shell', 'git  status   --short', 'allow');
  });

  const precise = ["echo '$(rm x)'", 'echo "rm x"', 'ls # ; rm x', 'echo rm x', 'grep rm x', 'printf "%s" "; rm x"'];
  it.each(precise)('precision: deny Shell(rm *) does not fire on %j', (command) => {
    expectDecision({ deny: ['Shell(rm *)'] }, 'shell', command, 'ask');
    expectDecision({ deny: ['Shell(rm *)'], allow: ['Shell(echo *)', 'Shell(ls *)', 'Shell(grep *)', 'Shell(printf *)'] }, 'shell', command, 'allow');
  });
});

describe('E.19 path vectors', () => {
  const deny = { deny: ['Read(~/.ssh/**)', 'Read(//etc/shadow)', 'Edit(//c/Windows/**)', 'Read(//server/share/secret/**)'] };
  table([
    ['deny', 'Read(//w/secret/**)', 'read', '/w/a/b/../../secret/k', 'deny', '.. segments'],
    ['deny', 'Read(//w/secret/**)', 'read', './secret/k', 'deny', 'relative spelling'],
    ['deny', 'Read(//w/secret/**)', 'read', '/w//secret///k', 'deny', 'repeated separators'],
    ['deny', 'Read(//w/secret/)', 'read', '/w/secret/', 'deny', 'trailing slash'],
    ['deny', 'Read(//w/secret/)', 'read', '/w/secret/deep/k', 'deny'],
    ['deny', 'Read(~/.ssh/**)', 'read', '~/.ssh/id_rsa', 'deny', '~ spelling'],
    ['allow', 'Read(//c/**)', 'read', 'C:\\PROGRA~1\\x', 'ask', '8.3 short names are never allowed'],
  ]);
  it.each([
    ['C:\\Windows\\System32\\x', 'edit'], ['c:/windows/system32/x', 'edit'], ['C:/Windows\\x', 'edit'],
    ['\\\\server\\share\\secret\\k', 'read'], ['/h/.ssh/../.ssh/id_rsa', 'read'],
  ] as const)('deny fires on %j', (path, kind) => {
    expectDecision(deny, kind, path, 'deny', { ...CTX, platform: 'win32' });
  });
  it('~ vs $HOME in a redirect target', () => {
    expectDecision({ deny: ['Edit(~/.bashrc)'] }, 'shell', 'echo x > $HOME/.bashrc', 'deny');
    expectDecision({ deny: ['Edit(~/.bashrc)'] }, 'shell', 'echo x >> ~/.bashrc', 'deny');
    expectDecision({ deny: ['Edit(~/.bashrc)'] }, 'shell', 'echo x > "${HOME}/.bashrc"', 'deny');
  });
});

describe('E.19 URL vectors', () => {
  table([
    ['allow', 'Domain(example.com)', 'fetch', 'https://EXAMPLE.COM/', 'allow', 'upper case'],
    ['allow', 'Domain(example.com)', 'fetch', 'https://example.com./', 'allow', 'trailing dot'],
    ['allow', 'Domain(example.com)', 'fetch', 'https://example.com:443/', 'allow', 'default port'],
    ['allow', 'Domain(example.com)', 'fetch', 'https://example.com:8443/', 'ask', 'other port'],
    ['allow', 'Domain(example.com)', 'fetch', 'https://a@example.com/', 'ask', 'userinfo'],
    ['deny', 'Domain(evil.com)', 'fetch', 'https://%65vil.com/', 'deny', 'percent-encoded host'],
    ['deny', 'Domain(bücher.example)', 'fetch', 'https://xn--bcher-kva.example/', 'deny', 'IDN rule vs punycode URL'],
    ['allow', 'Domain(example.com)', 'fetch', 'http://example.com/', 'ask', 'http is not https'],
    ['allow', 'Domain(http://example.com)', 'fetch', 'http://example.com/', 'allow'],
    ['deny', 'Domain(*.example.com)', 'fetch', 'https://evil.com/x.example.com', 'ask', 'a wildcard does not cross into the path'],
    ['deny', 'Domain(example.com)', 'fetch', 'https://example.com.evil.com/', 'ask'],
    ['allow', 'Domain(example.com)', 'fetch', 'example.com', 'allow', 'a bare host means https'],
    ['deny', 'Domain(127.0.0.1)', 'fetch', 'http://0x7f.1/', 'deny', 'IPv4 numeric forms'],
  ]);
});

describe('malformed operations from plain JavaScript callers', () => {
  it.each([
    [null, /not an object/], [{ op: 'run', command: 'ls' }, /unknown operation "run"/], [{ op: 'read', path: 42 }, /needs "path" as a string/],
    [{ op: 'shell', command: 'ls', shell: 'zsh' }, /"shell" must be/],
  ])('%j asks, with a reason, and is never allowed', (operation, message) => {
    const d = decide(compilePolicy([{ loaded: source({ allow: ['Shell', 'Read'] }) }]), operation as never, CTX);
    expect(d.decision).toBe('ask');
    expect(d.reasons[0]?.message).toMatch(message);
  });
});

describe('command names that are Object.prototype members', () => {
  // `Shell(constructor -x)` made compilePolicy throw (an object literal keyed by command name
  // found Object.prototype.constructor): every shell operation became an internal-error deny.
  table([
    ['deny', 'Shell(constructor -x -y)', 'shell', 'constructor -yx', 'deny', 'option cluster read as a set'],
    ['deny', 'Shell(toString *)', 'shell', 'toString a b', 'deny'],
    ['deny', 'Shell(__proto__ -r)', 'shell', '__proto__ -R', 'deny', '-R is a synonym of -r'],
    ['allow', 'Shell(constructor -x)', 'shell', 'constructor -x', 'allow'],
    ['allow', 'Shell(hasOwnProperty *)', 'shell', 'hasOwnProperty x', 'allow'],
    ['allow', 'Shell(constructor -x)', 'shell', 'valueOf -x', 'ask'],
  ]);
});

describe('IPv6 hosts that embed the IPv4 address they reach (engine and reference agree)', () => {
  table([
    ['deny', 'Domain(93.184.216.34)', 'fetch', 'https://[64:ff9b::5db8:d822]/', 'deny', 'NAT64 well-known prefix'],
    ['deny', 'Domain(93.184.216.34)', 'fetch', 'https://[::ffff:93.184.216.34]/', 'deny', 'IPv4-mapped'],
    ['deny', 'Domain([::ffff:a00:1])', 'fetch', 'https://[64:ff9b::10.0.0.1]/', 'deny', 'both embed 10.0.0.1'],
    ['deny', 'Domain([64:ff9b::a00:1])', 'fetch', 'http://10.0.0.1:8080/', 'deny'],
    ['ask', 'Domain(10.0.0.1)', 'fetch', 'https://[64:ff9b::a00:1]/', 'ask'],
    ['allow', 'Domain(93.184.216.34)', 'fetch', 'https://[64:ff9b::5db8:d822]/', 'ask', 'allow matches the spelling as written only'],
    ['deny', 'Domain(93.184.216.34)', 'fetch', 'https://[64:ff9b:1::5db8:d822]/', 'ask', 'a local-use NAT64 prefix is another address'],
  ]);
});

describe('unspecified addresses, 127.0.0.0/8 and *.localhost reach loopback (engine and reference agree)', () => {
  // A connection to 0.0.0.0 or [::] goes to 127.0.0.1 or ::1: `fetch('http://0.0.0.0:PORT/')`
  // reached a server listening on 127.0.0.1 only, beside `Domain(127.0.0.1)` denied.
  table([
    ['deny', 'Domain(127.0.0.1)', 'fetch', 'http://0.0.0.0:18777/', 'deny'],
    ['deny', 'Domain(127.0.0.1)', 'fetch', 'https://0/', 'deny', 'WHATWG: 0 is 0.0.0.0'],
    ['deny', 'Domain([::1])', 'fetch', 'https://[::]/', 'deny'],
    ['deny', 'Domain(localhost)', 'fetch', 'https://[::ffff:0.0.0.0]/', 'deny'],
    ['ask', 'Domain(*.localhost)', 'fetch', 'http://0.0.0.0:3000/', 'ask'],
    ['deny', 'Domain(127.0.0.1)', 'fetch', 'https://0.0.0.1/', 'ask', 'not the unspecified address'],
    ['allow', 'Domain(http://0.0.0.0:18777)', 'fetch', 'http://0.0.0.0:18777/', 'ask', 'loopback is not allowed'],
    ['allow', 'Domain(*)', 'fetch', 'https://0.0.0.0/', 'allow', 'loopback is allowed too'],
    // (Found in review 2026-11-26: curl sends *.localhost to loopback itself; 127/8 is loopback.)
    ['deny', 'Domain(localhost)', 'fetch', 'http://foo.localhost:8080/', 'deny'],
    ['deny', 'Domain(127.0.0.1)', 'fetch', 'http://127.0.0.2/', 'deny'],
    ['deny', 'Domain([::1])', 'fetch', 'http://127.1/', 'deny', 'WHATWG: 127.1 is 127.0.0.1'],
    ['deny', 'Domain(localhost)', 'fetch', 'https://[::ffff:127.0.0.5]/', 'deny'],
    ['deny', 'Domain(127.0.0.1)', 'fetch', 'https://128.0.0.1/', 'ask', 'not loopback'],
    ['deny', 'Domain(localhost)', 'fetch', 'https://localhost.evil.com/', 'ask', 'not under .localhost'],
  ]);

  it('an allow needs its loopback address allowed too; deny rules on loopback win over a broad allow', () => {
    expectDecision({ allow: ['Domain(http://0.0.0.0:3000)', 'Domain(http://127.0.0.1:3000)'] }, 'fetch', 'http://0.0.0.0:3000/', 'allow');
    expectDecision({ allow: ['Domain([::])', 'Domain([::1])'] }, 'fetch', 'https://[::]/', 'allow');
    expectDecision({ deny: ['Domain(127.0.0.1)', 'Domain([::1])'], allow: ['Domain(*)', 'Domain(http://0.0.0.0:18777)'] }, 'fetch', 'http://0.0.0.0:18777/', 'deny');
    expectDecision({ deny: ['Domain(127.0.0.1)', 'Domain([::1])'], allow: ['Domain(*)'] }, 'shell', 'curl http://0:18777/', 'deny');
  });
});

describe('an allow rule needs the command name written plainly', () => {
  // Empty quotes leave no part behind, but they are quoting all the same (and a quoted name
  // skips bash's aliases): the name is not written plainly, so no allow rule covers it.
  table([
    ['allow', 'Shell(rm x)', 'shell', 'rm x', 'allow'],
    ['allow', 'Shell(rm x)', 'shell', "r''m x", 'ask'],
    ['allow', 'Shell(rm x)', 'shell', "''rm x", 'ask'],
    ['allow', 'Shell(rm x)', 'shell', 'rm"" x', 'ask'],
    ['allow', 'Shell(rm x)', 'shell', '\\rm x', 'ask'],
    ['deny', 'Shell(rm *)', 'shell', "r''m x", 'deny', 'deny reads the value'],
    ['deny', 'Shell(rm *)', 'shell', "''rm x", 'deny'],
  ]);
});

describe('file arguments of readers and writers that are globs or expansions (E.11)', () => {
  // An expansion may name any path: where its kind has deny or ask rules, none of them can be
  // ruled out, so the command is never allowed (it asks; no rule is known to match, so no deny).
  // A glob names paths of its shape: it asks when a deny or ask rule may match one of them
  // (src/paths/glob-overlap.ts, test/paths-glob-overlap.test.ts).
  const it2 = (rules: Rules, kind: Parameters<typeof op>[0], subject: string, expected: DecisionKind) =>
    it(`${JSON.stringify(rules)} | ${subject} -> ${expected}`, () => expectDecision(rules, kind, subject, expected));
  it2({ deny: ['Read(.env)'], allow: ['Shell(cat *)'] }, 'shell', 'cat .e*', 'ask');
  it2({ deny: ['Read(~/.ssh/**)'], allow: ['Shell(cat *)'] }, 'shell', 'cat ~/.ssh/id_*', 'ask');
  it2({ ask: ['Read(.env)'], allow: ['Shell(cat *)'] }, 'shell', 'cat $F', 'ask');
  it2({ deny: ['Read(.env)'], allow: ['Shell(cat *)'] }, 'shell', 'cat src/a.ts', 'allow');
  it2({ allow: ['Shell(cat *)'] }, 'shell', 'cat src/*.ts', 'allow');
  it2({ deny: ['Edit(//etc/**)'], allow: ['Shell(rm *)'] }, 'shell', 'rm build/*', 'allow');
  it2({ deny: ['Read(//etc/**)'], allow: ['Shell(rm *)'] }, 'shell', 'rm build/*', 'allow');
  it2({ deny: ['Edit(**/build/keep)'], allow: ['Shell(rm *)'] }, 'shell', 'rm build/*', 'ask');
  it2({ deny: ['Read(//w/build/**)'], allow: ['Shell(rm *)'] }, 'shell', 'rm build/*', 'ask');
  it2({ deny: ['Read(.env)'], allow: ['Shell(rm *)'] }, 'shell', 'rm -r build/*', 'ask');
  it2({ deny: ['Edit(//etc/**)'], allow: ['Shell(cat *)'] }, 'shell', 'cat src/*.ts', 'allow');
  it2({ deny: ['Read(.env)', 'Shell(cat .e*)'], allow: ['Shell(cat *)'] }, 'shell', 'cat .e*', 'deny');
  it2({ deny: ['Read(.env)'], allow: ['PowerShell(Get-Content *)'] }, 'pwsh', 'Get-Content *.env', 'ask');
  it2({ deny: ['Read(.env)'], allow: ['PowerShell(Get-Content *)'] }, 'pwsh', 'Get-Content $p', 'ask');

  it('says why, naming the argument', () => {
    const d = decideBoth([source({ deny: ['Read(.env)'], allow: ['Shell(cat *)'] })], op('shell', 'cat .e*'));
    expect(d.reasons.map((r) => r.code)).toEqual(['incomplete-analysis']);
    expect(d.reasons[0]?.message).toContain('the file argument ".e*" is a glob that may name a path deny rule "Read(.env)"');
    const e = decideBoth([source({ deny: ['Read(.env)'], allow: ['Shell(cat *)'] })], op('shell', 'cat $F'));
    expect(e.reasons[0]?.message).toContain('the file argument "$F" is a glob or an expansion');
  });
});

describe('disagreements the widened property found (engine and reference agree now)', () => {
  const win32Root = { cwd: '/', workspace: ['/w'], home: '/h', platform: 'win32' as const };
  it.each([
    // A file a command reads unnamed (yarn's package.json) where the given cwd cannot be read
    // (`/` on win32): it was not checked, and the line was allowed beside `Read` asks. Engine fixed.
    [{ ask: ['Read'], allow: ['Shell'] }, 'shell', 'yarn rm', win32Root, 'ask'],
    [{ deny: ['Read'], allow: ['Shell'] }, 'pwsh', 'yarn exec rm', win32Root, 'ask'],
    // The same file where the cwd is readable: checked as before.
    [{ ask: ['Read(//w/package.json)'], allow: ['Shell'] }, 'shell', 'yarn rm', { ...CTX, platform: 'win32' as const }, 'ask'],
    // A file argument's 8.3 short name on win32 may be any long name (reference fixed: it allowed).
    [{ ask: ['Read(a)'], allow: ['Shell'] }, 'pwsh', 'Get-Content /secre~1', { ...CTX, platform: 'win32' as const }, 'ask'],
    [{ ask: ['Read(a)'], allow: ['Shell'] }, 'pwsh', 'Get-Content /secret', { ...CTX, platform: 'win32' as const }, 'allow'],
    // Where another user's `~b/..` leads is unknown: it may be below /net/HOST (reference fixed).
    [{ ask: ['Domain'], allow: ['Shell'] }, 'pwsh', 'Get-Content ~b/..', CTX, 'ask'],
    // A class matches one character: `ß` is `SS` upper-cased, two; the multi-fold asks (reference fixed: it denied).
    [{ deny: ['Read([A-Z]*)'] }, 'pwsh', 'Get-Content /ß', { ...CTX, platform: 'darwin' as const }, 'ask'],
    // A network share is another host: an allow rule starting `//**` names no server, so it does
    // not cover `\\srv\share\x` (engine fixed: it allowed, while `//*/**` asked).
    [{ allow: ['Read(//**)'] }, 'read', '\\\\srv\\share\\x', { cwd: 'C:\\w', workspace: ['C:\\w'], platform: 'win32' as const }, 'ask'],
    [{ allow: ['Read(//**/[!a])'] }, 'read', '\\\\srv\\share\\x', { cwd: 'C:\\w', workspace: ['C:\\w'], platform: 'win32' as const }, 'ask'],
    [{ allow: ['Read(//srv/**)'] }, 'read', '\\\\srv\\share\\x', { cwd: 'C:\\w', workspace: ['C:\\w'], platform: 'win32' as const }, 'allow'],
    [{ allow: ['Read(//**)'] }, 'read', 'C:\\Windows\\x', { cwd: 'C:\\w', workspace: ['C:\\w'], platform: 'win32' as const }, 'allow'],
  ] as [Rules, 'shell' | 'pwsh' | 'read', string, DecisionContext, DecisionKind][])('%j %s %s -> %s', (rules, kind, subject, context, expected) => {
    expectDecision(rules, kind, subject, expected, context);
  });
});
