// How a deny/ask Shell rule reads a command's option spellings (semantics 4.1): a rule's value
// ending in `*` takes the words after it as its raw text does, and the option tables of sed,
// tar and wget (src/shell/command-options.ts). Each row is also checked against the reference.
// (Rows apart from test/shell-rule-matching.test.ts, which is past 400 lines.)
import { describe } from 'vitest';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

describe('a rule whose option value ends in * also takes the words after it, in any order (were allowed)', () => {
  table('deny', [
    ['Shell(curl -o /etc/*)', 'curl -o /etc/x u', 'deny'],
    ['Shell(curl -o /etc/*)', 'curl --output /etc/x u', 'deny'],
    ['Shell(curl -o /etc/*)', 'curl u -o /etc/x', 'deny'],
    ['Shell(curl -o /etc/*)', 'curl -s u --output=/etc/x', 'deny'],
    ['Shell(curl -o /etc/*)', 'curl -o /tmp/x u', 'allow'],
    ['Shell(curl -o /etc/*)', 'curl u', 'allow'],
    // (A missing value is no `*`: `Shell(curl -X)` stays exact.)
    ['Shell(curl -X)', 'curl -X GET u', 'allow'],
  ]);
  // Allow rules read the raw text only: no wider than before.
  table('allow', [
    ['Shell(curl -o /tmp/*)', 'curl -o /tmp/x u', 'allow'],
    ['Shell(curl -o /tmp/*)', 'curl u -o /tmp/x', 'ask'],
    ['Shell(curl -o /tmp/*)', 'curl --output /tmp/x u', 'ask'],
  ]);
});

describe('sed: -i with an attached suffix, --in-place, and the options that take a value (were allowed)', () => {
  table('deny', [
    ['Shell(sed -i *)', 'sed -i s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed -i.bak s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed --in-place s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed --in-place=.bak s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed --in-pl=.bak s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed --i s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed -Ei s/a/b/ f', 'deny'],
    ['Shell(sed -i *)', 'sed -ni.orig p f', 'deny'],
    ['Shell(sed -i *)', 'sed -e s/a/b/ -i f', 'deny'],
    ['Shell(sed -i *)', 'sed --expression=s/a/b/ -i.bak f', 'deny'],
    ['Shell(sed -i *)', "sed -i '' s/a/b/ f", 'deny'],
    ['Shell(sed --in-place *)', 'sed -i.bak s/a/b/ f', 'deny'],
    ['Shell(sed -n *)', 'sed --quiet p f', 'deny'],
    ['Shell(sed -n *)', 'sed --sil p f', 'deny'],
    // A value is not an option: `-e -i` is the script `-i`; `-n` alone edits nothing.
    ['Shell(sed -i *)', 'sed -e -i f', 'allow'],
    ['Shell(sed -i *)', 'sed -n p f', 'allow'],
    ['Shell(sed -i *)', 'sed s/a/b/ f', 'allow'],
    ['Shell(sed -i *)', 'sed -E s/a/b/ f', 'allow'],
    ['Shell(sed -i *)', 'sed --expression=s/i/j/ f', 'allow'],
  ]);
});

describe("tar: long spellings, abbreviations and the old style's first word (were allowed)", () => {
  table('deny', [
    ['Shell(tar -f /etc/*)', 'tar -cf /etc/x y', 'deny'],
    ['Shell(tar -f /etc/*)', 'tar --file=/etc/x -c y', 'deny'],
    ['Shell(tar -f /etc/*)', 'tar --file /etc/x -c y', 'deny'],
    ['Shell(tar -f /etc/*)', 'tar -c y --file /etc/x', 'deny'],
    ['Shell(tar -f /etc/*)', 'tar cvf /etc/x y', 'deny'],
    ['Shell(tar -f /etc/*)', 'tar fc /etc/x y', 'deny'],
    ['Shell(tar -C /etc *)', 'tar cfC a.tar /etc x', 'deny'],
    ['Shell(tar -C /etc *)', 'tar -x --dir=/etc -f a.tar', 'deny'],
    ['Shell(tar -x *)', 'tar --extract -f a.tar', 'deny'],
    ['Shell(tar -x *)', 'tar --ext -f a.tar', 'deny'],
    ['Shell(tar -x *)', 'tar --get -f a.tar', 'deny'],
    ['Shell(tar -x *)', 'tar xzf a.tgz', 'deny'],
    ['Shell(tar -P *)', 'tar --absolute-names -cf a.tar /x', 'deny'],
    // (The command index keys this rule on `/etc`, the word after the old style's values.)
    ['Shell(tar -c /etc *)', 'tar cf a.tar /etc', 'deny'],
    // A rule in the old style reads alike.
    ['Shell(tar xf *)', 'tar -xf a.tar', 'deny'],
    ['Shell(tar xf *)', 'tar --extract --file a.tar', 'deny'],
    ['Shell(tar -f /etc/*)', 'tar cvf /tmp/x /etc/y', 'allow'],
    ['Shell(tar -f /etc/*)', 'tar -cf /tmp/x /etc/y', 'allow'],
    ['Shell(tar -C /etc *)', 'tar cfC a.tar /tmp /etc', 'allow'],
    ['Shell(tar -x *)', 'tar tf a.tar', 'allow'],
    ['Shell(tar -x *)', 'tar -tf x.tar', 'allow'],
    ['Shell(tar -x *)', 'tar cf a.tar x', 'allow'],
  ]);
});

describe('wget: long spellings and abbreviations of its options (were allowed)', () => {
  table('deny', [
    ['Shell(wget -O /etc/*)', 'wget -O /etc/x u', 'deny'],
    ['Shell(wget -O /etc/*)', 'wget --output-document=/etc/x u', 'deny'],
    ['Shell(wget -O /etc/*)', 'wget --output-document /etc/x u', 'deny'],
    ['Shell(wget -O /etc/*)', 'wget --output-d=/etc/x u', 'deny'],
    ['Shell(wget -O /etc/*)', 'wget u -O /etc/x', 'deny'],
    ['Shell(wget -O /etc/*)', 'wget -qO/etc/x u', 'deny'],
    ['Shell(wget -P /etc *)', 'wget --directory-prefix=/etc u', 'deny'],
    ['Shell(wget -P /etc *)', 'wget --dir /etc u', 'deny'],
    ['Shell(wget -i *)', 'wget --input-file=list.txt', 'deny'],
    ['Shell(wget -r *)', 'wget -nv --recursive u', 'deny'],
    ['Shell(wget -O /etc/*)', 'wget -O /tmp/x u', 'allow'],
    ['Shell(wget -O /etc/*)', 'wget --output-file=/etc/log u', 'allow'],
    ['Shell(wget -O /etc/*)', 'wget -o /etc/log u', 'allow'],
    ['Shell(wget -r *)', 'wget -nv u', 'allow'],
  ]);
});
