// Bash lines a red-team pass found allowed beside the Read/Edit deny rules they meet (session 27):
// each row's line reads or writes a file under /etc, ~/.ssh or a `.env`. Rows are also checked
// against the reference evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)', 'Read(**/.env)', 'Edit(**/.env)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

const rows = (list: LineRow[]): void => lineTable(RULES, list);

// `--reference=FILE` attached was read as an unknown option that gives the mode: FILE was skipped.
describe('chmod/chown/chgrp --reference=FILE reads FILE (were allowed)', () => {
  rows([
    ['chmod --reference=/etc/shadow a', 'deny'], ['chown --reference=/etc/x a', 'deny'], ['chgrp --reference=.env a', 'deny'],
    ['chown --ref=/etc/x a', 'deny'], ['chgrp --reference /etc/x a', 'deny'],
    // Precision: a reference elsewhere; an ordinary mode.
    ['chmod --reference=a b', 'allow'], ['chmod 644 a', 'allow'], ['chown dev: a', 'allow'],
  ]);
});

// setfacl's own reader skipped every word starting with `-` but `-M FILE` written apart: an
// attached `-M/etc/x` and `--restore=DUMP` (which sets the ACLs of the files DUMP names) were not read.
describe('setfacl -MFILE, -XFILE, --restore=DUMP (were allowed)', () => {
  rows([
    ['setfacl -M/etc/acl a', 'deny'], ['setfacl -X~/.ssh/acl a', 'deny'], ['setfacl --modify-file=.env a', 'deny'],
    ['setfacl --restore=/etc/acl', 'deny'], ['setfacl --restore=acl.txt', 'ask'], ['setfacl --restore acl.txt', 'ask'],
    ['setfacl -m u:dev:r /etc/x', 'deny'], ['setfacl -Rm u:dev:r ~/.ssh', 'deny'],
    // Precision: ACL entries and files elsewhere; `-M -` reads standard input.
    ['setfacl -m u:dev:rw a', 'allow'], ['setfacl -M acl.txt a', 'allow'], ['setfacl -x u:dev a b', 'allow'], ['setfacl -b a', 'allow'],
    ['setfacl -M - a', 'allow'],
  ]);
});

// jq's modules and yq's load operators open files the program names; a program from a file may
// too (as awk -f and sed -f, which ask); mikefarah's yq -s writes a file per document.
describe("jq import/include, yq load(), programs from files, yq -s (were allowed)", () => {
  rows([
    ["jq 'include \"/etc/x\"; .' a.json", 'ask'], ["jq -n 'import \"passwd\" as $p {search: \"/etc\"}; $p'", 'ask'],
    ["jq 'import \"m\" as m; m::f' a.json", 'ask'], ["jq -n '\"x\" | modulemeta'", 'ask'], ["gojq 'include \"/etc/x\"; .' a.json", 'ask'],
    ['jq -f prog.jq a.json', 'ask'], ['jq -rf prog.jq a.json', 'ask'], ['jq --from-file prog.jq a.json', 'ask'],
    ["yq 'load(\"/etc/x\")' a.yml", 'ask'], ["yq '.a = load_str(\"../.env\")' a.yml", 'ask'], ["yq -n 'load_xml (\"~/.ssh/x\")'", 'ask'],
    ["yq -s '.name' a.yml", 'ask'], ["yq --split-exp='.name' a.yml", 'ask'], ["xq 'include \"x\"; .' a.xml", 'ask'],
    ['jq . /etc/x', 'deny'], ['jq -L /etc . a.json', 'deny'],
    // Precision: ordinary programs, yq's attached output format, a file named like a keyword.
    ["jq -r '.[] | .name' a.json", 'allow'], ["jq -n '$ENV.HOME'", 'allow'], ['jq . import.json', 'allow'], ["jq '.include' a.json", 'allow'],
    ['yq -ojson . a.yml', 'allow'], ["yq -i '.a = 1' a.yml", 'allow'], ["yq e '.a' a.yml", 'allow'], ["jq --slurp . a.json", 'allow'],
  ]);
});

// scp's and rsync's `HOST:PATH` is read as another machine's; a loopback HOST is this one.
describe('scp/rsync localhost:PATH is a local path (were allowed)', () => {
  rows([
    ['scp localhost:/etc/shadow a', 'deny'], ['rsync a 127.0.0.1:/etc/x', 'deny'], ['scp dev@localhost:/etc/x a', 'deny'],
    ['scp localhost:.ssh/id_rsa a', 'deny'], ['rsync -a localhost:~/.ssh/ b', 'deny'], ['scp a localhost:/w/repo/.env', 'deny'], ['scp a [::1]:/etc/x', 'ask'],
    ['scp root@localhost:.ssh/id_rsa a', 'ask'], ['rsync localhost::etc/x a', 'ask'], ['scp localhost:~root/.ssh/x a', 'ask'],
    // Precision: another host's paths; a loopback path elsewhere.
    ['scp host:/etc/x a', 'allow'], ['rsync a host:/srv/app', 'allow'], ['scp localhost:/w/repo/a b', 'allow'],
  ]);
});
