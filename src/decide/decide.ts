// decide(policy, operation, context): the decision of semantics section 4.
//
//   parts = the operation's subjects (one path, one URL, or what the shell analysis finds)
//   each part is checked against the compiled indexes (parts.ts) into one Outcome, which
//   concludes deny > ask (fresh) > ask (incomplete) > allow > ask (default)   (outcome.ts)
//
// Read, edit and fetch have one part: they go straight to its check, with no analysis step and
// no per-part bookkeeping. Synchronous, never throws (an internal error is a deny with a reason,
// never an allow).

import { plainWorkingDirectory } from '../shell/working-directory-words.js';
import type { CompiledPolicy } from '../compile/compile.js';
import { forgetLongPath, normalizePath, type ResolvedPathContext } from '../paths/normalize.js';
import { endShapeWork, startShapeWork } from '../shell/word-shapes.js';
import { resolvedContext } from './context-cache.js';
import type { Decision, DecisionContext, Operation, Part, PartType } from '../policy/types.js';
import type { RuleKind } from '../rules/types.js';
import { startAutorunWrites } from '../shell/start-autorun-writes.js';
import { analyzeShell } from '../shell/analyze.js';
import { programSpelling } from '../shell/program-name.js';
import { independentOfCwd, joinPath, type WorkingDirectory } from '../shell/directory-change.js';
import type { PathRef, ShellAnalysis } from '../shell/analyze.js';
import { escapePattern } from '../shell/words.js';
import { conclude, Outcome } from './outcome.js';
import { checkGlobPath, checkListedFiles, checkRepositoryPath, checkUnknownPath, checkUnplacedFile, checkUnrootedTail } from './argument-paths.js';
import { checkPath, checkUrl } from './parts.js';
import { checkImplicitPath, checkImplicitRepositoryPath } from './quiet-paths.js';
import { checkTreePath } from './tree-paths.js';
import { checkOperationPath, decideOperationPath } from './operation-path.js';
import { checkCommand } from './command-parts.js';
import { checkCommandDirectories } from './command-directories.js';
import { checkWindowsCommandDirectories } from './windows-command-directories.js';
import { treePathsByCommand } from './recursive-words.js';
import { withHomeExpanded } from '../shell/home-tilde.js';
import { networkServers } from './network-servers.js';
import { startWriteRoutes } from '../shell/moved-tree-writes.js';
import { namesHost } from '../domains/named-hosts.js';
import { msysReading } from '../paths/msys-path.js';
import { wslUnplaced } from '../paths/wsl-path.js';
import { namesOtherHome } from '../paths/client-rewrites.js';
import { keepShapes, shapesKept } from './kept-shapes.js';

function part(type: PartType, kind: RuleKind, text: string): Part {
  return { type, kind, text };
}

export function decide(policy: CompiledPolicy, operation: Operation, context?: DecisionContext): Decision {
  // (Once, before the first Shell decision: objects that keep the Shell path's hidden classes alive.)
  if (!shapesKept && (operation as { op?: unknown } | null)?.op === 'shell') keepShapes();
  // (A long path is normalized once per decision, not once per process: figures stay honest.)
  forgetLongPath();
  startShapeWork();
  try {
    return decideUnsafe(policy, operation, context);
  } catch (error) {
    // Fail closed, and say why: a bug here must never read as an allow.
    return {
      decision: 'deny',
      reasons: [{ code: 'incomplete-analysis', message: `internal error while deciding (this is a bug in managed-policy; please report it): ${(error as Error)?.message ?? String(error)}` }],
    };
  } finally {
    endShapeWork();
  }
}

/** Why a value passed as an operation is not one (callers may be plain JavaScript). */
function malformed(operation: unknown): string | undefined {
  if (operation === null || typeof operation !== 'object') return 'the operation is not an object';
  const o = operation as Record<string, unknown>;
  switch (o.op) {
    case 'read':
    case 'edit':
      return typeof o.path === 'string' ? undefined : `a ${o.op} operation needs "path" as a string`;
    case 'fetch':
      return typeof o.url === 'string' ? undefined : 'a fetch operation needs "url" as a string';
    case 'shell':
      if (typeof o.command !== 'string') return 'a shell operation needs "command" as a string';
      return o.shell === undefined || o.shell === 'bash' || o.shell === 'powershell' ? undefined : '"shell" must be "bash" or "powershell"';
    default:
      return `unknown operation ${printable(o.op)} (expected shell, read, edit or fetch)`;
  }
}

/** A value from a plain JavaScript caller, for a message (JSON.stringify throws on a BigInt). */
function printable(v: unknown): string {
  return typeof v === 'bigint' || typeof v === 'symbol' ? typeof v : String(JSON.stringify(v));
}

function decideUnsafe(policy: CompiledPolicy, operation: Operation, context: DecisionContext | undefined): Decision {
  const problem = malformed(operation);
  if (problem !== undefined) {
    return { decision: 'ask', reasons: [{ code: 'incomplete-analysis', message: `${problem}: it cannot be checked, so it is never allowed` }] };
  }
  if (!policy.managed) {
    return { decision: 'unmanaged', reasons: [{ code: 'no-managed-rules', message: 'no managed source defines permission rules: the client\'s ordinary permission flow applies' }] };
  }
  const ctx = resolvedContext(context);
  switch (operation.op) {
    case 'read':
    case 'edit': {
      // (The usual path, decided by its rules alone: no Outcome.)
      const quick = decideOperationPath(policy, ctx, context, operation.op, operation.path);
      if (quick !== undefined) return quick;
      // A link and its target are two paths that may give the same reason twice.
      const o = new Outcome(policy, ctx, context, context?.resolveSymlink !== undefined);
      o.trafficEdit = operation.op === 'edit' && policy.restrict.counts.domain > 0;
      checkOperationPath(o, operation.op, operation.path, part('path', operation.op, operation.path));
      return conclude(o);
    }
    case 'fetch': {
      const o = new Outcome(policy, ctx, context, false);
      checkUrl(o, operation.url, part('url', 'domain', operation.url));
      return conclude(o);
    }
    case 'shell':
      return conclude(shellOutcome(policy, ctx, context, operation.command, operation.shell === 'powershell' ? 'powershell' : 'bash'));
  }
}

/** Code stored where it runs later that no rule on commands can see: each asks. */
function addStoredCode(o: Outcome, stored: readonly { reason: string; text: string }[]): void {
  for (const i of stored) o.addIncomplete({ code: 'incomplete-analysis', message: `${i.reason} (${JSON.stringify(i.text)}): deny and ask rules on commands cannot see it`, part: part('command', 'shell', i.text) });
}

/** The home directory as bash spells it, when it is a POSIX path (not a drive or UNC path). */
function posixHome(ctx: ResolvedPathContext): string | undefined {
  const home = ctx.home?.text;
  return home !== undefined && home.startsWith('/') && !home.startsWith('//') ? home : undefined;
}

/** Every part the shell analysis finds: commands, then redirect and argument paths, then URLs. */
function shellOutcome(policy: CompiledPolicy, ctx: ResolvedPathContext, context: DecisionContext | undefined, command: string, dialect: 'bash' | 'powershell'): Outcome {
  const o = new Outcome(policy, ctx, context, true);
  const a = analyzeShell(command, dialect, programSpelling(ctx.platform, ctx.foldCase));
  // (A bash line on win32 runs MSYS/Cygwin programs, which read POSIX-form paths their own way;
  // in a PowerShell line, its bash commands do, and wsl's line is the distribution's.)
  const win32 = ctx.platform === 'win32';
  const msys = dialect === 'bash' && win32;
  for (const i of a.incomplete) {
    o.addIncomplete({
      code: 'incomplete-analysis', message: `${i.reason} (${JSON.stringify(i.text)}): the command can never be allowed`, part: part('command', 'shell', i.text),
    });
  }
  // (Code stored where it runs later, unseen: `cp x .git/hooks/pre-commit`; no rule on commands can decide it.)
  // (And a relative write where the context's directory is such a place's, `cp x y.desktop` in ~/.config/autostart.)
  const atStart = policy.restrict.counts.shell > 0 && ctx.cwd !== undefined ? startAutorunWrites(a.paths, a.metadataOnly, ctx.cwd.text) : undefined;
  if (a.storedCode !== undefined && policy.restrict.counts.shell > 0) addStoredCode(o, a.storedCode);
  if (atStart !== undefined) addStoredCode(o, atStart);
  // (The words each command acts below, `rm -rf /etc`: for the rules with absolute path words.)
  const treePaths = policy.restrict.absoluteShell.length > 0 || (win32 && (policy.restrict.pathShell?.windowsAbsolute.length ?? 0) > 0) ? treePathsByCommand(a.paths) : undefined;
  for (const c of a.commands) {
    // (One part for each check of the command: its reasons may share it.)
    const pc = part('command', 'shell', c.text);
    checkCommand(o, c, pc);
    // `rm -rf ~`: deny and ask rules also see the absolute path `~` becomes.
    if (c.homeTildes !== undefined && policy.restrict.counts.shell > 0) checkCommand(o, withHomeExpanded(c, c.homeTildes, posixHome(ctx), a.homeChanged), pc);
    // `cd /; rm -rf *`: rules with absolute path words also read its relative words where it runs.
    if (policy.restrict.absoluteShell.length > 0) checkCommandDirectories(o, c, pc, a.homeChanged ? undefined : posixHome(ctx), treePaths?.get(c.text));
    // (`cd C:\Windows; Remove-Item win.ini`, `cd /c; rm -rf Windows`, `rm -rf /c/Windows`: on win32, rules with a drive's path words.)
    if (win32 && policy.restrict.pathShell !== undefined) checkWindowsCommandDirectories(o, c, pc, treePaths?.get(c.text));
  }
  for (const p of a.paths) {
    const pt = part(p.partType === 'redirect' ? 'redirect' : 'argument', p.op, p.text);
    // (`-o$PWD/build` read as `-o./build`: a cwd with a blank splits the word, a glob character expands it.)
    if (p.workingDirectory === true && !plainWorkingDirectory(o.raw?.cwd)) o.addIncomplete({ code: 'incomplete-analysis', message: `${JSON.stringify(p.text)} reads $PWD unquoted, and the working directory is not known to be one word (a blank splits it, a glob character expands it): the command can never be allowed`, part: pt });
    // (The tail after an expansion, `"$X/.env"`: for the rules that match at any depth only.)
    if (p.tail === true) {
      checkUnrootedTail(o, p.op, p.path, pt);
      continue;
    }
    // (A quoted wildcard a native program may expand itself: only on win32.)
    if (p.nativeExpansion === true && !win32) continue;
    const w = p.cwd;
    const reading = win32 ? p.posixReading : undefined;
    if (reading !== undefined && reading !== 'msys') checkWslReading(o, p, pt);
    // (PowerShell passes `~root\.ssh\x` on as written; an MSYS or Cygwin program may expand it.)
    if (win32 && !msys && namesOtherHome(p.path)) checkUnknownPath(o, p.op, p.path, pt, OTHER_HOME_WORD);
    const read = msys || (reading !== undefined && reading !== 'wsl');
    if (w === undefined) checkShellPath(o, p, pt, p.path, p.inRepository, p.glob, a.homeChanged, read);
    else checkMovedPath(o, p, pt, w, a, read);
  }
  // (A URL as the one before is named as it was: an unknown program's text may repeat one 1,600 times.)
  let namedUrl: string | undefined;
  let named = false;
  // (A relative write where the line started: a settings write only in some contexts' directories.)
  for (const u of a.startWrites ?? []) if (startWriteRoutes(u.atStart!, u.url, ctx.cwd?.text, ctx.home?.text, ctx.platform === 'win32')) checkUrl(o, u.url, part('url', 'domain', u.url), 'restrict', true);
  for (const u of a.urls) {
    if (u.possible === true) {
      // (A file's name, `deploy.sh`, or a number, `0xa.9`, is a host only where a rule names it: `Domain(evil.sh)`.)
      if (u.namedOnly === true && u.url !== namedUrl) {
        namedUrl = u.url;
        named = namesHost(o.policy.restrict.namedHosts!, u.url);
      }
      if (u.namedOnly !== true || named) checkPossibleHost(o, u.url, part('url', 'domain', u.url));
    }
    else if (u.path !== true) checkUrl(o, u.url, part('url', 'domain', u.url), u.scope, u.dynamic === true);
    else if (o.policy.restrict.counts.domain > 0) {
      // (A UNC path on win32, `/net/HOST` on darwin and linux: its server; elsewhere a local path.)
      for (const server of networkServers(u.url, ctx)) checkUrl(o, `tcp://${server.includes(':') && !server.startsWith('[') ? `[${server}]` : server}/`, part('url', 'domain', u.url), 'restrict');
    }
  }
  return o;
}

/** Why a word `~NAME…` of a PowerShell line on win32 may be any path: another user's home. */
const OTHER_HOME_WORD = "starts with ~NAME, another user's home directory, which an MSYS or Cygwin program expands";

/** A word that may name a host (UrlRef.possible, `mytool evil.com`): its deny and ask rules ask, naming it. */
function checkPossibleHost(o: Outcome, url: string, p: Part): void {
  // (`https://HOST/`, as FileTouches.possibleHost writes it: the host is what the word named.)
  o.possiblePath = url.slice(8, -1);
  o.possibleNoun = 'host';
  o.possibleWhen = 'may name as a host it reaches (a word of a program the analysis does not know)';
  checkUrl(o, url, p, 'restrict');
  o.possiblePath = undefined;
  o.possibleNoun = 'path';
}

/** A path of the line, `path` resolved against a directory the line may be in (`inRepository`, `glob` likewise). */
function checkShellPath(o: Outcome, p: PathRef, pt: Part, path: string, inRepository: string | undefined, glob: string | undefined, homeChanged: boolean, msys: boolean): void {
  // (A file read unnamed, where no directory is given: only the rules that match it in every
  // directory (argument-paths.ts). A cwd given that cannot be read, `/` on win32, is checked: the
  // path then cannot be, and the line asks.)
  if (p.implicit === true && o.raw?.cwd === undefined && !path.startsWith('/')) return checkUnplacedFile(o, p.op, path, pt);
  if (msys && !(homeChanged && (path === '~' || path.startsWith('~/')))) checkMsysReading(o, p, pt, path, inRepository, glob, homeChanged);
  if (pt.type === 'redirect' && !p.dynamic && (path.includes('tcp') || path.includes('udp'))) checkSocketRedirect(o, path);
  if (homeChanged && (path === '~' || path.startsWith('~/'))) {
    checkUnknownPath(o, p.op, p.path, pt, 'starts with ~, and the line may assign HOME');
    // (A redirect must be allowed too, and no allow rule can be shown to cover a path that is not
    // known: `export FOO=$BAR; echo x >> ~/y` was allowed with no Edit rule allowing ~/y.)
    if (p.scope === 'all') o.addIncomplete({ code: 'incomplete-analysis', message: `the ${pt.type} target ${JSON.stringify(p.text)} starts with ~, and the line may assign HOME: no allow rule can be shown to cover it, so the command can never be allowed`, part: pt });
  } else if (p.listed !== undefined) checkListedFiles(o, p.op, path, p.listed, pt);
  else if (p.dynamic) {
    // (A recursive command's glob, `cp -r src/* d`: the paths of its shape and everything below
    // them; one that follows the links it finds there may lead anywhere.)
    if (glob !== undefined && p.below !== 'links' && !p.possible && inRepository === undefined) {
      checkGlobPath(o, p.op, p.path, p.below === 'tree' ? `${glob}/**` : glob, pt, false, p.shellExpanded === true && o.raw?.bashGlobDefaults === true ? { tree: p.below === 'tree' } : undefined);
    }
    else checkUnknownPath(o, p.op, p.path, pt, p.when);
  } else if (inRepository !== undefined) {
    if (p.implicit === true && p.scope === 'restrict' && p.below === 'none' && !p.possible) checkImplicitRepositoryPath(o, p.op, inRepository, p.path, pt);
    else checkRepositoryPath(o, p.op, inRepository, p.path, pt, p.below);
  }
  else if (p.below !== 'none' || p.possible) checkTreePath(o, p.op, path, pt, p.below, p.possible ? p.when ?? 'writes if its destination is a directory' : undefined);
  else if (p.implicit === true && p.scope === 'restrict') checkImplicitPath(o, p.op, path, pt);
  else checkPath(o, p.op, path, pt, p.scope);
}

/**
 * A bash line on win32: the path as MSYS/Cygwin resolve it too (src/paths/msys-path.ts), where
 * that differs from the Windows reading (`../../../c/x` climbs to `/`, `/cygdrive/c/x` is C:).
 */
function checkMsysReading(o: Outcome, p: PathRef, pt: Part, path: string, inRepository: string | undefined, glob: string | undefined, homeChanged: boolean): void {
  const where = inRepository ?? path;
  const read = msysReading(where, o.ctx);
  if (read === undefined) return;
  if (typeof read !== 'string') return checkUnknownPath(o, p.op, p.path, pt, read.unknown);
  if (inRepository !== undefined) return checkShellPath(o, p, pt, path, read, undefined, homeChanged, false);
  const globRead = glob === undefined ? undefined : msysReading(glob, o.ctx);
  checkShellPath(o, p, pt, read, undefined, typeof globRead === 'string' ? globRead : undefined, homeChanged, false);
}

/**
 * A path of a line wsl runs in a Linux distribution (src/paths/wsl-path.ts): unknown where its
 * Windows reading may not be the file (absolute, `~`, a `..` above the drive, after a `cd`).
 */
function checkWslReading(o: Outcome, p: PathRef, pt: Part): void {
  // (An expansion is unknown already.)
  if (p.dynamic && p.glob === undefined) return;
  const where = p.inRepository !== undefined ? p.inRepository || '.' : p.path;
  const moved = p.cwd !== undefined && !independentOfCwd(where);
  const why = moved ? 'is relative, in a line wsl runs in a Linux distribution that changes directory' : wslUnplaced(where, o.ctx);
  if (why !== undefined) checkUnknownPath(o, p.op, p.path, pt, why);
}

/**
 * bash opens a redirect to `/dev/tcp/HOST/PORT` or `/dev/udp/HOST/PORT` (any spelling of that
 * path: `/dev//tcp`, relative after `cd /dev`) as a connection to HOST: a Domain part as well.
 */
function checkSocketRedirect(o: Outcome, path: string): void {
  const r = normalizePath(path, o.ctx);
  if (!r.ok) return;
  // (On win32 `/dev/tcp/h/80` normalizes onto the current drive, `/c/dev/tcp/h/80`: Git Bash opens it all the same.)
  const s = o.ctx.platform === 'win32' && r.path.segments.length === 5 && r.path.segments[0]!.length === 1 ? r.path.segments.slice(1) : r.path.segments;
  if (s.length === 4 && s[0] === 'dev' && (s[1] === 'tcp' || s[1] === 'udp')) checkUrl(o, s[2]!, part('url', 'domain', s[2]!));
}

/**
 * A path of a command the line may run in another directory (src/shell/directory-change.ts):
 * a relative one is checked in each directory it may be in; below a CDPATH entry, in each entry
 * the context gives, or else as the glob of every path of that shape.
 */
function checkMovedPath(o: Outcome, p: PathRef, pt: Part, w: WorkingDirectory, a: ShellAnalysis, msys: boolean): void {
  // (A file read unnamed is checked in the directories the analysis knows the line is in; where it
  // cannot follow the line (`cd $D`, PowerShell's Set-Location), the file may be any: unknown.)
  if (p.implicit === true) {
    if (w.rooted) return;
    if (w.unknown) return checkUnknownPath(o, p.op, p.path, pt, 'is read unnamed where the command runs, a directory the analysis cannot follow (cd, Set-Location, or a command run in another directory)');
    for (const dir of w.dirs) checkInDirectory(o, p, pt, dir, a.homeChanged, msys);
    return;
  }
  if (w.rooted) return checkUnknownPath(o, p.op, p.path, pt, 'is opened under another root (chroot, a container, another host)');
  if (w.otherHome && (p.path === '~' || p.path.startsWith('~/'))) return checkUnknownPath(o, p.op, p.path, pt, 'starts with ~, in a line run as another user, whose home it names');
  if (independentOfCwd(p.inRepository !== undefined ? p.inRepository || '.' : p.path)) return checkShellPath(o, p, pt, p.path, p.inRepository, p.glob, a.homeChanged, msys);
  if (w.unknown) return checkUnknownPath(o, p.op, p.path, pt, 'is relative, and it is opened in a directory the analysis cannot follow (cd, or a command run in another directory)');
  // An expansion may name any path in any directory: once is enough.
  if (p.dynamic && p.glob === undefined) return checkUnknownPath(o, p.op, p.path, pt);
  for (const dir of w.dirs) checkInDirectory(o, p, pt, dir, a.homeChanged, msys);
  if (w.searched.length === 0) return;
  // (A context from plain JavaScript may hold anything: what is not a string is no CDPATH known.)
  const given = a.cdpathChanged ? undefined : o.raw?.cdpath;
  const entries = typeof given === 'string' ? given.split(':') : undefined;
  for (const below of w.searched) {
    let anywhere = entries === undefined;
    if (entries !== undefined) {
      for (const entry of entries) {
        // An empty entry is the directory itself (in w.dirs); a relative one, anywhere.
        if (entry === '' || entry === '.') continue;
        if (entry.startsWith('/')) checkInDirectory(o, p, pt, joinPath(entry, below), a.homeChanged, msys);
        else anywhere = true;
      }
    }
    if (!anywhere) continue;
    if (p.listed !== undefined) checkGlobPath(o, p.op, p.path, `/**/${escapePattern(below)}/${escapePattern(p.path)}/${p.listed}`, pt);
    else if (p.inRepository !== undefined || p.below !== 'none' || p.possible) {
      checkUnknownPath(o, p.op, p.path, pt, 'is relative, and the line changes directory with cd, which may look the directory up in CDPATH');
    } else checkGlobPath(o, p.op, p.path, `/**/${escapePattern(below)}/${p.glob ?? escapePattern(p.path)}`, pt);
  }
}

function checkInDirectory(o: Outcome, p: PathRef, pt: Part, dir: string, homeChanged: boolean, msys: boolean): void {
  if (p.inRepository !== undefined) checkShellPath(o, p, pt, p.path, joinPath(dir, p.inRepository), undefined, homeChanged, msys);
  else checkShellPath(o, p, pt, joinPath(dir, p.path), undefined, p.glob === undefined ? undefined : joinPath(escapePattern(dir), p.glob), homeChanged, msys);
}
