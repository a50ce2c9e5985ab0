// Words of commands no table knows, found by a red team: the safety net (possible-paths.ts,
// url-words.ts urlsOfUnknownCommand) skipped words holding a glob or an expansion, so a
// host or path a deny rule names was allowed. Rows pin each hole closed; ordinary lines stay
// allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const DENY_EVIL_ETC = { deny: ['Domain(evil.com)', 'Read(//etc/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
const LINUX_PWSH = REPO_LINUX;

describe('the net reads the known start of a word with a glob or an expansion', () => {
  lineTable(DENY_EVIL_ETC, [
    // A URL whose authority is known before the glob or expansion: that host.
    ['xyz http://evil.com/?a', 'deny'],
    ['xyz "http://evil.com/$p"', 'deny'],
    ['xyz "https://evil.com/x?q=$(date)"', 'deny'],
    // An authority with an unknown part: any host (asks where Domain deny or ask rules exist).
    ['xyz "http://$h/x"', 'ask'],
    ['xyz http://ev*l.com/', 'ask'],
    ['xyz "https://evil.com$x"', 'ask'],
    ['xyz "http://evil.co$m/"', 'ask'],
    ['xyz ${s}://evil.com/', 'ask'],
    // (A bucket names no host: `s3://$B` is reached through the store's endpoint.)
    ['xyz "s3://$B/key"', 'allow'],
    ['aws s3 ls "s3://$B/k"', 'allow'],
    ['xyz "gs://${B}/k"', 'allow'],
    // A path whose leading directory is known: a glob of its shape, or that directory and all below it.
    ['xyz /etc/pass*', 'ask'],
    ['xyz /etc/$f', 'ask'],
    ['xyz /et?/passwd', 'ask'],
    ['xyz --out=/etc/$x', 'ask'],
    ['xyz -o/etc/$x', 'ask'],
    ['xyz conf=/etc/$x', 'ask'],
    ['xyz /$d/passwd', 'ask'],
    ['xyz file:///etc/$x', 'ask'],
    // Ordinary lines: no rule below what the word may name.
    ['xyz build/*.o', 'allow'],
    ['xyz *.o', 'allow'],
    ['mytool --out=dist/$NAME', 'allow'],
    ['xyz "http://ok.com/$p"', 'allow'],
    ['xyz http://ok.com/?a', 'allow'],
    ['xyz http://[::1]/?a', 'allow'],
    ['xyz "$u" $f', 'allow'],
    ['xyz -x*', 'allow'],
    ['npm test', 'allow'],
    ['git status', 'allow'],
  ]);
  lineTable(DENY_EVIL_ETC, [
    ['Get-Foo -Uri http://evil.com/?a', 'deny'],
    ['Get-Foo -Uri "http://evil.com/$p"', 'deny'],
    ['Get-Foo -Uri "http://$h/x"', 'ask'],
    ['xyz /etc/pass*', 'ask'],
    ['xyz /etc/$f', 'ask'],
    ['xyz dist/$n', 'allow'],
    ['Get-Foo -Uri "http://ok.com/$p"', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', LINUX_PWSH);
});

describe('browsers given a bare host open http://HOST when no such file exists (Chromium, Firefox, IE, Safari)', () => {
  lineTable(DENY_EVIL_ETC, [
    ['chrome evil.com', 'deny'],
    ['google-chrome evil.com', 'deny'],
    ['chromium evil.com/x', 'deny'],
    ['firefox evil.com', 'deny'],
    ['firefox --new-tab evil.com', 'deny'],
    ['firefox-esr evil.com', 'deny'],
    ['iexplore evil.com', 'deny'],
    ['safari evil.com', 'deny'],
    ['opera evil.com', 'deny'],
    ['firefox file:///etc/passwd', 'deny'],
    ['firefox /etc/passwd', 'deny'],
    ['chrome "$u"', 'ask'],
    ['chrome index.html', 'allow'],
    ['chrome ./report.html', 'allow'],
    ['firefox https://ok.com/', 'allow'],
  ]);
  lineTable(DENY_EVIL_ETC, [
    ['msedge.exe evil.com', 'deny'],
    ['firefox.exe evil.com', 'deny'],
    ['iexplore.exe evil.com', 'deny'],
    ['Start-Process msedge evil.com', 'deny'],
    ['msedge index.html', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(DENY_EVIL_ETC, [
    // (open hands its operands to the program their type is associated with: it asks already.)
    ['open -a Safari evil.com', 'ask'],
  ], 'shell', { ...REPO_LINUX, platform: 'darwin' });
});
