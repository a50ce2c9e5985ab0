// Session 41's red team of bash data flow (r22): texts a line writes to a file, or pipes, reaching a
// program by a route the readers of written files (piped-text.ts, copied-files.ts,
// written-file-names.ts) did not follow, so a line that makes a program read a denied file was
// allowed. Each `ask` row was allowed on the session's starting build; the `allow` rows beside
// them keep ordinary lines allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';

const POLICY = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Read(**/.env)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)'],
};

describe('a filter, printer, tee or copier named by its path or run by a local wrapper is read as the program it runs', () => {
  lineTable(POLICY, [
    ['echo /etc/passwd | command cat | mytool', 'ask'],
    ['echo /etc/passwd | /bin/cat | mytool', 'ask'],
    ['echo /etc/passwd | env cat | mytool', 'ask'],
    ['echo /etc/passwd | sudo cat | mytool', 'ask'],
    ['echo /etc/passwd | command cat > g; mytool < g', 'ask'],
    ['echo /etc/passwd | nice cat > g; mytool < g', 'ask'],
    ['echo /etc/passwd | stdbuf -o0 cat > g; mytool < g', 'ask'],
    ['echo /etc/passwd | timeout 5 cat > g; mytool < g', 'ask'],
    ['echo /etc/passwd | exec cat > g; mytool < g', 'ask'],
    ['echo /etc/passwd | /usr/bin/tee g; mytool < g', 'ask'],
    ['echo /etc/passwd | command tee g >/dev/null; mytool < g', 'ask'],
    ['echo /etc/passwd | env tee g; mytool < g', 'ask'],
    ['echo /etc/passwd | sudo tee g; mytool < g', 'ask'],
    ['echo /etc/passwd | nohup tee g; mytool < g', 'ask'],
    ['echo /etc/passwd > g; /bin/cat g | mytool', 'ask'],
    ['echo /etc/passwd > g; command cat g | mytool', 'ask'],
    ['echo /etc/passwd > g; env cat g | mytool', 'ask'],
    ['echo /etc/passwd > g; nice cat g | mytool', 'ask'],
    ['echo /etc/passwd > g; timeout 1 cat g | mytool', 'ask'],
    ['echo /etc/passwd > g; busybox cat g | mytool', 'ask'],
    ['echo /etc/passwd > g; command cp g h; mytool < h', 'ask'],
    ['echo /etc/passwd > g; env cp g h; mytool < h', 'ask'],
    ['echo /etc/passwd > g; sudo cp g h; mytool < h', 'ask'],
    ['echo /etc/passwd > g; busybox cp g h; mytool < h', 'ask'],
    ['echo /etc/passwd > g; cat g | /usr/bin/tee h; mytool < h', 'ask'],
    ['echo a.pem | sudo -u bob sort -o g; mytool < g', 'ask'],
    // (A wrapper whose command is not read: what it prints of its input is computed.)
    ['echo /etc/passwd | ssh host cat | mytool', 'ask'],
    ['echo hi | command cat | mytool', 'allow'],
    ['echo hi | sudo tee g; mytool < g', 'allow'],
    ['echo notes.txt > g; env cp g h; mytool < h', 'allow'],
    ['echo /etc/passwd | wc -l | mytool', 'allow'],
    ['echo /etc/passwd | command -v cat', 'allow'],
  ]);
});

describe('a program the analysis knows, given a text the line shows, may print it unless it is known to print none of its input', () => {
  lineTable(POLICY, [
    ['echo /etc/passwd | pv | mytool', 'ask'],
    ['echo /etc/passwd > f; pv f | mytool', 'ask'],
    ['echo /etc/passwd > f; pv < f > g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; m4 f | mytool', 'ask'],
    ['echo /etc/passwd | cpp | mytool', 'ask'],
    ['echo /etc/passwd > f; bat f | mytool', 'ask'],
    ['echo /etc/passwd | dos2unix | mytool', 'ask'],
    ['echo /etc/passwd > f; unix2dos < f > g; mytool < g', 'ask'],
    ['echo /etc/passwd | xzcat | mytool', 'ask'],
    ['echo /etc/passwd > f; bzgrep f | mytool', 'ask'],
    ['echo /etc/passwd | ptx | mytool', 'ask'],
    ['echo /etc/passwd > f; xmllint f | mytool', 'ask'],
    ['echo /etc/passwd | sd x y | mytool', 'ask'],
    ['echo /etc/passwd | logger -s 2>&1 | mytool', 'ask'],
    ['echo /etc/passwd | wc -l | mytool', 'allow'],
    ['echo /etc/passwd | sha256sum | mytool', 'allow'],
    ['echo /etc/passwd > f; md5sum f | mytool', 'allow'],
    // (pv prints its input unchanged: a harmless text stays harmless, session 42.)
    ['echo notes.txt | pv | mytool', 'allow'],
    ['echo /etc/passwd | pv | cat', 'allow'],
  ]);
});

describe('files a command is given by a brace expansion, on another descriptor, or through one the line opened', () => {
  lineTable(POLICY, [
    ['echo /etc/passwd > f; cat {f,g} | mytool', 'ask'],
    ['echo /etc/passwd > f; cat f{,} | mytool', 'ask'],
    ['echo /etc/passwd > d/f; cat d/{f,g} | mytool', 'ask'],
    ['echo /etc/passwd > f; x=$(cat {f,g}); mytool $x', 'ask'],
    ['echo /etc/passwd | tee {f,g}; mytool < f', 'ask'],
    ['echo /etc/passwd > f; mytool 3<f', 'ask'],
    ['echo /etc/passwd > f; mytool 4<>f', 'ask'],
    ['echo /etc/passwd > f; exec 4<f; cat <&4 | mytool', 'ask'],
    ['echo /etc/passwd > f; exec {fd}<f; cat <&$fd | mytool', 'ask'],
    ['echo /etc/passwd > f; { cat; } < f | mytool', 'ask'],
    ['echo /etc/passwd > f; { cat; } < f > g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; (cat) < f > g; mytool < g', 'ask'],
    ['echo /etc/passwd > f; exec 3<f; { cat; } <&3 | mytool', 'ask'],
    ['{ cat; } <<< /etc/passwd | mytool', 'ask'],
    ['echo notes.txt > f; cat {f,g} | mytool', 'allow'],
    ['echo notes.txt > f; mytool 3<f', 'allow'],
    ['echo notes.txt > f; { cat; } < f | mytool', 'allow'],
    ['echo notes.txt | tee {f,g}; mytool < f', 'allow'],
  ]);
});

describe('a command writes its output to a file through a descriptor its redirects open on it', () => {
  lineTable(POLICY, [
    ['echo /etc/passwd 3>g >&3; mytool < g', 'ask'],
    ['echo /etc/passwd 3>g 1<&3; mytool < g', 'ask'],
    ['echo /etc/passwd 2>g 1<&2; mytool < g', 'ask'],
    ['echo /etc/passwd 3>g >&3-; mytool < g', 'ask'],
    ['echo /etc/passwd 4<>g >&4; mytool < g', 'ask'],
    ['echo /etc/passwd 3>g 4>&3 >&4; mytool < g', 'ask'],
    // (Not g: stdout is the terminal's, or a descriptor closed before it is copied.)
    ['echo /etc/passwd 1<&2 2>g; mytool < g', 'allow'],
    ['echo /etc/passwd 3>g >&3 >&-; mytool < g', 'allow'],
    ['echo notes.txt 3>g >&3; mytool < g', 'allow'],
  ]);
});

describe('a group, subshell, loop or function call that opens another descriptor on a file its commands copy their output onto', () => {
  lineTable(POLICY, [
    ['{ echo /etc/passwd >&2; } 2> g; mytool < g', 'ask'],
    ['{ echo /etc/passwd >&3; } 3> g; mytool < g', 'ask'],
    ['{ echo /etc/passwd > /dev/stderr; } 2> g; mytool < g', 'ask'],
    ['{ echo /etc/passwd 1>&2; } 2>> g; mytool < g', 'ask'],
    ['( echo /etc/passwd >&2 ) 2> g; mytool < g', 'ask'],
    ['for i in 1; do echo /etc/passwd >&2; done 2> g; mytool < g', 'ask'],
    ['w() { echo /etc/passwd >&2; }; w 2> g; mytool < g', 'ask'],
    ['w() { echo /etc/passwd >&2; }; { w; } 2> g; mytool < g', 'ask'],
    ['w() { echo /etc/passwd >&3; }; w 3> g; mytool < g', 'ask'],
    ['echo /etc/passwd | { cat >&2; } 2> g; mytool < g', 'ask'],
    // (Precision lost: what is copied there is not read, so a harmless text asks too.)
    ['{ echo notes.txt >&2; } 2> g; mytool < g', 'ask'],
    ['{ echo /etc/passwd; } 2> g; mytool < g', 'allow'],
    ['w() { echo /etc/passwd; }; w 3>&1 >/dev/null 2> g; mytool < g', 'allow'],
    ['{ make; } 2> build.log; grep error build.log', 'allow'],
  ]);
});

describe('copiers given their standard input as a file (/dev/stdin, dd with no if=) write the text they are given', () => {
  lineTable(POLICY, [
    ['echo /etc/passwd | dd of=g; mytool < g', 'ask'],
    ['echo /etc/passwd | dd of=g status=none; mytool < g', 'ask'],
    ['echo /ETC/PASSWD | dd conv=lcase of=g; mytool < g', 'ask'],
    ['echo x/etc/passwd | dd skip=1 iflag=skip_bytes of=g; mytool < g', 'ask'],
    ['echo /etc/passwd | dd of=./g; cat g | mytool', 'ask'],
    ['echo /etc/passwd | dd if=/dev/stdin of=g; mytool < g', 'ask'],
    ['echo /etc/passwd | cp /dev/stdin g; mytool < g', 'ask'],
    ['echo /etc/passwd | install -m644 /dev/stdin g; mytool < g', 'ask'],
    ['echo /etc/passwd | rsync /dev/stdin g; mytool < g', 'ask'],
    ['echo /etc/passwd | cp /dev/stdin d; mytool < d/stdin', 'ask'],
    ['echo /etc/passwd > f; dd of=g < f; mytool < g', 'ask'],
    ['echo /etc/passwd > f; cp /dev/stdin g < f; mytool < g', 'ask'],
    ['dd of=g <<< /etc/passwd; mytool < g', 'ask'],
    ['cp /dev/stdin g <<< /etc/passwd; mytool < g', 'ask'],
    // (Precision lost: dd's conversion is not computed.)
    ['echo notes.txt | dd of=g conv=ucase; mytool < g', 'ask'],
    ['echo notes.txt | cp /dev/stdin g; mytool < g', 'allow'],
    ['echo notes.txt | dd of=g; mytool < g', 'allow'],
    ['dd if=/dev/zero of=g bs=1 count=1; mytool < g', 'allow'],
  ]);
});

describe('a line run by a shell or eval, and an output process substitution, are given the text piped to the command', () => {
  lineTable(POLICY, [
    ['echo /etc/passwd | bash -c \'cat > g\'; mytool < g', 'ask'],
    ['echo /etc/passwd | sh -c \'tee g\'; mytool < g', 'ask'],
    ['echo /etc/passwd | sudo sh -c \'cat > g\'; mytool < g', 'ask'],
    ['echo /etc/passwd | eval \'cat > g\'; mytool < g', 'ask'],
    ['echo /etc/passwd > f; bash -c \'cat f\' | mytool', 'ask'],
    ['echo /etc/passwd | bash -c \'cat\' | mytool', 'ask'],
    ['echo /etc/passwd | xargs -0 sh -c \'echo "$0" > g\'; mytool < g', 'ask'],
    ['echo /etc/passwd | tee >(cat > g); mytool < g', 'ask'],
    ['echo /etc/passwd | tee >(cat >g) >/dev/null; mytool < g', 'ask'],
    ['echo /etc/passwd | tee /dev/null >(tee g); mytool < g', 'ask'],
    ['echo /etc/passwd | tee >(sort -o g); mytool < g', 'ask'],
    ['echo /etc/passwd | tee >(grep . > g) | cat; mytool < g', 'ask'],
    ['echo /etc/passwd | { cp /dev/stdin g; }; mytool < g', 'ask'],
    ['echo /etc/passwd | { sort -o g; }; mytool < g', 'ask'],
    ['echo notes.txt | bash -c \'cat > g\'; mytool < g', 'allow'],
    ['echo notes.txt > f; bash -c \'cat f\' | mytool', 'allow'],
    ['echo notes.txt | tee >(cat > g); mytool < g', 'allow'],
    ['bash -c \'make\' | mytool', 'allow'],
    ['echo hi | bash -c \'read x; echo $x\' | cat', 'allow'],
  ]);
});
