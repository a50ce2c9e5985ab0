// The tables' URLs parsed once (src/decide/table-targets.ts): each stored result is parseFetchTarget's.
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { tableMatches, tableTarget } from '../src/decide/table-targets.js';
import { matchDomain } from '../src/domains/domain-index.js';
import { parseFetchTarget, type FetchTarget } from '../src/domains/url.js';
import { CTX, source } from './helpers/policy.js';
import { REGISTRY_URLS } from '../src/shell/default-registries.js';

describe('table targets', () => {
  it('gives parseFetchTarget\'s result for every table URL, frozen', () => {
    expect(REGISTRY_URLS.length).toBeGreaterThan(40);
    for (const url of REGISTRY_URLS) {
      const stored = tableTarget(url);
      expect({ url, stored }).toEqual({ url, stored: parseFetchTarget(url) });
      expect(Object.isFrozen(stored)).toBe(true);
      if (stored?.ok) expect(Object.isFrozen(stored.target)).toBe(true);
    }
  });

  it('gives nothing for another URL, of a table URL\'s length or not', () => {
    for (const url of ['https://registry-1.docker.io/x', 'https://registry-1.docker.iO/', 'https://docker.io', 'https://evil.example/', '']) {
      expect({ url, stored: tableTarget(url) }).toEqual({ url, stored: undefined });
    }
  });
});

describe('table targets\' restrict matches', () => {
  const rules = { deny: ['Domain(*.docker.io)', 'Domain(https://registry.npmjs.org:443)'], ask: ['Domain(docker.io)', 'Domain(*.org)', 'Domain(pypi.org)'], allow: ['Shell(*)'] };
  const policy = compilePolicy([{ loaded: source(rules) }]);

  it('gives matchDomain\'s ids for every table URL, the same frozen list each time', () => {
    let some = 0;
    for (const url of REGISTRY_URLS) {
      const r = tableTarget(url);
      if (!r?.ok) continue;
      const t: FetchTarget = r.target;
      const first = tableMatches(policy.restrict.domain, t);
      expect({ url, ids: [...first] }).toEqual({ url, ids: [...matchDomain(policy.restrict.domain, t)] });
      expect(tableMatches(policy.restrict.domain, t)).toBe(first);
      expect(Object.isFrozen(first)).toBe(true);
      if (first.length > 0) some++;
    }
    expect(some).toBeGreaterThan(5);
  });

  it('gives matchDomain\'s ids for targets from elsewhere too, past the room kept for the tables', () => {
    for (let k = 0; k < 200; k++) {
      const r = parseFetchTarget(k % 2 ? `https://h${k}.docker.io/` : `https://h${k}.example.org/`);
      if (!r.ok) throw new Error(r.reason);
      expect({ k, ids: [...tableMatches(policy.restrict.domain, r.target)] }).toEqual({ k, ids: [...matchDomain(policy.restrict.domain, r.target)] });
    }
  });

  it('decides a line that reaches them as before, every time (deny and ask rules on Docker Hub, the npm registry and PyPI; as the starting build of this session decides)', () => {
    for (let k = 0; k < 3; k++) {
      const docker = decide(policy, { op: 'shell', command: 'docker pull alpine' }, CTX);
      expect(docker.decision).toBe('deny');
      expect(docker.reasons.map((r) => r.rule?.text)).toEqual(['Domain(*.docker.io)', 'Domain(*.docker.io)']);
      const npm = decide(policy, { op: 'shell', command: 'npm ci' }, CTX);
      expect(npm.decision).toBe('deny');
      expect(npm.reasons.map((r) => r.rule?.text)).toEqual(['Domain(https://registry.npmjs.org:443)']);
      const pip = decide(policy, { op: 'shell', command: 'pip install requests' }, CTX);
      expect(pip.decision).toBe('ask');
      expect(pip.reasons.map((r) => r.rule?.text)).toEqual(['Domain(*.org)', 'Domain(pypi.org)', 'Domain(*.org)']);
    }
  });
});
