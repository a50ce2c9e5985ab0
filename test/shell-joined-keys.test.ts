// joined-keys.ts finds `${name} ${word}` in a table of such keys without making the string: it
// must find exactly the keys the joined string would (a key of several spaces, a name or word
// holding a space), and only those.
import { describe, expect, it } from 'vitest';
import { joinedKey, joinedKeys } from '../src/shell/joined-keys.js';
import { SUBCOMMAND_SPECS } from '../src/shell/runner-subcommands.js';
import { WRAPPER_SPECS } from '../src/shell/wrapper-specs.js';

describe('joinedKey', () => {
  const keys = ['docker run', 'gcloud compute ssh', 'a b c d', 'solo'];
  const table = joinedKeys(keys);
  const pairs: [string, string][] = [
    ['docker', 'run'], ['gcloud compute', 'ssh'], ['gcloud', 'compute ssh'], ['a', 'b c d'], ['a b', 'c d'], ['a b c', 'd'],
    ['docker', 'exec'], ['docker run', ''], ['', 'docker run'], ['solo', ''], ['gcloud', 'compute'], ['docker', 'run '],
  ];

  it.each(pairs)('%j %j as the joined lookup', (name, word) => {
    const joined = `${name} ${word}`;
    expect(joinedKey(table, name, word)).toBe(keys.includes(joined) ? joined : undefined);
  });

  it('finds every key of WRAPPER_SPECS with a space by the words around each of its spaces', () => {
    let spaced = 0;
    for (const key of WRAPPER_SPECS.keys()) {
      for (let at = key.indexOf(' '); at >= 0; at = key.indexOf(' ', at + 1)) {
        spaced++;
        expect(joinedKey(SUBCOMMAND_SPECS, key.slice(0, at), key.slice(at + 1))).toBe(key);
      }
    }
    expect(spaced).toBeGreaterThan(20);
  });
});
