// One object of each class a Shell decision makes, kept alive so that their hidden classes stay
// alive. V8 keeps an object's hidden class (its map) only through live objects of that shape: a
// full (mark-compact) collection that finds none frees the map, and every optimized function whose
// code checks for it is thrown away ("weak objects" in `node --trace-deopt`). Between two decisions
// none is alive: after a full collection ~80 functions of the Shell path were dropped and the next
// ~8,000 Shell decisions ran at 2-3x the p50 while V8 compiled them again (bench/shell-after-gc.mjs;
// ADR 0003, sessions 44-45).
//
// The objects are made here, by each class's own constructor (so with the map its decisions' objects
// have), empty, before the first Shell decision; nothing of a caller's is held. Session 44 kept
// every 4,096th object decisions made, and a kept Analyzer or Outcome held its decision's graph and
// policy (the retained-heap test measured +1.3 MB); a hook in each constructor, as there, cost ~1%
// of the Shell p50 (ADR 0003, session 45).
import { Outcome } from './outcome.js';
import { resolvedContext } from './context-cache.js';
import { compilePolicy } from '../compile/compile.js';
import { loadSettingsValue } from '../load/load.js';
import type { DecisionContext } from '../policy/types.js';
import { Analyzer, analyzeShell } from '../shell/analyze.js';
import { Scanner } from '../shell/bash-lexer.js';
import { FlatNodes } from '../shell/bash-flat-lines.js';
import { DirectWords } from '../shell/bash-direct-words.js';
import { canonicalMemo } from '../shell/canonical-memo.js';
import { FileTouches } from '../shell/file-touches.js';
import { PartsBuilder } from '../shell/powershell-scan.js';
import { parserShape } from '../shell/powershell-parse.js';

/** Whether the objects are made (decide() reads it before calling keepShapes). */
export let shapesKept = false;
const kept: object[] = [];

const SEED_RULES = { deny: ['Shell(rm -rf *)'], allow: ['Shell(*)', 'Read(/src/**)'] };
const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };

/**
 * Makes the kept objects, once. The Analyzer makes its DirectoryFlow, WorkBudget, WrittenCode and
 * LineLinks, DirectWords its DirectParts; the Outcome holds a 3-rule policy of its own.
 */
export function keepShapes(): void {
  if (shapesKept) return;
  shapesKept = true;
  const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: SEED_RULES }, { file: 'kept-shapes.json', channel: 'file' }) }]);
  const scanner = new Scanner('', undefined);
  const subject = analyzeShell('ls').commands[0]!;
  kept.push(
    new Outcome(policy, resolvedContext(LINUX), LINUX, true), new Analyzer('exact', new Set(), 'bash', true), scanner, new FlatNodes(),
    new DirectWords(scanner, undefined), canonicalMemo(subject), new FileTouches('', 0), new PartsBuilder(), parserShape(),
  );
}

/** The kept objects (for tests). */
export function keptShapes(): readonly object[] {
  return kept;
}
