// The suite's fast-check seed (test/helpers/fast-check-seed.ts): every property draws from it, so
// a CI run is reproducible. Unseeded, two samples would differ.
import fc from 'fast-check';
import { expect, it } from 'vitest';

it('properties draw from one seed: the same sample twice', () => {
  expect(fc.readConfigureGlobal().seed).toEqual(expect.any(Number));
  expect(fc.sample(fc.string(), 20)).toEqual(fc.sample(fc.string(), 20));
});
