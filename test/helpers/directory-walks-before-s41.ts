// readWindows (src/decide/windows-command-directories.ts) and readMsys (src/decide/msys-directories.ts)
// as they were before session 41 (each text split into its pieces and walked piece by piece): the
// oracle of test/directory-walks-plain.property.test.ts.
import type { CommandDirectory } from '../../src/shell/rule-directories.js';
import { WORD } from '../../src/shell/word-shapes.js';
import type { WindowsRead } from '../../src/decide/msys-directories.js';

function withoutTrailingDotsAndBlanks(s: string): string {
  let end = s.length;
  while (end > 0 && (s.charCodeAt(end - 1) === 46 || s.charCodeAt(end - 1) === 32)) end--;
  return end === s.length ? s : s.slice(0, end);
}

const separatedPieces = (text: string): string[] => text.split(/[\\/]/);

function walkedWindows(from: readonly string[], text: string): string[] | undefined {
  const out = [...from];
  for (const raw of separatedPieces(text.toLowerCase())) {
    const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
    if (s === '' || s === '.') continue;
    if (s.includes('~')) return undefined;
    if (s !== '..') out.push(s);
    else if (out.length > 1) out.pop();
  }
  return out;
}

export function readWindowsBefore(dir: CommandDirectory, text: string, root: boolean): WindowsRead {
  if (!dir.known) {
    const below = walkedWindows([''], text);
    return { path: `${WORD}${below === undefined ? '' : below.join('/')}`, low: 0, below: true };
  }
  const from = root ? dir.segments.slice(0, 1) : dir.segments;
  let low = from.length;
  const out = [...from];
  for (const raw of separatedPieces(text.toLowerCase())) {
    const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
    if (s === '' || s === '.') continue;
    if (s.includes('~')) return { path: `${out[0]}/${WORD}`, low: 1, below: true };
    if (s !== '..') out.push(s);
    else if (out.length > 1) low = Math.min(low, (out.pop(), out.length));
  }
  return { path: out.length === 1 ? `${out[0]}/` : out.join('/'), low, below: out.length > low };
}

function walkedMsys(from: readonly string[], text: string): { out: string[]; low: number } | undefined {
  const out = [...from];
  let low = out.length;
  for (const raw of separatedPieces(text.toLowerCase())) {
    const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
    if (s === '' || s === '.') continue;
    if (s.includes('~')) return undefined;
    if (s !== '..') out.push(s);
    else if (out.length > 1) low = Math.min(low, (out.pop(), out.length));
  }
  return { out, low };
}

const msysSegments = (drive: readonly string[]): string[] => ['', drive[0]!.slice(0, 1), ...drive.slice(1)];

function driveSegments(m: readonly string[]): string[] | undefined {
  const letter = m[1];
  return letter !== undefined && letter.length === 1 && letter >= 'a' && letter <= 'z' ? [`${letter}:`, ...m.slice(2)] : undefined;
}

const drivePath = (segments: readonly string[]): string => (segments.length === 1 ? `${segments[0]}/` : segments.join('/'));

export function readMsysBefore(dir: CommandDirectory, text: string): WindowsRead {
  if (!dir.known) return readBelowUnknown(dir.segments, text);
  const from = text.startsWith('\\') ? msysSegments(dir.segments.slice(0, 1)) : msysSegments(dir.segments);
  const walked = walkedMsys(from, text);
  if (walked === undefined) return { path: `${dir.segments[0]}/${WORD}`, low: 1, below: true };
  const drive = driveSegments(walked.out);
  const below = walked.out.length > walked.low;
  if (drive === undefined) return { path: `${WORD}${walked.out.slice(1).join('/')}`, low: 0, below };
  return { path: drivePath(drive), low: Math.max(0, walked.low - 1), below };
}

function readBelowUnknown(segments: readonly string[], text: string): WindowsRead {
  const out = [...segments];
  let low = out.length;
  for (const raw of separatedPieces(text.toLowerCase())) {
    const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
    if (s === '' || s === '.') continue;
    if (s.includes('~') || (s === '..' && out.length === 0)) return { path: WORD, low: 0, below: true };
    if (s !== '..') out.push(s);
    else low = Math.min(low, (out.pop(), out.length));
  }
  return { path: `${WORD}${out.join('/')}`, low, below: out.length > low };
}
