// A word bash may split into several when it runs (an unquoted expansion or substitution, a glob,
// `"$@"`) is read as two unknown words (analyze.ts, words.ts splitTail): an option that takes it
// as its value leaves the rest where the tool looks for options (`tar -tzf $F` with
// F='a.tgz --checkpoint-action=exec=sh' ran sh; hunt 2, F6). A quoted `"$F"` stays one word.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';

const LINUX = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const };

function decider(rules: { deny: string[]; allow: string[] }): (line: string) => string {
  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: rules }, { file: 'b.json', channel: 'file' }) }]);
  return (line) => decide(policy, { op: 'shell', command: line, shell: 'bash' }, LINUX).decision;
}

describe('narrow allows: the words after a split value are not taken for its option', () => {
  const decision = decider({
    deny: ['Shell(rm *)', 'Shell(curl *)', 'Domain(evil.com)', 'Edit(//etc/**)'],
    allow: ['Shell(tar -tzf *)', 'Shell(find *)', 'Shell(sort *)', 'Shell(echo *)', 'Shell(git log *)', 'Shell(git status)', 'Shell(nice *)', 'Shell(timeout *)', 'Read(./**)'],
  });
  it.each([
    // (Each was allowed.)
    ["F='a.tgz --checkpoint=1 --checkpoint-action=exec=sh'; tar -tzf $F <<< 'rm -rf x'", 'ask'],
    ['tar -tzf `echo a.tgz --checkpoint=1 --checkpoint-action=exec=sh`', 'ask'], ['tar -tzf $(echo a.tgz)', 'ask'], ['tar -tzf *', 'ask'],
    ['tar tzf $F', 'ask'], ['tar -tzf ${F}', 'ask'], ['tar -tzf "${A[@]}"', 'ask'], ['tar -tzf "$@"', 'ask'],
    ['find . -name `echo victim -exec rm -rf {} +`', 'ask'], ['F="* -delete"; find . -name $F', 'ask'],
    ['sort -k `echo 1 -S1 --compress-program=sh` x', 'ask'], ['git log --format `echo x --output=/etc/x`', 'ask'],
    // A wrapper's value: the tail may be the command; the word after it is read as one too.
    ['nice -n $N git status', 'ask'], ['timeout $T git status', 'ask'], ['nice -n $N rm x', 'deny'],
    // Quoted: one word, as before.
    ['tar -tzf "$F"', 'allow'], ['tar -tzf a.tgz', 'allow'], ['find . -name "$F"', 'allow'], ['find . -name "*.ts"', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('Shell(*): lines whose words stay one are unchanged', () => {
  const decision = decider({ deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)'] });
  it.each([
    ['ls *.ts', 'allow'], ['cat *.txt', 'allow'], ['grep -n foo src/*.ts', 'allow'], ['git add src/*.ts', 'allow'], ['echo $HOME $PATH', 'allow'],
    ['cd $HOME', 'allow'], ['wc -l *.ts', 'allow'], ['cp src/*.ts dest/', 'allow'], ['mv *.log logs/', 'allow'], ['ls -la $DIR', 'allow'],
    ['git commit -m "$MSG"', 'allow'], ['export FOO=$PATH; ls', 'allow'], ['local X=$1', 'allow'], ['make -j$(nproc)', 'allow'],
    ['make VERSION=$(git describe --tags)', 'allow'], ['make check ARGS=$HOME/.local', 'allow'] /* (PREFIX=$HOME/… is an unknown install directory since session 41) */, ['sort -k $((1+2)) a.txt', 'allow'],
    // (Split, these can be options or more files.)
    ['HOME="x --eval=y"; make PREFIX=$HOME', 'ask'], ['env -C $D rm x', 'deny'], ['cp a $D', 'ask'], ['uniq $F', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

// (Precision review P8: each asked.) One word that never starts with `-` (words.ts oneWordCommand).
describe('substitutions that print one word which cannot be an option', () => {
  const decision = decider({ deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)'] });
  it.each([
    ['npm version $(git describe --tags --abbrev=0)', 'allow'], ['npm version "$(git rev-parse --short HEAD)"', 'allow'],
    ['go build -ldflags "-X main.version=$(git describe --tags)" ./cmd/app', 'allow'],
    ['go build -ldflags "-X main.commit=$(git rev-parse HEAD) -X main.user=$(whoami)" .', 'allow'],
    ['chown $(whoami) a.txt', 'allow'], ['chown "$(id -u)":"$(id -g)" a.txt', 'allow'], ['npm test $(git merge-base HEAD origin/main)', 'allow'],
    ['sort -k $(date +%s) a.txt', 'allow'], ['npm run build:$(uname -m)', 'allow'],
    // Not one word, or may start with `-`: still unknown.
    ['npm version $(git rev-parse --show-toplevel)', 'ask'], ['npm test $(git rev-parse HEAD HEAD)', 'ask'], ['npm test $(git rev-parse "$R")', 'ask'],
    ['npm test $(git merge-base --all A B)', 'ask'], ['npm test $(date +%F)', 'ask'], ['npm test $(id)', 'ask'], ['npm test $(uname -a)', 'ask'],
    ['go build -ldflags "-X main.v=$(git rev-parse --show-toplevel)" .', 'ask'], ['go build -ldflags "-X m.v=$(git describe) -extld=x" .', 'ask'],
    ['go build -ldflags "-X m.v=$V" .', 'ask'], ['chown $F a.txt', 'ask'], ['chown x$F a.txt', 'ask'], ['chown $(whoami) /etc/x', 'deny'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('xargs: the items it appends have spans of their own (a reader indexed them and threw)', () => {
  const decision = decider({ deny: ['Shell(rm *)', 'Read(//etc/**)'], allow: ['Shell(*)'] });
  it.each([
    // (Each was a deny reporting an internal error.)
    ['git diff --name-only | xargs npx eslint', 'allow'], ['xargs -0 npx eslint', 'allow'], ['xargs env npx x', 'allow'],
    ['ls | xargs npx rm', 'deny'], ['ls | xargs npx cat', 'ask'], ['xargs -n $N ls', 'ask'], ['xargs -I $X echo', 'ask'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

// (Hunt 4, F1: each was allowed, read as one word.) `$@` or `[@]` anywhere in a quoted expansion,
// and a name the line makes a reference (`declare -n r='a[@]'`), give one word per element.
describe('quoted expansions that hold every element, at any depth, or a reference', () => {
  const decision = decider({ deny: ['Shell(rm -rf /*)'], allow: ['Shell(*)'] });
  it.each([
    ['set -- -rf /x; rm "${1+"$@"}"', 'deny'], ['f(){ rm "${1+"$@"}"; }; f -rf /x', 'deny'], ['rm "${x:-"$@"}"', 'deny'],
    ['rm "${x-$@}"', 'deny'], ['rm "${x:-${@}}"', 'deny'], ['a=(-rf /y); rm "${x:-${a[@]}}"', 'deny'], ['rm "${x:-${!pre@}}"', 'deny'],
    ['rm "${x:-${!a[@]}}"', 'deny'], ['a=(-rf /y); declare -n r="a[@]"; rm "$r"', 'deny'], ['declare -gn r="a[@]"; rm "${r}"', 'deny'],
    // A use before the declaration (a function run later).
    ['f(){ rm "$r"; }; a=(-rf /y); declare -n r="a[@]"; f', 'deny'], ['f(){ local -n r="a[@]"; }; rm "${r:-x}"', 'deny'],
    // One word: `$*` joins; a name no declaration makes a reference.
    ['rm "${x:-$*}"', 'allow'], ['rm "$x"', 'allow'], ['declare -n r=x; rm "$q"', 'allow'], ['rm -f "${x:-a}"', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});
