// Positions for warnings about files already loaded: each file's text is read and parsed again,
// at most once, only when a warning needs a position (an I/O edge, used by `validate`).
import { readFileSync } from 'node:fs';
import { locate, parseJson, type NodeLocation } from '../load/json-parse.js';
import type { Locate } from './warnings.js';

export function fileLocator(): Locate {
  const byFile = new Map<string, Map<string, NodeLocation> | undefined>();
  return (file, pointer) => {
    if (!byFile.has(file)) byFile.set(file, locationsOf(file));
    const locations = byFile.get(file);
    const found = locations ? locate(locations, pointer) : undefined;
    return found ? { line: found.location.line, column: found.location.column } : undefined;
  };
}

function locationsOf(file: string): Map<string, NodeLocation> | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8').decode(readFileSync(file));
  } catch (error) {
    // The loader already reported an unreadable file; the warning keeps its pointer, without a line.
    if ((error as NodeJS.ErrnoException).code !== undefined) return undefined;
    throw error;
  }
  const parsed = parseJson(text);
  return parsed.ok ? parsed.locations : undefined;
}
