// Session 44 (m3): everyday lines that asked where an exact reading allows, each restored beside
// rows of the same shape that must still deny or ask.
// - PowerShell's `~` (alone or before `\` or `/`) in Set-Location/Push-Location is the FileSystem
//   provider's home, for -LiteralPath too (PowerShell#21555): `cd ~\proj` is followed as bash's
//   `cd ~/proj` is (directory-change.ts), where it was an unknown location. Only from a known file
//   system directory (after `cd HKCU:\` the provider's home is another), never `~NAME`.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const ALLOW = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];
const DOMAIN_ONLY: Rules = { deny: ['Domain(evil.com)'], allow: ALLOW };

describe("PowerShell's `cd ~\\proj` is the home directory's proj (asked beside Domain rules at the session start)", () => {
  lineTable(DOMAIN_ONLY, [
    ['cd ~\\proj; tar xf x.tar', 'allow'],
    ['cd ~/proj; tar xf x.tar', 'allow'],
    ["cd '~\\proj'; tar xf x.tar", 'allow'],
    ['Set-Location -LiteralPath ~\\proj; Expand-Archive x.zip', 'allow'],
    ['Push-Location ~\\proj; Copy-Item -Recurse src dst', 'allow'],
    ['cd ~\\proj; git clone https://github.com/x/y', 'allow'],
    ['cd ~\\proj; Expand-Archive x.zip -DestinationPath out', 'allow'],
    // (The home directory itself, a dot directory in it, a way back up to it.)
    ['cd ~; tar xf x.tar', 'ask'],
    ['cd ~\\; tar xf x.tar', 'ask'],
    ['cd ~\\.config; tar xf x.tar', 'ask'],
    ['cd ~\\proj\\..; tar xf x.tar', 'ask'],
    ['cd ~\\proj; cd ..; tar xf x.tar', 'ask'],
    ['cd ~\\proj\\..\\.ssh; tar xf x.tar', 'ask'],
    // (Not the home: `~NAME`, a wildcard, after a location the flow cannot tell or another provider's.)
    ['cd ~proj; tar xf x.tar', 'ask'],
    ['cd ~\\*; tar xf x.tar', 'ask'],
    ['cd HKCU:\\; cd ~\\proj; tar xf x.tar', 'ask'],
    ['cd $env:X; cd ~\\proj; tar xf x.tar', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});
