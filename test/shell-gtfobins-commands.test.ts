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
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  it.each(['less +G x', 'less +42 x', 'less +/TODO x', 'less ++/x a b', 'less +F log', 'less +10g x', 'more +5 x', "less '+!ls' x", 'less -R x'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});
