// Session 43's red team on bash (r27): wrong allows session 42 left open and more of their kinds
// (a tree or settings file written relative to the context's own directory, extractors and
// downloaders that name their outputs from data the line does not show, a word that is a whole
// command line, stderr routes into a file read later, texts joined from pieces). Each deny or ask
// row was allowed on the session's starting build (checked by a script against it); the allow
// rows keep the readings precise.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const at = (cwd: string): DecisionContext => Object.freeze({ cwd, workspace: ['/w'], home: '/home/u', platform: 'linux' as const });
const IN_W = at('/w');
const IN_HOME = at('/home/u');
/** The brief's policy. */
const BRIEF: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};
/** Only /etc and a Domain rule: a home write matters by the settings files it may drop (~/.bashrc, ~/.curlrc). */
const ETC_DOMAIN: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a relative write where the line starts: the context\'s directory is home or holds settings (moved-tree-writes.ts atStart)', () => {
  lineTable(ETC_DOMAIN, [
    ['tar xf x.tar', 'ask'],
    ['unzip x.zip', 'ask'],
    ['cp -r /w/dot/. .', 'ask'],
    ['git clone https://x/y .', 'ask'],
    // Precision: a tree below a plain directory.
    ['tar xf x.tar -C build', 'allow'],
    ['git clone https://x/y', 'allow'],
    ['cp x y', 'allow'],
  ], 'shell', IN_HOME);
  lineTable(ETC_DOMAIN, [['tar xf x.tar', 'ask']], 'shell', at('/home'));
  lineTable(ETC_DOMAIN, [['tar xf x.tar', 'ask']], 'shell', at('/home/u/.config'));
  lineTable(ETC_DOMAIN, [
    ['cp /w/x config', 'ask'],
    ['curl -O https://x.com/config', 'ask'],
    // Precision: a file of no settings file's name.
    ['curl -O https://x.com/a', 'allow'],
  ], 'shell', at('/home/u/.ssh'));
  // A home that is not /home/NAME.
  lineTable(ETC_DOMAIN, [['tar xf x.tar', 'ask']], 'shell', Object.freeze({ cwd: '/srv/me', workspace: ['/w'], home: '/srv/me', platform: 'linux' as const }));
  lineTable(ETC_DOMAIN, [
    // Precision: the workspace holds no settings files.
    ['tar xf x.tar', 'allow'],
    ['cp x config', 'allow'],
    ['cp -r /w/dot/. .', 'allow'],
  ], 'shell', IN_W);
});

/** The brief's policy without its any-depth `Read(**\/*.pem)`, which every tree write meets. */
const SECRETS: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('extractor front ends, downloaders and template tools name their files from data the line does not show (remote-named-writes.ts)', () => {
  lineTable(BRIEF, [
    ['cd ~ && atool -x x.zip', 'ask'],
    ['cd ~ && aunpack x.zip', 'ask'],
    ['cd ~ && dtrx x.zip', 'ask'],
    ['cd ~ && ark --batch x.zip', 'ask'],
    ['cd ~ && yt-dlp https://x.com/v', 'ask'],
    ['cd ~ && youtube-dl https://x.com/v', 'ask'],
    ['cookiecutter gh:x/y -o ~', 'ask'],
  ], 'shell', IN_W);
  lineTable(SECRETS, [
    ['cookiecutter gh:x/y -o ~', 'ask'],
    ['cookiecutter gh:x/y --output-dir ~', 'ask'],
    ['cookiecutter gh:x/y --output-dir=/home/u', 'ask'],
    ['aunpack -X ~ x.zip', 'ask'],
    ['atool --extract-to=~ x.zip', 'ask'],
    ['ark --batch --destination ~ x.zip', 'ask'],
    ['patool extract x.zip --outdir ~', 'ask'],
    ['file-roller --extract-to=~ x.zip', 'ask'],
    ['file-roller -h ~/x.zip', 'ask'],
    ['innoextract -d ~ setup.exe', 'ask'],
    ['ouch decompress x.zip -d ~', 'ask'],
    ['gallery-dl -d ~ https://x.com/a', 'ask'],
    ['yt-dlp -P ~ https://x.com/v', 'ask'],
    ['yt-dlp -o "~/%(title)s.%(ext)s" https://x.com/v', 'ask'],
    ['yt-dlp -o ~/.ssh/x https://x.com/v', 'deny'], // (asked before: a possible path)
    ['atool -X ~/.ssh x.zip', 'deny'],
    // Precision: a destination in the workspace, a listing, a literal name.
    ['cookiecutter gh:x/y', 'allow'],
    ['cookiecutter gh:x/y -o build', 'allow'],
    ['aunpack x.zip', 'allow'],
    ['atool -l x.zip', 'allow'],
    ['patool list x.zip', 'allow'],
    ['file-roller -h /w/d/x.zip', 'allow'],
    ['yt-dlp https://x.com/v', 'allow'],
    ['yt-dlp -o out.mp4 https://x.com/v', 'allow'],
    ['yt-dlp -o "v/%(title)s.%(ext)s" https://x.com/v', 'allow'],
    ['gallery-dl https://x.com/a', 'allow'],
  ], 'shell', IN_W);
  lineTable(ETC_DOMAIN, [
    ['yt-dlp https://x.com/v', 'ask'],
    ['aunpack x.zip', 'ask'],
    ['cookiecutter gh:x/y', 'ask'],
    // Precision: a literal name, a listing, a directory of its own.
    ['yt-dlp -o out.mp4 https://x.com/v', 'allow'],
    ['yt-dlp -F https://x.com/v', 'allow'],
    ['gallery-dl https://x.com/a', 'allow'],
  ], 'shell', IN_HOME);
  lineTable(ETC_DOMAIN, [['yt-dlp -o config https://x.com/v', 'ask']], 'shell', at('/home/u/.ssh'));
  lineTable(ETC_DOMAIN, [
    ['gdown https://drive.google.com/uc?id=x', 'ask'],
    ['you-get https://x.com/v', 'ask'],
    ['spotdl https://x.com/v', 'ask'],
    ['transmission-cli x.torrent', 'ask'],
    ['megadl https://mega.nz/x', 'ask'],
    ['hf download x/y --local-dir .', 'ask'],
    ['huggingface-cli download x/y --local-dir .', 'ask'],
    // Precision: a file by its name, hf's own cache.
    ['gdown https://drive.google.com/uc?id=x -O out.zip', 'allow'],
    ['hf download x/y', 'allow'],
  ], 'shell', IN_HOME);
  lineTable(SECRETS, [
    ['gdown https://drive.google.com/uc?id=x -O ~/', 'ask'],
    ['you-get -o ~ https://x.com/v', 'ask'],
    ['hf download x/y --local-dir ~', 'ask'],
    // Precision: the workspace.
    ['gdown https://drive.google.com/uc?id=x', 'allow'],
    ['hf download x/y --local-dir m', 'allow'],
  ], 'shell', IN_W);
});

describe('trees other readers already marked, now tree writes beside Domain rules: named by the server or the site (traffic-settings-files.ts MARKED_TREE_WRITERS)', () => {
  lineTable(ETC_DOMAIN, [
    ['wget -P ~ --content-disposition https://x.com/a', 'ask'],
    ['wget -r -nd -P ~ https://x.com/', 'ask'],
    ['curl -OJ --output-dir ~ https://x.com/a', 'ask'],
    ['aria2c -d ~ https://x.com/a', 'ask'],
    ['gh release download v1 -D ~', 'ask'],
    ['cd ~ && http --download https://x.com/a', 'ask'],
    // Precision: a name the line shows, or the workspace.
    ['curl -o ~/x https://x.com/a', 'allow'],
    ['wget -O ~/x https://x.com/a', 'allow'],
    ['curl -OJ https://x.com/a', 'allow'],
    ['wget -r https://x.com/', 'allow'],
    ['aria2c https://x.com/a', 'allow'],
  ], 'shell', IN_W);
  lineTable(ETC_DOMAIN, [
    ['curl -OJ https://x.com/a', 'ask'],
    ['wget --content-disposition https://x.com/a', 'ask'],
    ['wget -m https://x.com/', 'ask'],
    ['aria2c https://x.com/a', 'ask'],
    ['gh release download v1', 'ask'],
    // Precision: the URL's own name.
    ['curl -O https://x.com/a', 'allow'],
    ['wget https://x.com/a', 'allow'],
  ], 'shell', IN_HOME);
});

describe('an unknown program\'s word with blanks is a line it may hand a shell: its words are possible paths (shell-unquoted.ts shellReadWords)', () => {
  lineTable(BRIEF, [
    ["mytool 'cat /etc/passwd'", 'ask'],
    ['mytool "cat /etc/passwd"', 'ask'],
    ["mytool --cmd 'cat /etc/passwd'", 'ask'],
    ["mytool --cmd='cat /etc/passwd'", 'ask'],
    ["mytool 'cat /e$()tc/passwd'", 'ask'],
    ["mytool 'cat /e$(f)tc/passwd'", 'ask'],
    ["mytool 'cat /etc/pass*'", 'ask'],
    ["mytool 'x.pem y'", 'ask'],
    ["X='cat /etc/passwd'; mytool \"$X\"", 'ask'],
    // Precision: words that name no path a rule covers; a known program's message.
    ["mytool 'hello world'", 'allow'],
    ["mytool 'a b' 'c d'", 'allow'],
    ["mytool -m 'fix the parser for README.md'", 'allow'],
    ["mytool '/w/My Documents/x'", 'allow'],
    ["git commit -m 'fix /etc/passwd parsing'", 'allow'],
  ], 'shell', IN_W);
});

describe('standard error written to a file later read: the paths its words name, which its messages may quote (listed-paths.ts stderrPathsText, compound-texts.ts ownWrittenTexts)', () => {
  lineTable(BRIEF, [
    ['logger -s /etc/passwd 2> g; mytool < g', 'ask'],
    ['logger -s /etc/passwd 2>> g; mytool < g', 'ask'],
    ['ls /etc/passwd 2> g; mytool < g', 'ask'],
    ['realpath /etc/passwd 2> g; mytool g', 'ask'],
    ['{ logger -s /etc/passwd; } 2> g; mytool < g', 'ask'],
    ['{ set -x; : /etc/passwd; } 2> g; mytool < g', 'ask'],
    ['( set -o xtrace; : /etc/passwd ) 2> g; mytool < g', 'ask'],
    ['bash -x -c ": /etc/passwd" 2> g; mytool < g', 'ask'],
    ['f() { logger -s /etc/passwd; }; f 2> g; mytool < g', 'ask'],
    // Precision: echo and printf print none of their words to standard error; xtrace goes to the shell's.
    ['echo /etc/passwd 2> g; mytool < g', 'allow'],
    ['echo /etc/passwd >&2 2> g; mytool < g', 'allow'],
    ['set -x; : /etc/passwd 2> g; mytool < g', 'allow'],
    ['ls src 2> g; mytool < g', 'allow'],
    ['f() { echo /etc/passwd; }; f 2> g; mytool < g', 'allow'],
    ['{ echo /etc/passwd; } 2> g; mytool < g', 'allow'],
  ], 'shell', IN_W);
});

describe('texts joined where one may end without a newline (PipedText.open), by tac or pr\'s columns (piped-text.ts, compound-texts.ts)', () => {
  lineTable(BRIEF, [
    ["printf 'pem x.\\npem x.' | tac | mytool", 'ask'],
    ["printf 'x.\\npem' | tac | mytool", 'ask'],
    ["printf 'pem x.\\npem x.' | pr -2 -t -S | mytool", 'ask'],
    ['echo -n x. | cat - <(echo pem) | mytool', 'ask'],
    ['printf x. | cat - <(printf pem) | mytool', 'ask'],
    ['printf x. > g; printf pem >> g; mytool < g', 'ask'],
    ['printf x. > g; cat <<< pem >> g; mytool < g', 'ask'],
    ['printf x. > g; printf pem | tee -a g; mytool < g', 'ask'],
    ['printf x. > a; echo pem >> a; mytool < a', 'ask'],
    ['printf x. > a; printf pem > b; cat a b | mytool', 'ask'],
    ['{ printf x.; printf pem; } | mytool', 'ask'],
    ['{ echo -n x.; echo pem; } | mytool', 'ask'],
    ['(printf x.; printf pem) | mytool', 'ask'],
    ['{ printf x.; echo pem; } > g; mytool < g', 'ask'],
    ['f() { printf x.; }; { f; printf pem; } | mytool', 'ask'],
    ['for w in x. pem; do printf %s $w; done | mytool', 'ask'],
    ['printf x. | { cat; printf pem; } | mytool', 'ask'],
    // Precision: newline-ended texts, one text alone, a known reader's output to the terminal.
    ['printf "a\\n" > g; printf b >> g; mytool < g', 'allow'],
    ['printf x. | mytool', 'allow'],
    ['echo hi | tac | mytool', 'allow'],
    ['printf "%s\\n" a b | tac | mytool', 'allow'],
    ["printf 'a\\nb' | pr -t | mytool", 'allow'],
    ['for f in a b; do echo $f; done | mytool', 'allow'],
    ['printf x > g; printf y >> g; cat g', 'allow'],
  ], 'shell', IN_W);
});
