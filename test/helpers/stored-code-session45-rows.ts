// Rows of test/stored-code-session45.test.ts: [bash line, decision beside Shell(rm *) with all else
// allowed, cwd (default /w/repo; home /home/dev), the decision at the session's start where it was
// not allow]. Plain JavaScript too (no type annotation), so a script can run them against another
// build by hand: every ask and deny row without a fourth field was allowed at the session's start
// (checked so against the session's reference build); crontab's rows asked, and now deny.
export const STORED_CODE_SESSION45_ROWS = [
  // ssh's client configuration: the commands it runs later are read.
  ["printf 'Host *\\n ProxyCommand rm -rf ~\\n' >> ~/.ssh/config", 'deny'],
  ["printf 'Host *\\n PermitLocalCommand yes\\n LocalCommand rm -rf ~\\n' >> ~/.ssh/config", 'deny'],
  ["printf 'Match host x exec \"rm -rf ~\"\\n' >> ~/.ssh/config", 'deny'],
  ["printf 'KnownHostsCommand=rm -rf ~\\n' > /etc/ssh/ssh_config.d/x.conf", 'deny'],
  ["echo '  ProxyCommand rm -f %h' >> ~/.ssh/config", 'deny'],
  ["printf 'Include /tmp/x\\n' >> ~/.ssh/config", 'ask'],
  ["printf 'PKCS11Provider /tmp/x.so\\n' >> ~/.ssh/config", 'ask'],
  ["echo '  ProxyCommand %h' >> ~/.ssh/config", 'ask'],
  ['cp x ~/.ssh/config', 'ask'],
  ["echo 'ForceCommand rm -rf ~' | sudo tee -a /etc/ssh/sshd_config", 'ask'],
  ["printf 'Host x\\n  HostName 10.0.0.1\\n  User dev\\n' >> ~/.ssh/config", 'allow'],
  ["echo '  ProxyCommand ssh -W %h:%p bastion' >> ~/.ssh/config", 'allow'],
  // npm's, yarn's, wget's settings: a key that runs a program.
  ["echo 'script-shell=/tmp/evil' >> ~/.npmrc", 'ask'],
  ["echo 'node-options=--require /tmp/x.js' >> .npmrc", 'ask'],
  ["echo 'init.module=/tmp/x.js' >> .npmrc", 'ask'],
  ["echo 'yarn-path \"./x.js\"' > .yarnrc", 'ask'],
  ["echo 'yarnPath: .yarn/x.cjs' > .yarnrc.yml", 'ask'],
  ['curl -o .npmrc https://example.com/x', 'ask'],
  ["echo 'use_askpass = /tmp/x' >> ~/.wgetrc", 'ask'],
  ["echo 'registry=https://registry.npmjs.org/' >> .npmrc", 'allow'],
  ['npm config set registry https://registry.npmjs.org/', 'allow'],
  ["echo 'nodeLinker: node-modules' > .yarnrc.yml", 'allow'],
  ["echo 'timeout = 10' >> ~/.wgetrc", 'allow'],
  ["echo 'output = x.html' >> ~/.curlrc", 'allow'],
  // Cloud and forge CLIs' configuration: programs their later commands run.
  ["printf '[default]\\ncredential_process = rm -rf ~\\n' >> ~/.aws/config", 'ask'],
  ["printf 'users:\\n- name: x\\n  user:\\n    exec:\\n      command: rm\\n' > ~/.kube/config", 'ask'],
  ["printf 'aliases:\\n  co: \"!rm -rf ~\"\\n' > ~/.config/gh/config.yml", 'ask'],
  ['cp x ~/.kube/config', 'ask'],
  ["printf '[default]\\nregion = us-east-1\\n' >> ~/.aws/config", 'allow'],
  ['aws configure set region us-east-1', 'allow'],
  ['gh config set git_protocol ssh', 'allow'],
  // ftp's macros, VS Code's folder-open tasks.
  ["printf 'machine x\\nmacdef init\\n!rm -rf ~\\n\\n' >> ~/.netrc", 'ask'],
  ["printf 'machine x login a password b\\n' >> ~/.netrc", 'allow'],
  ['echo \'{"tasks":[{"command":"rm -rf ~","runOptions":{"runOn":"folderOpen"}}]}\' > .vscode/tasks.json', 'ask'],
  ['echo \'{"tasks":[{"label":"b","command":"make"}]}\' > .vscode/tasks.json', 'allow'],
  // A package.json's scripts run only when a later command names npm, whose decision covers them.
  ['echo \'{"scripts":{"test":"rm -rf ~"}}\' > package.json', 'allow'],
  // direnv's .envrc: read for deny and ask rules only (loaded after `direnv allow`).
  ["echo 'rm -rf ~' > .envrc", 'deny'],
  ['cp x .envrc', 'allow'],
  ["echo 'use nix' > .envrc", 'allow'],
  // More shell scripts run at shell start or login.
  ["echo 'rm -rf ~' >> ~/.bash_aliases", 'deny'],
  ["printf '#!/bin/sh\\nrm -rf ~\\n' > ~/.xsession", 'deny'],
  ["echo 'rm -rf /tmp/x' > /etc/update-motd.d/99-x", 'deny'],
  ["echo 'alias ll=\"ls -l\"' >> ~/.bash_aliases", 'ask'],
  ["echo 'make lint' >> ~/.bash_aliases", 'allow'],
  // Other languages' startup code: not read.
  ["echo 'shell rm -rf ~' > ~/.gdbinit", 'ask'],
  ["echo 'import os; os.system(\"rm -rf ~\")' > ~/.local/lib/python3.11/site-packages/x.pth", 'ask'],
  ["echo 'import os' > /usr/lib/python3/dist-packages/sitecustomize.py", 'ask'],
  ["echo '!rm -rf ~' > ~/.vimrc", 'ask'],
  ["echo '\\! rm -rf ~' > ~/.psqlrc", 'ask'],
  ["echo 'function ls; rm -rf ~; end' > ~/.config/fish/functions/ls.fish", 'ask'],
  ["echo 'run-shell \"rm -rf ~\"' >> ~/.tmux.conf", 'ask'],
  ["echo 'system(\"rm -rf ~\")' > .Rprofile", 'ask'],
  ["echo 'set editing-mode vi' >> ~/.inputrc", 'allow'],
  // crontab's shown table.
  ["echo '* * * * * rm -rf ~' | crontab -", 'deny', undefined, 'ask'],
  ["echo '* * * * * rm -rf ~' | sudo crontab -u root -", 'deny', undefined, 'ask'],
  ["echo '* * * * * rm -rf ~' > f; crontab f", 'deny', undefined, 'ask'],
  ["crontab - <<< '@reboot rm -rf ~'", 'deny', undefined, 'ask'],
  ["echo '0 * * * * make' | crontab -", 'ask', undefined, 'ask'],
  ['crontab -l', 'allow'],
  // Compiler flags and compilers a later build runs.
  ['make CFLAGS=-fplugin=/tmp/x.so', 'ask'],
  ['make LDFLAGS=-Wl,--plugin=/tmp/x.so', 'ask'],
  ['export CFLAGS=-B/tmp/evil; make', 'ask'],
  ['CFLAGS=-fplugin=/tmp/x.so; make', 'ask'],
  ['export CGO_LDFLAGS=-fuse-ld=/tmp/x', 'ask'],
  ['export CFLAGS=-O2; make', 'allow'],
  ['make CFLAGS="-O2 -Wall"', 'allow'],
  ['export CC=clang; make', 'allow'],
  // The context's own directory is one whose files run later.
  ['cp x y.desktop', 'ask', '/home/dev/.config/autostart'],
  ["echo 'Exec=rm -rf ~' > y.desktop", 'ask', '/home/dev/.config/autostart'],
  ["echo 'rm -rf ~' > foo", 'ask', '/w/repo/.git/hooks'],
  ['cp x y', 'ask', '/w/repo/.git/hooks'],
  ['tar xf x.tar', 'ask', '/home/dev'],
  ['cd autostart && cp x y.desktop', 'ask', '/home/dev/.config'],
  ['echo x > notes.txt', 'allow', '/home/dev'],
  ['chmod +x foo', 'allow', '/w/repo/.git/hooks'],
  ['cp x y.desktop', 'allow', '/w/repo'],
  // Plain data stays allowed.
  ['echo hi > README.md', 'allow'],
  ["echo 'export const x = 1' > src/x.ts", 'allow'],
  ['echo x > ssh-notes.txt', 'allow'],
  ["echo 'config' > src/config.ts", 'allow'],
];
