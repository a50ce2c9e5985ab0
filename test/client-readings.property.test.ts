// The client readings of Read/Edit paths (src/paths/client-rewrites.ts) against the reference's
// own (test/reference/client-readings.ts), on paths built from the pieces those readings act on:
// variables at the start and past it, file: URLs, percent escapes, white space at the ends,
// drives and mounted drives, under deny, ask and allow rules on the places they may lead.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { referenceDecide } from './reference/evaluator.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const RULES = {
  deny: ['Read(//etc/**)', 'Read(~/.ssh/**)', 'Edit(//c/Windows/**)'],
  ask: ['Read(**/*.pem)', 'Read(//c/ProgramData/**)'],
  allow: ['Read(**)', 'Edit(/src/**)'],
};
const LOADED = loadSettingsValue({ permissions: RULES }, { file: 'r.json', channel: 'file' });
const POLICY = compilePolicy([{ loaded: LOADED }]);

const PIECE = fc.constantFrom(
  '$HOME', '${HOME}', '$PWD', '$FOO', '${FOO}', '$1', '${', '%FOO%', '%USERPROFILE%', '%windir%', '%TEMP%', '$env:FOO', '$env:USERPROFILE',
  '/', '//', '\\', 'C:', 'C:\\', 'file://', 'file:///', 'FILE:/', 'localhost', ' ', '\t', '\u00a0',
  'etc', 'passwd', '.ssh', 'id_rsa', 'x.pem', 'src', '..', '.', 'a', 'a$', '%2e', '%2F', '%', '?', '#', '/cygdrive/c', '/mnt/c', 'Windows', 'ProgramData',
);
const PATH = fc.array(PIECE, { minLength: 1, maxLength: 8 }).map((xs) => xs.join(''));

describe('client readings: the engine and the reference agree', () => {
  it('on paths built of variables, URLs, escapes, white space and drives (linux and win32, read and edit)', () => {
    fc.assert(fc.property(PATH, fc.constantFrom('read', 'edit'), fc.boolean(), (path, op, win32) => {
      const context = win32 ? REPO_WINDOWS : REPO_LINUX;
      const operation = { op, path } as const;
      expect({ path, d: decide(POLICY, operation, context).decision }).toEqual({ path, d: referenceDecide([LOADED], operation, context).decision });
    }), { numRuns: 10_000 });
  });
});
