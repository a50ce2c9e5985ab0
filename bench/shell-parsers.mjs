// Shell parser comparison: our parseBash vs tree-sitter-bash (web-tree-sitter) vs mvdan-sh
// (GopherJS) on fixtures/shell-corpus/bash.txt. Run alone: `npx tsc -p tsconfig.build.json &&
// node bench/shell-parsers.mjs`. Prints cold load time, median and p99 µs per command, and how
// many corpus lines each parser accepts / rejects. Shared noisy machine: read ratios.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** Loads web-tree-sitter and the tree-sitter-bash grammar; resolves to a synchronous parse function. */
export async function loadTreeSitterBash() {
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const wasm = require.resolve('tree-sitter-bash/tree-sitter-bash.wasm');
  const lang = await Language.load(wasm);
  const parser = new Parser();
  parser.setLanguage(lang);
  return (text) => parser.parse(text);
}

export function readCorpus() {
  const out = [];
  for (const line of readFileSync(`${root}fixtures/shell-corpus/bash.txt`, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    out.push(line.startsWith('json: ') ? JSON.parse(line.slice(6)) : line);
  }
  return out;
}

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/** Per-command time in µs: each line parsed `reps` times after a warm-up, median of the reps. */
function measure(parse, corpus, reps = 20) {
  for (let i = 0; i < 3; i++) for (const l of corpus) parse(l);
  const per = [];
  for (const l of corpus) {
    const t = [];
    for (let r = 0; r < reps; r++) {
      const s = process.hrtime.bigint();
      parse(l);
      t.push(Number(process.hrtime.bigint() - s) / 1e3);
    }
    per.push(stats(t).p50);
  }
  return stats(per);
}

function dirSize(pkg) {
  const { execSync } = require('node:child_process');
  try {
    return execSync(`du -sk ${JSON.stringify(`${root}node_modules/${pkg}`)}`).toString().split('\t')[0] + ' KB';
  } catch {
    return '?';
  }
}

/** bash -n's verdict per line (parse only; nothing runs). */
function bashVerdicts(corpus) {
  const { spawnSync } = require('node:child_process');
  const { mkdtempSync, writeFileSync } = require('node:fs');
  const dir = mkdtempSync(`${require('node:os').tmpdir()}/bench-bash-`);
  return corpus.map((l, i) => {
    const f = `${dir}/l${i}.sh`;
    writeFileSync(f, l);
    const r = spawnSync('bash', ['--norc', '--noprofile', '-n', f], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    return r.status === 0 && !r.stderr.split('\n').some((x) => x.trim() !== '' && !/warning:/.test(x));
  });
}

async function main() {
  const corpus = readCorpus();
  const verdicts = bashVerdicts(corpus);
  const agree = (accepts) => corpus.filter((l, i) => accepts(l) === verdicts[i]).length;
  const rows = [];

  let t0 = performance.now();
  const { parseBash } = await import('../dist/shell/bash-parse.js');
  const oursLoad = performance.now() - t0;
  const ours = (l) => parseBash(l);
  rows.push({
    parser: 'ours (parseBash)', init: 'sync import', load_ms: oursLoad.toFixed(1),
    ...fmt(measure(ours, corpus)),
    rejects: corpus.filter((l) => !parseBash(l).ok).length,
    agrees_with_bash_n: agree((l) => parseBash(l).ok),
    size: `${Math.round(readdirSync(`${root}dist/shell`).filter((f) => /^bash-.*\.js$/.test(f)).reduce((n, f) => n + statSync(`${root}dist/shell/${f}`).size, 0) / 1024)} KB`,
  });

  t0 = performance.now();
  const ts = await loadTreeSitterBash();
  const tsLoad = performance.now() - t0;
  rows.push({
    parser: 'tree-sitter-bash 0.25 (web-tree-sitter)', init: 'async (wasm)', load_ms: tsLoad.toFixed(1),
    ...fmt(measure((l) => ts(l).delete?.(), corpus)),
    rejects: corpus.filter((l) => { const t = ts(l); const e = t.rootNode.hasError; t.delete?.(); return e; }).length,
    agrees_with_bash_n: agree((l) => { const t = ts(l); const e = t.rootNode.hasError; t.delete?.(); return !e; }),
    size: `${dirSize('web-tree-sitter')} + ${dirSize('tree-sitter-bash')} (wasm ${Math.round(statSync(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm')).size / 1024)} KB)`,
  });

  t0 = performance.now();
  let mv;
  try {
    const sh = require('mvdan-sh');
    const parser = sh.syntax.NewParser();
    mv = (l) => { try { parser.Parse(l, 'x.sh'); return true; } catch { return false; } };
  } catch (e) {
    rows.push({ parser: 'mvdan-sh 0.10.1', error: String(e) });
  }
  const mvLoad = performance.now() - t0;
  if (mv !== undefined) {
    rows.push({
      parser: 'mvdan-sh 0.10.1 (GopherJS)', init: 'sync require', load_ms: mvLoad.toFixed(1),
      ...fmt(measure(mv, corpus, 5)),
      rejects: corpus.filter((l) => !mv(l)).length,
      agrees_with_bash_n: agree(mv),
      size: dirSize('mvdan-sh'),
    });
  }
  console.log(`corpus: ${corpus.length} commands, bash -n rejects ${verdicts.filter((v) => !v).length} (node ${process.version})`);
  console.table(rows);
}

function fmt(s) {
  return { median_us: s.p50.toFixed(1), p99_us: s.p99.toFixed(1) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
