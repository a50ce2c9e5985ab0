// What one decision keeps of a reading (kept-readings.ts, function-values.ts keptArguments,
// call-memos.ts, substitution-paths.ts) must never be found again once the line's values changed.
// A name reference pointed elsewhere changed no size the stamps counted (`declare -n R=X … declare
// -n R=Y`), so a function's printed text kept for X was given for Y: allowed beside Read(//etc/**)
// (the session's merge found it; LineValues.referrals now counts each reference set).
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, source, type Rules } from './helpers/policy.js';

const ETC_ONLY: Rules = {
  deny: ['Read(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a name reference pointed elsewhere: what was kept for its old target is not given (were allowed)', () => {
  lineTable(ETC_ONLY, [
    ['X=/tmp/a; Y=/etc/passwd; f(){ echo $R; }; declare -n R=X; mytool "$(f)"; declare -n R=Y; mytool "$(f)"', 'ask'],
    ['X=/tmp/a; Y=/etc/passwd; f(){ realpath $R; }; declare -n R=X; mytool "$(f)"; declare -n R=Y; mytool "$(f)"', 'ask'],
    ['X=/tmp/a; Y=/etc/passwd; f(){ echo $R; }; declare -n R=X; f | mytool; declare -n R=Y; f | mytool', 'ask'],
    // Precision: both targets outside every rule.
    ['X=/tmp/a; Y=/tmp/b; f(){ echo $R; }; declare -n R=X; mytool "$(f)"; declare -n R=Y; mytool "$(f)"', 'allow'],
  ]);
});

// Each use read once before a change of the values and once after ("warm") decides at least as
// strictly as the same use read only after it ("cold"): a kept reading is never a stale one.
const CHANGES = [
  'X=/etc/passwd', 'X=/etc/$Q', 'X=/et?/passwd', "X='/et*'", 'X=$(find /etc)', 'X=$(ls /etc/*)', 'declare -n X=Y; Y=/etc/passwd',
  'read X <<< /etc/passwd', 'read -a X <<< "a /etc/passwd"', 'X+=/../../etc/passwd', 'export X=/etc/passwd', 'IFS=:; X=a:/etc/passwd',
  'X=(/etc/passwd)', 'X=(/et*)', 'declare -n X="Z[@]"; Z=(/etc/passwd)', 'printf -v X /etc/passwd', 'mapfile -t X <<< /etc/passwd',
  'X=$(echo xetc/passwd | cut -c2-)', 'echo /etc/passwd > list', 'f(){ echo /etc/passwd; }', 'f(){ realpath /etc/passwd; }',
  'for X in /etc/passwd; do :; done', 'for X in /et*; do :; done', 'X=$(git ls-files)', 'declare X=$(find /etc)', 'X=@list',
];
const USES = [
  'mytool "$(echo $X)"', 'mytool $(echo $X)', 'mytool "$(f)"', 'mytool $(f)', 'f | mytool', 'f | xargs mytool', 'mytool "$(realpath $X)"',
  'mytool "$(dirname $X/x)"', 'mytool $X', 'mytool "${X[@]}"', 'mytool "$(g $X)"', 'echo $X | mytool', 'mytool @list', 'mytool $(cat list)', 'mytool "$(h)"',
];
const DEFINITIONS = ['f(){ echo $X; }; ', 'g(){ echo $1; }; h(){ realpath $X; }; ', ''];
const RANK = { allow: 0, unmanaged: 0, ask: 1, deny: 2 } as const;

describe('kept readings are never stale', () => {
  it('a use read before a change of the values decides after it as strictly as one read only after it', () => {
    const policy = compilePolicy([{ loaded: source(ETC_ONLY) }]);
    const looser: string[] = [];
    for (const d of DEFINITIONS) for (const change of CHANGES) for (const use of USES) {
      const warm = `${d}X=/tmp/a; ${use}; ${change}; ${use}`;
      const cold = `${d}X=/tmp/a; ${change}; ${use}`;
      const w = decide(policy, { op: 'shell', command: warm }, REPO_LINUX).decision;
      const c = decide(policy, { op: 'shell', command: cold }, REPO_LINUX).decision;
      if (RANK[w] < RANK[c]) looser.push(`${w} < ${c}: ${warm}`);
    }
    expect(looser).toEqual([]);
  });
});
