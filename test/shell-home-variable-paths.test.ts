// `$HOME` in a word of a program the analysis does not read (possible-paths.ts homeVariablePaths):
// read as `~` is, so `mytool $HOME/.ssh/id_rsa` asks beside Read(~/.ssh/**) as `mytool ~/.ssh/id_rsa`
// did (it was allowed: an expansion's value is not followed, and $HOME was one like any other).
// PowerShell's `$HOME`, `$env:HOME`, `$env:USERPROFILE` likewise, any case, `\` a separator too.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const HOME_SECRETS: Rules = { deny: ['Read(~/.ssh/**)', 'Read(**/.env)'], allow: ['Shell(mytool *)', 'Read(/**)', 'Edit(/**)'] };

describe('$HOME in an unknown program\'s words (were allowed)', () => {
  lineTable(HOME_SECRETS, [
    ['mytool $HOME/.ssh/id_rsa', 'ask'],
    ['mytool "$HOME/.ssh/id_rsa"', 'ask'],
    ['mytool ${HOME}/.ssh/id_rsa', 'ask'],
    ['mytool "${HOME}/.ssh/id_rsa"', 'ask'],
    ['mytool --key=$HOME/.ssh/id_rsa', 'ask'],
    ['mytool --key="$HOME/.ssh/id_rsa"', 'ask'],
    ['mytool PATH=a:$HOME/.ssh/id_rsa', 'ask'],
    ['mytool $HOME/.ssh/$K', 'ask'],
    ['mytool $HOME/w/.env', 'ask'],
    ['HOME=/tmp mytool $HOME/.ssh/id_rsa', 'ask'],
    // Precision: other files below home, home itself, other variables.
    ['mytool $HOME/src/a.ts', 'allow'],
    ['mytool "$HOME"', 'allow'],
    ['mytool $HOMEDIR/.ssh/id_rsa', 'allow'],
    ['mytool ${HOME}x/.ssh/id_rsa', 'allow'],
    // (Session 44, v5: a literal `$HOME/…` an unknown program is given may be expanded by a shell it hands it to.)
    ["mytool '$HOME/.ssh/id_rsa'", 'ask'],
  ]);
});

const PWSH_ROWS: [string, 'ask' | 'allow'][] = [
  ['mytool $HOME/.ssh/id_rsa', 'ask'],
  ['mytool "$HOME\\.ssh\\id_rsa"', 'ask'],
  ['mytool $env:USERPROFILE\\.ssh\\id_rsa', 'ask'],
  ['mytool ${env:HOME}/.ssh/id_rsa', 'ask'],
  ['mytool $Home/.ssh/$k', 'ask'],
  ['mytool --key=$HOME/.ssh/id_rsa', 'ask'],
  // Precision: other files below home, other variables, a literal.
  ['mytool $HOME/src/a.ts', 'allow'],
  ['mytool $HOMEDIR/.ssh/id_rsa', 'allow'],
  ["mytool '$HOME/.ssh/id_rsa'", 'allow'],
];

describe('PowerShell\'s home variables in an unknown program\'s words, win32 (were allowed)', () => {
  lineTable(HOME_SECRETS, PWSH_ROWS, 'pwsh', REPO_WINDOWS);
});

describe('PowerShell\'s home variables in an unknown program\'s words, linux (were allowed)', () => {
  lineTable(HOME_SECRETS, PWSH_ROWS, 'pwsh', REPO_LINUX);
});
