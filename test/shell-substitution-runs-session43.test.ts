// Session 43 (r29, found by m2): a substitution whose output the analysis computes in part, handed
// to a program that may run its words. `mytool "${Q}rm -rf x"` asked beside Shell(rm *), and so did
// `mytool "$(echo rm -rf x)"`, but `mytool "$(echo ${Q}rm -rf x)"`, `$(printf %s "${Q}rm -rf x")`
// and `X=$(echo ${Q}rm -rf x); mytool "$X"` were allowed: the printed text, its unknown parts as
// written, is now a partly known word (partly-printed.ts), and each partly known word is read as
// the word such a program is given (given-values.ts partialParts). Every ask row was allowed at the
// session's start.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineTable } from './helpers/line-table.js';
import { lineDecision, type Rules } from './helpers/policy.js';
import { partlyPrinted } from '../src/shell/partly-printed.js';
import { blankPieces } from '../src/shell/unknown-programs.js';
import { parseBash } from '../src/shell/bash-parse.js';

const POLICY: Rules = {
  deny: ['Shell(rm *)', 'Read(//etc/**)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('echo or printf of a partly known text given to an unknown program (m2)', () => {
  lineTable(POLICY, [
    ['mytool "$(echo ${Q}rm -rf x)"', 'ask'],
    ['mytool "$(printf %s "${Q}rm -rf x")"', 'ask'],
    ['mytool $(echo ${Q}rm -rf x)', 'ask'],
    ['X=$(echo ${Q}rm -rf x); mytool "$X"', 'ask'],
    ['X=$(printf %s "${Q}rm -rf x"); mytool "$X"', 'ask'],
    ['mytool "$(echo ${Q} rm -rf x)"', 'ask'],
    ['mytool "$(echo -n ${Q}rm -rf x)"', 'ask'],
    ['mytool "$(printf "%s rm -rf x" "$Q")"', 'ask'],
    ['mytool --msg="$(echo ${Q}rm -rf x)"', 'ask'],
    ['mytool "$(echo $(date)rm -rf x)"', 'ask'],
    ['mytool "$(echo `id`rm -rf x)"', 'ask'],
    ['mytool $(echo ${Q}/bin/rm -rf x)', 'ask'],
    // (A quoted name a name character follows is that name, not a longer one: `"$Q"rm` is `${Q}rm`.)
    ['mytool "$(echo "$Q"rm -rf x)"', 'ask'],
    // (A function printing it, with its call's parameters.)
    ['f(){ echo "${1}rm -rf x"; }; mytool "$(f $Q)"', 'ask'],
    ['f(){ echo "$Q"rm -rf x; }; mytool "$(f)"', 'ask'],
    // (A variable assigned the partly known word itself, and one exported.)
    ['X="${Q}rm -rf x"; mytool "$X"', 'ask'],
    ['export X="${Q}rm -rf x"; mytool', 'ask'],
    // (A command between two unknown parts: its pieces between blanks are words too.)
    ['mytool "$(echo $Q rm -rf x $R)"', 'ask'],
    ['X="$Q rm -rf x $R"; mytool "$X"', 'ask'],
    ['mytool "$(echo ${Q:-a b} rm -rf x $R)"', 'ask'],
    // (The word itself: `"${Q} rm -rf x ${R}"` asked, `"$Q rm -rf x $R"` did not, unknown-programs.ts possibleRunTokens.)
    ['mytool "$Q rm -rf x $R"', 'ask'],
    ['mytool "$(date) rm -rf x $(date)"', 'ask'],
    ['mytool "$Q ;rm -rf x $R"', 'ask'],
    ['mytool --msg="fix $A then rm $B"', 'ask'],
    // (A list's printers: no exact reading read their lines.)
    ['mytool "$(date; echo rm -rf x)"', 'ask'],
    ['mytool "$(echo hi; echo rm -rf x)"', 'ask'],
    ['mytool "$(echo $Q; echo rm -rf x)"', 'ask'],
    // (As before: the words written out, and paths the output names.)
    ['mytool "${Q}rm -rf x"', 'ask'],
    ['mytool "$(echo rm -rf x)"', 'ask'],
    ['mytool "$(echo ${Q}cat /etc/passwd)"', 'ask'],
    // (Everyday substitutions stay allowed.)
    ['mytool "$(echo hello)"', 'allow'],
    ['mytool "$(date +%s)"', 'allow'],
    ['mytool "$(git rev-parse HEAD)"', 'allow'],
    ['mytool "$(echo $Q)"', 'allow'],
    ['mytool "$(echo hello $Q)"', 'allow'],
    ['mytool "$(echo build-$Q)"', 'allow'],
    ['mytool "$(echo v$Q) release"', 'allow'],
    ['mytool "$(echo a; echo b)"', 'allow'],
    ['mytool "$(echo $Q farm $R)"', 'allow'],
    ['mytool "$Q farm $R"', 'allow'],
    ['mytool "$A and $B"', 'allow'],
    ['mytool "$(echo ${Q}farm -rf x)"', 'allow'],
    ['mytool "$(echo "$Q"farm)"', 'allow'],
    // (A program the analysis reads runs none of its words.)
    ['ls "$(echo ${Q}rm -rf x)"', 'allow'],
    ['git commit -m "$(echo ${Q}rm -rf x)"', 'allow'],
  ]);
});

describe('the whole printed text is read, not its words one by one', () => {
  // (`${Q}rm` alone names rm; only the whole text matches these rules.)
  lineTable({ deny: ['Shell(rm -rf *)', 'Shell(git push --force *)'], allow: ['Shell(*)'] }, [
    ['mytool "$(echo ${Q}rm -rf x)"', 'ask'],
    ['X=$(echo ${Q}git push --force origin); mytool "$X"', 'ask'],
    ['mytool "$(printf %s "${Q}git push --force origin")"', 'ask'],
    ['mytool "$(echo ${Q}rm -f x)"', 'allow'],
    ['mytool "$(echo ${Q}git push origin)"', 'allow'],
  ]);
});

describe('partlyPrinted', () => {
  const body = (line: string) => {
    const parsed = parseBash(line);
    if (!parsed.ok) throw new Error(line);
    return parsed.script;
  };
  it.each([
    ['echo ${Q}rm -rf x', ['${Q}rm -rf x']],
    ['echo -n "$Q"rm x', ['${Q}rm x']],
    ['printf %s "${Q}rm -rf x"', ['%s ${Q}rm -rf x', '${Q}rm -rf x']],
    ['echo hello', []],
    ['date; echo rm -rf x', ['rm -rf x']],
    ['echo x > f', []],
    ['mytool ${Q}rm', []],
    // (Each word unknown: each is a partly known word already.)
    ['echo /tmp/$A /tmp/$B', []],
  ])('%s -> %j', (line, lines) => {
    expect(partlyPrinted(body(line), undefined)).toEqual(lines);
  });
});

describe('blankPieces', () => {
  it.each([
    ['$Q rm -rf x $R', ['$Q', 'rm', '-rf', 'x', '$R']],
    ['${Q:-a b} rm', ['${Q:-a b}', 'rm']],
    ['$(f a b)rm  x', ['$(f a b)rm', 'x']],
    ['`id -u` rm', ['`id -u`', 'rm']],
    ['${Q}rm', ['${Q}rm']],
  ])('%s -> %j', (text, pieces) => {
    expect(blankPieces(text)).toEqual(pieces);
  });
});

describe('property: a deny rule\'s command printed after unknown text asks', () => {
  const decision = lineDecision(POLICY);
  const name = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,6}$/);
  const form = fc.constantFrom(
    (v: string) => `mytool "$(echo \${${v}}rm -rf x)"`,
    (v: string) => `mytool "$(echo -n "$${v}"rm -rf x)"`,
    (v: string) => `mytool "$(printf %s "\${${v}}rm -rf x")"`,
    (v: string) => `mytool $(printf '%s\\n' "\${${v}} rm -rf x")`,
    (v: string) => `X=$(echo \${${v}}rm -rf x); mytool "$X"`,
    (v: string) => `X=$(printf %s "\${${v}}rm -rf x"); mytool --x="$X"`,
    (v: string) => `mytool "$(date; echo \${${v}}rm -rf x)"`,
  );
  it('asks for every name and printer', () => {
    fc.assert(
      fc.property(name, form, (v, make) => {
        expect(decision(make(v))).toBe('ask');
      }),
      { numRuns: 150 },
    );
  });
});

// (Named by r29, closed after it: a shell's script is handed the line's values as an interpreter's
// script is; `bash deploy.sh "rm -rf x"` asked, the same text through a variable was allowed.)
describe("a shell script's arguments with the line's values in place (unknown-programs.ts mayRunWords)", () => {
  lineTable(POLICY, [
    ['X="rm -rf x"; bash deploy.sh "$X"', 'ask'],
    ['X="rm -rf x"; sh deploy.sh $X', 'ask'],
    ['bash deploy.sh "$(echo ${Q}rm -rf x)"', 'ask'],
    ['X="rm -rf x"; bash -x deploy.sh "$X"', 'ask'],
    // Precision: values that name no rule's program, no arguments.
    ['X=hello; bash deploy.sh "$X"', 'allow'],
    ['X=hi; sh deploy.sh $X a b', 'allow'],
    ['bash deploy.sh', 'allow'],
  ]);
});
