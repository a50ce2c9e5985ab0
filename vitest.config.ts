import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    // One fast-check seed for the whole suite (reproducible runs; FC_SEED=random explores).
    setupFiles: ['test/helpers/fast-check-seed.ts'],
  },
});
