// A text the line gives a program that may take its words as arguments (piped, a here-string or a
// here-document): its URLs are hosts it may reach, as its plain host words already were (h14 found
// these allowed beside Domain(evil.com) while `mytool https://evil.com/x` denied and
// `echo evil.com | mytool` asked). Possible parts: a Domain deny rule asks.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';

const RULES = { deny: ['Domain(evil.com)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

describe('URLs in a text given to a program (given-values.ts textParts)', () => {
  lineTable(RULES, [
    ['echo https://evil.com/x | mytool', 'ask'],
    ['echo https://evil.com/x | xargs mytool', 'ask'],
    ['mytool <<< "https://evil.com/x"', 'ask'],
    ['cat <<E | mytool\nhttps://evil.com\nE', 'ask'],
    ['printf "https://evil.com\\n" | mytool', 'ask'],
    ['echo "see https://evil.com/x" | mytool', 'ask'],
    ['echo https:evil.com | mytool', 'ask'],
    ['echo HTTPS://EVIL.COM | mytool', 'ask'],
    // (Precision: another host; a text tool that fetches nothing.)
    ['echo https://good.com/x | mytool', 'allow'],
    ['echo https://good.com/x | xargs mytool', 'allow'],
    ['echo https://evil.com/x | grep x', 'allow'],
  ]);
});

describe('a redirect to ~/… where the line may assign HOME must still be allowed (decide.ts checkShellPath)', () => {
  // (No Edit rule allows ~/y or ~/.bashrc here; the redirect was unchecked by the allow rules once
  // the line might assign HOME: found merging d1, whose stored `export PATH=$PATH:~/bin` did so.)
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }, [
    ['export FOO=$BAR; echo hi >> ~/y', 'ask'],
    ['local FOO=$BAR; echo hi > ~/y', 'ask'],
    ['echo \'export PATH=$PATH:~/bin\' >> ~/.bashrc', 'ask'],
    ['export FOO=bar; echo hi >> ~/y', 'ask'],
    // (A file argument is checked by deny and ask rules only, as before.)
    ['export FOO=$BAR; cat ~/y', 'allow'],
  ]);
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(//**)'] }, [
    ['export FOO=bar; echo hi >> ~/y', 'allow'],
  ]);
});
