// Session 44 (r30): the wrong allows session 43 left open, and more of each kind. Every ask or deny
// row below was allowed at the session's start (checked by hand against that build); the allow rows
// are everyday lines that stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';
import type { DecisionContext } from '../src/policy/types.js';

const POLICY: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Edit(//etc/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

/** Domain rules alone: a tree written where settings files lie is an unknown host. */
const DOMAINS: Rules = { deny: ['Domain(evil.com)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };

/** The line runs in the home directory. */
const AT_HOME: DecisionContext = Object.freeze({ cwd: '/home/dev', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' as const });

describe('a printer of a partly known text piped or written to an unknown program (as `mytool "$(echo ${Q}rm -rf x)"` asks)', () => {
  lineTable(POLICY, [
    ['echo "$(echo ${Q}rm -rf x)" | mytool', 'ask'],
    ['echo $(echo ${Q}rm -rf x) | mytool', 'ask'],
    ['echo "a$(echo ${Q}rm -rf x)" | mytool', 'ask'],
    ['printf "%s\\n" "$(echo ${Q}rm -rf x)" | mytool', 'ask'],
    ['echo "$(printf %s ${Q}rm -rf x)" | mytool', 'ask'],
    ['echo "$(echo "$(echo ${Q}rm -rf x)")" | mytool', 'ask'],
    ['{ echo "$(echo ${Q}rm -rf x)"; } | mytool', 'ask'],
    // (Nested deeper than the printers read: not known, so it asks.)
    [`${'echo "$('.repeat(12)}echo \${Q}rm -rf x${')"'.repeat(12)} | mytool`, 'ask'],
    ['echo "$(echo ${Q}rm -rf x)" > g; mytool < g', 'ask'],
    ['echo "$(echo ${Q}rm -rf x)" >> g; mytool @g', 'ask'],
    // (A here-string's substitution, through a filter or to a group.)
    ['cat <<< "$(echo ${Q}rm -rf x)" | mytool', 'ask'],
    ['{ mytool; } <<< "$(echo ${Q}rm -rf x)"', 'ask'],
    ['cat <<EOF | mytool\n$(echo ${Q}rm -rf x)\nEOF', 'ask'],
    ['{ mytool; } <<EOF\n$(echo ${Q}rm -rf x)\nEOF', 'ask'],
    // (A function the substitution calls prints it.)
    ['f(){ echo "${Q}rm -rf x"; }; echo "$(f)" | mytool', 'ask'],
    // (A variable holding a partly known text, printed.)
    ['X=$(echo ${Q}rm -rf x); echo "$X" | mytool', 'ask'],
    ['X="${Q}rm -rf x"; echo "$X" | mytool', 'ask'],
    ['X="${Q}rm -rf x"; echo "$X" > g; mytool < g', 'ask'],
    ['X="${Q}rm -rf x"; echo "$X" > g; mytool g', 'ask'],
    ['X="${Q}rm -rf x"; { mytool; } <<< "$X"', 'ask'],
    // (Everyday lines.)
    ['echo hello | mytool', 'allow'],
    ['echo "$(date)" | mytool', 'allow'],
    ['cat <<< "$(date)" | mytool', 'allow'],
    ['cat <<EOF | mytool\nhello $(date)\nEOF', 'allow'],
    ['f(){ echo hi; }; echo "$(f)" | mytool', 'allow'],
    ['X=$(date); echo "$X" | mytool', 'allow'],
    ['echo hi > g; mytool < g', 'allow'],
  ]);
});

describe('a printed text that may end without a newline, joined by the next text (as `echo -n x. > g; echo pem >> g` is)', () => {
  lineTable(POLICY, [
    // (A word from an expansion may be `-n`, or hold a `\c` that `-e` or xpg_echo reads.)
    ['X=-n; echo $X x. > g; echo pem >> g; mytool < g', 'ask'],
    ['echo $X x. > g; echo pem >> g; mytool < g', 'ask'],
    ['echo "$X" x. > g; echo pem >> g; mytool < g', 'ask'],
    ['echo -e "x.$X" > g; echo pem >> g; mytool < g', 'ask'],
    ['X=-n; echo $X r > g; echo m -rf x >> g; mytool < g', 'ask'],
    ['X=-n; { echo $X x.; echo pem; } | mytool', 'ask'],
    ['X=-n; echo $X x. | cat - <(echo pem) | mytool', 'ask'],
    ['X=-n; for w in x. pem; do echo $X $w; done | mytool', 'ask'],
    ['X=-n; command echo $X x. > g; echo pem >> g; mytool < g', 'ask'],
    ['X=(-n); echo "${X[@]}" x. > g; echo pem >> g; mytool < g', 'ask'],
    ['echo "${X:--n}" x. > g; echo pem >> g; mytool < g', 'ask'],
    ['X=-n; echo $X x. | tee g; echo pem >> g; mytool < g', 'ask'],
    ['X=-n; (echo $X x.; echo pem) > g; mytool < g', 'ask'],
    ['X=-n; echo $X x. > g; cat g - <<< pem | mytool', 'ask'],
    // (printf's `%b` reads its argument's `\c`, which ends all output, the format's newline too.)
    ['printf "%b\\n" "x.\\c" > g; echo pem >> g; mytool < g', 'ask'],
    ['printf "%b\\n" "$X" > g; echo pem >> g; mytool < g', 'ask'],
    // (Texts that end with a newline.)
    ['echo x. > g; echo pem >> g; mytool < g', 'allow'],
    ['printf "%s\\n" "$X" > g; echo pem >> g; mytool < g', 'allow'],
    ['echo "$X" | mytool', 'allow'],
    ['X=-n; echo $X x.; echo pem', 'allow'],
    ['for f in a b; do echo $f; done | mytool', 'allow'],
    ['echo "$(date)" > log; echo done >> log; cat log', 'allow'],
  ]);
});

describe('`python -m MODULE` of a command-line tool is read as that tool (python-module-programs.ts)', () => {
  lineTable(POLICY, [
    ['python3 -m copier copy gh:x/y ~', 'ask'],
    ['python3 -m mesonbuild.mesonmain install', 'ask'],
    ['python3 -m yt_dlp https://x.com/v', 'ask'],
    ['python3 -m cookiecutter gh:x/y -o ~', 'ask'],
    ['python3 -m pre_commit install', 'ask'],
    ['python3 -Im copier copy gh:x/y ~', 'ask'],
    ['python3 -m copier.__main__ copy gh:x/y ~', 'ask'],
    // (Through a module that runs another.)
    ['python3 -m runpy copier copy gh:x/y ~', 'ask'],
    ['python3 -m cProfile -o out.prof -m copier copy gh:x/y ~', 'ask'],
    ['python3 -m trace --module copier copy gh:x/y ~', 'ask'],
    ['python3 -m pdb -m copier copy gh:x/y ~', 'ask'],
    ['python3 -m cProfile -mcopier copy gh:x/y ~', 'ask'],
    // (Everyday lines.)
    ['python3 -m pip install x', 'allow'],
    ['python3 -m pip install -r requirements.txt', 'allow'],
    ['python3 -m pytest', 'allow'],
    ['python3 -m pytest -k x', 'allow'],
    ['python3 -m black .', 'allow'],
    ['python3 -m mypy src', 'allow'],
  ]);
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] }, [
    ['python3 -m copier copy gh:x/y out', 'allow'],
    ['python3 -m mesonbuild.mesonmain setup build', 'allow'],
    ['python3 -m http.server', 'allow'],
    ['python3 -m venv .venv', 'allow'],
  ]);
});

describe('trees named by the remote written where the line runs, in the home directory (remote-named-writes.ts, traffic-settings-files.ts)', () => {
  lineTable(DOMAINS, [
    ['ansible-galaxy install x -p .', 'ask'],
    ['ansible-galaxy install x -p ~', 'ask'],
    ['ansible-galaxy role install x -p .', 'ask'],
    ['ansible-galaxy collection install x -p .', 'ask'],
    ['ansible-galaxy collection download x -p .', 'ask'],
    ['python3 -m ansible galaxy install x -p .', 'ask'],
    ['s3cmd get -r s3://b/ .', 'ask'],
    ['s3cmd get -r s3://b/ ~', 'ask'],
    ['s3cmd sync s3://b/ .', 'ask'],
    ['s3cmd get s3://b/.bashrc', 'ask'],
    ['aws s3 mv s3://b/ . --recursive', 'ask'],
    ['gsutil mv gs://b/* .', 'ask'],
    ['gcloud storage mv gs://b/* ~', 'ask'],
    ['mc mirror s3/b .', 'ask'],
    ['mc cp -r s3/b/ .', 'ask'],
    ['pip install --target ~ x', 'ask'],
    ['pip install --target . x', 'ask'],
    ['pip download x -d .', 'ask'],
    ['composer create-project x/y .', 'ask'],
    ['kaggle datasets download x -p . --unzip', 'ask'],
    ['kaggle datasets download x', 'ask'],
    ['bzr branch lp:x .', 'ask'],
    ['helm pull x --untar -d ~', 'ask'],
    ['fossil open x.fossil', 'ask'],
    ['python3 -m pip install --target ~ x', 'ask'],
    ['python3 -mpip install --target . x', 'ask'],
    ['python3 -m pip download x -d .', 'ask'],
    ['py -m pip install --target . x', 'ask'],
    ['python3 -m kaggle datasets download x', 'ask'],
    // (Their own caches and environments, lists, and directories the line names.)
    ['pip install x', 'allow'],
    ['pip install --user x', 'allow'],
    ['python3 -m pip install x', 'allow'],
    ['python3 -m pip install --user x', 'allow'],
    ['pip install -r requirements.txt', 'allow'],
    ['conda install x', 'allow'],
    ['composer create-project x/y', 'allow'],
    ['composer install', 'allow'],
    ['kaggle datasets list', 'allow'],
    ['bzr branch lp:x', 'allow'],
    ['helm pull x', 'allow'],
    ['ansible-galaxy install x', 'allow'],
    ['ansible-galaxy install -r requirements.yml', 'allow'],
    ['ansible-galaxy role list -p .', 'allow'],
    ['s3cmd get -r s3://b/ out', 'allow'],
  ], 'shell', AT_HOME);
  // (In the workspace they stay allowed.)
  lineTable(DOMAINS, [
    ['ansible-galaxy install x -p .', 'allow'],
    ['ansible-galaxy install x -p roles', 'allow'],
    ['s3cmd get -r s3://b/ .', 'allow'],
    ['s3cmd get s3://b/x.txt', 'allow'],
    ['mc mirror s3/b .', 'allow'],
    ['pip install --target build x', 'allow'],
    ['composer create-project x/y .', 'allow'],
    ['helm pull x --untar', 'allow'],
    ['kaggle datasets download x', 'allow'],
    ['fossil open x.fossil', 'allow'],
  ]);
});

describe('a downloader\'s settings file the line writes, which it reads (implicit-code-files.ts): `--exec`, `-o` anywhere', () => {
  lineTable({ deny: ['Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Edit(~/**)'] }, [
    ['echo "--exec rm -rf x" > yt-dlp.conf; yt-dlp https://x.com/v', 'ask'],
    ['echo "--exec rm" >> ~/.config/yt-dlp/config; yt-dlp https://x.com/v', 'ask'],
    ['echo "--exec rm" >> ~/.config/yt-dlp/config; youtube-dl https://x.com/v', 'ask'],
    ['echo {} > ~/.config/gallery-dl/config.json; gallery-dl https://x.com/v', 'ask'],
    ['echo x > notes.txt; yt-dlp https://x.com/v', 'allow'],
    ['yt-dlp https://x.com/v', 'allow'],
  ]);
  lineTable({ deny: ['Edit(~/.ssh/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }, [
    ['echo "-o ~/.ssh/%(title)s" > yt-dlp.conf; yt-dlp https://x.com/v', 'ask'],
    ['echo "-P ~/.ssh" > yt-dlp.conf.txt; yt-dlp https://x.com/v', 'ask'],
  ]);
});
