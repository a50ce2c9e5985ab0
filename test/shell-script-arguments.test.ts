// Files read by interpreters, dd and openssl (src/shell/script-arguments.ts; reference E.11):
// `bash /etc/shadow` shows the file's first line in its error, `dd if=` and `openssl -in` read.
// And paths through the links the kernel keeps under /proc (src/decide/parts.ts procAlias).
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { expectDecision } from './helpers/policy.js';

function refs(line: string): string[] {
  return analyzeShell(line).paths.map((p) => `${p.op}:${p.dynamic ? '?' : ''}${p.path}`);
}

describe('what they read and write', () => {
  it.each([
    ['dd if=/etc/shadow of=/tmp/x bs=1', ['read:/etc/shadow', 'edit:/tmp/x']],
    ['dd $X', ['read:?$X', 'edit:?$X']],
    ['openssl enc -in /etc/shadow -out x.enc -aes256', ['read:/etc/shadow', 'edit:x.enc']],
    ['openssl dgst -sha256 /etc/shadow', ['read:/etc/shadow']],
    ['openssl req -verify -in csr.pem', ['read:csr.pem']],
    ['openssl rsa -passin file:pw.txt -in k.pem', ['read:pw.txt', 'read:k.pem']],
    ['openssl rsa -passin pass:x -in k.pem', ['read:k.pem']],
    // (OpenSSL 3 takes `-in=FILE` and `--in FILE`: was no read at all.)
    ['openssl enc -base64 -in=/etc/shadow', ['read:/etc/shadow']],
    ['openssl enc --in /etc/shadow --out=x.enc', ['read:/etc/shadow', 'edit:x.enc']],
    ['openssl rsa -passin=file:pw.txt -out=/etc/x', ['read:pw.txt', 'edit:/etc/x']],
    ['python3 /etc/shadow', ['read:/etc/shadow']],
    ['python3 -W ignore s.py a', ['read:s.py']],
    ['python3 -c "print(1)"', []],
    // (It serves the working directory, or -d DIR, to the network: read whole.)
    ['python3 -m http.server', ['read:.']],
    ['python3 -m http.server -d /etc 8000', ['read:/etc']],
    ['python3 -m pytest', []],
    ['python3 -- -weird.py', ['read:-weird.py']],
    ['python3 $S', ['read:?$S']],
    ['node /etc/shadow', ['read:/etc/shadow']],
    ['node -e 1 x', []],
    ['node -r dotenv/config app.js', ['read:app.js']],
    ['bash /etc/shadow', ['read:/etc/shadow']],
    ['bash -x s.sh', ['read:s.sh']],
    ['bash -o pipefail s.sh', ['read:s.sh']],
    ['perl -e 1', []],
    ['perl s.pl', ['read:s.pl']],
    ['ruby -I lib s.rb', ['read:lib', 'read:s.rb']],
    ['php -f s.php', ['read:s.php']],
    ['php s.php', ['read:s.php']],
    ['perl -pi -e 1 /etc/passwd', ['read:/etc/passwd', 'edit:/etc/passwd']],
    ['perl -ne print a b', ['read:a', 'read:b']],
    ['perl -e 1', []],
    ['ruby -i -pe 1 f', ['read:f', 'edit:f']],
    // Code that switches on in-place editing itself edits its operands, as -i does (hunt 5 F6: was read only).
    ['perl -ne \'BEGIN{$^I=""} print "x"\' Makefile', ['read:Makefile', 'edit:Makefile', 'edit:?Makefile*']],
    ['perl -pe \'BEGIN{$^I=q()} s/a/b/\' Makefile', ['read:Makefile', 'edit:Makefile', 'edit:?Makefile*']],
    ['perl -pe \'BEGIN{${^I}=""}\' f', ['read:f', 'edit:f', 'edit:?f*']],
    ['perl -MEnglish -pe \'BEGIN{$INPLACE_EDIT=""}\' f', ['read:f', 'edit:f', 'edit:?f*']],
    ['perl -pe \'BEGIN{${"\\cI"}=""}\' f', ['read:f', 'edit:f', 'edit:?f*']],
    ['perl -e \'$^I=".bak"; while (<>) { print }\' f', ['edit:.bak', 'read:f', 'edit:f', 'edit:?f*']],
    ['ruby -ne \'BEGIN{$-i=""}; print "x"\' Makefile', ['read:Makefile', 'edit:Makefile', 'edit:?Makefile*']],
    ['ruby -pe \'BEGIN{ARGF.inplace_mode=""}\' Makefile', ['read:Makefile', 'edit:Makefile', 'edit:?Makefile*']],
    ['perl -ne \'print if /^Include/\' Makefile', ['read:Makefile']],
    ['perl -ne \'print "${x}y"\' f', ['read:f']],
    ['ruby -ne \'print if $_ =~ /-i/\' f', ['read:f']],
    ['sort -o /etc/passwd x', ['edit:/etc/passwd', 'read:x']],
    ['sort -nk2 a b', ['read:a', 'read:b']],
    ['sort --output=o.txt in', ['edit:o.txt', 'read:in']],
    ['sort $X', ['read:?$X', 'edit:?$X']],
    ['patch /etc/passwd p.diff', ['read:p.diff', 'edit:/etc/passwd', 'edit:?/etc/passwd*']],
    ['patch -p1 < x.diff', ['read:x.diff', 'edit:?']],
    ['patch -p1 -i x.diff', ['read:x.diff', 'edit:?']],
    ['patch -o out.txt a p.diff', ['edit:out.txt', 'edit:?out.txt*', 'read:p.diff', 'read:a']],
    ['split x /etc/passwd', ['read:x', 'edit:/etc']],
    ['chattr -i /etc/passwd', ['edit:/etc/passwd']],
    ['setfacl -m u:a:rw /etc/passwd', ['edit:/etc/passwd']],
    ['setfacl -R -M acl.txt dir', ['read:acl.txt', 'edit:dir']],
  ])('%s', (line, expected) => {
    expect(refs(line)).toEqual(expected);
  });
});

describe('decisions (engine and reference evaluator)', () => {
  const rules = { deny: ['Read(//etc/shadow)', 'Edit(//etc/passwd)'], allow: ['Shell'] };
  it.each([
    ['bash /etc/shadow', 'deny'],
    ['python3 /etc/shadow', 'deny'],
    ['dd if=/etc/shadow of=/tmp/x', 'deny'],
    ['dd if=/tmp/x of=/etc/passwd', 'deny'],
    ['openssl enc -in /etc/shadow -out /tmp/x -aes256', 'deny'],
    ['openssl dgst -sha256 /etc/shadow', 'deny'],
    ['openssl x509 -in=/etc/shadow', 'deny'], ['openssl enc -in=a.txt -out=/etc/passwd', 'deny'], ['openssl x509 -in=c.pem -noout', 'allow'],
    ['python3 script.py', 'allow'],
    ['dd if=/dev/zero of=/tmp/x bs=1M count=1', 'allow'],
    ['perl -pi -e 1 /etc/passwd', 'deny'],
    ['perl -pe \'BEGIN{$^I=""} s/a/b/\' /etc/passwd', 'deny'],
    ['ruby -pe \'BEGIN{ARGF.inplace_mode=""}\' /etc/passwd', 'deny'],
    ['perl -ne \'print if /root/\' /etc/passwd', 'allow'],
    ['sort -o /etc/passwd x', 'deny'],
    ['patch /etc/passwd p.diff', 'deny'],
    ['patch -p1 < x.diff', 'ask'],
    ['chattr -i /etc/passwd', 'deny'],
    ['setfacl -m u:a:rw /etc/passwd', 'deny'],
    ['split x /etc/pass', 'ask'],
    ['sort -o out.txt in.txt', 'allow'],
    // A glob or an expansion before `--` may be `--compress-program=sh`, which runs the data (hunt 2, F7).
    ['sort *', 'ask'], ['sort x *.txt', 'ask'], ['sort -o *', 'ask'], ['sort "$F" big', 'ask'],
    ['sort -- *', 'allow'], ['sort src/*.txt', 'allow'], ['sort -k2 -t, a.csv', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });
});

// Review p6 F1-F5, F17: each interpreter's options read as it reads them (src/shell/interpreter-options.ts,
// node-options.ts, python-modules.ts); each line checked against the real interpreter.
describe('interpreter options: what they read and write', () => {
  it.each([
    // (-X and -W take the rest of the word: -Xm is not -m, -Ximporttime not -i -m.)
    ['python3 -Ximporttime /etc/x.py', ['read:/etc/x.py']],
    ['python3 -Wmodule s.py', ['read:s.py']],
    ['python3 --check-hash-based-pycs always s.py', ['read:s.py']],
    ['python3 -X pycache_prefix=/etc/pc s.py', ['edit:/etc/pc', 'read:s.py']],
    ['perl -x /etc/x.pl', ['read:/etc/x.pl']],
    ['perl -I /tmp /etc/x.pl', ['read:/tmp', 'read:/etc/x.pl']],
    // (-ie is the backup suffix `e`: the next word is the script, the files after it edited.)
    ['perl -pie s/a/b/ f', ['read:s/a/b/', 'read:f', 'edit:f', 'edit:fe']],
    ['perl -l0ne 1 f', ['read:f']],
    ['ruby -r ./r.rb -e 1', ['read:./r.rb']],
    ['ruby -r/etc/x.rb s.rb', ['read:/etc/x.rb', 'read:s.rb']],
    ['ruby -rjson s.rb', ['read:s.rb']],
    ['ruby -C /etc x.rb', ['read:x.rb', 'read:/etc/x.rb']],
    ['php -- s.php', []],
    ['php -r 1 s.php', []],
    ['php -d auto_prepend_file=/etc/x s.php', ['read:/etc/x', 'read:s.php']],
    ['php -d error_log=/etc/log s.php', ['edit:/etc/log', 'read:s.php']],
    ['php -d memory_limit=-1 composer.phar install', ['read:composer.phar']],
    ['php -S 0:8000 -t /etc', ['read:/etc']],
    ['node --env-file /etc/x x.js', ['read:/etc/x', 'read:x.js']],
    ['node --env-file=/etc/x -e 1', ['read:/etc/x']],
    ['node --title t x.js', ['read:x.js']],
    ['node --inspect_port 9229 x.js', ['read:x.js']],
    ['node --redirect-warnings=/etc/w x.js', ['edit:/etc/w', 'read:x.js']],
    ['node --cpu-prof-dir /etc x.js', ['edit:/etc', 'read:x.js']],
    ['node --report-filename=/etc/r --report-dir=/etc/d x.js', ['edit:/etc/r', 'edit:/etc/d', 'read:x.js']],
    ['node --openssl-config=/etc/o x.js', ['read:/etc/o', 'read:x.js']],
    ['node --loader ./l.mjs x.js', ['read:./l.mjs', 'read:x.js']],
    ['node --loader ts-node/esm x.ts', ['read:x.ts']],
    ['node --max-old-space-size=4096 build.js', ['read:build.js']],
    // (The script's arguments are possible paths, as an unknown program's words: `s.js` here.)
    ['node --experimental-specifier-resolution node s.js', ['read:node', 'edit:s.js']],
    // python -m: the files its modules read and write.
    ['python3 -m zipfile -e z.zip /etc', ['read:z.zip', 'edit:/etc']],
    ['python3 -m zipfile -c /etc/out.zip a', ['edit:/etc/out.zip', 'read:a']],
    ['python3 -m tarfile -e t.tar', ['read:t.tar', 'edit:.']],
    ['python3 -m json.tool a /etc/x', ['read:a', 'edit:/etc/x']],
    ['python3 -m gzip /etc/x', ['read:/etc/x', 'edit:/etc/x.gz']],
    ['python3 -m gzip -d a.gz', ['read:a.gz', 'edit:a']],
    ['python3 -m base64 /etc/x', ['read:/etc/x']],
    ['python3 -m py_compile /etc/x.py', ['read:/etc/x.py', 'edit:/etc/__pycache__']],
    ['python3 -m compileall /etc', ['read:/etc', 'edit:/etc']],
    ['python3 -m venv /etc/v', ['edit:/etc/v']],
    // Modules that print a file named on the line, pip as pip's own line, packers of a directory (were allowed).
    ['python3 -m tokenize .env', ['read:.env']],
    ['python3 -m ast -m exec .env', ['read:exec', 'read:.env']],
    ['python3 -m tabnanny src', ['read:src']],
    ['python3 -m sqlite3 app.db', ['edit:app.db']],
    ['python3 -m lib2to3 -w src', ['read:src', 'edit:src']],
    ['python3 -m pip install -r .env', ['read:.env']],
    ['python3 -mpip download -c .env x', ['read:.env']],
    ['python3 -m pip wheel .', ['read:.']],
    ['python3 -m zipapp . -m x:y -o /tmp/x.pyz', ['edit:/tmp/x.pyz', 'read:.']],
    ['python3 -m zipapp app', ['read:app', 'edit:app.pyz']],
    ['python3 -m build', ['read:.', 'edit:./dist']],
    ['python3 -m cProfile -o out.prof /etc/x.py a', ['edit:out.prof', 'read:/etc/x.py']],
    ['python3 -m trace --count /etc/x.py', ['read:/etc/x.py']],
    ['python3 -m pdb /etc/x.py', ['read:/etc/x.py']],
    ['python3 -m doctest -v /etc/t.txt', ['read:/etc/t.txt']],
    // (A test path is read; its __pycache__ may be written.)
    ['python3 -m pytest -q tests/', ['read:tests/', 'edit:tests/']],
    ['python3 -m http.server --directory=/etc', ['read:/etc']],
  ])('%s', (line, expected) => {
    expect(refs(line)).toEqual(expected);
  });
});

describe('interpreter options: decisions (engine and reference evaluator)', () => {
  const rules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell'] };
  it.each([
    // F1: a cluster whose value holds `m` or `c`.
    ['python3 -Xm -c "import os; os.system(\\"rm x\\")"', 'deny'],
    ['python3 -Wmodule -c "import os; os.system(\\"rm x\\")"', 'deny'],
    ['python3 -Ximporttime /etc/x.py', 'deny'],
    ['python3 -bOc "import os; os.system(\\"rm x\\")"', 'deny'],
    // F2: a long option with a separate value; an unknown one.
    ['python3 --check-hash-based-pycs always -c "import os; os.system(\\"rm x\\")"', 'deny'],
    ['python3 --unknown x -c 1', 'ask'],
    ['python3 -J s.py', 'ask'],
    // F3: node's -pe, and its options that take the next word.
    ['node -pe "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ['node -p "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ['node -p --eval "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ['node --title t -e "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ['node --inspect-port 9229 -e "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ['node --diagnostic-dir d -e "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ['node --some-new-option v -e 1', 'ask'],
    ['node -ep 1', 'ask'],
    // F4: perl, ruby, php letters and long spellings.
    ['perl -I lib -e "system(\\"rm x\\")"', 'deny'],
    ['echo | perl -Fe -e "system(\\"rm x\\")"', 'deny'],
    ['perl -CSD -e "system(\\"rm x\\")"', 'deny'],
    ['perl -0x1fe "system(\\"rm x\\")"', 'allow'],
    ['perl -x /etc/x.pl', 'deny'],
    ['perl -I /tmp /etc/x.pl', 'deny'],
    ['perl -pie "s/a/b/" /etc/passwd', 'deny'],
    ['perl --foo -e 1', 'ask'],
    ['ruby -Ke -e "system(\\"rm x\\")"', 'deny'],
    ['ruby -Fe -e "system(\\"rm x\\")"', 'deny'],
    ['ruby -W2e "system(\\"rm x\\")"', 'deny'],
    ['ruby --disable gems -e "system(\\"rm x\\")"', 'deny'],
    ['ruby --encoding utf-8 -e "system(\\"rm x\\")"', 'deny'],
    ['ruby -r ./r.rb -e 1', 'allow'],
    ['ruby -r /etc/x.rb -e 1', 'deny'],
    ['ruby -I /etc s.rb', 'deny'],
    ['php -der=1 -r "system(\\"rm x\\");"', 'deny'],
    ['php --run "system(\\"rm x\\");"', 'deny'],
    ['php --run="system(\\"rm x\\");"', 'deny'],
    ['php --process-begin "system(\\"rm x\\");" -R 1', 'deny'],
    ['php --process-code "system(\\"rm x\\");"', 'deny'],
    ['php --process-end "system(\\"rm x\\");" -R 1', 'deny'],
    ['php -nr "system(\\"rm x\\");"', 'deny'],
    ['php -- a <<< "<?php system(\\"rm x\\");"', 'deny'],
    ['php -d sendmail_path=x s.php', 'ask'],
    // F5: python -m modules that run code, read and write files.
    ['python3 -m timeit -n1 "import os; os.system(\\"rm x\\")"', 'deny'],
    ['python3 -m timeit -s "import os; os.system(\\"rm x\\")" pass', 'deny'],
    ['python3 -m timeit -s "from os import system as s" "s(\\"rm x\\")"', 'deny'],
    ['python3 -m timeit pass -n "import os; os.system(\\"rm x\\")"', 'deny'],
    ['python3 -m cProfile -m timeit "import os; os.system(\\"rm x\\")"', 'deny'],
    ["python3 -m pdb -c 'import os; os.system(\"rm x\")' s.py", 'ask'],
    ["python3 -m pdb s.py <<< '!import os'", 'ask'],
    ["python3 -m code <<< 'import os; os.system(\"rm x\")'", 'deny'],
    ["python3 -m asyncio <<< 'import os; os.system(\"rm x\")'", 'deny'],
    ["python3 -i s.py <<< 'import os; os.system(\"rm x\")'", 'deny'],
    ['python3 -m doctest /etc/t.txt', 'deny'],
    ['python3 -m cProfile /etc/x.py', 'deny'],
    // A runner's script on standard input is read as python's own (`python3 /dev/stdin <<<`).
    ["python3 -m cProfile /dev/stdin <<< 'import os; os.system(\"rm x\")'", 'deny'],
    ["python3 -m profile - <<< 'import os; os.system(\"rm x\")'", 'deny'],
    ["python3 -m trace --trace /dev/fd/0 <<< 'import os; os.system(\"rm x\")'", 'deny'],
    ["python3 -m doctest /dev/stdin <<< '>>> import os; os.system(\"rm x\")'", 'deny'],
    ["python3 -m doctest /dev/stdin <<< '>>> print(1)'", 'ask'],
    ['python3 -m cProfile /dev/stdin', 'ask'],
    ["python3 -m cProfile /dev/stdin <<< 'print(1)'", 'allow'],
    ['python3 -m cProfile -s time x.py', 'allow'],
    ['python3 -m zipfile -e z.zip /etc', 'deny'],
    ['python3 -m tarfile -e t.tar /etc', 'deny'],
    ['python3 -m json.tool a /etc/x', 'deny'],
    ['python3 -m gzip /etc/x', 'deny'],
    ['python3 -m tokenize /etc/shadow', 'deny'], ['python3 -m dis /etc/shadow', 'deny'], ['python3 -m quopri /etc/shadow', 'deny'],
    ['python3 -m pickletools /etc/shadow', 'deny'], ['python3 -m pip install -r /etc/passwd', 'deny'], ['python -m pip install -c /etc/x y', 'deny'],
    ['python3.11 -m pip download -r /etc/passwd', 'deny'], ['python3 -mpip install -r /etc/passwd', 'deny'], ['python3 -m zipapp /etc -o x.pyz', 'deny'],
    ['python3 -m build /etc/pkg', 'deny'],
    ['python3 -m $M x', 'ask'],
    ['python3 -m idlelib -c 1', 'ask'],
    // F17: node options that read and write files.
    ['node --env-file=/etc/x x.js', 'deny'],
    ['node --env-file-if-exists=/etc/x x.js', 'deny'],
    ['node --redirect-warnings=/etc/x x.js', 'deny'],
    ['node --cpu-prof --cpu-prof-dir=/etc x.js', 'deny'],
    ['node --heap-prof-dir=/etc x.js', 'deny'],
    ['node --report-dir=/etc --report-on-signal x.js', 'deny'],
    ['node --experimental-policy=/etc/x x.js', 'deny'],
    ['node --openssl-config /etc/x x.js', 'deny'],
    ['node --tls-keylog=/etc/k x.js', 'deny'],
    ['node --experimental-loader=/etc/l.mjs x.js', 'deny'],
    // Versioned and target-named interpreters are those interpreters (program-name.ts).
    ['python3.11 -c "import os; os.system(\\"rm x\\")"', 'deny'],
    ['python3.11 /etc/x.py', 'deny'],
    ['perl5.36.0 -e "system(\\"rm x\\")"', 'deny'],
    ['perl5.36-x86_64-linux-gnu -e "system(\\"rm x\\")"', 'deny'],
    ['ruby3.1 -e "system(\\"rm x\\")"', 'deny'],
    ['php8.2 -r "system(\\"rm x\\");"', 'deny'],
    ['node20 -e "require(\\"child_process\\").execSync(\\"rm x\\")"', 'deny'],
    ["tclsh8.6 <<< 'exec rm x'", 'ask'],
    ['lua5.2 -e "os.execute(\\"rm x\\")"', 'ask'],
    ["zsh-5.9 -c 'rm x'", 'deny'],
    ['rbash /etc/x', 'deny'],
    ['x86_64-linux-gnu-strings /etc/x', 'deny'],
    // (Cross toolchains of other targets, MinGW's flavours, and `.exe` names from WSL or MSYS bash.)
    ['x86_64-w64-mingw32-gcc -wrapper rm,-rf x.c', 'deny'],
    ['/usr/bin/i686-w64-mingw32-gcc -wrapper rm x.c', 'deny'],
    ['x86_64-w64-mingw32-g++-posix -wrapper rm x.c', 'deny'],
    ['x86_64-w64-mingw32-gcc-12-win32 -wrapper rm x.c', 'deny'],
    ['arm-none-eabi-gcc -fplugin=/w/p.so a.c', 'ask'],
    ['avr-gcc -wrapper rm x.c', 'deny'],
    ['riscv64-unknown-elf-objcopy a /etc/x', 'deny'],
    ['gcc.exe -wrapper rm x.c', 'deny'],
    ['python3.exe -c "import os; os.system(\\"rm x\\")"', 'deny'],
    ['x86_64-w64-mingw32-gcc -o app.exe main.c', 'allow'],
    ['arm-none-eabi-gcc -c main.c', 'allow'],
    ['docker-compose up', 'allow'],
    ['python3.11 -m venv .venv', 'allow'],
    ['python3.11-config --cflags', 'allow'],
    ['gcc-12 -O2 -o a a.c', 'allow'],
    // Ordinary lines stay allowed.
    ['python3 -u -B -W ignore::DeprecationWarning s.py', 'allow'],
    ['python3 -m pip install -r requirements.txt', 'allow'],
    ['python3 -m pip install -e .', 'allow'], ['python3 -m tokenize x.py', 'allow'], ['python3 -m zipapp app -o app.pyz', 'allow'],
    ['python3 -m venv .venv', 'allow'],
    ['node --max-old-space-size=4096 --enable-source-maps build.js', 'allow'],
    ['node --import tsx --no-warnings x.ts', 'allow'],
    ['node --inspect-brk=9229 --test', 'allow'],
    ['perl -0777 -pi -e "s/a/b/g" f.txt', 'allow'],
    ['perl -MData::Dumper -lane "print 1" f', 'allow'],
    // perl -d: the debugger runs the commands it reads (`!!rm x`); -d:MOD loads Devel::MOD.
    ['perl -de 1', 'ask'],
    ["perl -d -e 1 <<< '!!rm x'", 'ask'],
    ["perl -de0 <<< 'system(\"rm x\")'", 'ask'],
    ['perl -wdt s.pl', 'ask'],
    ["perl '-d:Foo;system(\"rm x\")' -e 1", 'ask'],
    ['perl -d:NYTProf s.pl', 'allow'],
    ['perl -d:NYTProf=a,b s.pl', 'allow'],
    ['ruby -Ilib -rjson -w test.rb', 'allow'],
    ['php -d memory_limit=-1 composer.phar install', 'allow'],
    ['php -S localhost:8000 -t public', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });
});

describe('links the kernel keeps under /proc (engine and reference evaluator)', () => {
  const rules = { deny: ['Read(//etc/shadow)', 'Edit(//etc/passwd)'], allow: ['Shell', 'Read(//tmp/**)', 'Read(//proc/**)'] };
  it.each([
    ['shell', 'cat /proc/self/root/etc/shadow', 'deny'],
    ['shell', 'cat /proc/1/root/etc/shadow', 'deny'],
    ['shell', 'echo x > /proc/self/root/etc/passwd', 'deny'],
    ['shell', 'cat /proc/self/cwd/x', 'ask'],
    ['shell', 'cat /proc/self/fd/3', 'ask'],
    ['shell', 'grep -r root /proc/self/root/etc', 'ask'],
    // `..` after such a link: /proc/PID/root/.. is `/`; a process's cwd or descriptors lead anywhere.
    ['shell', 'cat /proc/self/root/../etc/shadow', 'deny'],
    ['shell', 'cat /proc/self/cwd/../../etc/passwd', 'ask'],
    ['shell', 'cat /proc/thread-self/cwd/../../etc/passwd', 'ask'],
    ['shell', 'cat /dev/fd/0/../../etc/passwd', 'ask'],
    ['shell', 'echo x > /var/run/../etc/passwd', 'deny'],
    ['read', '/proc/1/root/../../etc/shadow', 'deny'],
    // A drive-looking path is a relative POSIX one on linux too (CTX's cwd is /w).
    ['shell', 'cat C:/../../../etc/shadow', 'deny'],
    ['read', 'C:/../../../etc/shadow', 'deny'],
    ['shell', 'cat /proc/self/status', 'allow'],
    ['shell', 'cat /proc/self/root/tmp/x', 'allow'],
    ['read', '/proc/self/root/etc/shadow', 'deny'],
    // An allow needs both: /proc/self/root/tmp/x is allowed, and so is /tmp/x.
    ['read', '/proc/self/root/tmp/x', 'allow'],
    ['read', '/proc/self/root/w/x', 'ask'],
    ['read', '/proc/self/cwd/x', 'ask'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expectDecision(rules, kind, subject, expected);
  });
});

describe('a path macOS folds fully (ß is ss) is never allowed where Read rules exist (engine and reference evaluator)', () => {
  const darwin = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'darwin' as const };
  const rules = { deny: ['Read(~/.ssh/**)'], allow: ['Shell', 'Read'] };
  it.each([
    ['shell', 'cat /h/.ßh/id_rsa', 'ask'],
    ['read', '/h/.ssh/../.ßh/id_rsa', 'ask'],
    ['read', '/h/straße.txt', 'ask'],
    ['read', '/h/café.txt', 'allow'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expectDecision(rules, kind, subject, expected, darwin);
  });

  it('without Read deny or ask rules it is allowed', () => {
    expectDecision({ allow: ['Read'] }, 'read', '/h/straße.txt', 'allow', darwin);
  });
});

describe("Windows' compatibility junctions (engine and reference evaluator)", () => {
  const win32 = { cwd: 'C:\\w', workspace: ['C:\\w'], home: 'C:\\Users\\dev', platform: 'win32' as const };
  const rules = { deny: ['Read(~/.ssh/**)', 'Read(//c/ProgramData/Secret/**)'], allow: ['Shell', 'Read'] };
  it.each([
    ['read', 'C:\\Documents and Settings\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', 'C:\\Users\\All Users\\Secret\\x', 'deny'],
    ['read', '\\\\localhost\\C$\\Documents and Settings\\dev\\.ssh\\id', 'deny'],
    ['shell', 'cat "C:\\Documents and Settings\\dev\\.ssh\\id_rsa"', 'deny'],
    ['read', 'C:\\Users\\dev\\Documents\\a.txt', 'allow'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expectDecision(rules, kind, subject, expected, win32);
  });
});

describe('a file the line writes and then runs asks (hunt 5 F7, F13; engine and reference evaluator)', () => {
  const rules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell', 'Edit(//w/**)', 'Edit(//tmp/**)'] };
  it.each([
    // F7: the script's text came from the line, but what runs it reads the file.
    ["tee s.sh <<< 'rm x'; bash s.sh", 'ask'],
    ["tee s.sh <<< 'rm x'; . ./s.sh", 'ask'],
    ["tee s <<< 'rm x'; source s", 'ask'],
    ["echo 'rm x' | tee s; chmod +x s; ./s", 'ask'],
    ["sed -n w\\ s <<< 'rm x'; bash s", 'ask'],
    ["cp /dev/stdin s <<< 'rm x'; bash s", 'ask'],
    ["dd of=s <<< 'rm x'; bash s", 'ask'],
    ['awk \'BEGIN{print "rm x" > "s"}\'; bash s', 'ask'],
    ["printf 'all:\\n\\trm x\\n' | tee Makefile; make", 'ask'],
    ["tee GNUmakefile <<< 'all:; rm x'; make -j2", 'ask'],
    // rake runs its Rakefile, rakelib/*.rake and -f's file (n2 F15: was allowed).
    ['echo "sh %q(rm x)" > Rakefile; rake', 'ask'], ['echo "sh %q(rm x)" > Rakefile.rb; rake test', 'ask'],
    ['echo "sh %q(rm x)" > rakelib/a.rake; rake', 'ask'], ['echo "sh %q(rm x)" > x.rake; rake -f x.rake', 'ask'],
    ['echo "sh %q(rm x)" > d/Rakefile; rake -C d', 'ask'], ['echo "sh %q(rm x)" > lib2/a.rake; rake -R lib2', 'ask'],
    ["tee ~/.bashrc <<< 'rm x'; bash -i -c :", 'deny'], // (session 44: the stored text is read, and Shell(rm *) denies)
    ["tee ~/.zshenv <<< 'rm x'; zsh -c :", 'ask'],
    // (An Edit allow covers the redirect; the script still is not read.)
    ["echo 'rm x' > s.sh; bash s.sh", 'ask'],
    ["echo 'rm x' > /w/s.sh; bash s.sh", 'ask'],
    ["echo 'rm x' > s.sh; cd /tmp && bash /w/s.sh", 'ask'],
    ["echo 'rm x' > s.py; python3 s.py", 'ask'],
    ["echo 'rm x' > \"$F\"; bash s.sh", 'ask'],
    // F13: a program copied or linked under another name, then run by it.
    ['ln -s /bin/rm del; ./del x', 'ask'],
    ['cp /bin/rm del; ./del x', 'ask'],
    ['ln /bin/rm del && ./del x', 'ask'],
    ['install /bin/rm del; ./del x', 'ask'],
    ['rsync /bin/rm del; ./del x', 'ask'],
    ['dd if=/bin/rm of=del; chmod +x del; ./del x', 'ask'],
    ['cp /usr/bin/rm /tmp/d && /tmp/d x', 'ask'],
    ['ln -s /bin/rm del; exec -a rm ./del x', 'ask'],
    ['ln -sf /bin/rm ~/bin/ls; ls x', 'ask'],
    ['ln -s /bin/rm node_modules/.bin/eslint; npx eslint x', 'ask'],
    ['cp -r /bin b; ./b/x y', 'ask'],
    ['cp /bin/rm bin/; bin/rm x', 'deny'],
    // o1 F5: a job plist the line writes, then loads (launchd runs its ProgramArguments).
    ['defaults write /w/repo/j ProgramArguments -array rm -rf x && launchctl load /w/repo/j.plist', 'ask'],
    ['cp /tmp/x j.plist && launchctl load j.plist', 'ask'],
    ['plutil -convert xml1 -o j.plist /tmp/x.json && launchctl load j.plist', 'ask'],
    ['plutil -replace Label -string x j.plist && sudo launchctl load -w j.plist', 'ask'],
    ['ditto /tmp/x j.plist && launchctl load j.plist', 'ask'],
    ['/usr/libexec/PlistBuddy -c "Add :ProgramArguments:0 string rm" j.plist; launchctl load j.plist', 'ask'],
    ['cp /tmp/x j.plist && launchctl bootstrap gui/501 j.plist', 'ask'],
    ['cp /tmp/x d/j.plist && launchctl load -w d', 'ask'],
    ['defaults write com.x k v && launchctl load com.x.plist', 'ask'],
    ['launchctl load j.plist', 'allow'],
    ['launchctl bootstrap gui/501 j.plist', 'allow'],
    ['defaults write com.apple.dock autohide -bool true && killall Dock', 'allow'],
    ['/usr/libexec/PlistBuddy -c "Print :Label" j.plist; launchctl load j.plist', 'allow'],
    // Ordinary lines stay allowed.
    ['chmod +x build.sh && ./build.sh', 'allow'],
    ['./configure && make && make install', 'allow'],
    ['python3 -m venv .venv && .venv/bin/pip install x', 'allow'],
    ['shellcheck s.sh && bash s.sh', 'allow'],
    ['make > make.log', 'allow'],
    ['bash run.sh | tee run.log', 'allow'],
    ['gcc -o a a.c && ./a', 'allow'],
    ['cp a.txt b.txt; bash s.sh', 'allow'],
    ['git status', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });
});
