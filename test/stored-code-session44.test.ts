// Code written into a place that runs it later (session 44; src/shell/autorun-files.ts,
// stored-code-writes.ts, stored-code-texts.ts): a git hook, a startup file, a crontab, a systemd
// unit, an autostart entry, PowerShell's profile, the Startup folder. Beside `Shell(rm *)` (all
// else allowed) every ask and deny row below was allowed at the session's start: the deny rule was
// escaped by storing the command. A literal text is read as the commands it holds (a deny rule on
// them denies); a write whose text the line does not show asks where Shell deny or ask rules exist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDecision } from './helpers/policy.js';
import { autorunPlace, placeOf } from '../src/shell/autorun-files.js';

const RULES = { deny: ['Shell(rm *)', 'Shell(Remove-Item *)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'] };
const decision = lineDecision(RULES);

describe('code stored where it runs later', () => {
  it.each([
    ['echo \'rm -rf x\' > .git/hooks/pre-commit', 'bash', 'deny'],
    ['printf \'rm -rf ~\\n\' >> ~/.bashrc', 'bash', 'deny'],
    ['cat > ~/.config/autostart/x.desktop <<E\n[Desktop Entry]\nExec=rm -rf ~\nE', 'bash', 'deny'],
    ['Set-Content .git\\hooks\\pre-commit \'rm x\'', 'powershell', 'ask'],
    ['Add-Content $PROFILE \'Remove-Item -Recurse ~\'', 'powershell', 'ask'],
    ['Set-Content "$env:APPDATA\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\x.cmd" \'rm x\'', 'powershell', 'ask'],
    ['\'rm x\' | Out-File .git\\hooks\\pre-commit', 'powershell', 'ask'],
    ['echo \'rm -rf x\' | tee -a ~/.profile', 'bash', 'deny'],
    ['tee -a ~/.bashrc <<< \'rm -rf ~\'', 'bash', 'deny'],
    ['cd .git/hooks && echo \'rm x\' > pre-commit', 'bash', 'deny'],
    ['echo \'rm x\' > .husky/pre-push', 'bash', 'deny'],
    ['echo \'rm x\' > ../other/.git/hooks/update', 'bash', 'deny'],
    ['echo \'rm x\' > .git/modules/sub/hooks/post-merge', 'bash', 'deny'],
    ['echo \'rm -rf ~\' > "$HOME/.bash_profile"', 'bash', 'deny'],
    ['echo \'rm x\' > a; cp a .git/hooks/pre-commit', 'bash', 'deny'],
    ['printf \'#!/bin/sh\\nrm -rf ~\\n\' > .git/hooks/post-checkout', 'bash', 'deny'],
    ['echo \'alias ls="ls; rm -rf ~"; rm -rf ~\' >> ~/.bashrc', 'bash', 'deny'],
    ['printf \'[Service]\\nExecStart=rm -rf /\\n\' > ~/.config/systemd/user/x.service', 'bash', 'deny'],
    ['printf \'[Service]\\nExecStartPre=-/bin/sh -c "rm -rf ~"\\n\' > /etc/systemd/system/x.service', 'bash', 'deny'],
    ['echo \'* * * * * root rm -rf /\' > /etc/cron.d/x', 'bash', 'deny'],
    ['echo \'@reboot rm -rf ~\' > /var/spool/cron/crontabs/dev', 'bash', 'deny'],
    ['echo \'rm -rf /tmp/x\' > /etc/cron.daily/clean', 'bash', 'deny'],
    ['husky add .husky/pre-commit "rm x"', 'bash', 'deny'],
    ['npx husky add .husky/pre-commit "rm -rf ~"', 'bash', 'deny'],
    ['husky set .husky/pre-commit "$X"', 'bash', 'ask'],
    ['echo \'alias ll="ls -l"\' >> ~/.bashrc', 'bash', 'ask'],
    ['echo \'export PATH=~/bin:$PATH\' >> ~/.bashrc', 'bash', 'ask'],
    ['echo \'eval "$(pyenv init -)"\' >> ~/.bashrc', 'bash', 'ask'],
    ['printf \'#!/usr/bin/env python3\\nimport os\\n\' > .git/hooks/pre-commit', 'bash', 'ask'],
    ['printf \'#!/w/repo/sh\\nmake\\n\' > .git/hooks/pre-commit', 'bash', 'ask'],
    ['printf \'r\' > .git/hooks/pre-commit', 'bash', 'ask'],
    ['echo "$X" > .git/hooks/pre-commit', 'bash', 'ask'],
    ['echo \'* * * * * sh%rm -rf ~\' > /var/spool/cron/crontabs/dev', 'bash', 'ask'],
    ['printf \'SHELL=/w/repo/x\\n* * * * * make\\n\' > /var/spool/cron/crontabs/dev', 'bash', 'ask'],
    ['printf \'[Service]\\nExecStart=@/bin/rm ls -rf /\\n\' > /etc/systemd/system/x.service', 'bash', 'ask'],
    ['echo \'alias ll="ls -l"\' >> ~/.zshrc', 'bash', 'ask'],
    ['echo \'rm -rf ~\' > ~/.config/fish/config.fish', 'bash', 'ask'],
    ['echo \'<plist/>\' > ~/Library/LaunchAgents/x.plist', 'bash', 'ask'],
    ['printf \'[core]\\n\\tfsmonitor = rm -rf ~\\n\' >> .git/config', 'bash', 'ask'],
    ['cp x .git/hooks/pre-commit', 'bash', 'ask'],
    ['mv x .git/hooks/pre-push', 'bash', 'ask'],
    ['ln -sf ../../x .git/hooks/pre-commit', 'bash', 'ask'],
    ['curl -o ~/.bashrc https://example.com/a', 'bash', 'ask'],
    ['sed -i s/a/b/ ~/.profile', 'bash', 'ask'],
    ['truncate -s -1 ~/.bashrc', 'bash', 'ask'],
    ['gcc -o .git/hooks/pre-commit x.c', 'bash', 'ask'],
    ['mytool > .git/hooks/pre-commit', 'bash', 'ask'],
    ['crontab -l > /tmp/c; cp /tmp/c /var/spool/cron/crontabs/dev', 'bash', 'ask'],
    ['cp x.service ~/.config/systemd/user/', 'bash', 'ask'],
    ['cp -r hooks/. .git/hooks', 'bash', 'ask'],
    ['tar xf dotfiles.tar -C ~', 'bash', 'ask'],
    ['echo ok > .git/hooks/pre-commit; cp x .git/hooks/pre-commit', 'bash', 'ask'],
    ['cp x .git/hooks/pre-commit; echo ok > .git/hooks/pre-commit', 'bash', 'ask'],
    ['echo ok | tee .git/hooks/pre-commit | cp x .git/hooks/pre-commit', 'bash', 'ask'],
    ['Copy-Item x .git\\hooks\\pre-commit', 'powershell', 'ask'],
    ['Set-Content $HOME\\.bashrc \'rm -rf ~\'', 'powershell', 'ask'],
    ['echo make > ~/.bashrc.d/x; cp x ~/.bashrc.d/x', 'bash', 'ask'],
    ['echo make > a/f; cat f > ~/.bashrc', 'bash', 'ask'],
    ['find . > ~/.bashrc', 'bash', 'ask'],
    ['realpath /etc/passwd > ~/.bashrc', 'bash', 'ask'],
    ['cat > ~/.bashrc <<E\nr\\\\m x\nE', 'bash', 'ask'],
    ['printf \'cat x\\ncd /etc\\n\' | sort -r | tee ~/.profile', 'bash', 'ask'],
    ['echo make | tee ~/.bashrc', 'bash', 'allow'],
    ['tee -a ~/.bashrc <<< make', 'bash', 'allow'],
    ['cd ~ && tar xf x.tar', 'bash', 'ask'],
    ['cd ~/.config/autostart && cp x y.desktop', 'bash', 'ask'],
    ['cd /etc/cron.d && echo \'* * * * * root rm -rf /\' > x', 'bash', 'ask'],
    ['cd ~/.config/autostart && printf \'[Desktop Entry]\\nExec=rm -rf ~\\n\' > y.desktop', 'bash', 'ask'],
    ['cd src && echo x > out.txt', 'bash', 'allow'],
    ['cd ~ && git clone https://github.com/a/b', 'bash', 'allow'],
    // (Merge: stored, an append to PATH asks as run now; its reading may assign HOME, and with d1's
    // exception the line's own `>> ~/.bashrc` went unchecked by the Edit allow rules.)
    ['echo \'export PATH=$PATH:~/bin\' >> ~/.bashrc', 'bash', 'ask'],
    ['echo \'export PATH="$PATH:/opt/go/bin"\' >> "$HOME/.bashrc"', 'bash', 'ask'],
    ['echo \'make lint\' | tee -a ~/.profile', 'bash', 'allow'],
    ['printf \'#!/bin/sh\\nmake lint\\n\' > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit', 'bash', 'allow'],
    ['cat > .git/hooks/pre-push <<\'E\'\n#!/usr/bin/env bash\nnpm test\nE', 'bash', 'allow'],
    ['printf \'[Service]\\nExecStart=/usr/bin/make -C /w/repo\\n\' > ~/.config/systemd/user/x.service', 'bash', 'allow'],
    ['echo \'0 3 * * * make -C /w/repo backup\' > /var/spool/cron/crontabs/dev', 'bash', 'allow'],
    ['git commit -m x', 'bash', 'allow'],
    ['pre-commit install', 'bash', 'allow'],
    ['husky install', 'bash', 'allow'],
    ['husky add .husky/pre-commit "npm test"', 'bash', 'allow'],
    ['git config user.name x', 'bash', 'allow'],
    ['chmod +x .git/hooks/pre-commit', 'bash', 'allow'],
    ['echo hi > update', 'bash', 'allow'],
    ['tar xf x.tar -C ~/.local/bin', 'bash', 'allow'],
    ['git clone https://github.com/nvm-sh/nvm ~/.nvm', 'bash', 'allow'],
    ['echo x > out.txt', 'bash', 'allow'],
    ['Set-Content x.txt \'hi\'', 'powershell', 'allow'],
  ] as const)('%s (%s) -> %s', (line, shell, expected) => {
    expect(decision(line, shell)).toBe(expected);
  });

  it('asks only where Shell deny or ask rules exist, for a text it cannot see', () => {
    const open = lineDecision({ deny: ['Read(//etc/**)'], allow: RULES.allow });
    expect(open('cp x .git/hooks/pre-commit')).toBe('allow');
    expect(open("echo 'alias ll=\"ls -l\"' >> ~/.bashrc")).toBe('allow');
    expect(lineDecision({ ask: ['Shell(curl *)'], allow: RULES.allow })('cp x .git/hooks/pre-commit')).toBe('ask');
  });

  it('keeps the decisions of the tools that write hooks and configuration', () => {
    // (git-config-keys.ts asks on core.hooksPath; hook-installers.ts's rows are elsewhere.)
    expect(decision('git config core.hooksPath .githooks')).toBe('ask');
    expect(decision('lefthook install')).toBe('allow');
  });

  it('needs the stored commands allowed where the allow list is narrow', () => {
    const narrow = lineDecision({ allow: ['Shell(echo *)', 'Shell(make *)', 'Read(//**)', 'Edit(//**)'] });
    expect(narrow("echo 'make lint' >> ~/.profile")).toBe('allow');
    expect(narrow("echo 'npm test' >> ~/.profile")).toBe('ask');
  });
});

/** A denied command's text: rm or curl with plain words (no quote, so it fits in single quotes). */
const WORD = fc.stringMatching(/^[a-z0-9/._~-]{1,12}$/);
const DENIED = fc.tuple(fc.constantFrom('rm -rf', 'rm', 'curl -s', 'sudo rm -f', '/bin/rm'), fc.array(WORD, { minLength: 1, maxLength: 3 })).map(([c, w]) => `${c} ${w.join(' ')}`);
/** Autorun places with the text that stores a command there. */
const PLACES: readonly (readonly [string, (c: string) => string])[] = [
  ['.git/hooks/pre-commit', (c) => c], ['.git/hooks/post-checkout', (c) => `#!/bin/sh\n${c}`], ['.husky/pre-push', (c) => c], ['../r/.git/hooks/update', (c) => c],
  ['~/.bashrc', (c) => c], ['~/.profile', (c) => `export X=1\n${c}`], ['/etc/profile.d/x.sh', (c) => c], ['~/.bashrc.d/x', (c) => c],
  ['/var/spool/cron/crontabs/dev', (c) => `*/5 * * * * ${c}`], ['/etc/cron.d/x', (c) => `@reboot root ${c}`], ['/etc/cron.hourly/x', (c) => c],
  ['~/.config/systemd/user/x.service', (c) => `[Service]\nExecStart=${c}`], ['/etc/systemd/system/x.service', (c) => `[Service]\nExecStop=-${c}`],
  ['~/.config/autostart/x.desktop', (c) => `[Desktop Entry]\nExec=${c} %U`],
];
/** Ways a line writes a literal text to a file. */
const WRITERS: readonly ((text: string, file: string) => string)[] = [
  (t, f) => `printf '%s\\n' '${t.replaceAll('\n', "' '")}' > ${f}`,
  (t, f) => `printf '${t.replaceAll('\n', '\\n')}\\n' >> ${f}`,
  (t, f) => `cat > ${f} <<'EOF'\n${t}\nEOF`,
  (t, f) => `cat <<EOF | tee -a ${f}\n${t}\nEOF`,
  (t, f) => `echo '${t.replaceAll('\n', '\n')}' > tmp.txt && cp tmp.txt ${f}`,
];

describe('a denied command written into a place that runs it later', () => {
  it('is never allowed, whatever the place and the writer', () => {
    const deny = lineDecision({ deny: ['Shell(rm *)', 'Shell(curl *)'], allow: RULES.allow });
    fc.assert(fc.property(DENIED, fc.constantFrom(...PLACES), fc.constantFrom(...WRITERS), (c, [file, text], write) => {
      expect(deny(write(text(c), file))).not.toBe('allow');
    }), { numRuns: 400 });
  });

  it('a write it does not show is never allowed, before or after one it shows', () => {
    const UNKNOWN = ['cp x', 'mv x', 'ln -sf x', 'install -m 755 x', 'curl -so', 'sed -i s/a/b/', 'dd if=x of=', 'rsync x'];
    fc.assert(fc.property(fc.constantFrom(...UNKNOWN), fc.constantFrom(...PLACES), fc.integer({ min: 0, max: 2 }), (writer, [file], order) => {
      const unknown = writer.endsWith('=') ? `${writer}${file}` : writer === 'curl -so' ? `curl -so ${file} https://example.com/x` : `${writer} ${file}`;
      const known = `echo make > ${file}`;
      const line = order === 0 ? unknown : order === 1 ? `${known}; ${unknown}` : `${unknown}; ${known}`;
      expect(decision(line)).not.toBe('allow');
    }), { numRuns: 400 });
  });
});

describe('autorunPlace', () => {
  // (Its first scan is a cheap test of a piece each pattern needs: it must drop no place.)
  const SEGMENTS = ['.git', 'hooks', 'pre-commit', 'update', 'proc-receive', 'x', '.husky', '_', '.bashrc', '.bashrc.d', '.profile', 'profile.d', 'etc', 'profile',
    'bash.bashrc', '.zshrc', '.kshrc', 'csh.login', '.ssh', 'rc', 'environment', 'fish', 'conf.d', 'config.fish', 'var', 'spool', 'cron', 'crontabs', 'crontab',
    'cron.d', 'cron.daily', 'anacrontab', 'at', '.config', 'systemd', 'user', 'x.service', 'autostart', 'x.desktop', 'Library', 'LaunchAgents', 'Start Menu',
    'Programs', 'Startup', '$PROFILE', 'Microsoft.PowerShell_profile.ps1', '.gitconfig', 'config', 'modules', 'src', 'my-app', '.local', 'share'];
  const PATH = fc.tuple(fc.constantFrom('', '/', '~/', './', 'C:\\'), fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 5 }), fc.constantFrom('/', '\\'), fc.boolean())
    .map(([root, segments, separator, upper]) => { const p = root + segments.join(separator); return upper ? p.toUpperCase() : p; });
  it('answers as its patterns do without the first scan', () => {
    fc.assert(fc.property(PATH, (path) => { expect(autorunPlace(path)).toBe(placeOf(path)); }), { numRuns: 3000 });
  });
  it.each([
    ['.git/hooks/pre-commit', 'shell'], ['.GIT\\HOOKS\\update', 'shell'], ['a/pre-push', 'shell'], ['update', undefined], ['.husky/_/h', 'shell'], ['~/.bashrc', 'shell'],
    ['/etc/profile.d/x.sh', 'shell'], ['/etc/cron.daily/x', 'shell'], ['/var/spool/cron/crontabs/u', 'crontab'], ['/etc/crontab', 'system-crontab'],
    ['~/.config/systemd/user/x.service', 'systemd'], ['~/.config/autostart/x.desktop', 'desktop'], ['~/.zshrc', 'unknown'], ['$PROFILE', 'unknown'],
    ['~/Library/LaunchAgents/x.plist', 'unknown'], ['C:/Users/u/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Startup/x.cmd', 'unknown'],
    ['.git/config', 'unknown'], ['.git/modules/a/b/config', 'unknown'], ['src/config.json', undefined], ['out.txt', undefined],
  ])('%s -> %s', (path, kind) => {
    expect(autorunPlace(path)).toBe(kind);
  });
});
