// Every fast-check property of the suite draws from one seed, so a red CI run is the same run on
// any machine (a property's failure report names its seed and path; FC_SEED=N replays it).
// The default seed is fixed; FC_SEED=random draws a fresh one per run, to explore (and prints it).
import fc from 'fast-check';

const DEFAULT_SEED = 20_261_128;

const wanted = process.env.FC_SEED;
if (wanted === 'random') {
  const seed = (Math.random() * 0x7fffffff) | 0;
  console.log(`fast-check seed ${seed} (FC_SEED=${seed} replays it)`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
} else {
  const seed = wanted === undefined ? DEFAULT_SEED : Number(wanted);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not ${JSON.stringify(wanted)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
