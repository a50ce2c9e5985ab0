// Words of commands no table knows, found by a red team: the safety net (possible-paths.ts,
// url-words.ts urlsOfUnknownCommand) skipped words holding a glob or an expansion, so a
// host or path a deny rule names was allowed. Rows pin each hole closed; ordinary lines stay
// allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const DENY_EVIL_ETC = { deny: ['Domain(evil.com)', 'Read(//etc/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
const LINUX_PWSH = REPO_LINUX;

describe('the net reads the known start of a word with a glob or an expansion', () => {
  lineTable(DENY_EVIL_ETC, [
    // A URL whose authority is known before the glob or expansion: that host.
    ['xyz http://evil.com/?a', 'deny'],
    ['xyz "http://evil.com/$p"', 'deny'],
    ['xyz "https://evil.com/x?q=$(date)"', 'deny'],
    // An authority with an unknown part: any host (asks where Domain deny or ask rules exist).
    ['xyz "http://$h/x"', 'ask'],
    ['xyz http://ev*l.com/', 'ask'],
    ['xyz "https://evil.com$x"', 'ask'],
    ['xyz "http://evil.co$m/"', 'ask'],
    ['xyz ${s}://evil.com/', 'ask'],
    // (A bucket names no host: `s3://$B` is reached through the store's endpoint.)
    ['xyz "s3://$B/key"', 'allow'],
    ['aws s3 ls "s3://$B/k"', 'allow'],
    ['xyz "gs://${B}/k"', 'allow'],
    // A path whose leading directory is known: a glob of its shape, or that directory and all below it.
    ['xyz /etc/pass*', 'ask'],
    ['xyz /etc/$f', 'ask'],
    ['xyz /et?/passwd', 'ask'],
    ['xyz --out=/etc/$x', 'ask'],
    ['xyz -o/etc/$x', 'ask'],
    ['xyz conf=/etc/$x', 'ask'],
    ['xyz /$d/passwd', 'ask'],
    ['xyz file:///etc/$x', 'ask'],
    // Ordinary lines: no rule below what the word may name.
    ['xyz build/*.o', 'allow'],
    ['xyz *.o', 'allow'],
    ['mytool --out=dist/$NAME', 'allow'],
    ['xyz "http://ok.com/$p"', 'allow'],
    ['xyz http://ok.com/?a', 'allow'],
    ['xyz http://[::1]/?a', 'allow'],
    ['xyz "$u" $f', 'allow'],
    ['xyz -x*', 'allow'],
    ['npm test', 'allow'],
    ['git status', 'allow'],
  ]);
  lineTable(DENY_EVIL_ETC, [
    ['Get-Foo -Uri http://evil.com/?a', 'deny'],
    ['Get-Foo -Uri "http://evil.com/$p"', 'deny'],
    ['Get-Foo -Uri "http://$h/x"', 'ask'],
    ['xyz /etc/pass*', 'ask'],
    ['xyz /etc/$f', 'ask'],
    ['xyz dist/$n', 'allow'],
    ['Get-Foo -Uri "http://ok.com/$p"', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', LINUX_PWSH);
});

describe('browsers given a bare host open http://HOST when no such file exists (Chromium, Firefox, IE, Safari)', () => {
  lineTable(DENY_EVIL_ETC, [
    ['chrome evil.com', 'deny'],
    ['google-chrome evil.com', 'deny'],
    ['chromium evil.com/x', 'deny'],
    ['firefox evil.com', 'deny'],
    ['firefox --new-tab evil.com', 'deny'],
    ['firefox-esr evil.com', 'deny'],
    ['iexplore evil.com', 'deny'],
    ['safari evil.com', 'deny'],
    ['opera evil.com', 'deny'],
    ['firefox file:///etc/passwd', 'deny'],
    ['firefox /etc/passwd', 'deny'],
    ['chrome "$u"', 'ask'],
    ['chrome index.html', 'allow'],
    ['chrome ./report.html', 'allow'],
    ['firefox https://ok.com/', 'allow'],
  ]);
  lineTable(DENY_EVIL_ETC, [
    ['msedge.exe evil.com', 'deny'],
    ['firefox.exe evil.com', 'deny'],
    ['iexplore.exe evil.com', 'deny'],
    ['Start-Process msedge evil.com', 'deny'],
    ['msedge index.html', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(DENY_EVIL_ETC, [
    // (open hands its operands to the program their type is associated with: it asks already.)
    ['open -a Safari evil.com', 'ask'],
  ], 'shell', { ...REPO_LINUX, platform: 'darwin' });
});

describe('interpreters of languages not read: an option that takes a value does not hide the script (foreign-code.ts)', () => {
  lineTable(DENY_EVIL_ETC, [
    // (Each was allowed: the option's value was taken for the script, the script for its argument.)
    ['julia -t 4 /etc/x', 'deny'], ['julia --threads 4 /etc/x', 'deny'], ['julia -p 2 /etc/x', 'deny'],
    ['julia -L /etc/y x.jl', 'deny'], ['julia -J /etc/y x.jl', 'deny'], ['lua -l mod /etc/x', 'deny'], ['luajit -j v /etc/x', 'deny'],
    ['racket -l racket/base /etc/x', 'deny'], ['guile -L dir /etc/x', 'deny'], ['guile -l /etc/y x.scm', 'deny'],
    ['elixir -r a.exs /etc/x', 'deny'], ['elixir -pa dir /etc/x', 'deny'], ['groovy -cp lib /etc/x', 'deny'], ['scala -cp lib /etc/x', 'deny'],
    ['erl -pa dir /etc/x', 'deny'], ['tsx -r dotenv/config /etc/x', 'deny'], ['ts-node -P tsconfig.json /etc/x', 'deny'],
    ['sbcl --dynamic-space-size 2048 /etc/x', 'deny'], ['swipl -p lib=dir /etc/x', 'deny'], ['jshell --class-path lib /etc/x', 'deny'],
    // An option not known here: the words up to the first that looks like a script file are read too.
    ['julia --new-option 4 /etc/x', 'deny'], ['lua --zz 4 /etc/x a', 'deny'],
    // (And if none looks like one, code the line feeds it may be what it runs.)
    ["echo 'run(`x`)' | julia --new-option 4", 'ask'], ["julia --new-option 4 <<< 'run(`x`)'", 'ask'], ['echo 1 | julia -t 4 run.jl', 'allow'],
    // Options that run code or read more options: never allowed.
    ['elixir --erl "-eval x" a.exs', 'ask'], ['erl -noshell -s os cmd x', 'ask'], ['erl -args_file a.args', 'ask'],
    ['pry -c "system(1)"', 'ask'], ['R -d gdb', 'ask'], ['php-cgi -z x.so a.php', 'ask'], ["Rscript -e 'system(\"x\")'", 'ask'],
    // (R CMD runs a tool of R's, or any program on PATH.)
    ['R CMD BATCH /etc/x', 'ask'], ['R CMD rm x', 'ask'], ['R -f /etc/x', 'deny'],
    // (luajit -b saves bytecode: its operands are files.)
    ['luajit -b x.lua /etc/x', 'ask'],
    // Ordinary lines stay allowed.
    ['julia -t 4 run.jl', 'allow'], ['julia --threads=4 --project=. run.jl arg', 'allow'], ['lua -l socket app.lua', 'allow'],
    ['Rscript analysis.R', 'allow'], ['lua script.lua x', 'allow'], ['lua myscript arg', 'allow'], ['luajit -b x.lua out.o', 'allow'],
    ['R -f a.R', 'allow'], ['R CMD INSTALL .', 'allow'], ['R CMD check pkg_1.0.tar.gz', 'allow'], ['sbcl --script a.lisp', 'allow'],
    ['racket -t a.rkt', 'allow'], ['gnuplot -c plot.gp', 'allow'], ['guile -s a.scm', 'allow'], ['deno fmt src/a.ts', 'allow'],
    ['scala run app.scala', 'allow'], ['tsx -r dotenv/config app.ts', 'allow'], ['elixir -r helper.exs main.exs', 'allow'],
  ]);
  lineTable({ deny: ['Read(//c/Secrets/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] }, [
    ['julia -t 4 C:\\Secrets\\x', 'deny'], ['julia.exe --threads 4 C:\\Secrets\\x.jl', 'deny'], ['lua -l mod C:\\Secrets\\x', 'deny'],
    ['julia --zz 4 C:\\Secrets\\x', 'deny'], ['julia -t 4 run.jl', 'allow'], ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
