// Session 43's red team on bash (r27): wrong allows session 42 left open and more of their kinds
// (a tree or settings file written relative to the context's own directory, extractors and
// downloaders that name their outputs from data the line does not show, a word that is a whole
// command line, stderr routes into a file read later, texts joined from pieces). Each deny or ask
// row was allowed on the session's starting build (checked by a script against it); the allow
// rows keep the readings precise.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const at = (cwd: string): DecisionContext => Object.freeze({ cwd, workspace: ['/w'], home: '/home/u', platform: 'linux' as const });
const IN_W = at('/w');
const IN_HOME = at('/home/u');
/** The brief's policy. */
const BRIEF: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};
/** Only /etc and a Domain rule: a home write matters by the settings files it may drop (~/.bashrc, ~/.curlrc). */
const ETC_DOMAIN: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a relative write where the line starts: the context\'s directory is home or holds settings (moved-tree-writes.ts atStart)', () => {
  lineTable(ETC_DOMAIN, [
    ['tar xf x.tar', 'ask'],
    ['unzip x.zip', 'ask'],
    ['cp -r /w/dot/. .', 'ask'],
    ['git clone https://x/y .', 'ask'],
    // Precision: a tree below a plain directory.
    ['tar xf x.tar -C build', 'allow'],
    ['git clone https://x/y', 'allow'],
    ['cp x y', 'allow'],
  ], 'shell', IN_HOME);
  lineTable(ETC_DOMAIN, [['tar xf x.tar', 'ask']], 'shell', at('/home'));
  lineTable(ETC_DOMAIN, [['tar xf x.tar', 'ask']], 'shell', at('/home/u/.config'));
  lineTable(ETC_DOMAIN, [
    ['cp /w/x config', 'ask'],
    ['curl -O https://x.com/config', 'ask'],
    // Precision: a file of no settings file's name.
    ['curl -O https://x.com/a', 'allow'],
  ], 'shell', at('/home/u/.ssh'));
  // A home that is not /home/NAME.
  lineTable(ETC_DOMAIN, [['tar xf x.tar', 'ask']], 'shell', Object.freeze({ cwd: '/srv/me', workspace: ['/w'], home: '/srv/me', platform: 'linux' as const }));
  lineTable(ETC_DOMAIN, [
    // Precision: the workspace holds no settings files.
    ['tar xf x.tar', 'allow'],
    ['cp x config', 'allow'],
    ['cp -r /w/dot/. .', 'allow'],
  ], 'shell', IN_W);
});
