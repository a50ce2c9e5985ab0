// How a deny/ask Shell rule meets other ordinary spellings of the command it names (semantics
// 4.1): an option's value between the rule's positional words, rustup's `+TOOLCHAIN`, pip's
// versioned names and `python -m pip`. Each row is also checked against the reference. (Rows apart from test/shell-rule-matching.test.ts,
// which is past 400 lines.)
import { describe } from 'vitest';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

describe('a word after an option of unknown arity may be its value, between the rule\'s words too (were allowed)', () => {
  table('deny', [
    ['Shell(aws s3 rm *)', 'aws s3 --region x rm s3://b', 'deny'],
    ['Shell(aws s3 rm *)', 'aws s3 --region x --output y rm s3://b', 'deny'],
    ['Shell(aws s3 rm *)', 'aws --profile p s3 --region x rm s3://b', 'deny'],
    ['Shell(aws s3 rm)', 'aws s3 rm --region x', 'deny'],
    ['Shell(gcloud projects delete *)', 'gcloud projects --project p delete x', 'deny'],
    ['Shell(gcloud projects delete *)', 'gcloud projects --quiet delete p', 'deny'],
    ['Shell(kubectl delete pod *)', 'kubectl delete -n x pod y', 'deny'],
    ['Shell(docker volume rm *)', 'docker volume --log-level x rm v', 'deny'],
    // Precision: the rule's words must still all be there, in order.
    ['Shell(aws s3 rm *)', 'aws s3 ls', 'allow'],
    ['Shell(aws s3 rm *)', 'aws s3 --region x ls s3://b', 'allow'],
    ['Shell(aws s3 rm *)', 'aws s3 --region x cp a rm', 'allow'],
    ['Shell(aws s3 rm *)', 'aws s3 --region=x ls rm', 'allow'],
    ['Shell(aws s3 rm *)', 'aws s3 -- --region x rm', 'allow'],
  ]);
  // Allow rules read the raw text only: no wider than before.
  table('allow', [
    ['Shell(aws s3 ls *)', 'aws s3 --region x ls', 'ask'],
  ]);
});

describe('rustup\'s toolchain word (`+nightly`) after cargo, rustc… is no positional word (were allowed)', () => {
  table('deny', [
    ['Shell(cargo publish *)', 'cargo +nightly publish', 'deny'],
    ['Shell(cargo publish *)', 'cargo +stable publish --dry-run', 'deny'],
    ['Shell(cargo publish *)', '/usr/bin/cargo +1.75 publish', 'deny'],
    ['Shell(rustfmt src/*)', 'rustfmt +nightly src/main.rs', 'deny'],
    // Precision: another subcommand, and a `+` word of a program rustup does not proxy.
    ['Shell(cargo publish *)', 'cargo +nightly build', 'allow'],
    ['Shell(cargo publish *)', 'cargo build', 'allow'],
    ['Shell(make publish *)', 'make +x publish', 'allow'],
  ]);
});

describe('pip under its versioned names and as python\'s module (were allowed)', () => {
  table('deny', [
    ['Shell(pip install *)', 'pip3 install x', 'deny'],
    ['Shell(pip install *)', 'pip3.12 install x', 'deny'],
    ['Shell(pip install *)', '/usr/bin/pip3 install x', 'deny'],
    ['Shell(pip install *)', 'python -m pip install x', 'deny'],
    ['Shell(pip install *)', 'python3 -m pip install x', 'deny'],
    ['Shell(pip install *)', 'python3.12 -I -W ignore -m pip install x', 'deny'],
    ['Shell(pip install *)', 'python3 -mpip install x', 'deny'],
    ['Shell(python *)', 'python3 x.py', 'deny'],
    // Precision: another subcommand, code given with -c, and a script's own words.
    ['Shell(pip install *)', 'pip3 list', 'allow'],
    ['Shell(pip install *)', 'python3 -m pip list', 'allow'],
    ['Shell(pip install *)', 'python3 -c "import pip" install x', 'allow'],
    // (The script may run its own words: from `pip` on they are a possible command, which asks; unknown-programs.ts.)
    ['Shell(pip install *)', 'python3 x.py -m pip install x', 'ask'],
    ['Shell(pip install *)', 'pipx install x', 'allow'],
  ]);
  // Allow rules read the name as written: Shell(pip3 *) still allows pip3.
  table('allow', [
    ['Shell(pip3 *)', 'pip3 list', 'allow'],
    ['Shell(pip *)', 'pip3 list', 'ask'],
  ]);
});
