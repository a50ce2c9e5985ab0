// Session 41's red team (r24) of files a program's own script or code writes and a later command
// reads back, and of tree writes into the home directory that may drop a startup or traffic
// settings file. Each `ask` row was allowed on the session's starting build; the `allow` rows
// beside them keep ordinary lines allowed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDecision } from './helpers/policy.js';
import { lineTable } from './helpers/line-table.js';

const DOMAINS = { deny: ['Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
const FILES = { deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };

describe("sed's and awk's script writes a file of what they read (script-written-files.ts)", () => {
  lineTable(FILES, [
    ["echo /etc/passwd > f; sed -n 'w g' f; mytool < g", 'ask'],
    ["echo /etc/passwd > f; sed -n 'W g' f; mytool < g", 'ask'],
    ["echo /etc/passwd > f; sed -n 's/x/y/w g' f; mytool < g", 'ask'],
    ["echo /etc/passwd > f; sed -n -e p -e 'w g' f; mytool < g", 'ask'],
    ["echo /etc/passwd > f; sed -n --expression='w g' f; cat g | mytool", 'ask'],
    ["echo /etc/passwd | sed -n 'w g'; mytool < g", 'ask'],
    ["echo /etc/passwd | { sed -n 'w g'; }; mytool < g", 'ask'],
    ["echo a.pem | sed -n 'w g'; mytool @g", 'ask'],
    ['echo /etc/passwd > f; awk \'{print > "g"}\' f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; awk \'{print >> "g"}\' f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; awk \'{printf "%s\\n", $0 > "g"}\' f; mytool < g', 'ask'],
    ['echo /etc/passwd | gawk \'{print > "g"}\'; mytool < g', 'ask'],
    ['echo /etc/passwd | awk -F: \'{print $1 > "g"}\'; mytool g', 'ask'],
    // (A line it runs is fed what it prints.)
    ['echo /etc/passwd | awk \'{print | "cat > g"}\'; mytool < g', 'ask'],
    ['echo /etc/passwd | awk \'{print | "tee g"}\'; cat g | mytool', 'ask'],
    ['echo /etc/passwd | awk \'{print | "cat > g"}\'; mytool < h', 'allow'],
    // (A file the line did not write: what sed writes of it is not known, as its output is not.)
    ["sed -n 'w g' f; mytool < g", 'allow'],
    ['awk \'{print > "g"}\' f; mytool < g', 'allow'],
    ["echo notes > f; sed -n 'w g' f; cat g", 'allow'],
    ["sed -i 's/ *$//' f; mytool f", 'allow'],
  ]);
});

describe("sed's and awk's script prints text of its own, or reads a file the line wrote (script-written-files.ts scriptPrintsOwnText, scriptReadFiles)", () => {
  lineTable(FILES, [
    ["sed 's/.*/\\/etc\\/passwd/' f | mytool", 'ask'],
    ["sed 's/^/\\/et/;s/$/c\\/passwd/' f | mytool", 'ask'],
    ["sed 's/.*/\\/etc\\/passwd/' f > g; mytool < g", 'ask'],
    ["sed -i 's/.*/\\/etc\\/passwd/' g; mytool < g", 'ask'],
    ["sed 'y/xyz/abc/' f | mytool", 'ask'],
    ["sed -n 's/.*/\\/etc\\/passwd/w g' f; mytool < g", 'ask'],
    ['awk \'{print "/etc/passwd"}\' f | mytool', 'ask'],
    ['awk \'{print "/et" "c/passwd"}\' f | mytool', 'ask'],
    ['awk \'{print ENVIRON["P"]}\' f | mytool', 'ask'],
    ["echo /etc/passwd > f; sed 'r f' g | mytool", 'ask'],
    ["echo /etc/passwd > f; sed 'R f' g > h; mytool < h", 'ask'],
    ['echo /etc/passwd > f; awk \'{getline l < "f"; print l}\' g | mytool', 'ask'],
    // (Scripts printing only what they read.)
    ["sed -n '/x/p' f | mytool", 'allow'],
    ["sed 's/\\(a\\)b/\\1/g' f | mytool", 'allow'],
    ["grep x f | sed 's/a/&&/' | sort | mytool", 'allow'],
    ["awk '{print $1}' f | mytool", 'allow'],
    ["awk -F: '$3 > 100 {print $1}' f | mytool", 'allow'],
    ['awk \'{print $1 > "users.txt"}\' f; mytool < users.txt', 'allow'],
    ["sed 's/a/b/' f | wc -l", 'allow'],
    ["echo /etc/passwd > f; sed 'r f' g | wc -l", 'allow'],
  ]);
});

describe('code given to an interpreter on the line writes files of a text it computes', () => {
  lineTable(FILES, [
    ["echo /etc/passwd | python3 -c 'import sys; open(\"g\",\"w\").write(sys.stdin.read())'; mytool < g", 'ask'],
    ["echo /etc/passwd | python3 -c 'import sys; open(\"g\",\"w\").write(sys.stdin.read())'; cat g | mytool", 'ask'],
    ["echo /etc/passwd | python3 -c 'import sys; open(\"g\",\"w\").write(sys.stdin.read())'; mytool g", 'ask'],
    ["echo /etc/passwd | ruby -e 'File.write(\"g\", STDIN.read)'; mytool < g", 'ask'],
    ["echo /etc/passwd | python3 -c 'import pathlib,sys; pathlib.Path(\"d/g\").write_text(sys.stdin.read())'; mytool < d/g", 'ask'],
    // (Code alone computes the text: the line shows no path.)
    ["python3 -c 'open(\"g\",\"w\").write(\"/et\"+\"c/passwd\")'; mytool < g", 'ask'],
    ["sudo python3 -c 'open(\"g\",\"w\").write(\"/et\"+\"c/passwd\")'; mytool < g", 'ask'],
    ["python3 -c 'open(\"g\",\"w\").write(\"/et\"+\"c/passwd\")' && mytool < ./g", 'ask'],
    ["python3 -c 'print(1)'; mytool < g", 'allow'],
    ["python3 -c 'open(\"g\",\"w\").write(\"hi\")'; cat g", 'allow'],
    ["python3 -c 'import json'; mytool < data.txt", 'allow'],
  ]);
  // (Code naming more names than are read, MAX_CODE_NAMES: any file may be one it wrote.)
  const many = Array.from({ length: 300 }, (_, k) => `v${k}=0`).join(';');
  lineTable(FILES, [
    [`echo /etc/passwd | python3 -c '${many}; import sys; open("g","w").write(sys.stdin.read())'; mytool < g`, 'ask'],
    [`echo /etc/passwd | python3 -c '${many}; import sys; open("g","w").write(sys.stdin.read())'; mytool < h`, 'ask'],
    [`echo /etc/passwd | python3 -c '${many.slice(0, 100)}; import sys; open("g","w").write(sys.stdin.read())'; mytool < h`, 'allow'],
  ]);
});

describe("a line runner inside a group writes what it is piped (compound-texts.ts writtenTexts)", () => {
  lineTable(FILES, [
    ["echo /etc/passwd | { eval 'cat > g'; }; mytool < g", 'ask'],
    ["echo /etc/passwd | { bash -c 'cat > g'; }; mytool < g", 'ask'],
    ["echo /etc/passwd | ( eval 'cat > g' ); mytool < g", 'ask'],
    ["echo /etc/passwd | { true; sh -c 'tee g'; }; mytool < g", 'ask'],
    ["echo /etc/passwd | { eval 'cat > g'; }; mytool < h", 'allow'],
    ["echo hi | { eval 'cat > g'; }; mytool < g", 'allow'],
  ]);
});

describe('by fast-check: a denied path piped to a script or code that writes a file, read back by an unknown program, never allows', () => {
  const decide = lineDecision(FILES);
  const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/);
  const writer = fc.constantFrom(
    (g: string) => `sed -n 'w ${g}'`,
    (g: string) => `sed -n 's/a/a/w ${g}'`,
    (g: string) => `awk '{print > "${g}"}'`,
    (g: string) => `awk '{print >> "${g}"}'`,
    (g: string) => `python3 -c 'import sys; open("${g}","w").write(sys.stdin.read())'`,
    (g: string) => `perl -e 'open(F,">${g}"); print F <STDIN>'`,
    (g: string) => `ruby -e 'File.write("${g}", STDIN.read)'`,
    (g: string) => `{ eval 'cat > ${g}'; }`,
  );
  const reader = fc.constantFrom((g: string) => `mytool < ${g}`, (g: string) => `cat ${g} | mytool`, (g: string) => `mytool ${g}`);
  it('asks or denies', () => {
    fc.assert(fc.property(name, writer, reader, fc.constantFrom('/etc/passwd', 'k.pem'), (g, w, r, secret) => {
      expect(decide(`echo ${secret} | ${w(g)}; ${r(g)}`)).not.toBe('allow');
    }), { numRuns: 60 });
  });
});

describe('a tree write into the home directory (or /etc, a dot directory in home, .git) is an unknown host beside Domain rules (traffic-settings-files.ts treeTrafficWrites)', () => {
  lineTable(DOMAINS, [
    ['tar xf x.tar -C ~', 'ask'],
    ['tar -xzf x.tgz -C /home/dev', 'ask'],
    ['tar xf x.tar -C "$D"', 'ask'],
    ['unzip -o x.zip -d ~', 'ask'],
    ['cp -r dotfiles/. ~/', 'ask'],
    ['cp -rT dotfiles ~', 'ask'],
    ['cp -r dotfiles/. $HOME', 'ask'],
    ['rsync -a dotfiles/ ~/', 'ask'],
    ['rsync -a dotfiles/ /home/dev/', 'ask'],
    ['mv dotfiles/* ~', 'ask'],
    ['cp -r conf ~/.config/', 'ask'],
    ['cp -r etc/. /etc/', 'ask'],
    ['cp -r cfg/. .git/', 'ask'],
    ['stow -t ~ dotfiles', 'ask'],
    ['stow dotfiles', 'ask'],
    ['chezmoi apply', 'ask'],
    ['chezmoi init --apply user', 'ask'],
    ['yadm checkout ~', 'ask'],
    // (In the working directory or below a plain directory of home: no startup or global settings file there.)
    ['cp -r src dist', 'allow'],
    ['tar xf x.tar -C build', 'allow'],
    ['unzip x.zip -d build', 'allow'],
    ['rsync -a src/ dist/', 'allow'],
    ['cp build/tool ~/bin/', 'allow'],
    ['cp -r x /home/dev/projects/y', 'allow'],
    ['rm -rf ~/.cache/x', 'allow'],
    ['mkdir -p ~/.config/app', 'allow'],
    ['chezmoi diff', 'allow'],
    ['tar cf x.tar -C ~ notes', 'allow'],
  ]);
  // (Without Domain rules, as before; session 44: a tree copied into the home may hold startup
  // files whose text the line does not show, which asks beside Shell deny rules.)
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }, [
    ['cp -r dotfiles/. ~/', 'ask'],
    ['chezmoi apply', 'allow'],
  ]);
});

describe('by fast-check: a copy, extraction or link of a tree into the home directory never allows beside a Domain deny rule', () => {
  const decide = lineDecision(DOMAINS);
  const home = fc.constantFrom('~', '~/', '~/.', '$HOME', '"$HOME"/', '${HOME}', '/home/dev', '/home/dev/', '/root', '~/.config', '~/.ssh/');
  const writer = fc.constantFrom(
    (h: string) => `tar xf x.tar -C ${h}`, (h: string) => `tar -x -f x.tar --directory ${h}`, (h: string) => `unzip -o x.zip -d ${h}`,
    (h: string) => `cp -r dotfiles/. ${h}`, (h: string) => `cp -a dotfiles/.bashrc ${h}`, (h: string) => `rsync -a dotfiles/ ${h}`,
    (h: string) => `stow -t ${h} dotfiles`, (h: string) => `sudo cp -r d/. ${h}`,
  );
  it('asks or denies', () => {
    fc.assert(fc.property(home, writer, (h, w) => {
      expect(decide(w(h))).not.toBe('allow');
    }), { numRuns: 80 });
  });
});
