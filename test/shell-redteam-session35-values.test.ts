// Session 35's wrong allows where a line gives a program the analysis does not know words or
// values it may open or run (src/shell/given-values.ts, line-values.ts, moved-words.ts): each ask
// row was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('an unknown program\'s plain words where the line may be in another directory (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && mytool passwd', 'ask'],
    ['pushd /etc; mytool passwd', 'ask'],
    ['cd /etc; mytool passwd', 'ask'],
    ['cd /etc && mytool --in=passwd', 'ask'],
    ['cd /etc && python3 /w/x.py passwd', 'ask'],
    ['cd /etc; cd /tmp; cd -; mytool passwd', 'ask'],
    ['cd "$D" && mytool passwd', 'ask'],
    ['CDPATH=/etc cd ssh; mytool ssh_config', 'ask'],
    ['HOME=/etc cd; mytool passwd', 'ask'],
    ['f() { mytool passwd; }; cd /etc; f', 'ask'],
    ['trap "mytool passwd" EXIT; cd /etc', 'ask'],
    ['X=passwd; cd /etc && mytool $X', 'ask'],
    // Precision: no rule names the words there, or the line did not move.
    ['cd /tmp && mytool build', 'allow'],
    ['cd /tmp; mytool build --out=dist', 'allow'],
    ['mytool passwd', 'allow'],
    ['mytool --in=passwd', 'allow'],
    ['f() { mytool build; }; f', 'allow'],
    ['X=build; cd /tmp && mytool $X', 'allow'],
    ['cd /etc && echo passwd', 'allow'],
  ]);
});
