// Commands GTFOBins lists (a-l) that run a command line, code or a file their words or standard
// input give (found in review, session 25, classes C4-C7; each was allowed beside `Shell(*)`):
// denied where the command they run is read and meets a deny rule, asked where it is not read;
// ordinary uses stay allowed.
import { describe, expect, it } from 'vitest';
import { lineDecision } from './helpers/policy.js';

const decision = lineDecision({ deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'], allow: ['Shell(*)'] });

describe('less start-up commands other than a motion or a search (C7)', () => {
  it.each([
    [`less $'+|^rm -rf zz\\n' x`, 'deny'], [`less $'+|^echo hi\\n' x`, 'ask'], [`less $'+:e /etc/shadow\\n' x`, 'deny'], ['less +E/etc/shadow x', 'deny'],
    ['less +:e x', 'ask'], [`less $'+/x\\n!rm -rf y\\n' f`, 'deny'], [`less $'+/x\\n:e y\\n' f`, 'ask'], ['less ++v x', 'ask'], ['more +:e x', 'ask'],
    ["less '+!rm -rf x' x", 'deny'],
    [`less -p $'x\n!rm -rf y' f`, 'deny'], [`less --pattern=$'x\n!rm -rf y' f`, 'deny'], [`less -px$'\n!rm -rf y' f`, 'deny'], [`less -Rp $'x\n!rm -rf y' f`, 'deny'],
    [`less --pat $'x\n!rm -rf y' f`, 'deny'], [`less -p $'x\n:e /etc/shadow\n' f`, 'deny'], [`less -p $'x\n!ls' f`, 'ask'], ['less -p "$P" f', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['less +G x', 'less +42 x', 'less +/TODO x', 'less ++/x a b', 'less +F log', 'less +10g x', 'more +5 x', "less '+!ls' x", 'less -R x',
    'less -p TODO x', 'less -Rp TODO x', "less --pattern='a b' x", "less -p 'TODO|FIXME' x", 'less -P %f x'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

describe('option values that are command lines or programs (C4)', () => {
  it.each([
    ["apt-get update -o 'APT::Update::Pre-Invoke::=rm -rf x'", 'deny'], ["apt update -o 'APT::Update::Post-Invoke::=rm -rf x'", 'deny'],
    ['apt-get update -oAPT::Update::Post-Invoke-Success::=rm', 'deny'], ["apt-get install -o 'DPkg::Pre-Invoke::=rm -rf x' foo", 'deny'],
    ["apt-get install -o 'DPkg::Post-Invoke::=rm -rf x' foo", 'deny'], ["apt-get install -o 'DPkg::Pre-Install-Pkgs::=rm -rf x' foo", 'deny'],
    ['apt-get install -o Dir::Bin::dpkg=rm foo', 'deny'], ["sudo apt-get update -o 'APT::Update::Pre-Invoke::=rm -rf x'", 'deny'],
    ["apt-get -o 'DPkg::Options::=--pre-invoke=rm -rf x' install foo", 'deny'], ['apt-get -o Dir::Etc=/tmp/e update', 'ask'], ['apt-get -c x.conf update', 'ask'],
    ['apt-get update -o "APT::Update::Pre-Invoke::=$C"', 'ask'],
    ["git instaweb --httpd='rm -rf lighttpd'", 'deny'], ["git instaweb --httpd 'rm -rf lighttpd'", 'deny'], ["git instaweb -d 'rm -rf x'", 'deny'],
    ["git instaweb -ld'rm -rf x'", 'deny'], ["git instaweb --htt='rm -rf x'", 'deny'],
    ['gem open -e "rm -rf x" debug', 'deny'], ['gem open --editor "rm -rf x" debug', 'deny'], ['gem open -e"rm -rf x" debug', 'deny'],
    ["busctl --address=unixexec:path=/bin/sh,argv1=-c,argv2='rm -rf x' status", 'deny'], ['busctl --address=unixexec:path=/bin/rm,argv1=-rf,argv1=x status', 'deny'],
    ["java -XX:OnOutOfMemoryError='rm -rf x' Oom.java", 'deny'], ["java '-XX:OnError=rm -rf x' Oom.java", 'deny'], ["javac '-J-XX:OnError=rm -rf x' A.java", 'deny'],
    ['java @opts Main', 'ask'], ['borg extract @:/::: --rsh "rm -rf x"', 'deny'],
    ["certbot renew --pre-hook 'rm -rf x'", 'deny'], ["certbot renew --post-hook 'rm -rf x'", 'deny'], ["certbot renew --deploy-hook='rm -rf x'", 'deny'],
    ["certbot certonly --manual-auth-hook 'rm -rf x'", 'deny'], ["certbot renew --pre-h 'rm -rf x'", 'deny'], ['certbot renew $OPTS', 'ask'],
    ['check_by_ssh -o "ProxyCommand rm -rf x" -H localhost -C xx', 'deny'], ['check_ssl_cert --curl-bin rm -H example.net', 'deny'], ['dhclient -sf rm', 'deny'],
    ["dmsetup ls --exec 'rm -rf x'", 'deny'], ["csvtool call 'rm -rf x;false' x.csv", 'deny'], ["enscript /dev/null -qo /dev/null -I 'rm -rf x >&2'", 'deny'],
    ["enscript --filter='rm -rf x' /dev/null", 'deny'], ["latexmk -pdflatex='rm -rf x' x.tex", 'deny'], ["latexmk -latex='rm -rf x %O %S' x.tex", 'deny'],
    ['agetty -o -p -l rm -a root tty', 'deny'], ['agetty --login-program=rm tty', 'deny'], ['busybox telnetd -l rm', 'deny'],
    ["bpftrace -c 'rm -rf x' -e 'END {exit()}'", 'deny'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['apt-get install -y -o Dpkg::Options::=--force-confdef foo', 'apt-get -o Acquire::Retries=3 update', "apt-get update -o 'APT::Update::Pre-Invoke::=echo hi'",
    'java -Xmx1g -cp . Main', 'java -jar app.jar', 'javac -J-Xmx1g A.java', 'gem open rails', 'gem install rails', 'git instaweb --start', 'git instaweb -p 1234',
    'certbot renew', 'dmsetup ls', 'enscript -o out.ps x.txt', 'latexmk -pdf x.tex', 'busctl status', 'csvtool col 1 x.csv', 'dhclient eth0', 'borg list repo'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

describe('code on the command line in languages not read whole (C5)', () => {
  it.each([
    [`ipython -c 'import os; os.system("rm -rf x")'`, 'deny'], [`ipython3 -c 'import os; os.system("rm -rf x")'`, 'deny'], [`ipython -c '!rm -rf x'`, 'ask'],
    [`ipython -c ',os.system rm -rf x'`, 'ask'], [`echo 'import os' | ipython`, 'ask'], ['ipython --InteractiveShellApp.exec_lines=x x.py', 'ask'],
    [`jython -c 'import os; os.system("rm -rf x")'`, 'deny'], [`jython -c 'from java.lang import ProcessBuilder as P; P(["id"]).start()'`, 'ask'],
    [`bpftrace -e 'BEGIN {system("rm -rf x");exit()}'`, 'ask'], [`exiftool -if 'system("rm -rf x")' x.jpg`, 'deny'], [`exiftool -if 'print 1' x.jpg`, 'ask'],
    [`exiftool -p '\${filename;system("rm -rf x")}' x.jpg`, 'ask'], [`gimp -idf --batch-interpreter=python-fu-eval -b 'import os; os.system("rm -rf x")'`, 'ask'],
    [`knife exec -E 'exec "rm -rf x"'`, 'deny'], [`knife exec -E 'nodes.all'`, 'ask'], [`latexmk -e 'exec "rm -rf x";'`, 'deny'],
    [`jrunscript -e "exec('rm -rf x')"`, 'ask'], [`echo "exec('id')" | jrunscript -cp .`, 'ask'], [`kotlin -e 'Runtime.getRuntime().exec("rm -rf x")'`, 'ask'],
    [`kotlinc -e 'Runtime.getRuntime().exec("rm -rf x")'`, 'ask'], [`gs -dNOSAFER -c '(%pipe%rm -rf x) (w) file'`, 'ask'],
    [`ghostscript -dNOSAFER -c '(%pipe%rm -rf x) (w) file'`, 'ask'], [`gs -sOutputFile='%pipe%rm -rf x' in.ps`, 'deny'],
    [`latex --shell-escape '\\immediate\\write18{rm -rf x}'`, 'deny'], [`pdflatex --shell-escape '\\immediate\\write18{rm -rf x}'`, 'deny'],
    [`tex --shell-escape '\\write18{rm -rf x}\\end'`, 'deny'], [`xelatex -shell-escape '\\write18{echo hi}'`, 'ask'],
    [`lualatex -shell-escape '\\directlua{os.execute("rm -rf x")}\\end'`, 'ask'], [`luatex '\\directlua{io.open("x","w")}\\end'`, 'ask'],
    [`hg --config alias.x='!rm -rf x' x`, 'deny'], [`hg --config hooks.pre-status='rm -rf x' status`, 'deny'], [`hg --config=ui.editor='rm -rf x' commit`, 'deny'],
    [`hg --config hooks.pre-status=python:x.y status`, 'ask'], [`hg --config extensions.x=/tmp/x.py status`, 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['ipython x.py', "ipython -c 'print(1)'", "jython -c 'print(1)'", 'exiftool x.jpg', "exiftool -p '$filename' x.jpg", 'knife node list', 'knife exec x.rb',
    'gimp x.png', 'latex x.tex', 'pdflatex --shell-escape x.tex', 'lualatex x.tex', 'gs -sDEVICE=pdfwrite -o out.pdf in.ps',
    'hg status', 'hg --config ui.username=x commit -m m', 'hg --config extensions.rebase= rebase', 'bpftrace x.bt', 'kotlinc x.kt -d out.jar', 'jrunscript x.js'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});

describe('shells and REPLs fed commands on standard input (C6)', () => {
  it.each([
    [`printf '! system("rm -rf x")\\n' | cpan`, 'ask'], ['cpan -j x.pm Foo', 'ask'], [`echo '!rm -rf x' | debugfs`, 'ask'], ['debugfs -f x.cmd', 'ask'],
    [`debugfs -R '!rm -rf x' img`, 'deny'], [`echo 'system("rm -rf x")' | irb`, 'ask'], [`echo '!rm -rf x' | ginsh`, 'ask'],
    [`echo "Java.type('java.lang.Runtime').getRuntime().exec('id')" | jjs`, 'ask'], [`echo 'System.Diagnostics.Process.Start("id");;' | dotnet fsi`, 'ask'],
    [`echo 'system("rm -rf x")' | bundle console`, 'ask'], [`echo 'system("rm -rf x")' | rails console`, 'ask'], ['echo x | rails c', 'ask'],
    ['echo x | bin/rails console', 'ask'], ['echo x | bundle exec irb', 'ask'], ['echo x | bundle exec rails c', 'ask'], ['echo x | pry', 'ask'],
    ['echo x | racksh', 'ask'], ['rails _7.1.0_ c', 'ask'], ['rails dbconsole', 'ask'], ['hanami console', 'ask'], ['rails $SUB', 'ask'],
    [`rails runner 'system("rm -rf x")'`, 'deny'], [`bin/rails r -e production 'system("rm -rf x")'`, 'deny'], ['rails runner "$CODE"', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['cpan Foo::Bar', 'dotnet fsi x.fsx', 'dotnet build', 'dotnet run', 'rails server', 'rails s', 'rails new app',
    'rails db:migrate', 'rails generate model x', 'rails _7.1.0_ new x', "rails runner 'puts 1'", 'rails runner x.rb', 'bundle install', 'bundle exec rspec'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
  // (TeX code on the line, and debugfs requests on a device or image, ask: directive-tools.ts reads
  // their files no further. Both were allowed rows of this file before that reader was merged.)
  it.each(["pdflatex '\\relax\\input x'", 'debugfs -R stats img'])('%s asks', (line) => {
    expect(decision(line)).toBe('ask');
  });
});
