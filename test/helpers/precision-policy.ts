// The enterprise policy of the precision corpus (test/precision-corpus-*.test.ts): secrets and
// /etc denied, force pushes denied and pushes asked, everything else allowed, a few hosts allowed.
import type { Rules } from './policy.js';

export const PRECISION_POLICY: Rules = {
  deny: ['Read(//etc/shadow)', 'Read(~/.ssh/**)', 'Edit(//etc/**)', 'Read(**/.env)', 'Domain(evil.com)', 'Shell(rm -rf /)', 'Shell(git push --force *)'],
  ask: ['Shell(git push *)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*.npmjs.org)', 'Domain(github.com)', 'Domain(*.github.com)', 'Domain(pypi.org)', 'Domain(files.pythonhosted.org)'],
};
