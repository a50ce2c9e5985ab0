// checkRepositoryPath (src/decide/argument-paths.ts) keeps the directories above a repository
// path's base for the rest of the decision: npm install's three files walk the same directories.
// These rows pin that each path still meets its own rules at each level, and that commands with
// different bases in one line (`cd sub && npm install x`) each walk from their own.
import { describe, expect, it } from 'vitest';
import { expectDecision, REPO_LINUX } from './helpers/policy.js';

const rules = { ask: ['Edit(//w/repo/package-lock.json)', 'Edit(//w/npm-shrinkwrap.json)'], allow: ['Shell(npm *)', 'Shell(cd *)', 'Edit(**)', 'Read(**)'] };
const top = (file: string, line: string, dir: string): string =>
  `ask rule "Edit(/${file})" from <file> (file) asks for path "${file}", which argument "${line}" writes if the repository's top directory is "${dir}"; the context's repository would say where it is: it can never be allowed`;

describe('repository paths of several commands in one line', () => {
  it('walks from each command\'s own directory, in either order', () => {
    const d = expectDecision(rules, 'shell', 'npm install y; cd sub && npm install x', 'ask', REPO_LINUX);
    expect(d.reasons.map((r) => r.message)).toEqual([
      'ask rule "Edit(//w/repo/package-lock.json)" from <file> (file) asks for argument "npm install y"',
      top('/w/npm-shrinkwrap.json', 'npm install y', '/w'),
      top('/w/repo/package-lock.json', 'npm install x', '/w/repo'),
      top('/w/npm-shrinkwrap.json', 'npm install x', '/w'),
    ]);
    const e = expectDecision(rules, 'shell', 'cd sub && npm install x; cd .. && npm install y', 'ask', REPO_LINUX);
    expect(e.reasons.map((r) => r.message)).toEqual([
      'ask rule "Edit(//w/repo/package-lock.json)" from <file> (file) asks for argument "npm install y"',
      'ask rule "Edit(//w/npm-shrinkwrap.json)" from <file> (file) asks for argument "npm install y"',
      top('/w/repo/package-lock.json', 'npm install x', '/w/repo'),
      top('/w/npm-shrinkwrap.json', 'npm install x', '/w'),
      top('/w/npm-shrinkwrap.json', 'npm install y', '/w'),
    ]);
  });

  it('the context\'s repository makes the path known', () => {
    const d = expectDecision(rules, 'shell', 'npm install y', 'ask', { ...REPO_LINUX, repository: '/w' });
    expect(d.reasons.map((r) => r.message)).toEqual(['ask rule "Edit(//w/npm-shrinkwrap.json)" from <file> (file) asks for argument "npm install y"']);
  });
});
