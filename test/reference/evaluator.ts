// The reference evaluator: semantics section 4 written as plainly as possible. It loops over
// every rule of every source for every part, with its own matchers (a regular expression per
// shell rule, a backtracking glob over path segments, string comparison for hosts), and no
// index. Slow and obviously right; tests only. The compiled engine must agree with it.
//
// Shared with the engine on purpose (each has its own tests): the shell analysis (which parts an
// operation has), path normalization, URL parsing, and the canonical option form for deny.

import { plainWorkingDirectory } from '../../src/shell/working-directory-words.js';
import type { LoadedSettings } from '../../src/load/load.js';
import type { DomainPattern, ParsedRule, PathPart, PathPattern, PathSegment, RuleKind, ShellPattern } from '../../src/rules/types.js';
import { analyzeShell, type PathRef } from '../../src/shell/analyze.js';
import { literalProgramTail, possibleRunTokens } from '../../src/shell/unknown-programs.js';
import { expansionWordNames, globNameMatcher, isGlobName } from '../../src/shell/expansion-names.js';
import { programAliases, programSpelling } from '../../src/shell/program-name.js';
import { canonicalize, type Canonical } from '../../src/shell/command-pattern.js';
import { canonicalRule } from '../../src/shell/command-rule-canonical.js';
import { withHomeExpanded } from '../../src/shell/home-tilde.js';
import { startWriteRoutes } from '../../src/shell/moved-tree-writes.js';
import { startAutorunWrites } from '../../src/shell/start-autorun-writes.js';
import { absoluteTreeReading, fixedParts, literalWords, readsInDirectories, treeWords } from './command-directories.js';
import { referenceClientReadings } from './client-readings.js';
import { normalizedCommand, posixCmdletWord, spelledCommand, spelledRulePattern } from './path-spelling.js';
import { driveFixedParts, driveTreeReading, literalWindowsWords, msysTreeReading, readsInMsysDirectories, readsInWindowsDirectories } from './windows-command-directories.js';
import { lookalikeVariants } from '../../src/rules/lookalikes.js';
import { backslashSeparatorVariants, windowsSeparatorVariants } from '../../src/rules/backslash-paths.js';
import { arrayJoinedVariants } from '../../src/rules/powershell-array-rules.js';
import { cmdletNamedVariants } from '../../src/rules/powershell-alias-rules.js';
import { isCmdletOwnName, isKnownCmdletName, resolvedCmdletName } from '../../src/shell/powershell-aliases.js';
import { assignmentsAreSafe, type CommandSubject } from '../../src/shell/subject.js';
import type { WordShape } from '../../src/shell/word-shapes.js';
import { routesTraffic } from '../../src/shell/traffic-settings-files.js';
import { normalizePath, resolvePathContext, type NormalizedPath, type ResolvedPathContext } from '../../src/paths/normalize.js';
import { isShortName } from '../../src/paths/clean-path.js';
import { foldCase } from '../../src/paths/case-fold.js';
import { globPathSegments, namesShownOnly } from '../../src/paths/glob-argument.js';
import { referenceGlobSpellings } from './glob-links.js';
import { msysReading } from '../../src/paths/msys-path.js';
import { wslUnplaced } from '../../src/paths/wsl-path.js';
import { parseFetchTarget, type FetchTarget } from '../../src/domains/url.js';
import type { DecisionContext, DecisionKind, Operation } from '../../src/policy/types.js';

export interface ReferenceDecision {
  decision: DecisionKind;
  /** Texts of the deny or ask rules that fired (the deciding ones), sorted. */
  rules: string[];
}

type Part =
  | { kind: 'shell'; command: CommandSubject; all: boolean; namedOnly?: boolean }
  | { kind: 'read' | 'edit'; path: string; all: boolean; unknown?: boolean; below?: 'none' | 'tree' | 'links'; possible?: boolean; glob?: string; listed?: boolean; expanded?: boolean }
  | { kind: 'domain'; url: string; all: boolean; unknown?: boolean; possible?: boolean };

const DEFAULT_PORT: Record<string, number> = { http: 80, https: 443, ws: 80, wss: 443 };

export function referenceDecide(given: readonly LoadedSettings[], op: Operation, context: DecisionContext = {}): ReferenceDecision {
  // A deny/ask rule is also read without look-alike characters, under its own text.
  // (And a Read/Edit rule's `\*` with the backslash as a separator, too; on win32 its literal backslashes also.)
  // (And a Shell rule's PowerShell array with its elements joined, read those ways too.)
  // (And each named by a PowerShell alias also with the cmdlet's name.)
  const wider = (rs: readonly ParsedRule[]) => rs.flatMap((r) => [r, ...[r, ...arrayJoinedVariants(r)]
    .flatMap((v) => [v, ...lookalikeVariants(v), ...backslashSeparatorVariants(v), ...(context.platform === 'win32' ? windowsSeparatorVariants(v) : [])])
    .flatMap((v) => [...(v === r ? [] : [v]), ...cmdletNamedVariants(v)]).map((v) => ({ ...v, text: r.text }))]);
  const sources = given.map((s) => ({ ...s, rules: { ...s.rules, deny: wider(s.rules.deny), ask: wider(s.rules.ask) } }));
  const managed = sources.some((s) => s.restricted || s.askAll.length > 0 || declaresAllow(s)
    || s.rules.deny.length + s.rules.ask.length + s.rules.allow.length > 0);
  if (!managed) return { decision: 'unmanaged', rules: [] };
  const ctx = resolvePathContext(context);

  let incomplete = false;
  const parts: Part[] = [];
  // Rules a command's relative words meet where it runs (./command-directories.ts).
  const directoryDenied = new Set<string>();
  const directoryAsked = new Set<string>();
  const networkPaths: string[] = [];
  // (A file read unnamed where no cwd is given, whose kind asks for every operation.)
  let unplacedKindAsks = false;
  if (op.op === 'read' || op.op === 'edit') {
    parts.push({ kind: op.op, path: op.path, all: true });
    // Paths a client that rewrites this one may open (./client-readings.ts): unsure ones for deny and ask only.
    const r = referenceClientReadings(op.path, context, ctx.platform === 'win32', ctx.home !== undefined, ctx.cwd !== undefined);
    for (const path of r.sure) parts.push({ kind: op.op, path, all: true });
    for (const path of r.unsure) parts.push({ kind: op.op, path, all: false });
    if (r.unknown) incomplete = true;
    // An edited file that says where later commands connect (.curlrc, .bashrc…) is an unknown host.
    if (op.op === 'edit' && parts.some((p) => p.kind === 'edit' && routesTrafficReference(p.path, ctx, context))) parts.push({ kind: 'domain', url: op.path, all: false, unknown: true });
  }
  else if (op.op === 'fetch') parts.push({ kind: 'domain', url: op.url, all: true });
  else {
    const a = analyzeShell(op.command, op.shell ?? 'bash', programSpelling(ctx.platform, ctx.foldCase));
    const hasPathShellRule = sources.some((s) => [...s.rules.deny, ...s.rules.ask].some((r) => r.kind === 'shell' && spelledRulePattern(r.pattern as ShellPattern | undefined, true) !== undefined));
    if (a.incomplete.length > 0) incomplete = true;
    // (Code stored where it runs later, not shown: no deny or ask rule on commands can decide it.)
    const storedUnseen = a.storedCode !== undefined || (ctx.cwd !== undefined && startAutorunWrites(a.paths, a.metadataOnly, ctx.cwd.text) !== undefined);
    if (storedUnseen && sources.some((s) => [...s.rules.deny, ...s.rules.ask].some((r) => r.kind === 'shell'))) incomplete = true;
    // (An unquoted `$PWD` read as the working directory: one word only where the cwd has no blank or glob character.)
    if (a.paths.some((p) => p.workingDirectory === true) && !plainWorkingDirectory(context?.cwd)) incomplete = true;
    for (const c of a.commands) {
      parts.push({ kind: 'shell', command: c, all: c.scope === 'all' });
      // (win32: an 8.3 name in a path word may be what a rule's absolute path word names: it asks.)
      if (ctx.platform === 'win32' && c.dialect === 'powershell' && hasPathShellRule && normalizedCommand(c, ctx).shortName) incomplete = true;
      // `rm -rf ~`: deny and ask rules also see the absolute path `~` becomes (the home when POSIX).
      const home = ctx.home?.text;
      const posixHome = home !== undefined && /^\/(?!\/)/.test(home) ? home : undefined;
      if (c.homeTildes !== undefined) parts.push({ kind: 'shell', command: withHomeExpanded(c, c.homeTildes, posixHome, a.homeChanged), all: false });
      // `cd /; rm -rf *`: a rule with absolute path words also reads its relative words where it runs (bash or PowerShell, not on win32).
      const cwd = ctx.cwd?.text;
      if (ctx.platform !== 'win32') {
        // (A cmdlet's words as PowerShell reads them there: `cd /; Remove-Item etc\hosts`.)
        const cmdlet = c.dialect === 'powershell' ? { ...c, words: c.words.map((w, i) => (i === 0 || c.dynamic[i] ? w : posixCmdletWord(w))) } : c;
        const trees = treeWords(c, a.paths);
        for (const s of sources) {
          for (const [list, found] of [[s.rules.deny, directoryDenied], [s.rules.ask, directoryAsked]] as const) {
            for (const r of list) {
              if (r.kind !== 'shell') continue;
              const fixed = fixedParts(r.pattern as ShellPattern | undefined);
              if (fixed.length === 0) continue;
              const reads = readsInDirectories(cmdlet, fixed, cwd?.startsWith('/') ? cwd : undefined, a.homeChanged ? undefined : posixHome, literalWords(r.pattern as ShellPattern | undefined));
              // (A case-insensitive file system: `cd /ETC; rm passwd` too, the places and fixed parts in lower case.)
              if (ctx.foldCase) reads.push(...readsInDirectories(cmdlet, fixed.map((f) => f.toLowerCase()), cwd?.startsWith('/') ? cwd : undefined, a.homeChanged ? undefined : posixHome, literalWords(r.pattern as ShellPattern | undefined), true));
              // `rm -rf /etc`, `cd /; rm -rf etc`: a recursive command's words also as everything below them.
              if (trees.size > 0) {
                // (`rm -rf ~`: under the home, some absolute path when unknown; on a case-insensitive
                // file system also as it reads the words, `/ETC`, darwin's `/private/etc`, in lower case.)
                const expanded = c.homeTildes === undefined ? cmdlet : withHomeExpanded(cmdlet, c.homeTildes, a.homeChanged ? undefined : posixHome, false);
                const absolute = absoluteTreeReading(expanded, trees);
                if (absolute !== undefined) reads.push([absolute, true]);
                const lowered = ctx.foldCase ? absoluteTreeReading(normalizedCommand(expanded, ctx).command ?? expanded, trees, true) : undefined;
                if (lowered !== undefined) reads.push([lowered, true]);
                reads.push(...readsInDirectories(cmdlet, fixed, cwd?.startsWith('/') ? cwd : undefined, a.homeChanged ? undefined : posixHome, literalWords(r.pattern as ShellPattern | undefined), false, trees));
                if (ctx.foldCase) reads.push(...readsInDirectories(cmdlet, fixed.map((f) => f.toLowerCase()), cwd?.startsWith('/') ? cwd : undefined, a.homeChanged ? undefined : posixHome, literalWords(r.pattern as ShellPattern | undefined), true, trees));
              }
              for (const [read, known] of reads) {
                if (!shellRestrict(r, read, ctx)) continue;
                // (A possible reading's match asks: CommandSubject.possible.)
                if (known && c.possible === undefined) found.add(r.text);
                else incomplete = true;
              }
            }
          }
        }
      }
      // `cd C:\Windows; Remove-Item win.ini`: PowerShell's on win32, rules with a drive's path words (./windows-command-directories.ts).
      // `rm -rf /c/Windows`, `cd /c; rm -rf Windows`: a bash command's drive tree words and relative
      // words on win32, read in MSYS's tree (./windows-command-directories.ts).
      if (c.dialect === 'bash' && ctx.platform === 'win32') {
        const trees = treeWords(c, a.paths);
        const absolute = trees.size === 0 ? undefined : msysTreeReading(c, trees);
        for (const s of sources) {
          for (const [list, found] of [[s.rules.deny, directoryDenied], [s.rules.ask, directoryAsked]] as const) {
            for (const r of list) {
              if (r.kind !== 'shell') continue;
              const spelledRule = spelledRulePattern(r.pattern as ShellPattern | undefined, true);
              const fixed = driveFixedParts(spelledRule);
              if (fixed.length === 0) continue;
              const reads: [CommandSubject, boolean][] = absolute === undefined ? [] : [[absolute, true]];
              reads.push(...readsInMsysDirectories(c, fixed, cwd, literalWindowsWords(spelledRule)));
              if (trees.size > 0) reads.push(...readsInMsysDirectories(c, fixed, cwd, literalWindowsWords(spelledRule), trees));
              for (const [read, known] of reads) {
                if (!shellRestrict(r, read, ctx)) continue;
                if (known && c.possible === undefined) found.add(r.text);
                else incomplete = true;
              }
            }
          }
        }
      }
      if (c.dialect === 'powershell' && ctx.platform === 'win32') {
        const windowsCwd = ctx.cwdWindows && cwd !== undefined && !cwd.startsWith('//') ? win32Cwd(cwd) : undefined;
        for (const s of sources) {
          for (const [list, found] of [[s.rules.deny, directoryDenied], [s.rules.ask, directoryAsked]] as const) {
            for (const r of list) {
              if (r.kind !== 'shell') continue;
              const spelledRule = spelledRulePattern(r.pattern as ShellPattern | undefined, true);
              const fixed = driveFixedParts(spelledRule);
              if (fixed.length === 0) continue;
              const reads = readsInWindowsDirectories(c, fixed, windowsCwd, literalWindowsWords(spelledRule));
              // `Remove-Item C:\Windows -Recurse`: a recursive command's words also as everything below them.
              const trees = treeWords(c, a.paths);
              if (trees.size > 0) {
                const absolute = driveTreeReading(c, trees);
                if (absolute !== undefined) reads.push([absolute, true]);
                reads.push(...readsInWindowsDirectories(c, fixed, windowsCwd, literalWindowsWords(spelledRule), trees));
              }
              for (const [read, known] of reads) {
                if (!shellRestrict(r, read, ctx)) continue;
                if (known && c.possible === undefined) found.add(r.text);
                else incomplete = true;
              }
            }
          }
        }
      }
    }
    // A program or script the analysis does not read may run its words (CommandSubject.mayRun):
    // from each word on, they are a possible command, for the rules whose first word is literal.
    // (And, where it may hand them to a shell, as that shell reads them: quotes and backslashes removed, `'r\\m -rf x'`.)
    const mayRunCommands: CommandSubject[] = [];
    for (const part of parts) {
      if (part.kind !== 'shell' || part.command.mayRun === undefined) continue;
      mayRunCommands.push(part.command);
      const { from, split } = part.command.mayRun;
      const unquoted = part.command.words.map((w, i) => (i >= from && !part.command.dynamic[i] ? w.replace(/\\[\s\S]?|['"]/g, (q) => q.slice(1)) : w));
      if (split && unquoted.some((w, i) => w !== part.command.words[i])) mayRunCommands.push({ ...part.command, words: unquoted });
    }
    for (const c of mayRunCommands) {
      const { from, split } = c.mayRun!;
      const tokens = split ? possibleRunTokens(c.words, c.dynamic, from) : undefined;
      const words = tokens?.words ?? c.words;
      const dynamic = tokens?.dynamic ?? c.dynamic;
      for (let i = tokens === undefined ? from : 0; i < words.length; i++) {
        // (An expansion's word ending with a literal program, `"$D/rm"`, is read as that program.)
        const tail = dynamic[i] ? literalProgramTail(words[i]!) : undefined;
        // (A literal word may name programs otherwise: a command line glued to a short option,
        // `-c'rm -rf x'`, after up to four option letters; a glob the program may expand, `'r?'`.)
        if (!dynamic[i]) {
          const w = words[i]!;
          const texts = tokens?.glued.includes(i) ? [...w.slice(1, 5)].map((_, k) => w.slice(k + 2)).filter((v, k) => v !== '' && /^[A-Za-z]+$/.test(w.slice(1, k + 2))) : [w];
          for (const text of texts) {
            const names = text === w && !isGlobName(w) ? [] : isGlobName(text) ? expansionWordNames(text, undefined).flatMap((n) => (isGlobName(n) ? ruleProgramNames(sources).filter(globNameMatcher(n)) : [])) : [text];
            for (const name of names) {
              const command: CommandSubject = {
                ...c, words: [name, ...words.slice(i + 1)], dynamic: [false, ...dynamic.slice(i + 1)], shapes: undefined, homeTildes: undefined,
                plainName: false, scope: 'restrict', dialect: 'bash', possible: 'may run its words', mayRun: undefined,
              };
              parts.push({ kind: 'shell', command, all: false, namedOnly: true });
            }
          }
        }
        if ((dynamic[i] && tail === undefined) || words[i] === '' || words[i]!.startsWith('-')) continue;
        const shapes = tokens === undefined && c.dialect === 'bash' ? c.shapes?.slice(i) : undefined;
        const command: CommandSubject = {
          ...c, words: tail === undefined ? words.slice(i) : [tail, ...words.slice(i + 1)], dynamic: tail === undefined ? dynamic.slice(i) : [false, ...dynamic.slice(i + 1)],
          shapes: tail === undefined || shapes === undefined ? shapes : [undefined, ...shapes.slice(1)], homeTildes: undefined,
          plainName: false, scope: 'restrict', dialect: 'bash', possible: 'may run its words', mayRun: undefined,
        };
        parts.push({ kind: 'shell', command, all: false, namedOnly: true });
        // (Windows runs `C:\bin\rm.exe` as rm.exe.)
        const windowsBase = command.words[0]!.includes('\\') ? command.words[0]!.slice(command.words[0]!.search(/[^\\/]*$/)) : '';
        if (windowsBase !== '') parts.push({ kind: 'shell', command: { ...command, words: [windowsBase, ...command.words.slice(1)], dynamic: [false, ...command.dynamic.slice(1)], shapes: undefined }, all: false, namedOnly: true });
      }
      // (What bash makes of an expansion's word, `r{m,}`, `${X:-rm}`, `/bin/r?`: each name it shows, a glob one as every rule's program it matches.)
      for (let i = from; i < c.words.length; i++) {
        if (!c.dynamic[i]) continue;
        const tail = literalProgramTail(c.words[i]!);
        for (const name of expansionWordNames(c.words[i]!, c.shapes?.[i])) {
          if (name === tail) continue;
          const programs = isGlobName(name) ? ruleProgramNames(sources).filter(globNameMatcher(name)) : [name];
          for (const program of programs) {
            const command: CommandSubject = {
              ...c, words: [program, ...c.words.slice(i + 1)], dynamic: [false, ...c.dynamic.slice(i + 1)], shapes: undefined, homeTildes: undefined,
              plainName: false, scope: 'restrict', dialect: 'bash', possible: 'may run its words', mayRun: undefined,
            };
            parts.push({ kind: 'shell', command, all: false, namedOnly: true });
          }
        }
      }
    }
    // A bash line on win32 runs MSYS/Cygwin programs: a POSIX-form path is also read their way
    // (in a PowerShell line, a bash command's path); a wsl line's is unknown where not placed.
    const win32 = ctx.platform === 'win32';
    for (const p of a.paths) {
      // The tail after an expansion (`"$X/.env"`: `/.env`) meets only the rules that match at any
      // depth (unrooted, `//**/…`, bare): the expansion may lead anywhere, and is not followed.
      if (p.tail === true) {
        const tail = normalizePath(p.path, ctx);
        const anyDepth = (r: ParsedRule) => {
          const pattern = r.pattern as PathPattern | undefined;
          return pattern === undefined || pattern.root === 'unrooted' || (pattern.root === 'fs' && pattern.segments[0]?.type === 'globstar');
        };
        const restrict = sources.flatMap((s) => [...s.rules.deny, ...s.rules.ask]).filter((r) => covers(r.kind, p.op));
        // (A glob tail, `"$X/*.pem"`: a rule that may match one of its names.)
        const globbed = /[*?[{]/.test(p.path);
        const glob = globbed ? globPathSegments(p.path, ctx, true) : undefined;
        if (globbed) {
          if (glob === undefined ? restrict.length > 0 : restrict.some((r) => anyDepth(r) && globMayMatch(r, glob, ctx, false))) incomplete = true;
        } else if (!tail.ok ? restrict.length > 0 : restrict.some((r) => anyDepth(r) && pathMatch(r.pattern as PathPattern | undefined, tail.path, ctx, 'restrict'))) incomplete = true;
        continue;
      }
      // A quoted wildcard of a bash line a native Windows program may expand itself: on win32 only.
      if (p.nativeExpansion === true && !win32) continue;
      const all = p.scope === 'all';
      const reading = win32 ? p.posixReading : undefined;
      const msys = ((op.shell ?? 'bash') === 'bash' && win32) || (reading !== undefined && reading !== 'wsl');
      if (reading !== undefined && reading !== 'msys' && !(p.dynamic && p.glob === undefined)) {
        const where = p.inRepository !== undefined ? p.inRepository || '.' : p.path;
        // (After a cd, a path not absolute, `~` or on a drive is unknown too.)
        const moved = p.cwd !== undefined && !/^(?:\/|~(?:\/|$)|[A-Za-z]:[\\/]|\\\\)/.test(where);
        if (moved || wslUnplaced(where, ctx) !== undefined) parts.push({ kind: p.op, path: p.path, all, unknown: true });
      }
      // (A PowerShell word `~NAME…` on win32: another user's home, which an MSYS or Cygwin program may expand.)
      if (win32 && !msys && /^~[^\\/]/.test(p.path)) parts.push({ kind: p.op, path: p.path, all, unknown: true });
      if (p.implicit === true && p.cwd === undefined && context.cwd === undefined && !p.path.startsWith('/')) {
        for (const s of sources) {
          for (const r of unplacedFileRules(s.rules.deny, p.op, p.path, ctx)) directoryDenied.add(r);
          for (const r of unplacedFileRules(s.rules.ask, p.op, p.path, ctx)) directoryAsked.add(r);
          if (s.askAll.includes(p.op)) unplacedKindAsks = true;
        }
      }
      const alternatives = pathAlternatives(p, a.cdpathChanged ? undefined : context.cdpath, context.cwd !== undefined);
      for (const alt of msys ? alternatives.flatMap((x) => [x, ...msysAlternatives(x, a.homeChanged, ctx)]) : alternatives) {
        if (p.listed !== undefined) {
          parts.push(listedPart(p.op, alt, p.listed, all, a.homeChanged, ctx));
          continue;
        }
        // Unknown: it may name any path (a glob: any of its shape). A line that may assign HOME: `~` may be anywhere.
        if (alt.unknown || (a.homeChanged && /^~(?:\/|$)/.test(alt.path))) {
          parts.push({ kind: p.op, path: alt.path, all, unknown: true, glob: alt.unknown ? alt.glob : undefined });
          // (A part that must be allowed, where HOME may be anything: no allow rule is known to cover it.)
          if (!alt.unknown && all) incomplete = true;
        } else if (alt.inRepository !== undefined && !p.dynamic) {
          for (const r of repositoryPaths(alt.inRepository, alt.path, ctx, context)) {
            parts.push({ kind: p.op, path: r.path, all, below: p.below, possible: r.possible });
          }
        } else parts.push({ kind: p.op, path: alt.path, all, unknown: p.dynamic, below: p.below, possible: p.possible, glob: alt.inRepository === undefined ? alt.glob : undefined, expanded: p.shellExpanded === true && context.bashGlobDefaults === true });
        // bash connects a redirect to /dev/tcp/HOST/PORT (or /dev/udp/…) to HOST.
        const socket = p.partType === 'redirect' && !p.dynamic && !alt.unknown ? normalizePath(alt.path, ctx) : undefined;
        // (On win32 it is on the current drive: `/c/dev/tcp/h/80`.)
        const s = socket?.ok !== true ? [] : ctx.platform === 'win32' && socket.path.segments.length === 5 && socket.path.segments[0]!.length === 1 ? socket.path.segments.slice(1) : socket.path.segments;
        if (s.length === 4 && s[0] === 'dev' && (s[1] === 'tcp' || s[1] === 'udp')) parts.push({ kind: 'domain', url: s[2]!, all: true });
      }
    }
    // (A relative write where the line started: a settings write only where the context's directory makes it one.)
    for (const u of a.startWrites ?? []) if (startWriteRoutes(u.atStart!, u.url, ctx.cwd?.text, ctx.home?.text, ctx.platform === 'win32')) parts.push({ kind: 'domain', url: u.url, all: false, unknown: true, possible: false });
    for (const u of a.urls) {      // (A word that may be a network path: its server below, by platform; else nothing.)
      if (u.path === true) networkPaths.push(u.url);
      // (A word that may name a host, `mytool evil.com`: its deny and ask rules ask; one that looks
      // like a file's name, `mytool evil.sh`, only where a rule names it or a domain of two labels
      // above it; one that looks like a number, `0xa.9`, only where a rule names its address.)
      else if (u.namedOnly === true && !ruleNamesHost(sources, u.url)) continue;
      else parts.push({ kind: 'domain', url: u.url, all: u.scope !== 'restrict', unknown: u.dynamic === true, possible: u.possible === true });
    }
  }
  // A UNC path (written with two separators first) reaches its server, and so does macOS's and Linux's
  // automounted /net/HOST: a host for Domain deny and ask rules, unless it names this machine.
  const candidates: { path: string; possible?: boolean }[] = [...networkPaths.map((path) => ({ path }))];
  for (const part of parts) if ((part.kind === 'read' || part.kind === 'edit') && part.unknown !== true) candidates.push({ path: part.path, possible: part.possible });
  // (Where a path's `..` leads cannot be told, `~b/..`: it may be below /net/HOST.)
  if (ctx.platform !== 'win32' && sources.some((s) => [...s.rules.deny, ...s.rules.ask].some((r) => r.kind === 'domain'))
    && parts.some((part) => (part.kind === 'read' || part.kind === 'edit') && part.unknown !== true && kernelPath(part.path, ctx, context.resolveSymlink) === 'unknown')) incomplete = true;
  for (const { path, possible } of candidates) {
    const n = normalizePath(path, ctx);
    // (On win32 a server the path reading refuses, `//h` without a share, `//evil.com:22/r`, is reached too.)
    const unread = !n.ok && ctx.platform === 'win32' ? /^[\\/]{2}(?:[?.][\\/]UNC[\\/])?(?:;[^\\/]*[\\/]+)*([^\\/]+)/i.exec(path)?.[1] : undefined;
    if (!n.ok && unread === undefined) continue;
    const segs = n.ok ? n.path.segments.map((x) => x.toLowerCase()) : [];
    const unc = n.ok && /^[\\/]{2}/.test(path) && n.path.text.startsWith('//');
    const at = unc ? 0 : context.platform === 'win32' ? -1 : segs[0] === 'net' ? 1 : segs.slice(0, 4).join('/') === 'system/volumes/data/net' ? 4 : -1;
    const server = !n.ok ? unread : at >= 0 && n.path.segments.length > at ? n.path.segments[at]! : undefined;
    // (A UNC server: WebDAV's `h@SSL@443` is h; another `@` or `:` (`u@evil.com`, `evil.com:22`) may reach either name.)
    const webdav = unc || !n.ok ? /^([^@:]+)@(?:SSL(?:@\d+)?|\d+)$/i.exec(server ?? '') : null;
    const servers = server === undefined ? [] : !(unc || !n.ok) || server.startsWith('[') ? [server] : webdav !== null ? [webdav[1]!]
      : server.split(/[@:]/).filter((h, k) => !(k > 0 && /^\d*$/.test(h)));
    for (const host of servers) {
      if (host === '' || /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0:0:0:0:0:0:0:1|\.|\?)$/i.test(host)) continue;
      parts.push({ kind: 'domain', url: `tcp://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`, all: false, possible });
    }
  }

  const denied = directoryDenied;
  const asked = directoryAsked;
  let askKind = unplacedKindAsks;
  let allowParts = 0;
  let everyPartAllowed = true;
  const allowSources = sources.filter(declaresAllow);

  for (const part of parts) {
    const hasRestrictRules = sources.some((s) => [...s.rules.deny, ...s.rules.ask].some((r) => covers(r.kind, part.kind)));
    if ((part.kind === 'read' || part.kind === 'edit') && part.unknown === true) {
      // A file argument that is a glob or an expansion may name any path: no deny or ask rule
      // of its kind can be ruled out, and none is known to match. A glob (without a symlink
      // resolver, which it could not consult) may name only paths of its shape, and a recursive
      // command's (`grep -r x src/*`) those and everything below them.
      // (Its `..` both as written and as the kernel walks it, as a plain path's.)
      const eligible = part.glob !== undefined && part.below !== 'links' && !part.possible && context.resolveSymlink === undefined;
      // (A glob bash expands with its default options: a wildcard first in a name takes no leading `.`.)
      const expanded = part.expanded === true ? { tree: false } : undefined;
      const physical = eligible ? physicalGlobSegments(part.glob!, ctx, part.listed === true, expanded) : undefined;
      const lexical = physical !== undefined ? globPathSegments(part.glob!, ctx, part.listed === true, expanded) : undefined;
      const restrict = sources.flatMap((s) => [...s.rules.deny, ...s.rules.ask]).filter((r) => covers(r.kind, part.kind));
      // (Its paths through the system's links: in their other spellings too, unknown through a process's.)
      // (A recursive command's, with what is below it: `grep -r x /pro?` reads /proc/1/root/etc.)
      const below: PathSegment[] = part.below === 'tree' ? [{ type: 'globstar' }] : [];
      const shapes: PathSegment[][] = [];
      let unknown = lexical === undefined || physical === undefined;
      for (const glob of lexical === undefined || physical === undefined ? [] : [lexical, physical]) {
        const spellings = referenceGlobSpellings([...glob, ...below], ctx, (parts, name) => partsMatch(parts, name, true));
        if (spellings === 'unknown') unknown = true;
        else shapes.push(glob, ...spellings);
      }
      if (unknown ? hasRestrictRules
        : shapes.some((g) => restrict.some((r) => globMayMatch(r, g, ctx, part.below === 'tree')))) incomplete = true;
      if (sources.some((s) => s.askAll.includes(part.kind))) askKind = true;
      continue;
    }
    // (A part only deny and ask rules see still asks when its kind asks for every operation.)
    if (!part.all && !hasRestrictRules) {
      if (sources.some((s) => s.askAll.includes(part.kind))) askKind = true;
      continue;
    }
    // A host from an expansion may be any host: no Domain deny or ask rule can be ruled out.
    if (part.kind === 'domain' && part.unknown === true) {
      incomplete = true;
      continue;
    }
    // (Roots deny and ask rules of the part's kind are rooted at: a linked one spells its paths below it too.)
    const restrictRoots = new Set(sources.flatMap((s) => [...s.rules.deny, ...s.rules.ask]).filter((r) => covers(r.kind, part.kind)).map((r) => (r.pattern as PathPattern | undefined)?.root));
    const subject = resolveSubject(part, ctx, context, restrictRoots);
    // (A host in the NAT64 local-use prefix 64:ff9b:1::/48 may reach any IPv4 host: as an expansion.)
    if (part.kind === 'domain' && hasRestrictRules && subject.target !== undefined && /^\[64:ff9b:1:/.test(subject.target.host)) incomplete = true;
    if (subject.unresolved || (subject.multiFold === true && hasRestrictRules) || (subject.restrictOnly?.unknown === true && hasRestrictRules)) incomplete = true;
    // (win32: a file argument's 8.3 short name may stand for any long name, a denied one included.)
    if ((part.kind === 'read' || part.kind === 'edit') && !part.all && hasRestrictRules && ctx.platform === 'win32' && subject.paths.some((p) => p.shortName)) incomplete = true;
    // A path written only if the destination is a directory (`cp f dir`): its rules ask.
    // (A command's possible reading, `terraform apply PLAN` as `terraform destroy`, likewise.)
    const possible = part.kind === 'shell' ? part.command.possible !== undefined : part.possible === true;
    const below = part.kind === 'read' || part.kind === 'edit' ? part.below ?? 'none' : 'none';
    if (below === 'links' && hasRestrictRules) incomplete = true;
    // (Everything below `/dev/stdin`, `/dev/fd`: a descriptor's directory, which may be any.)
    if (below === 'tree' && hasRestrictRules && ctx.platform !== 'win32' && /^\/dev\/(?:fd|stdin|stdout|stderr)(?:\/|$)/.test(subject.paths[0]?.text ?? '')) incomplete = true;
    // A disk device (`/dev/sda`) holds every file: a read or write of everything below `/`.
    const disk = (part.kind === 'read' || part.kind === 'edit') && [...subject.paths, ...subject.restrictOnly?.paths ?? []].some((p) => isDiskDevice(p.text));
    // A tree holding where a linked context root leads (`grep -r x /var/home` with /home -> /var/home) holds the root's files.
    const held = (part.kind === 'read' || part.kind === 'edit') && below === 'tree' && context.resolveSymlink !== undefined ? rootsHeldByTree(part.path, ctx, context.resolveSymlink, restrictRoots) : [];
    for (const s of sources) {
      for (const r of [...s.rules.deny, ...s.rules.ask]) {
        if (below === 'tree' && covers(r.kind, part.kind) && [...subject.paths, ...subject.restrictOnly?.paths ?? []].some((p) => mayMatchBelow(r.pattern as PathPattern | undefined, p, ctx))) incomplete = true;
        if (below === 'tree' && covers(r.kind, part.kind) && (subject.drivePaths ?? []).some((p) => mayMatchBelow(r.pattern as PathPattern | undefined, p, folding(ctx)))) incomplete = true;
        if (disk && covers(r.kind, part.kind) && mayMatchBelow(r.pattern as PathPattern | undefined, FILE_SYSTEM_ROOT, ctx)) incomplete = true;
        if (covers(r.kind, part.kind) && held.some((h) => pathMatch(r.pattern as PathPattern | undefined, h, ctx, 'restrict') || mayMatchBelow(r.pattern as PathPattern | undefined, h, ctx))) incomplete = true;
        // (A path in a WSL distribution's home, or above them for a tree, may be in the user's.)
        if (covers(r.kind, part.kind) && (r.pattern as PathPattern | undefined)?.root === 'home' && subject.wslHomes?.some((h) => (below === 'tree' && mayMatchBelow(r.pattern as PathPattern, h.path, h.ctx)) || pathMatch(r.pattern as PathPattern, h.path, h.ctx, 'restrict'))) incomplete = true;
      }
      if (possible) {
        // (A possible run's rules: a literal first word, or a glob one matching its first word, or that word's last segment.)
        const named = (r: ParsedRule) => part.kind !== 'shell' || part.namedOnly !== true || literalName(r.pattern as ShellPattern | undefined)
          || globNames(r.pattern as ShellPattern | undefined, part.command.words[0] ?? '');
        if ([...s.rules.deny, ...s.rules.ask].some((r) => covers(r.kind, part.kind) && named(r) && restrictMatch(r, subject, ctx))) incomplete = true;
      } else {
        for (const r of s.rules.deny) if (covers(r.kind, part.kind) && restrictMatch(r, subject, ctx)) denied.add(r.text);
        for (const r of s.rules.ask) if (covers(r.kind, part.kind) && restrictMatch(r, subject, ctx)) asked.add(r.text);
      }
      if (s.askAll.includes(part.kind)) askKind = true;
      if ([...s.rules.deny, ...s.rules.ask].some((r) => covers(r.kind, part.kind) && subject.unknownRootFor(r))) incomplete = true;
    }
    if (!part.all) continue;
    allowParts++;
    if (subject.notAllowable || allowSources.length === 0) everyPartAllowed = false;
    for (const s of allowSources) {
      const allowRules = s.rules.allow.filter((r) => r.kind === part.kind);
      // A path and its symlink target must each be allowed (by any rule of the source).
      // (A fetch of an unspecified address, which reaches loopback: the loopback address too.)
      const variants = subject.paths.length > 1 ? subject.paths.map((p) => ({ ...subject, paths: [p] }))
        : subject.target !== undefined && loopbackOf(subject.target.host) !== undefined ? [subject, { ...subject, target: { ...subject.target, host: loopbackOf(subject.target.host)! } }] : [subject];
      if (!variants.every((v) => allowRules.some((r) => allowMatch(r, v, ctx)))) everyPartAllowed = false;
    }
  }

  if (denied.size > 0) return { decision: 'deny', rules: [...denied].sort() };
  if (asked.size > 0 || askKind || sources.some((s) => s.restricted)) return { decision: 'ask', rules: [...asked].sort() };
  if (incomplete) return { decision: 'ask', rules: [] };
  if (allowParts > 0 && everyPartAllowed) return { decision: 'allow', rules: [] };
  return { decision: 'ask', rules: [] };
}

/**
 * The texts of the rules (deny or ask) that meet a file a command reads or writes unnamed where no
 * cwd is given: those that match its name in every directory (the bare selector, a pattern
 * unrooted or starting with `**`), tried on the name below a root.
 */
function unplacedFileRules(rules: readonly ParsedRule[], kind: 'read' | 'edit', name: string, ctx: ResolvedPathContext): string[] {
  const n = normalizePath(`${ctx.platform === 'win32' ? 'C:' : ''}/${name}`, ctx);
  if (!n.ok) return [];
  return rules.filter((r) => {
    if (!covers(r.kind, kind)) return false;
    const pattern = r.pattern as PathPattern | undefined;
    const anywhere = pattern === undefined || pattern.root === 'unrooted' || (pattern.root === 'fs' && pattern.segments[0]?.type === 'globstar');
    return anywhere && pathMatch(pattern, n.path, ctx, 'restrict');
  }).map((r) => r.text);
}

type Alternative = { unknown: false; path: string; inRepository: string | undefined; glob: string | undefined } | { unknown: true; path: string; glob: string | undefined };

/**
 * What a path of the line may be, given the directories the line may be in when its command runs
 * (PathRef.cwd): each directory joined with a relative path; a CDPATH pattern makes it a glob of
 * that shape; an unknown directory (or root, or another user's `~`) makes it unknown.
 */
function pathAlternatives(p: PathRef, cdpath: string | undefined, cwdKnown: boolean): Alternative[] {
  const w = p.cwd;
  const same: Alternative = { unknown: false, path: p.path, inRepository: p.inRepository, glob: p.glob };
  // A file a command reads unnamed (`make`'s Makefile) counts only in the directories known
  // (with no cwd, only for the rules that match it anywhere: unplacedFileRules).
  if (p.implicit === true && w === undefined) return cwdKnown || p.path.startsWith('/') ? [same] : [];
  // (Where the line's directory cannot be told, that file may be any: unknown.)
  if (p.implicit === true && !w!.rooted && w!.unknown) return [{ unknown: true, path: p.path, glob: undefined }];
  if (p.implicit === true) {
    const inDir = (dir: string, rel: string): string => (dir === '' ? rel : rel === '' ? dir : `${dir.endsWith('/') ? dir : `${dir}/`}${rel}`);
    // (One written where the project is, `npm install`'s package.json: relative to a top that is the directory or above.)
    if (p.inRepository !== undefined) return w!.rooted ? [] : w!.dirs.map((dir) => ({ unknown: false, path: p.path, inRepository: inDir(dir, p.inRepository!), glob: undefined }));
    return w!.rooted ? [] : w!.dirs.map((dir) => ({ unknown: false, path: inDir(dir, p.path), inRepository: undefined, glob: undefined }));
  }
  if (w === undefined) return [same];
  const unknown: Alternative = { unknown: true, path: p.path, glob: undefined };
  if (w.rooted || (w.otherHome && /^~(?:\/|$)/.test(p.path))) return [unknown];
  const anchored = (t: string): boolean => /^(?:\/|~$|~\/|[A-Za-z]:[\\/]|\\\\)/.test(t);
  if (anchored(p.inRepository !== undefined ? p.inRepository || '.' : p.path)) return [same];
  if (w.unknown) return [unknown];
  const join = (dir: string, rel: string): string => (dir === '' ? rel : rel === '' || rel === '.' ? dir : dir.endsWith('/') ? dir + rel : `${dir}/${rel}`);
  // As a pattern, a literal text has its punctuation escaped (a leading `~` is the home).
  const inDirectory = (dir: string): Alternative[] => [p.inRepository !== undefined
    ? { unknown: false, path: p.path, inRepository: join(dir, p.inRepository), glob: undefined }
    : { unknown: false, path: join(dir, p.path), inRepository: undefined, glob: p.glob === undefined ? undefined : join(escape(dir), p.glob) }];
  const out: Alternative[] = w.dirs.flatMap(inDirectory);
  // Below a CDPATH entry: each absolute entry the context gives (an empty one is the directory
  // itself), or any directory, when it gives none, gives a relative one, or the line assigns CDPATH.
  const entries = cdpath === undefined ? undefined : cdpath.split(':').filter((e) => e !== '' && e !== '.');
  for (const below of w.searched) {
    for (const entry of entries ?? []) if (entry.startsWith('/')) out.push(...inDirectory(join(entry, below)));
    if (entries !== undefined && entries.every((e) => e.startsWith('/'))) continue;
    const shaped = (!p.dynamic || p.glob !== undefined) && p.inRepository === undefined && p.below === 'none' && !p.possible;
    out.push({ unknown: true, path: p.path, glob: shaped ? `/**/${escape(below)}/${p.glob ?? escape(p.path)}${p.listed === undefined ? '' : `/${p.listed}`}` : undefined });
  }
  return out;
}

/** As a pattern, a literal text has its punctuation escaped (a leading `~` is the home). */
function escape(t: string): string {
  return /^~(?:\/|$)/.test(t) ? '~' + escape(t.slice(1)) : t.replace(/[^A-Za-z0-9./\u0080-\uffff]/g, (c) => `\\${c}`);
}

/**
 * The files a program lists itself in a directory (PathRef.listed: `go build DIR`, DIR/*.go): a
 * glob of their shape, on win32 too (no shell's glob: no short names), from the directory as read.
 */
function listedPart(kind: 'read' | 'edit', alt: Alternative, names: string, all: boolean, homeChanged: boolean, ctx: ResolvedPathContext): Part {
  if (alt.unknown) return { kind, path: alt.path, all, unknown: true, glob: alt.glob, listed: true };
  if (homeChanged && /^~(?:\/|$)/.test(alt.path)) return { kind, path: alt.path, all, unknown: true };
  if (ctx.platform !== 'win32') return { kind, path: alt.path, all, unknown: true, glob: `${escape(alt.path)}/${names}`, listed: true };
  const n = normalizePath(alt.path, ctx);
  if (!n.ok || n.path.shortName) return { kind, path: alt.path, all, unknown: true };
  return { kind, path: alt.path, all, unknown: true, glob: `${escape(n.path.text)}/${names}`, listed: true };
}

/** A known alternative as MSYS/Cygwin read it too (src/paths/msys-path.ts), where that differs. */
function msysAlternatives(alt: Alternative, homeChanged: boolean, ctx: ResolvedPathContext): Alternative[] {
  if (alt.unknown || (homeChanged && /^~(?:\/|$)/.test(alt.path))) return [];
  const read = msysReading(alt.inRepository ?? alt.path, ctx);
  if (read === undefined) return [];
  if (typeof read !== 'string') return [{ unknown: true, path: alt.path, glob: undefined }];
  if (alt.inRepository !== undefined) return [{ ...alt, inRepository: read }];
  const glob = alt.glob === undefined ? undefined : msysReading(alt.glob, ctx);
  return [{ unknown: false, path: read, inRepository: undefined, glob: typeof glob === 'string' ? glob : undefined }];
}

/**
 * Where a path relative to a repository's top (`git show HEAD:x`) may be: below the top the
 * context gives, when `base` lies in it; else below `base` (as written) or, possibly, below any
 * directory above it.
 */
function repositoryPaths(base: string, path: string, ctx: ResolvedPathContext, context: DecisionContext): { path: string; possible: boolean }[] {
  const join = (dir: string): string => (dir === '' ? path : path === '.' ? dir : `${dir.endsWith('/') ? dir.slice(0, -1) : dir}/${path}`);
  const dir = normalizePath(base === '' ? '.' : base, ctx);
  if (context.repository !== undefined && dir.ok) {
    const top = normalizePath(context.repository, ctx);
    if (top.ok && (dir.path.segments.length >= top.path.segments.length)
      && top.path.segments.every((s, i) => dir.path.segments[i] === s) && top.path.text.startsWith('/') === dir.path.text.startsWith('/')) {
      return [{ path: join(top.path.text), possible: false }];
    }
  }
  const out = [{ path: join(base), possible: false }];
  if (!dir.ok) return out;
  for (let n = dir.path.segments.length - 1; n >= 0; n--) {
    const up = normalizePath(`${dir.path.text}${'/..'.repeat(dir.path.segments.length - n)}`, ctx);
    // (Not the directory itself, where `..` stops at a drive's root: its path is the first above,
    // and its text read again as a path is another on win32, `/w/x` on the current drive.)
    if (up.ok && up.path.text !== dir.path.text) out.push({ path: join(up.path.text), possible: true });
  }
  return out;
}

/** The context's cwd as normalize.ts keeps a Windows one (`/c/w/repo`) in Windows form (`c:\\w\\repo`). */
function win32Cwd(text: string): string {
  const [drive, ...rest] = text.split('/').filter(Boolean);
  return `${drive}:\\${rest.join('\\')}`;
}

function declaresAllow(s: LoadedSettings): boolean {
  const p = (s.settings as { permissions?: { allow?: unknown } }).permissions;
  return p !== undefined && p !== null && typeof p === 'object' && p.allow !== undefined;
}

/** A rule of `ruleKind` is consulted for a part of `partKind` (a Read deny/ask also covers Edit). */
function covers(ruleKind: RuleKind, partKind: RuleKind): boolean {
  return ruleKind === partKind || (ruleKind === 'read' && partKind === 'edit');
}

interface Subject {
  part: Part;
  paths: NormalizedPath[];
  target: FetchTarget | undefined;
  unresolved: boolean;
  notAllowable: boolean;
  /** A path has a character whose full case folding is several (`ß` is `ss`), or one HFS+ ignores, on a case-folding POSIX system. */
  multiFold?: boolean;
  unknownRootFor: (r: ParsedRule) => boolean;
  /** macOS: the boot volume's spellings of `/Volumes/NAME/x` (`/x`…), for deny and ask rules only; `unknown` when one leads anywhere. */
  restrictOnly?: { paths: NormalizedPath[]; unknown: boolean };
  /** win32: paths inside a WSL distribution (`\\wsl$\D\home\u\x` is `/home/u/x`), with a Linux context whose home is theirs: home-rooted deny and ask rules that match there ask. */
  wslHomes?: { path: NormalizedPath; ctx: ResolvedPathContext }[];
  /** linux: the Windows drive paths WSL mounts at `/mnt/X` (`/mnt/c/x` is `/c/x`), for deny and ask rules only, case folded. */
  drivePaths?: NormalizedPath[];
}

/** A path of more than 1,024 segments: its first 1,024 (an ancestor) are checked, and it is incomplete. */
function capped(path: NormalizedPath, s: Subject): NormalizedPath {
  if (path.segments.length <= 1024) return path;
  s.unresolved = true;
  s.notAllowable = true;
  const segments = path.segments.slice(0, 1024);
  return { text: `${path.text.startsWith('//') ? '/' : ''}/${segments.join('/')}`, segments, shortName: path.shortName };
}

/**
 * The path a POSIX kernel reaches for `text`: component by component from the start directory,
 * where each `..` is the parent of what the path so far resolves to. Undefined when the path has
 * no `..` or is a Windows path (Windows removes `..` lexically).
 */
/**
 * A glob's segments as the kernel walks them: a literal prefix through the glob's last `..` is
 * the path kernelPath reaches (`/var/run/../etc/pass*` is `/etc/pass*`).
 */
function physicalGlobSegments(glob: string, ctx: ResolvedPathContext, listed: boolean, expanded?: { tree: boolean }): PathSegment[] | undefined {
  const parts = glob.split('/');
  const last = parts.lastIndexOf('..');
  if (last < 0 || parts.slice(0, last).some((s) => /[*?[]/.test(s))) return globPathSegments(glob, ctx, listed, expanded);
  const prefix = kernelPath(parts.slice(0, last + 1).join('/'), ctx, undefined);
  if (prefix === 'unknown') return undefined;
  if (prefix === undefined) return globPathSegments(glob, ctx, listed, expanded);
  const rest = parts.slice(last + 1).join('/');
  return globPathSegments(rest === '' ? prefix.text : `${prefix.text === '/' ? '' : prefix.text}/${rest}`, ctx, listed, expanded);
}

function kernelPath(text: string, ctx: ResolvedPathContext, resolver: ((p: string) => string | undefined) | undefined): NormalizedPath | undefined | 'unknown' {
  const parts = text.split('/');
  if (!parts.includes('..') || ctx.platform === 'win32' || ctx.cwdWindows || /^[A-Za-z]:/.test(text) || text.startsWith('\\\\')) return undefined;
  // (Another user's home, `~b`, is not expanded: where its `..` leads is unknown.)
  if (/^~[^/]/.test(text)) return 'unknown';
  let start = text.startsWith('/') ? '/' : parts[0] === '~' ? '~' : '.';
  if (start === '~') parts.shift();
  const first = normalizePath(start, ctx);
  if (!first.ok) return 'unknown';
  let segs = [...first.path.segments];
  let prefix = first.path.text.startsWith('//') ? '/' : '';
  let moved = false;
  let steps = 0;
  for (const c of parts) {
    if (c === '' || c === '.') continue;
    if (c !== '..') {
      segs.push(c);
      continue;
    }
    if (++steps > 64) return 'unknown';
    const here = `${prefix}/${segs.join('/')}`;
    let t: string | undefined;
    try {
      t = resolver === undefined || here.startsWith('/proc/') || /^\/dev\/(?:fd|stdin|stdout|stderr)\//.test(here) ? undefined : resolver(here);
    } catch {
      return 'unknown';
    }
    if (t === undefined || t === here) {
      const fixed = fixedLink(here, ctx);
      if (fixed === 'unknown') return 'unknown';
      t = fixed;
    }
    if (t !== undefined && t !== here) {
      const nt = normalizePath(t, ctx);
      if (!nt.ok) return 'unknown';
      moved = true;
      segs = [...nt.path.segments];
      prefix = nt.path.text.startsWith('//') ? '/' : '';
    }
    segs.pop();
  }
  if (!moved) return undefined;
  const out = normalizePath(`${prefix}/${segs.join('/')}`, ctx);
  return out.ok ? out.path : 'unknown';
}

/**
 * Where the kernel's fixed links take a path, written out plainly: `/proc/PID/root` is `/` (the
 * rest of /proc and `/dev/fd`, `/dev/stdin`… are some process's: unknown); Linux's `/var/run`,
 * `/var/lock` and usrmerge's `/bin`…; macOS's `/etc`, `/tmp`, `/var` under `/private`.
 */
function fixedLink(text: string, ctx: ResolvedPathContext): string | 'unknown' | undefined {
  if (ctx.platform === 'win32') return undefined;
  const pairs = ctx.platform === 'darwin'
    ? [['/etc', '/private/etc'], ['/tmp', '/private/tmp'], ['/var', '/private/var']]
    : [['/var/run', '/run'], ['/var/lock', '/run/lock'], ['/bin', '/usr/bin'], ['/sbin', '/usr/sbin'], ['/lib64', '/usr/lib64'], ['/lib', '/usr/lib']];
  let t = text;
  for (let step = 0; step < 8; step++) {
    if (/^\/dev\/(?:fd|stdin|stdout|stderr)(?:\/|$)/.test(t)) return 'unknown';
    // (macOS: volfs leads anywhere; `..` right after `/Volumes/NAME` may leave the boot volume's link to `/`.)
    if (ctx.platform === 'darwin' && /^\/\.vol(?:\/|$)/i.test(t)) return 'unknown';
    if (ctx.platform === 'darwin' && /^\/volumes\/[^/]+$/i.test(t)) return '/';
    const lookup = ctx.platform === 'darwin' ? /^\/\.(?:nofollow|resolve\/[^/]*)(?=\/|$)/i.exec(t) : null;
    if (lookup !== null) {
      t = t.slice(lookup[0].length) || '/';
      continue;
    }
    if (t.startsWith('/proc/')) {
      const root = /^\/proc\/[^/]+\/root(\/.*)?$/.exec(t);
      if (root === null) return 'unknown';
      t = root[1] ?? '/';
      continue;
    }
    const compared = ctx.platform === 'darwin' || ctx.foldCase ? t.toLowerCase() : t;
    const pair = pairs.find(([from]) => compared === from || compared.startsWith(`${from}/`));
    if (pair === undefined) return t === text ? undefined : t;
    t = pair[1]! + t.slice(pair[0]!.length);
  }
  return 'unknown';
}

/** Windows' compatibility junctions: [old name, folder it opens], after the drive or (USER) below `users/NAME/`. */
const JUNCTIONS: readonly (readonly [string, string])[] = [
  ['documents and settings', 'users'], ['users/all users', 'programdata'], ['users/default user', 'users/default'],
  ['programdata/application data', 'programdata'], ['programdata/desktop', 'users/public/desktop'], ['programdata/documents', 'users/public/documents'],
  ['programdata/start menu', 'programdata/microsoft/windows/start menu'], ['programdata/templates', 'programdata/microsoft/windows/templates'],
  ['windows/sysnative', 'windows/system32'],
  ['USER/application data', 'appdata/roaming'], ['USER/local settings', 'appdata/local'], ['USER/my documents', 'documents'],
  ['USER/appdata/local/application data', 'appdata/local'], ['USER/appdata/local/history', 'appdata/local/microsoft/windows/history'],
  ['USER/appdata/local/temporary internet files', 'appdata/local/microsoft/windows/inetcache'],
  ['USER/cookies', 'appdata/local/microsoft/windows/inetcookies'], ['USER/nethood', 'appdata/roaming/microsoft/windows/network shortcuts'],
  ['USER/printhood', 'appdata/roaming/microsoft/windows/printer shortcuts'], ['USER/recent', 'appdata/roaming/microsoft/windows/recent'],
  ['USER/sendto', 'appdata/roaming/microsoft/windows/sendto'], ['USER/start menu', 'appdata/roaming/microsoft/windows/start menu'],
  ['USER/templates', 'appdata/roaming/microsoft/windows/templates'], ['USER/documents/my music', 'music'],
  ['USER/documents/my pictures', 'pictures'], ['USER/documents/my videos', 'videos'],
];

/** win32: where a drive path (`/c/...`) leads through the junctions, followed to the end; undefined when none applies. */
function junctions(text: string, ctx: ResolvedPathContext): NormalizedPath | undefined {
  let t = text;
  for (let step = 0; step < 4; step++) {
    const hit = JUNCTIONS.map(([from, to]) => {
      const user = from.startsWith('USER/');
      const re = new RegExp(`^(/[a-z]/${user ? 'users/[^/]+/' : ''})${(user ? from.slice(5) : from).replace(/\//g, '\\/')}(?=/|$)`, 'i');
      return re.test(t) ? t.replace(re, `$1${to}`) : undefined;
    }).find((x) => x !== undefined);
    if (hit === undefined) break;
    t = hit;
  }
  if (t === text) return undefined;
  const n = normalizePath(t, ctx);
  return n.ok ? n.path : undefined;
}

/**
 * The other spelling of a path, as the system gives it, written out plainly: `/proc/PID/root/x`
 * is `/x` (repeatedly; the other links there and `/dev/fd/N` lead anywhere); a Windows
 * administrative share `\\H\C$\x` is `C:\x`; Linux's `/var/run` and `/run`, usrmerge; macOS's
 * `/private` and `/System/Volumes/Data`; on win32 `\w\x` is on the cwd's drive too.
 */
function otherSpelling(path: NormalizedPath, written: string, ctx: ResolvedPathContext): NormalizedPath | 'unknown' | undefined {
  const ok = (text: string, c: ResolvedPathContext = ctx) => {
    const r = normalizePath(text, c);
    return r.ok ? r.path : undefined;
  };
  let segs = path.segments;
  const win = { ...ctx, platform: 'win32' as const };
  if (path.text.startsWith('//')) {
    const share = segs[1] ?? '';
    const drive = /^[A-Za-z]\$$/.test(share) ? ok(`${share[0]}:/${segs.slice(2).join('/')}`, win)
      : /^admin\$$/i.test(share) ? ok(`C:/Windows/${segs.slice(2).join('/')}`, win) : undefined;
    return drive === undefined ? undefined : junctions(drive.text, win) ?? drive;
  }
  if (segs[0] === 'dev' && ['fd', 'stdin', 'stdout', 'stderr'].includes(segs[1]!) && segs.length >= 3) return 'unknown';
  // (macOS's volfs, `/.vol/VOLID/FILEID`, opens any file by its inode number.)
  if (ctx.platform === 'darwin' && segs[0]?.toLowerCase() === '.vol') return 'unknown';
  // (macOS 13+: the kernel opens `/.nofollow/x` and `/.resolve/FLAGS/x` as `/x`.)
  const lookup = ctx.platform === 'darwin' ? /^\/\.(?:nofollow|resolve\/[^/]*)(?=\/|$)/i.exec(path.text) : null;
  if (lookup !== null) return ok(path.text.slice(lookup[0].length) || '/') ?? 'unknown';
  if (segs[0] === 'proc') {
    let stripped = 0;
    while (segs[0] === 'proc' && segs.length >= 3) {
      if (['cwd', 'fd', 'task', 'map_files', 'exe'].includes(segs[2]!) || stripped >= 16) return 'unknown';
      if (segs[2] !== 'root') break;
      segs = segs.slice(3);
      stripped++;
    }
    return stripped === 0 ? undefined : ok(`/${segs.join('/')}`) ?? 'unknown';
  }
  if (ctx.platform === 'win32') {
    const drive = ctx.cwd?.segments[0];
    return /^[\\/][A-Za-z](?:[\\/]|$)/.test(written) && drive?.length === 1 ? ok(`${drive}:${written}`) : junctions(path.text, ctx);
  }
  const pairs = ctx.platform === 'darwin'
    ? [['/etc', '/private/etc'], ['/tmp', '/private/tmp'], ['/var', '/private/var'], ['/private/etc', '/etc'], ['/private/tmp', '/tmp'], ['/private/var', '/var'],
      ['/system/volumes/data', '']]
    : [['/var/run', '/run'], ['/var/lock', '/run/lock'], ['/run', '/var/run'], ['/bin', '/usr/bin'], ['/sbin', '/usr/sbin'], ['/lib64', '/usr/lib64'],
      ['/lib', '/usr/lib'], ['/usr/bin', '/bin'], ['/usr/sbin', '/sbin'], ['/usr/lib64', '/lib64'], ['/usr/lib', '/lib']];
  const compared = ctx.platform === 'darwin' || ctx.foldCase ? path.text.toLowerCase() : path.text;
  for (const [from, to] of pairs) {
    if (compared === from || compared.startsWith(`${from}/`)) return ok(to! + path.text.slice(from!.length) || '/');
  }
  return undefined;
}

/**
 * macOS: `/Volumes/NAME` may be the boot volume's link to `/`, so `/Volumes/NAME/x` may be `/x`:
 * that path, where the resolver takes it, and its other spellings, again for each found.
 */
function bootVolumeSpellings(paths: readonly NormalizedPath[], ctx: ResolvedPathContext, resolver: ((p: string) => string | undefined) | undefined): { paths: NormalizedPath[]; unknown: boolean } {
  const found: NormalizedPath[] = [];
  let unknown = false;
  const queue = [...paths];
  for (let k = 0; k < queue.length && k < 64; k++) {
    const m = /^\/volumes\/[^/]+(\/.*)?$/i.exec(queue[k]!.text);
    const boot = m === null ? undefined : normalizePath(m[1] ?? '/', ctx);
    if (boot?.ok !== true) continue;
    const spellings = [boot.path];
    const leads = resolver === undefined ? undefined : whereLeads(resolver, boot.path);
    const target = leads === undefined || leads === 'unknown' || leads === boot.path.text ? undefined : normalizePath(leads, ctx);
    if (leads === 'unknown' || target?.ok === false) unknown = true;
    if (target?.ok === true) spellings.push(target.path);
    else {
      for (let at = boot.path, n = 0; n < 5; n++) {
        const alias = otherSpelling(at, at.text, ctx);
        if (alias === 'unknown') unknown = true;
        if (alias === 'unknown' || alias === undefined) break;
        spellings.push(alias);
        at = alias;
      }
    }
    found.push(...spellings);
    queue.push(...spellings);
  }
  return { paths: found, unknown };
}

/**
 * linux: under WSL `/mnt/X/…` is drive X's `/x/…` (as a Windows drive path is spelled), and where
 * a junction on that drive leads. (The drive folds case: matched with a folding context.)
 */
function mountedDrivePaths(paths: readonly NormalizedPath[], ctx: ResolvedPathContext): NormalizedPath[] {
  const found: NormalizedPath[] = [];
  for (const p of paths) {
    if (p.text.startsWith('//') || !/^mnt$/i.test(p.segments[0] ?? '') || !/^[a-z]$/i.test(p.segments[1] ?? '')) continue;
    const segments = [p.segments[1]!.toLowerCase(), ...p.segments.slice(2)];
    const drive = { text: `/${segments.join('/')}`, segments, shortName: p.shortName };
    found.push(drive);
    const junction = junctions(drive.text, ctx);
    if (junction !== undefined) found.push(junction);
  }
  return found;
}

const folding = (ctx: ResolvedPathContext): ResolvedPathContext => ({ ...ctx, foldCase: true });

/**
 * win32: a UNC path on WSL's shares (`\\wsl$\D\x`, `\\wsl.localhost\D\x`) is `/x` in the
 * distribution D: that path and its Linux spellings (for deny and ask rules), the drive
 * `/mnt/c/x` mounts (`C:\x`) and its junctions, and each Linux spelling with a context whose home
 * is the one it is in (`/home/NAME`, `/root`; above them, any user's).
 */
function wslShareReadings(paths: readonly NormalizedPath[], ctx: ResolvedPathContext): { paths: NormalizedPath[]; unknown: boolean; homes: { path: NormalizedPath; ctx: ResolvedPathContext }[] } {
  const found: NormalizedPath[] = [];
  const homes: { path: NormalizedPath; ctx: ResolvedPathContext }[] = [];
  let unknown = false;
  for (const p of paths) {
    const m = /^\/\/wsl(?:\$|\.localhost)\.*\/[^/]+(\/.*)?$/i.exec(p.text);
    if (m === null) continue;
    const posix = p.segments.slice(2);
    const linuxPath = (segs: string[]): NormalizedPath => ({ text: `/${segs.join('/')}`, segments: segs, shortName: p.shortName });
    const homeOf = (segs: readonly string[]) => /^root$/i.test(segs[0] ?? '') ? `/${segs[0]}` : /^home$/i.test(segs[0] ?? '') && segs.length >= 2 ? `/${segs[0]}/${segs[1]}` : '/home/any-user';
    const seen = new Set<string>();
    for (let at = linuxPath(posix); ;) {
      seen.add(at.text);
      const linux = resolvePathContext({ home: homeOf(at.segments), platform: 'linux', caseInsensitive: true });
      found.push(at);
      homes.push({ path: at, ctx: linux });
      const next = otherSpelling(at, at.text, linux);
      if (next === undefined || (next !== 'unknown' && seen.has(next.text))) break;
      if (next === 'unknown' || seen.size >= 4) {
        unknown = true;
        break;
      }
      at = next;
    }
    if (/^mnt$/i.test(posix[0] ?? '') && /^[A-Za-z]$/.test(posix[1] ?? '')) {
      const drive = linuxPath([posix[1]!.toLowerCase(), ...posix.slice(2)]);
      found.push(drive);
      const junction = junctions(drive.text, ctx);
      if (junction !== undefined) found.push(junction);
    }
  }
  return { paths: found, unknown, homes };
}

/**
 * Where a path leads through the resolver (realpath(3)); where it answers undefined (the path may
 * not exist yet), the nearest parent directory it resolves with the rest appended, asking at most
 * 32 (then unknown); a parent that resolves to itself means no link. 'unknown' when it throws.
 */
function whereLeads(resolver: (p: string) => string | undefined, path: NormalizedPath): string | undefined | 'unknown' {
  try {
    const t = resolver(path.text);
    if (t !== undefined) return t;
    const unc = path.text.startsWith('//');
    const segs = path.segments;
    for (let k = segs.length - 1, asked = 0; k >= (unc ? 2 : 0); k--, asked++) {
      if (asked >= 32) return 'unknown';
      const dir = `${unc ? '//' : '/'}${segs.slice(0, k).join('/')}`;
      const up = resolver(dir);
      if (up === dir) return undefined;
      if (up !== undefined) return `${up.replace(/[\\/]+$/, '')}/${segs.slice(k).join('/')}`;
    }
    return undefined;
  } catch {
    return 'unknown';
  }
}

/** A path the resolver is not asked about: a process's link (it would answer for the engine's process). */
function processLinkText(text: string): boolean {
  return text.startsWith('/proc/') || /^\/dev\/(?:fd|stdin|stdout|stderr)\//.test(text);
}

/** An absolute answer, as realpath(3) gives (on Windows also `C:\x`, `\\x`); a non-string is normalizePath's to refuse. */
function isResolverAnswer(target: unknown, ctx: ResolvedPathContext): boolean {
  return typeof target !== 'string' || target.startsWith('/') || (ctx.platform === 'win32' && /^(?:\\|[A-Za-z]:[\\/])/.test(target));
}

function resolveSubject(part: Part, ctx: ResolvedPathContext, context: DecisionContext, restrictRoots: ReadonlySet<string | undefined> = new Set()): Subject {
  const s = resolveOneSubject(part, ctx, context);
  // On linux and darwin a drive-looking path (`C:/x`, `\\x/y`) is a relative POSIX path too: both readings.
  if ((part.kind === 'read' || part.kind === 'edit') && ctx.platform !== 'win32' && !ctx.cwdWindows && /^(?:[A-Za-z]:[\\/]|\\\\)/.test(part.path)) {
    const posix = resolveOneSubject({ ...part, path: `./${part.path}` }, ctx, context);
    s.paths.push(...posix.paths);
    s.unresolved ||= posix.unresolved;
    s.multiFold ||= posix.multiFold;
    s.notAllowable ||= posix.notAllowable;
    s.unknownRootFor = posix.unknownRootFor;
  }
  // On win32 `\w\x` is also on the current drive (`C:\w\x`): with a resolver, a path of its own whose links it follows.
  const drive = ctx.cwd?.segments[0];
  if ((part.kind === 'read' || part.kind === 'edit') && ctx.platform === 'win32' && context.resolveSymlink !== undefined
    && /^[\\/][A-Za-z](?:[\\/]|$)/.test(part.path) && drive?.length === 1 && !ctx.cwd!.text.startsWith('//')) {
    const onDrive = resolveOneSubject({ ...part, path: `${drive}:${part.path}` }, ctx, context);
    s.paths.push(...onDrive.paths);
    s.unresolved ||= onDrive.unresolved;
    s.notAllowable ||= onDrive.notAllowable;
  }
  // With a resolver and deny or ask rules of the kind: a context root may be a link (/home/dev ->
  // /var/home/dev), and a path below where it leads is also spelled below the root.
  if ((part.kind === 'read' || part.kind === 'edit') && context.resolveSymlink !== undefined) {
    // (A resolver that fails on a context root: whether the path is below it is unknown.)
    if (rootResolverFails(ctx, context.resolveSymlink, restrictRoots)) s.unresolved = true;
    for (const spelled of rootSpelledPaths(part.path, ctx, context.resolveSymlink, restrictRoots)) {
      const other = resolveOneSubject({ ...part, path: spelled }, ctx, context);
      s.paths.push(...other.paths);
      s.unresolved ||= other.unresolved;
      s.notAllowable ||= other.notAllowable;
    }
  }
  return s;
}

/** Whether the resolver throws on a context root of the rooted kinds, or answers it with other than a string or nothing. */
function rootResolverFails(ctx: ResolvedPathContext, resolver: (p: string) => string | undefined, rooted: ReadonlySet<string | undefined>): boolean {
  return [rooted.has('home') ? ctx.home : undefined, rooted.has('cwd') ? ctx.cwd : undefined, ...(rooted.has('workspace') ? ctx.workspace : [])]
    .some((root) => {
      if (root === undefined || root.segments.length === 0 || processLinkText(root.text)) return false;
      const t = whereLeads(resolver, root);
      return t === 'unknown' || (t !== undefined && typeof t !== 'string');
    });
}

/** Where a path leads through the resolver, normalized, or undefined (no link, a process link, unknown). */
function linkTarget(p: NormalizedPath, ctx: ResolvedPathContext, resolver: (p: string) => string | undefined): string | undefined {
  if (processLinkText(p.text)) return undefined;
  const t = whereLeads(resolver, p);
  if (typeof t !== 'string') return undefined;
  const n = normalizePath(t, ctx);
  return n.ok ? n.path.text : undefined;
}

/** The spellings below each linked context root of a path (as written, and where it leads), on win32 of both its readings. */
function rootSpelledPaths(written: string, ctx: ResolvedPathContext, resolver: (p: string) => string | undefined, rooted: ReadonlySet<string | undefined>): string[] {
  const leadsTo = (p: NormalizedPath): string | undefined => linkTarget(p, ctx, resolver);
  const linked: [string, string][] = [];
  for (const root of [rooted.has('home') ? ctx.home : undefined, rooted.has('cwd') ? ctx.cwd : undefined, ...(rooted.has('workspace') ? ctx.workspace : [])]) {
    if (root === undefined || root.segments.length === 0 || linked.some(([r]) => r === root.text)) continue;
    const real = leadsTo(root);
    if (real !== undefined && real !== root.text) linked.push([root.text, real]);
  }
  if (linked.length === 0) return [];
  const drive = ctx.cwd?.segments[0];
  const readings = [written];
  if (ctx.platform === 'win32' && /^[\\/][A-Za-z](?:[\\/]|$)/.test(written) && drive?.length === 1 && !ctx.cwd!.text.startsWith('//')) readings.push(`${drive}:${written}`);
  const out: string[] = [];
  for (const r of readings) {
    const n = normalizePath(r, ctx);
    if (!n.ok) continue;
    const at = [n.path.text, leadsTo(n.path)].filter((x): x is string => x !== undefined);
    for (const [root, real] of linked) {
      for (const p of at) {
        const same = ctx.foldCase ? p.toLowerCase().startsWith(real.toLowerCase()) : p.startsWith(real);
        const tail = p.slice(real.length);
        const rest = tail === '' || tail.startsWith('/') ? tail : real.endsWith('/') ? `/${tail}` : undefined;
        if (same && rest !== undefined && root + rest !== n.path.text) out.push(root + rest);
      }
    }
  }
  return out;
}

/** The linked context roots (of the rooted kinds) whose target lies strictly below a tree, as written or where it leads (on win32 both readings). */
function rootsHeldByTree(written: string, ctx: ResolvedPathContext, resolver: (p: string) => string | undefined, rooted: ReadonlySet<string | undefined>): NormalizedPath[] {
  const leadsTo = (p: NormalizedPath): string | undefined => linkTarget(p, ctx, resolver);
  const drive = ctx.cwd?.segments[0];
  const readings = [written];
  if (ctx.platform === 'win32' && /^[\\/][A-Za-z](?:[\\/]|$)/.test(written) && drive?.length === 1 && !ctx.cwd!.text.startsWith('//')) readings.push(`${drive}:${written}`);
  const trees: string[] = [];
  for (const r of readings) {
    const n = normalizePath(r, ctx);
    if (n.ok) trees.push(...[n.path.text, leadsTo(n.path)].filter((x): x is string => x !== undefined));
  }
  const fold = (x: string) => (ctx.foldCase ? x.toLowerCase() : x);
  const out: NormalizedPath[] = [];
  for (const root of [rooted.has('home') ? ctx.home : undefined, rooted.has('cwd') ? ctx.cwd : undefined, ...(rooted.has('workspace') ? ctx.workspace : [])]) {
    if (root === undefined || root.segments.length === 0) continue;
    const real = leadsTo(root);
    if (real === undefined || real === root.text) continue;
    const realSegments = fold(real).split('/').filter((x) => x !== '');
    // (Strictly below: more segments, the tree's segments first; `/` holds every path.)
    if (trees.some((t) => { const ts = fold(t).split('/').filter((x) => x !== ''); return realSegments.length > ts.length && ts.every((x, k) => x === realSegments[k]) && t.startsWith('//') === real.startsWith('//'); })) out.push(root);
  }
  return out;
}

function resolveOneSubject(part: Part, ctx: ResolvedPathContext, context: DecisionContext): Subject {
  const s: Subject = { part, paths: [], target: undefined, unresolved: false, notAllowable: false, unknownRootFor: () => false };
  if (part.kind === 'read' || part.kind === 'edit') {
    const n = normalizePath(part.path, ctx);
    if (!n.ok) {
      s.unresolved = true;
      s.notAllowable = true;
      return s;
    }
    s.paths.push(capped(n.path, s));
    let target: string | undefined;
    // (The resolver is not asked about a process's links: it would answer for the engine's process.)
    const processLink = processLinkText(n.path.text);
    const leads = processLink || context.resolveSymlink === undefined ? undefined : whereLeads(context.resolveSymlink, n.path);
    // A resolver that fails: where the link leads is unknown.
    if (leads === 'unknown') {
      s.unresolved = true;
      s.notAllowable = true;
    } else target = leads;
    // The target in its turn (a resolver answering one hop leads on; at most 5), and then the
    // system's spelling of the last (macOS's realpath gives `/private/etc/x` for `/etc/x`).
    let last: NormalizedPath | undefined;
    for (let k = 0; target !== undefined && target !== (last ?? n.path).text; k++) {
      const t = k < 5 && isResolverAnswer(target, ctx) ? normalizePath(target, ctx) : undefined;
      if (t?.ok === true) s.paths.push(capped(t.path, s));
      if (t?.ok !== true || /(?:^|\/)\.\.(?:\/|$)/.test(target) && ctx.platform !== 'win32') {
        s.unresolved = true;
        s.notAllowable = true;
      }
      if (t?.ok !== true) break;
      last = t.path;
      const next = processLinkText(last.text) ? undefined : whereLeads(context.resolveSymlink!, last);
      if (next === 'unknown') {
        s.unresolved = true;
        s.notAllowable = true;
        break;
      }
      target = next;
    }
    // Another spelling the system gives a path (no resolver target): checked as a target is.
    // (Each spelling found may have another: `/System/Volumes/Data/private/etc` is `/private/etc`, is `/etc`.)
    const addAlias = (path: NormalizedPath, written: string) => {
      const seen = new Set([path.text]);
      let at = path;
      for (let k = 0; k < 5; k++) {
        const alias = otherSpelling(at, k === 0 ? written : at.text, ctx);
        if (alias === 'unknown') {
          s.unresolved = true;
          s.notAllowable = true;
        }
        if (alias === 'unknown' || alias === undefined || seen.has(alias.text) || (k > 0 && ctx.platform === 'win32')) return;
        seen.add(alias.text);
        s.paths.push(capped(alias, s));
        at = alias;
      }
    };
    if (last !== undefined) addAlias(last, last.text);
    else if (s.paths.length === 1) addAlias(n.path, part.path);
    // `link/..` is the parent of the link's target (the kernel's reading, through the resolver
    // and the links every system has): the path reached so, and its target, are checked too.
    const resolver = context.resolveSymlink;
    const physical = kernelPath(part.path, ctx, resolver);
    if (physical === 'unknown') {
      s.unresolved = true;
      s.notAllowable = true;
    } else if (physical !== undefined && physical.text !== n.path.text) {
      s.paths.push(capped(physical, s));
      let t: string | undefined;
      const leads = resolver === undefined ? undefined : whereLeads(resolver, physical);
      if (leads === 'unknown') {
        s.unresolved = true;
        s.notAllowable = true;
      } else t = leads;
      const nt = t === undefined || t === physical.text ? undefined : normalizePath(t, ctx);
      if (nt?.ok) s.paths.push(capped(nt.path, s));
      else if (nt !== undefined) {
        s.unresolved = true;
        s.notAllowable = true;
      } else addAlias(physical, physical.text);
    }
    if (ctx.platform === 'darwin') s.restrictOnly = bootVolumeSpellings(s.paths, ctx, context.resolveSymlink);
    if (ctx.platform === 'win32') {
      const wsl = wslShareReadings(s.paths, ctx);
      if (wsl.paths.length > 0 || wsl.unknown) s.restrictOnly = { paths: wsl.paths, unknown: wsl.unknown };
      if (wsl.homes.length > 0) s.wslHomes = wsl.homes;
    }
    if (ctx.platform === 'linux') {
      const drives = mountedDrivePaths(s.paths, ctx);
      if (drives.length > 0) s.drivePaths = drives;
    }
    if (s.paths.some((p) => p.shortName)) s.notAllowable = true;
    const foldsToSeveral = (ch: string) => [...ch.toLowerCase().toUpperCase().toLowerCase()].length > 1;
    // (HFS+ also leaves zero-width and direction marks out of names.)
    const hfsIgnored = (ch: string) => /[\u200C-\u200F\u202A-\u202E\u206A-\u206F\uFEFF]/.test(ch);
    if (ctx.foldCase && ctx.platform !== 'win32' && s.paths.some((p) => [...p.text].some((ch) => foldsToSeveral(ch) || hfsIgnored(ch)))) s.multiFold = true;
    s.unknownRootFor = (r) => {
      const root = (r.pattern as PathPattern | undefined)?.root;
      return (root === 'home' && !ctx.home) || (root === 'cwd' && !ctx.cwd)
        || (root === 'workspace' && (ctx.workspace.length === 0 || !ctx.workspaceComplete))
        // (A root with an 8.3 short name, `C:\Users\U~1`: a path below the part before it may be in it under its long name.)
        || (root === 'home' && belowShortRoot(ctx.home, s.paths, ctx)) || (root === 'cwd' && belowShortRoot(ctx.cwd, s.paths, ctx))
        || (root === 'workspace' && ctx.workspace.some((w) => belowShortRoot(w, s.paths, ctx)));
    };
  }
  if (part.kind === 'domain') {
    const t = parseFetchTarget(part.url);
    if (!t.ok) {
      s.unresolved = true;
      s.notAllowable = true;
    } else {
      s.target = t.target;
      if (t.target.userinfo || t.target.altHost !== undefined) s.notAllowable = true;
    }
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Shell: a regular expression over the words joined by NUL

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function shellRegex(p: ShellPattern, flags: string): RegExp {
  const words = p.words.map((w) => w.map((part) => (part.type === 'any' ? '[\\s\\S]*' : escapeRe(part.text))).join(''));
  const body = words.join('\\u0000');
  return new RegExp(`^${body}${p.prefix ? '(?:\\u0000[\\s\\S]*)?' : ''}$`, flags);
}

function joined(words: readonly string[], dynamic: readonly boolean[], unknown: string): string {
  return words.map((w, i) => (dynamic[i] ? unknown : w)).join('\u0000');
}

function shellAllow(r: ParsedRule, c: CommandSubject): boolean {
  const p = r.pattern as ShellPattern | undefined;
  if (!c.plainName || c.dynamic[0] || !assignmentsAreSafe(c.assignments)) return false;
  const literalOnly = p !== undefined && !p.prefix && p.words.every((w) => w.every((x) => x.type === 'literal'));
  if (c.exactAllowOnly && !literalOnly) return false;
  if (!p || (p.words.length === 0 && p.prefix)) return true;
  const words = [...c.words];
  const fold = r.caseInsensitive;
  // A PowerShell command's name is case-insensitive whatever the rule.
  const ruleName = p.words[0]?.every((x) => x.type === 'literal') ? p.words[0].map((x) => (x as { text: string }).text).join('') : undefined;
  if (c.dialect === 'powershell' && ruleName !== undefined && ruleName.toLowerCase() === (words[0] ?? '').toLowerCase()) words[0] = ruleName;
  return shellRegex(p, fold ? 'i' : '').test(joined(words, c.dynamic, '\u0001'));
}

/**
 * shellRestrict as written, or on a case-insensitive file system with the rule's and the
 * command's absolute path words in one spelling (./path-spelling.ts).
 */
function shellRestrict(r: ParsedRule, c: CommandSubject, ctx: ResolvedPathContext): boolean {
  if (shellRestrictAsWritten(r, c, ctx)) return true;
  const windows = ctx.platform === 'win32';
  // (Its absolute path words as the file system reads them: `rm /tmp/../etc/x`; not a bash line on win32.)
  const normalized = windows && c.dialect === 'bash' ? undefined : normalizedCommand(c, ctx).command;
  if (!ctx.foldCase) return normalized !== undefined && shellRestrictAsWritten(r, normalized, ctx);
  const spelledRule = spelledRulePattern(r.pattern as ShellPattern | undefined, windows);
  if (spelledRule === undefined) return false;
  const spelledAs = (x: CommandSubject) => shellRestrictAsWritten({ ...r, pattern: spelledRule }, spelledCommand(x, windows, windows && x.dialect === 'bash'), ctx);
  return spelledAs(c) || (normalized !== undefined && spelledAs(normalized));
}

function shellRestrictAsWritten(r: ParsedRule, c: CommandSubject, ctx: ResolvedPathContext): boolean {
  const p = r.pattern as ShellPattern | undefined;
  if (!p || (p.words.length === 0 && p.prefix)) return true;
  const raw = c.words[0] ?? '';
  const cut = Math.max(raw.lastIndexOf('/'), c.dialect === 'powershell' ? raw.lastIndexOf('\\') : -1);
  const base = raw.slice(cut + 1);
  const names = new Set([raw, base]);
  // A versioned name is the program's too, as each shorter version (`pip3.12` for a rule naming
  // pip3 or pip), and a renamed program (`nodejs` for node); also without a Windows extension.
  const addAliases = (n: string) => { for (const a of programAliases(n) ?? []) names.add(a); };
  addAliases(base);
  if (c.dialect === 'powershell') {
    const noExt = base.replace(/\.(exe|cmd|bat|com|ps1)$/i, '');
    names.add(noExt);
    addAliases(noExt.toLowerCase());
    names.add(resolvedCmdletName(noExt));
  }
  // Elsewhere a `.exe`/`.com` name may be a Windows program WSL runs, in any case: `RM.EXE` runs rm.
  if (c.dialect === 'bash' && ctx.platform !== 'win32' && /.\.(?:exe|com)$/i.test(base)) {
    const program = base.slice(0, -4).toLowerCase();
    names.add(program);
    addAliases(program);
  }
  // A bash command on a case-insensitive platform: `RM`, and on Windows `rm.exe`, run rm.
  const foldNames = c.dialect === 'bash' && ctx.foldCase;
  if (foldNames) {
    if (ctx.platform === 'win32') {
      const noExt = base.replace(/\.(exe|cmd|bat|com)$/i, '');
      names.add(noExt);
      addAliases(noExt);
    }
    for (const n of [...names]) {
      names.add(n.toLowerCase());
      addAliases(n.toLowerCase());
    }
  }
  // A name from an expansion is incomplete analysis (it asks); only a rule whose own name is a
  // wildcard is compared with it.
  if (c.dynamic[0] && p.words[0]?.every((x) => x.type === 'literal')) return false;
  // A PowerShell name compares case-insensitively, also with a rule's wildcard name (`git*`):
  // the rule's first word and the command's name are compared folded, the rest as written.
  const psFold = (c.dialect === 'powershell' || foldNames) && !r.caseInsensitive;
  const pp = psFold ? lowerFirstWord(p) : p;
  for (const name of names) {
    if (name === '') continue;
    const words = [name, ...c.words.slice(1)];
    const raw = psFold ? [name.toLowerCase(), ...c.words.slice(1)] : words;
    // Raw: unknown words may be anything (a small brute force over a few stand-ins).
    const re = shellRegex(pp, r.caseInsensitive ? 'i' : '');
    if (c.dynamic.some(Boolean)) {
      const rawShapes = c.dialect === 'powershell' && isCmdletOwnName(name) ? cmdletExpressionShapes(c) : c.shapes;
      if (intersectsByRegex(pp, raw, c.dynamic, r.caseInsensitive, rawShapes)) return true;
    } else if (re.test(joined(raw, c.dynamic, ''))) return true;
    if (p.words[0]?.every((x) => x.type === 'literal')) {
      const fold = (s: string) => (r.caseInsensitive ? s.toLowerCase() : s);
      // A rule naming a path (`/bin/rm`) is known by its basename, as the command is.
      const ruleName = fold(p.words[0].map((x) => (x as { text: string }).text).join(''));
      const ruleBase = ruleName.slice(Math.max(ruleName.lastIndexOf('/'), c.dialect === 'powershell' ? ruleName.lastIndexOf('\\') : -1) + 1);
      const rc = canonicalRule(ruleBase === '' ? ruleName : ruleBase, p.words, c.dialect, fold, p.prefix);
      const shapes = c.shapes?.map((x) => (x === undefined ? x : { kind: x.kind, pattern: fold(x.pattern) }));
      const cc = canonicalize(words.map(fold), c.dynamic, c.dialect, shapes);
      const psNames = r.caseInsensitive || c.dialect === 'powershell';
      // (`also`: the subcommand under its canonical name, `npm pu` as `npm publish`; an option
      // word's value as a word of its own, `-Path:X` as `-Path X`: the last alternative.)
      const optionValue = c.words.some((w, i) => i > 0 && !c.dynamic[i] && w.startsWith('-') && (c.dialect === 'powershell' ? /^-.+?:./ : /^--[^=]+=(?:[/\\]|[A-Za-z]:[/\\])/).test(w));
      const alternative = optionValue ? lastAlternative(cc) : undefined;
      for (const reading of [cc, cc.also, alternative, alternative?.also]) {
        if (reading === undefined) continue;
        if (canonicalAgrees(rc, reading, p.prefix, psNames || foldNames, psNames)) return true;
        if (reading.asOption !== undefined && canonicalAgrees(rc, reading.asOption, p.prefix, psNames || foldNames, psNames)) return true;
      }
      // A PowerShell line's native program also as it reads its words, as from bash (`git -C x push`).
      if (c.dialect === 'powershell' && !isKnownCmdletName(name)) {
        const rb = canonicalRule(ruleBase === '' ? ruleName : ruleBase, p.words, 'bash', fold, p.prefix);
        const cb = canonicalize([name.toLowerCase(), ...c.words.slice(1)].map(fold), c.dynamic, 'bash', shapes);
        for (const reading of [cb, cb.also, lastAlternative(cb)]) {
          if (reading !== undefined && canonicalAgrees(rb, reading, p.prefix, true, false)) return true;
        }
      }
    }
  }
  return false;
}

/** The last of a canonical reading's alternative readings. */
function lastAlternative(c: Canonical): Canonical | undefined {
  let a = c.alternative;
  while (a?.alternative !== undefined) a = a.alternative;
  return a;
}

/** The pattern with its first word's literal text in lower case. */
function lowerFirstWord(p: ShellPattern): ShellPattern {
  return { ...p, words: p.words.map((w, i) => (i === 0 ? w.map((x) => (x.type === 'literal' ? { ...x, text: x.text.toLowerCase() } : x)) : w)) };
}

/** Can the unknown words be filled in so the rule matches? Tries stand-ins drawn from the rule. */
function intersectsByRegex(p: ShellPattern, words: string[], dynamic: readonly boolean[], ci: boolean, shapes?: readonly (WordShape | undefined)[]): boolean {
  if (shapes !== undefined) return intersectsShaped(p, words, dynamic, ci, shapes);
  // An unknown word can stand for any text, including several words. Any rule text spanning from
  // that word's position onward is a candidate: a regex with the unknown word as [\s\S]* on the
  // rule side is the same question, asked the other way round.
  const ruleRe = p.words.map((w) => w.map((x) => (x.type === 'any' ? '\u0002' : x.text)).join('')).join('\u0000') + (p.prefix ? '\u0000\u0002' : '');
  const cmd = words.map((w, i) => (dynamic[i] ? '\u0002' : ci ? w.toLowerCase() : w)).join('\u0000');
  const rule = ci ? ruleRe.toLowerCase() : ruleRe;
  return naiveIntersect(rule, cmd, 0, 0, new Map()) || (p.prefix && naiveIntersect(rule.slice(0, -2), cmd, 0, 0, new Map()));
}

/**
 * A cmdlet's unknown word with no shape that is no splat (`@p`) nor written with a dash: one
 * word not starting with a dash (`$x` holding `-Recurse` is an argument, never a parameter).
 */
function cmdletExpressionShapes(c: CommandSubject): (WordShape | undefined)[] {
  return c.words.map((w, i) => c.shapes?.[i] ?? (i > 0 && c.dynamic[i] && /^[^@\-\u2013\u2014\u2015]/.test(w) ? { kind: 'one' as const, pattern: '\u0007\u0003' } : undefined));
}

/** A token of a command's joined form with word shapes: a character, a wildcard, one character not a dash, a repeated group. */
type Token = { c: string; fold?: true } | { any: 'all' | 'word' | 'noslash' } | { notDash: true } | { group: Token[] };

/** A glob may match without case (nocaseglob): its shape's letters meet a rule's either way (ASCII). */
function sameChar(r: string, t: { c: string; fold?: true }): boolean {
  return r === t.c || (t.fold === true && /^[A-Z]$/.test(r) && r.toLowerCase() === t.c);
}

/** intersectsByRegex for a command whose unknown words have shapes (src/shell/word-shapes.ts). */
function intersectsShaped(p: ShellPattern, words: string[], dynamic: readonly boolean[], ci: boolean, shapes: readonly (WordShape | undefined)[]): boolean {
  const ruleRe = p.words.map((w) => w.map((x) => (x.type === 'any' ? '\u0002' : x.text)).join('')).join('\u0000') + (p.prefix ? '\u0000\u0002' : '');
  const rule = ci ? ruleRe.toLowerCase() : ruleRe;
  // A known word's control characters read as any characters (the engine's markers are controls).
  const charTokens = (text: string, shape: boolean, fold = false): Token[] => [...text].map((ch): Token => {
    if (shape && ch === '\u0004') return { any: 'noslash' };
    if (shape && ch === '\u0007') return { notDash: true };
    return ch.charCodeAt(0) <= 7 ? { any: 'word' } : fold ? { c: ch, fold: true } : { c: ch };
  });
  const cmd: Token[] = [];
  words.forEach((w, i) => {
    const shape = shapes[i];
    const text = ci ? w.toLowerCase() : w;
    const body: Token[] = !dynamic[i] ? charTokens(text, false) : shape === undefined ? [{ any: 'all' }]
      : charTokens(ci ? shape.pattern.toLowerCase() : shape.pattern, true, shape.kind === 'glob');
    if (i === 0) cmd.push(...body);
    else if (dynamic[i] && shape?.kind === 'glob') cmd.push({ group: [{ c: '\u0000' }, ...body] });
    else cmd.push({ c: '\u0000' }, ...body);
  });
  const matches = (r: string) => tokensMeet(r, cmd);
  return matches(rule) || (p.prefix && matches(rule.slice(0, -2)));
}

/**
 * Whether the rule (characters, \u0002 for any) and the tokens can spell a common string: the
 * states (rule position, token path) reachable, to a fixpoint; a group is unrolled as far as the
 * rule is long plus one (a repetition that lies wholly inside one of the rule's `*` can go).
 */
function tokensMeet(rule: string, tokens: Token[]): boolean {
  const flat: Token[] = [];
  for (const t of tokens) {
    if ('group' in t) for (let k = 0; k <= rule.length + 1; k++) flat.push({ group: t.group.map((x) => x) });
    else flat.push(t);
  }
  // Each unrolled copy is optional: a state may skip a group copy whole.
  const reach = new Set<string>(['0,0,-1']);
  const todo: [number, number, number][] = [[0, 0, -1]];
  const visit = (i: number, j: number, inner: number) => {
    const key = `${i},${j},${inner}`;
    if (!reach.has(key)) {
      reach.add(key);
      todo.push([i, j, inner]);
    }
  };
  while (todo.length > 0) {
    const [i, j, inner] = todo.pop()!;
    if (i === rule.length && j === flat.length && inner < 0) return true;
    const t = flat[j];
    const here: Token | undefined = t === undefined ? undefined : 'group' in t ? (inner < 0 ? undefined : t.group[inner]) : t;
    if (t !== undefined && 'group' in t && inner < 0) {
      visit(i, j + 1, -1);
      visit(i, j, 0);
      continue;
    }
    const advance = (ni: number) => {
      if (t !== undefined && 'group' in t) visit(ni, inner + 1 < t.group.length ? j : j + 1, inner + 1 < t.group.length ? inner + 1 : -1);
      else visit(ni, j + 1, -1);
    };
    const r = rule[i];
    if (r === '\u0002') visit(i + 1, j, inner);
    if (here === undefined) continue;
    if ('any' in here) {
      advance(i);
      if (r !== undefined && r !== '\u0002') {
        const ok = here.any === 'all' || (r !== '\u0000' && (here.any === 'word' || r !== '/'));
        if (ok) visit(i + 1, j, inner);
      }
    } else if ('notDash' in here) {
      if (r === '\u0002') advance(i);
      else if (r !== undefined && r !== '\u0000' && !'-\u2013\u2014\u2015'.includes(r)) advance(i + 1);
    } else if ('c' in here) {
      // The rule's `*` takes the character, or the character is the rule's.
      if (r === '\u0002') advance(i);
      else if (r !== undefined && sameChar(r, here)) advance(i + 1);
    }
  }
  return false;
}

/** Two strings with \u0002 wildcards: is there a common string? Memoized recursion. */
function naiveIntersect(a: string, b: string, i: number, j: number, memo: Map<number, boolean>): boolean {
  const key = i * (b.length + 1) + j;
  const m = memo.get(key);
  if (m !== undefined) return m;
  let r: boolean;
  if (i === a.length && j === b.length) r = true;
  else if (i < a.length && a[i] === '\u0002') r = naiveIntersect(a, b, i + 1, j, memo) || (j < b.length && naiveIntersect(a, b, i, j + 1, memo));
  else if (j < b.length && b[j] === '\u0002') r = naiveIntersect(a, b, i, j + 1, memo) || (i < a.length && naiveIntersect(a, b, i + 1, j, memo));
  else r = i < a.length && j < b.length && a[i] === b[j] && naiveIntersect(a, b, i + 1, j + 1, memo);
  memo.set(key, r);
  return r;
}

function canonicalAgrees(
  r: { name: string; options: readonly string[]; optionGlobs: readonly (readonly string[])[]; positionals: readonly (readonly string[] | null)[] },
  c: {
    name: string; options: readonly string[]; optionWords: readonly string[]; positionals: readonly string[]; firstUnknown: number; skippable: number;
    laterValues?: readonly number[]; shapes?: readonly (WordShape | undefined)[]; optionsOpen: boolean; alternative?: Canonical;
  },
  prefix: boolean, foldName: boolean, abbreviations: boolean,
): boolean {
  // Another reading of the same words (git push's refspecs by destination, an option's value
  // `--` that does not end the options) may match instead, with its own readings.
  for (const other of c.alternative === undefined ? [] : [c.alternative, c.alternative.asOption, c.alternative.also]) {
    if (other !== undefined && canonicalAgrees(r, other, prefix, foldName, abbreviations)) return true;
  }
  // git and GNU tools (getopt_long) take any unique prefix of a long option (`--h`, `--r`).
  const shortest = 1;
  if (foldName ? r.name.toLowerCase() !== c.name.toLowerCase() : r.name !== c.name) return false;
  const unknown = c.firstUnknown !== Infinity;
  const optionOk = r.options.every((o) => c.options.includes(o) || unknown || c.optionsOpen
    || (abbreviations && c.options.some((x) => x.length >= 2 && o.startsWith(x)))
    // The rule's parameter abbreviated (`-r` for a line's -Recurse).
    || (abbreviations && /^-[^- ][^ ]*$/.test(o) && c.options.some((x) => x.length > o.length && !x.includes(' ') && x.startsWith(o)))
    // A GNU long option abbreviated to one letter or more (`--mir`, `--m` for `--mirror`).
    || (o.startsWith('--') && !o.includes(' ') && c.options.some((x) => x.length >= 2 + shortest && /^--[^=]+$/.test(x) && x.length < o.length && o.startsWith(x))));
  if (!optionOk) return false;
  if (!r.optionGlobs.every((g) => unknown || c.optionsOpen || [...c.options, ...c.optionWords].some((x) => globRegex(g).test(x)))) return false;
  // Positional items in order: a glob takes one word, null (a gap) any number; the first
  // unknown word may stand for everything after it.
  const limit = Math.min(c.positionals.length, c.firstUnknown);
  // A shaped unknown word (src/shell/word-shapes.ts) takes a rule glob that meets its shape; a
  // glob-shaped one takes none or several.
  const shapeAt = (j: number) => (j < limit ? c.shapes?.[j] : undefined);
  const go = (i: number, j: number): boolean => {
    if (unknown && j === limit) return true;
    if (shapeAt(j)?.kind === 'glob' && go(i, j + 1)) return true;
    // A later word that directly follows an option may be its value: no positional then.
    if (j < limit && c.laterValues?.includes(j) === true && go(i, j + 1)) return true;
    if (i === r.positionals.length) return j === limit || prefix;
    const item = r.positionals[i]!;
    if (item === null) {
      for (let k = j; k <= limit; k++) if (go(i + 1, k)) return true;
      return false;
    }
    if (j >= limit) return false;
    const shape = shapeAt(j);
    if (shape === undefined) return globRegex(item).test(c.positionals[j]!) && go(i + 1, j + 1);
    const fold = shape.kind === 'glob' ? { fold: true as const } : {};
    if (!tokensMeet(item.join('\u0002'), [...shape.pattern].map((ch): Token => (ch === '\u0004' ? { any: 'noslash' } : ch === '\u0003' ? { any: 'word' } : ch === '\u0007' ? { notDash: true } : { c: ch, ...fold })))) return false;
    return go(i + 1, j + 1) || (shape.kind === 'glob' && go(i + 1, j));
  };
  // Leading words that directly follow an option may be its value: the rule may start after them.
  const starts = r.positionals.length > 0 && r.positionals[0] !== null ? c.skippable : 0;
  for (let j = 0; j <= starts; j++) if (go(0, j)) return true;
  return false;
}

function globRegex(pieces: readonly string[]): RegExp {
  return new RegExp(`^${pieces.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*')}$`);
}

// ---------------------------------------------------------------------------------------------
// Paths: a backtracking glob over segments, with roots written out

function partsMatch(parts: readonly PathPart[], s: string, fold: boolean): boolean {
  const text = fold ? s.toLowerCase() : s;
  const chars = Array.from(text);
  const go = (pi: number, ci: number, rest: readonly PathPart[]): boolean => {
    if (pi === rest.length) return ci === chars.length;
    const p = rest[pi]!;
    switch (p.type) {
      case 'literal': {
        const lit = Array.from(fold ? p.text.toLowerCase() : p.text);
        for (let k = 0; k < lit.length; k++) if (chars[ci + k] !== lit[k]) return false;
        return go(pi + 1, ci + lit.length, rest);
      }
      case 'star':
        for (let k = ci; k <= chars.length; k++) if (go(pi + 1, k, rest)) return true;
        return false;
      case 'question':
        return ci < chars.length && go(pi + 1, ci + 1, rest);
      case 'class': {
        const c = chars[ci];
        if (c === undefined) return false;
        const inRange = (x: string) => p.ranges.some((r) => {
          const from = fold ? r.from.toLowerCase() : r.from;
          const to = fold ? r.to.toLowerCase() : r.to;
          // (A class matches one character: `ß` upper-cased is `SS`, two, and not in `[A-Z]`.)
          const upper = x.toUpperCase();
          return (x >= r.from && x <= r.to) || (fold && ((x >= from && x <= to) || ([...upper].length === 1 && upper >= r.from && upper <= r.to)));
        });
        return inRange(c) !== p.negated && go(pi + 1, ci + 1, rest);
      }
      case 'braces':
        return p.alternatives.some((alt) => go(0, ci, [...alt, ...rest.slice(pi + 1)]));
    }
  };
  return go(0, 0, parts);
}

/**
 * Whether the rule matches some path the glob may name, by witnesses: each wildcard segment of
 * the glob takes every name made of one or two literal pieces of the glob and the rules (or a
 * sample) that it matches (case folded: the shell may glob without case), a `**` none or one;
 * with `tree`, also whether it may match a path below one of those.
 */
function globMayMatch(r: ParsedRule, glob: readonly PathSegment[], ctx: ResolvedPathContext, tree: boolean): boolean {
  const written = r.pattern as PathPattern | undefined;
  if (!written) return true;
  // (A rule's character a name on disk may spell decomposed, `é` as `e` and U+0301, meets any run
  // of the glob's: docs/engine.md, "A glob as written".)
  const pattern = respelledAsStars(written);
  const root = pattern.root;
  if ((root === 'home' && !ctx.home) || (root === 'cwd' && !ctx.cwd) || (root === 'workspace' && (ctx.workspace.length === 0 || !ctx.workspaceComplete))) return true;
  const pieces = new Set<string>(['x']);
  const collect = (parts: readonly PathPart[]): void => {
    for (const p of parts) {
      // (And decomposed: the shell's glob matches a name as stored, `cle?.pem` a decomposed `clé.pem`.)
      if (p.type === 'literal') pieces.add(p.text).add(p.text.normalize('NFD'));
      else if (p.type === 'braces') p.alternatives.forEach(collect);
      else if (p.type === 'class') pieces.add(sample([p]));
    }
    pieces.add(sample(parts));
  };
  for (const s of [...glob, ...pattern.segments]) if (s.type === 'segment') collect(s.parts);
  const names = [...pieces].flatMap((a) => [a, ...[...pieces].map((b) => a + b)]);
  // A globstar may stand for several directories: as many as the rule has segments (up to 3), so
  // `**/package.json` may be `a/a/package.json`, below `Read(a/a)`.
  const deep = pattern.segments.length;
  const runs: string[][] = [[]];
  for (let n = 1; n <= Math.min(deep, 3); n++) for (const r of runs.filter((x) => x.length === n - 1)) for (const a of pieces) runs.push([...r, a]);
  let paths: string[][] = [[]];
  for (const g of glob) {
    // (A listed pattern's `**` takes no `.` directory: go walks none; nor does a bash glob's
    // wildcard first in a name, dotglob off.)
    const visible = (run: string[]): boolean => !namesShownOnly(g) || run.every((n) => !n.startsWith('.'));
    const options = g.type === 'globstar' ? [...runs, ...names.map((n) => [n])].filter(visible)
      : g.parts.every((p) => p.type === 'literal') ? [[g.parts.map((p) => (p as { text: string }).text).join('')]]
        : names.filter((n) => partsMatch(g.parts, n, true)).map((n) => [n]).filter(visible);
    paths = paths.flatMap((p) => options.map((o) => [...p, ...o])).slice(0, 20_000);
  }
  const folded = { ...ctx, foldCase: true };
  return paths.some((segments) => {
    if (segments.length === 0) return false;
    const nfc = segments.map((x) => x.normalize('NFC'));
    const path = { text: `/${nfc.join('/')}`, segments: nfc, shortName: false };
    return pathMatch(pattern, path, folded, 'restrict') || (tree && mayMatchBelow(pattern, path, folded));
  });
}

/** The pattern with each literal character a name on disk may spell otherwise (a precomposed letter, a combining mark) as a star. */
function respelledAsStars(pattern: PathPattern): PathPattern {
  const respelled = (c: string) => c.charCodeAt(0) > 127 && (c.normalize('NFD') !== c || /\p{M}/u.test(c));
  const parts = (ps: readonly PathPart[]): PathPart[] => ps.flatMap((p): PathPart[] => {
    if (p.type === 'braces') return [{ ...p, alternatives: p.alternatives.map(parts) }];
    if (p.type !== 'literal' || !Array.from(p.text).some(respelled)) return [p];
    const out: PathPart[] = [];
    let run = '';
    for (const c of Array.from(p.text)) {
      if (!respelled(c)) run += c;
      else {
        if (run !== '') out.push({ type: 'literal', text: run });
        run = '';
        out.push({ type: 'star' });
      }
    }
    if (run !== '') out.push({ type: 'literal', text: run });
    return out;
  });
  return { ...pattern, segments: pattern.segments.map((s) => (s.type === 'segment' ? { ...s, parts: parts(s.parts) } : s)) };
}

/** Does `segs` (pattern) match the path segments exactly? */
function segmentsMatch(segs: readonly PathSegment[], path: readonly string[], fold: boolean): boolean {
  const go = (i: number, j: number): boolean => {
    if (i === segs.length) return j === path.length;
    const s = segs[i]!;
    if (s.type === 'globstar') {
      for (let k = j; k <= path.length; k++) if (go(i + 1, k)) return true;
      return false;
    }
    return j < path.length && partsMatch(s.parts, path[j]!, fold) && go(i + 1, j + 1);
  };
  return go(0, 0);
}

function startsWith(path: readonly string[], base: readonly string[], fold: boolean): boolean {
  if (base.length > path.length) return false;
  return base.every((b, i) => (fold ? b.toLowerCase() === path[i]!.toLowerCase() : b === path[i]));
}

export function pathMatch(pattern: PathPattern | undefined, path: NormalizedPath, ctx: ResolvedPathContext, mode: 'restrict' | 'allow'): boolean {
  if (!pattern) return true;
  const fold = mode === 'restrict' && ctx.foldCase;
  const bases: (readonly string[])[] = [];
  const unc = path.text.startsWith('//');
  let segs = pattern.segments;
  switch (pattern.root) {
    case 'fs': bases.push([]); break;
    case 'home': if (ctx.home) bases.push(ctx.home.segments); break;
    case 'cwd': if (ctx.cwd) bases.push(ctx.cwd.segments); break;
    case 'workspace': for (const w of ctx.workspace) bases.push(w.segments); break;
    case 'unrooted':
      if (mode === 'restrict') {
        bases.push([]);
        segs = [{ type: 'globstar' }, ...segs];
      } else {
        for (const w of ctx.workspace) bases.push(w.segments);
        if (segs.length === 1) segs = [{ type: 'globstar' }, ...segs];
      }
      break;
  }
  if (mode === 'allow' && unc) {
    // A UNC path is only allowed under a root that is itself on a UNC share, or by a `//x/` rule
    // whose first segment is a literal of two or more characters (a single letter is a drive).
    if (pattern.root === 'fs') {
      const first = segs[0];
      if (!(first && first.type === 'segment' && first.parts.length === 1 && first.parts[0]!.type === 'literal' && Array.from(first.parts[0]!.text).length >= 2)) return false;
    } else {
      const rootTexts = pattern.root === 'home' ? [ctx.home] : pattern.root === 'cwd' ? [ctx.cwd] : ctx.workspace;
      const uncBases = rootTexts.filter((r) => r?.text.startsWith('//')).map((r) => r!.segments);
      bases.splice(0, bases.length, ...uncBases);
    }
  }
  const coverBelow = mode === 'restrict' || pattern.dirOnly;
  for (const base of bases) {
    if (!startsWith(path.segments, base, fold)) continue;
    const rest = path.segments.slice(base.length);
    for (let k = coverBelow ? 0 : rest.length; k <= rest.length; k++) {
      if (segmentsMatch(segs, rest.slice(0, k), fold)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Domains

/**
 * The IPv4 address a host reaches: a dotted IPv4 host itself, or the last 32 bits of an IPv6
 * host in ::ffff:0:0/96 (IPv4-mapped), ::ffff:0:0:0/96 (IPv4-translated), 64:ff9b::/96 (NAT64 well-known prefix) or ::/96
 * (IPv4-compatible, but for :: and ::1); else undefined.
 * (Expands the address to its eight groups, unlike the engine's pattern over the canonical text.)
 */
function embeddedIPv4(host: string): string | undefined {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return host;
  if (!host.startsWith('[') || !host.endsWith(']')) return undefined;
  const [head = '', tail] = host.slice(1, -1).split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return undefined;
  const g = groups.map((x) => parseInt(x, 16));
  const mapped = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0);
  // (IPv4-translated, ::ffff:0:0:0/96.)
  const translated = g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0;
  // (IPv4-compatible, ::/96 but for :: and ::1.)
  const compatible = g.slice(0, 6).every((x) => x === 0) && (g[6] !== 0 || g[7]! > 1);
  return mapped || nat64 || compatible || translated ? `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}` : undefined;
}

/** The loopback address an unspecified address (`0.0.0.0`, `[::]`, embedded 0.0.0.0) reaches. */
function loopbackOf(host: string): string | undefined {
  if (embeddedIPv4(host) === '0.0.0.0') return '127.0.0.1';
  return /^\[[0:]+\]$/.test(host) ? '[::1]' : undefined;
}

/** 127.0.0.0/8 (also embedded in IPv6), `localhost`, a name under `.localhost`, `[::1]`. */
function isLoopbackSpelling(host: string): boolean {
  return /^127\./.test(host) || /^\[[0:]*:1\]$/.test(host) || (embeddedIPv4(host)?.startsWith('127.') ?? false) || host === 'localhost' || host.endsWith('.localhost');
}

function domainMatch(p: DomainPattern | undefined, t: FetchTarget, mode: 'restrict' | 'allow'): boolean {
  if (mode === 'allow' && (t.userinfo || t.altHost !== undefined)) return false;
  if (!p) return true;
  const hosts = mode === 'restrict' && t.altHost !== undefined ? [t.host, t.altHost] : [t.host];
  const same = (h: string) => h === p.host || (mode === 'restrict' && embeddedIPv4(h) !== undefined && embeddedIPv4(h) === embeddedIPv4(p.host));
  const hostOk = hosts.some((h) => p.any || same(h) || (p.subdomains && h.endsWith(`.${p.host}`)));
  if (!hostOk) return false;
  if (mode === 'restrict') {
    if (p.scheme !== undefined && p.scheme !== t.scheme) return false;
    if (p.port !== undefined && p.port !== t.port) return false;
    if (p.scheme !== undefined && p.port === undefined) return true;
    return true;
  }
  const scheme = p.scheme ?? 'https';
  const port = p.port ?? DEFAULT_PORT[scheme];
  return t.scheme === scheme && t.port === port;
}

/**
 * Whether the rule matches some path strictly below `path` (restrict mode), by trying witnesses:
 * the path followed by a sample name for each segment of a tail of the pattern, and each root of
 * the rule that lies below the path followed by samples of the whole pattern.
 */
/** The root, below which a disk device holds every file. */
const FILE_SYSTEM_ROOT: NormalizedPath = { text: '/', segments: [], shortName: false };

/** Disks, partitions, volumes and memory as device files (Linux, macOS; LVM's `/dev/VG/LV`, but not /dev's other directories). */
function isDiskDevice(path: string): boolean {
  if (path === '/proc/kcore' || path === '/proc/vmcore') return true;
  const name = /^\/dev\/(.+)$/.exec(path)?.[1];
  if (name === undefined) return false;
  const prefixes = ['sd', 'vd', 'xvd', 'hd', 'nvme', 'mmcblk', 'dm-', 'md', 'loop', 'nbd', 'rbd', 'zram', 'bcache', 'mtd', 'disk', 'rdisk', 'mapper/', 'block/', 'char/', 'pmem', 'zvol/', 'drbd', 'dasd', 'ubd'];
  if (prefixes.some((x) => name.startsWith(x)) || /^(?:sr|ram|zd)\d/.test(name) || ['mem', 'kmem', 'port', 'root', 'crash'].includes(name)) return true;
  const notDisks = ['fd', 'shm', 'pts', 'mqueue', 'hugepages', 'net', 'snd', 'input', 'dri', 'bus', 'cpu', 'vfio', 'usb', 'serial', 'v4l', 'bsg', 'dma_heap', 'tcp', 'udp'];
  const segments = name.split('/');
  return segments.length === 2 && !notDisks.includes(segments[0]!) && !/^hugepages-\d/.test(segments[0]!);
}

export function mayMatchBelow(pattern: PathPattern | undefined, path: NormalizedPath, ctx: ResolvedPathContext): boolean {
  if (!pattern) return true;
  const segs = pattern.root === 'unrooted' ? [{ type: 'globstar' } as PathSegment, ...pattern.segments] : pattern.segments;
  const witness = (segments: readonly string[]): boolean => segments.length > path.segments.length
    && pathMatch(pattern, { text: `/${segments.join('/')}`, segments, shortName: false }, ctx, 'restrict');
  for (let k = 0; k < segs.length; k++) {
    const tail = segs.slice(k).flatMap((s) => (s.type === 'globstar' ? [] : [sample(s.parts)]));
    if (witness([...path.segments, ...(tail.length > 0 ? tail : ['x'])])) return true;
  }
  const roots = pattern.root === 'home' ? [ctx.home] : pattern.root === 'cwd' ? [ctx.cwd] : pattern.root === 'workspace' ? ctx.workspace : [];
  const fold = ctx.foldCase;
  for (const root of roots) {
    if (root === undefined || !startsWith(root.segments, path.segments, fold)) continue;
    if (witness([...root.segments, ...segs.flatMap((s) => (s.type === 'globstar' ? [] : [sample(s.parts)]))])) return true;
  }
  return false;
}

/** A name one segment pattern matches. */
function sample(parts: readonly PathPart[]): string {
  const one = (p: PathPart): string => {
    switch (p.type) {
      case 'literal': return p.text;
      case 'star': return 'x';
      case 'question': return 'x';
      case 'braces': return p.alternatives[0]!.map(one).join('');
      case 'class': {
        const inRanges = (c: string) => p.ranges.some((r) => c >= r.from && c <= r.to);
        if (!p.negated) return p.ranges[0]!.from;
        return [...'xyz0_q'].find((c) => !inRanges(c)) ?? 'x';
      }
    }
  };
  return parts.map(one).join('');
}

// ---------------------------------------------------------------------------------------------

function restrictMatch(r: ParsedRule, s: Subject, ctx: ResolvedPathContext): boolean {
  const part = s.part;
  if (part.kind === 'shell') return shellRestrict(r, part.command, ctx);
  if (part.kind === 'domain') {
    const t = s.target;
    if (t === undefined) return false;
    const loopback = [t.host, t.altHost].some((h) => h !== undefined && (loopbackOf(h) !== undefined || isLoopbackSpelling(h)));
    const hosts = loopback ? [t.host, '127.0.0.1', '[::1]', 'localhost'] : [t.host];
    // A rule on a name of this machine (`0.0.0.0`, `[::]`, `127.0.0.2`) meets every loopback target.
    const p = r.pattern as DomainPattern | undefined;
    const ruleLoopback = loopback && p !== undefined && !p.any && !p.subdomains && (loopbackOf(p.host) !== undefined || isLoopbackSpelling(p.host));
    const rule = ruleLoopback ? { ...p, host: '127.0.0.1' } : p;
    return hosts.some((host) => domainMatch(p, { ...t, host }, 'restrict') || domainMatch(rule, { ...t, host }, 'restrict'));
  }
  return [...s.paths, ...s.restrictOnly?.paths ?? []].some((p) => pathMatch(r.pattern as PathPattern | undefined, p, ctx, 'restrict'))
    || (s.drivePaths ?? []).some((p) => pathMatch(r.pattern as PathPattern | undefined, p, folding(ctx), 'restrict'));
}

function allowMatch(r: ParsedRule, s: Subject, ctx: ResolvedPathContext): boolean {
  const part = s.part;
  if (s.notAllowable) return false;
  if (part.kind === 'shell') return shellAllow(r, part.command);
  if (part.kind === 'domain') return s.target !== undefined && domainMatch(r.pattern as DomainPattern | undefined, s.target, 'allow');
  return s.paths.length > 0 && s.paths.every((p) => !p.shortName && pathMatch(r.pattern as PathPattern | undefined, p, ctx, 'allow'));
}

/** Whether the pattern's first word is a glob, not `*` alone, matching the word or its last segment (case aside). */
function globNames(p: ShellPattern | undefined, word: string): boolean {
  const first = p?.words[0];
  if (first === undefined || first.every((w) => w.type === 'literal') || (first.length === 1 && first[0]!.type === 'any')) return false;
  const glob = new RegExp(`^${first.map((w) => (w.type === 'any' ? '.*' : w.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`, 'is');
  return glob.test(word) || glob.test(word.slice(word.search(/[^\\/]*$/)));
}

/** Whether a Shell rule's first word is wholly literal (a program's name). */
/** The programs the deny and ask rules name by a literal first word, and their base names, in lower case. */
/** Whether a deny or ask Domain rule names the URL's host, by itself or as `*.` a domain of two labels or more above it; an IPv4 address by the address. */
function ruleNamesHost(sources: readonly { rules: { deny: readonly ParsedRule[]; ask: readonly ParsedRule[] } }[], url: string): boolean {
  const written = url.slice(8, -1);
  const address = /^(?:0x|\d+(?:\.|$))/.test(written);
  const host = address ? (URL.canParse(url) ? new URL(url).hostname : '') : written.replace(/\.$/, '');
  return sources.some((s) => [...s.rules.deny, ...s.rules.ask].some((r) => {
    const p = r.pattern as DomainPattern | undefined;
    if (r.kind !== 'domain' || p === undefined || p.any) return false;
    if (address) return p.hostType === 'ipv4' && host === p.host;
    if (p.hostType !== 'name' || !p.host.includes('.')) return false;
    return host === p.host || (p.subdomains && host.endsWith(`.${p.host}`));
  }));
}

function ruleProgramNames(sources: readonly { rules: { deny: readonly ParsedRule[]; ask: readonly ParsedRule[] } }[]): string[] {
  const names = new Set<string>();
  for (const s of sources) {
    for (const r of [...s.rules.deny, ...s.rules.ask]) {
      const p = r.pattern as ShellPattern | undefined;
      if (r.kind !== 'shell' || !literalName(p)) continue;
      const text = p!.words[0]!.map((w) => (w as { text: string }).text).join('').toLowerCase();
      names.add(text);
      names.add(text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1));
    }
  }
  return [...names];
}

function literalName(p: ShellPattern | undefined): boolean {
  return p !== undefined && p.words.length > 0 && p.words[0]!.every((w) => w.type === 'literal');
}

/** Whether an edited path, normalized, or where a link on it leads (the nearest linked directory's target and the rest), is a traffic settings file. */
function routesTrafficReference(path: string, ctx: ResolvedPathContext, context: DecisionContext): boolean {
  const n = normalizePath(path, ctx);
  if (!n.ok) return false;
  if (routesTraffic(n.path.text)) return true;
  const resolve = context.resolveSymlink;
  if (resolve === undefined) return false;
  const segments = n.path.text.split('/');
  for (let k = segments.length; k > 1; k--) {
    const target = resolve(segments.slice(0, k).join('/'));
    if (target !== undefined) return routesTraffic([target, ...segments.slice(k)].join('/'));
  }
  return false;
}

/** Whether a root has an 8.3 short name segment and some path lies below the root's part before it (case folded where the context folds). */
function belowShortRoot(root: NormalizedPath | undefined, paths: readonly NormalizedPath[], ctx: ResolvedPathContext): boolean {
  if (root === undefined || !root.shortName) return false;
  const n = root.segments.findIndex((x) => isShortName(x));
  const same = (a: string, b: string): boolean => (ctx.foldCase ? foldCase(a) === foldCase(b) : a === b);
  return n >= 0 && paths.some((p) => p.segments.length >= n && root.segments.slice(0, n).every((x, i) => same(x, p.segments[i]!)));
}
