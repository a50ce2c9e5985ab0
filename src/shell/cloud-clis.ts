// Cloud and transfer CLIs: the local files they upload or download, the files their arguments
// read, the endpoints they reach, what they store to run later. Each was allowed beside the rule
// it meets (`aws s3 cp /etc/passwd s3://b/`, `rclone copy remote: /etc`, `aws configure set
// credential_process 'rm x'`):
// - aws: `file://F`/`fileb://F` arguments are read; `--endpoint-url URL` is a host; `s3
//   cp|mv|sync` read a local source and write a local destination (the side without `s3://`);
//   `configure set credential_process|cli_pager CMD` stores a line the CLI runs later;
// - gsutil and `gcloud storage` likewise (`gs://`), `gcloud --flags-file F` is read (a problem);
// - rclone: a side without `remote:` is local (`serve PROTO DIR` reads DIR's tree), `--config F`;
//   the servers of its connection strings and backend flags (rclone-hosts.ts);
// - s3cmd put/get/sync, mc cp/mv/mirror/cat (mc's aliases look like paths: every side is read or
//   written as local too), az's `@F` values and `storage blob upload|download -f F` (az-local-files.ts; its storage
//   endpoints and connection strings' hosts: Domain parts);
// - smbclient: its host is a Domain part; it reads its own commands (`!cmd` runs a local shell)
//   from standard input or `-c`: a problem unless it only lists (`-L`).
// For deny and ask rules: the tool's allow rule covers the rest.

import type { FileTouches } from './file-touches.js';
import { host } from './lookup-hosts.js';
import { azLocalFiles } from './az-local-files.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { rcloneHosts } from './rclone-hosts.js';
import { optionExpansions, unknownSubcommand, withoutSubcommandExpansions } from './subcommand-expansions.js';
import { withoutTrailing } from '../text-ends.js';

interface Word { readonly word: string; readonly dynamic: boolean }

/** Options and positional words, as cobra, argparse and Go's flag read them: `--name=value`, or `--name value` for the names in `values`. */
function split(words: readonly string[], dynamic: readonly boolean[], values: ReadonlySet<string>): { operands: Word[]; options: Map<string, Word[]> } {
  const operands: Word[] = [];
  const options = new Map<string, Word[]>();
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (`--name=$X`, `--name=a?`: a literal option name, a value with an expansion.)
    const namedDynamic = dynamic[i] === true && /^--?[A-Za-z][\w-]*=/.test(w);
    if ((dynamic[i] && !namedDynamic) || !w.startsWith('-') || w === '-') {
      operands.push({ word: w, dynamic: dynamic[i] ?? false });
      continue;
    }
    if (w === '--') {
      for (let k = i + 1; k < words.length; k++) operands.push({ word: words[k]!, dynamic: dynamic[k] ?? false });
      break;
    }
    const eq = w.indexOf('=');
    const name = eq > 0 ? w.slice(0, eq) : w;
    const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: namedDynamic } : values.has(name) && i + 1 < words.length ? { word: words[++i]!, dynamic: dynamic[i] ?? false } : undefined;
    const list = options.get(name) ?? [];
    if (value !== undefined) list.push(value);
    options.set(name, list);
  }
  return { operands, options };
}

/** The operands with the expansions among the first `count` subcommand words dropped, each an unknown subcommand, and any that may be an option an unknown host and path (subcommand-expansions.ts). */
function literalSubcommand(operands: readonly Word[], count: number, t: FileTouches): Word[] {
  optionExpansions(operands, t);
  const read = withoutSubcommandExpansions(operands, count);
  if (read.hidden !== undefined) unknownSubcommand(read.hidden, operands, t);
  return read.operands;
}

/** `SOURCE… DEST` of a copy: local sources read (moved: edited), a local destination written; `remote` tells a remote side. */
function transfer(operands: readonly Word[], remote: (word: string) => boolean, t: FileTouches, move: boolean, tree: boolean): void {
  if (operands.length < 2) return;
  const below = tree ? 'tree' : 'none';
  operands.forEach((o, k) => {
    if (o.word === '-' || (!o.dynamic && remote(o.word))) return;
    if (k === operands.length - 1) destination(o, operands.slice(0, -1), t, tree);
    else (move ? t.edit : t.read).call(t, o.word, o.dynamic, below);
  });
}

/** The name a copied file or object keeps (`s3://b/data.csv` gives `data.csv`), or '' when unknown (a prefix, a wildcard). */
function copiedName(source: Word): string {
  if (source.dynamic) return '';
  const name = source.word.slice(source.word.lastIndexOf('/') + 1);
  // (A wildcard a tool expands, `host:name`, a Windows separator: unknown.)
  return name === '.' || name === '..' || /[*?[\]\\:]/.test(name) ? '' : name;
}

/**
 * A copy's destination: without recursion each source lands as the destination itself or, when
 * that is a directory, `dest/NAME` (`aws s3 cp s3://b/data.csv .` writes ./data.csv); recursion,
 * or a source whose name is unknown, may write anything below it.
 */
function destination(dest: Word, sources: readonly Word[], t: FileTouches, tree: boolean): void {
  const names = sources.map(copiedName);
  if (tree || dest.dynamic || names.includes('')) {
    t.edit(dest.word, dest.dynamic, 'tree');
    return;
  }
  // (`.`, `..`, `~`, `dir/`: an existing directory, written only below; any other name may be one.)
  const directory = dest.word === '~' || dest.word.endsWith('/') || /(?:^|\/)\.\.?$/.test(dest.word);
  if (!directory) t.edit(dest.word, false);
  for (const n of names) t.edit(`${withoutTrailing(dest.word, '/')}/${n}`, false, 'none', !directory);
}

const AWS_VALUES = new Set(['--endpoint-url', '--output', '--query', '--profile', '--region', '--color', '--ca-bundle', '--cli-read-timeout',
  '--cli-connect-timeout', '--cli-binary-format', '--include', '--exclude', '--acl', '--storage-class', '--grants', '--sse', '--sse-c', '--sse-c-key',
  '--sse-kms-key-id', '--website-redirect', '--content-type', '--cache-control', '--content-disposition', '--content-encoding', '--content-language',
  '--expires', '--metadata', '--metadata-directive', '--expected-size', '--source-region', '--page-size', '--request-payer', '--copy-props',
  '--checksum-algorithm', '--checksum-mode', '--sse-c-copy-source', '--sse-c-copy-source-key', '--function-name', '--payload', '--bucket', '--key']);
/** `aws configure set KEY CMD`: keys whose value the CLI runs (`profile.x.credential_process` too). */
const AWS_COMMAND_KEY = /(?:^|\.)(?:credential_process|cli_pager)$/;

export function awsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  urlsOfUnknownCommand('aws', words, dynamic, t);
  for (let i = 1; i < words.length; i++) {
    const m = dynamic[i] ? null : /^(?:--[\w-]+=)?(?:[^=\s]*=)?fileb?:\/\/(.*)$/s.exec(words[i]!);
    if (m !== null) t.read(m[1]!);
  }
  const parsed = split(words, dynamic, AWS_VALUES);
  const { options } = parsed;
  for (const e of options.get('--endpoint-url') ?? []) t.url(e.word, e.dynamic);
  // (`aws $X s3 cp F s3://b`: the service and command are the literal words; the expansion may be them.)
  const operands = literalSubcommand(parsed.operands, 2, t);
  const [service, command] = operands.map((o) => o.word);
  const rest = operands.slice(2);
  if (service === 's3' && (command === 'cp' || command === 'mv' || command === 'sync')) {
    transfer(rest, (w) => /^s3:\/\//i.test(w), t, command === 'mv', command === 'sync' || options.has('--recursive'));
  } else if (service === 'configure' && command === 'set') {
    const [key, value] = rest;
    if (key !== undefined && value !== undefined && (key.dynamic || AWS_COMMAND_KEY.test(key.word))) t.run(value.word, value.dynamic, true);
  } else if ((service === 'lambda' && command === 'invoke') || (service === 's3api' && command === 'get-object')) {
    // (The output file is the last operand.)
    const out = rest[rest.length - 1];
    if (out !== undefined) t.edit(out.word, out.dynamic);
  }
}

const GS_VALUES = new Set(['-o', '-h', '-x', '-a', '-z', '-s', '--flags-file', '--project', '--account', '--configuration', '--verbosity',
  '--format', '--impersonate-service-account', '--billing-project', '--zone', '--exclude', '--content-type', '--cache-control', '--storage-class',
  '--predefined-acl', '--encryption-key', '--gzip-in-flight', '--gzip-local', '--source', '--image', '--region', '--tag', '--config', '--runtime',
  '--entry-point', '--service-account', '--key-file']);
/** A boto setting naming a server (`Credentials:gs_host`, `s3_host`, `Boto:proxy`, `OAuth2:provider_token_uri`): its value. */
const BOTO_SERVER = /^[^:=]*:\s*[A-Za-z0-9_]*(?:_host|proxy|_uri|_url)\s*=\s*(.*)$/i;
/** gsutil's `-o` with the flags getopt lets stand before it in one word (`-mo`, `-oVALUE`). */
const GSUTIL_O = /^-[dDvmq]*o(.*)$/s;

/**
 * gsutil's `-o SECTION:NAME=VALUE` sets boto's configuration: `Credentials:gs_host=h`,
 * `Credentials:s3_host=h`, `Boto:proxy=h` and OAuth2's token URI are servers it connects to
 * instead. getopt takes the value attached (`-oCredentials:gs_host=h`) and after flags (`-mo`).
 */
function gsutilBotoServers(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i] || w.startsWith('--')) continue;
    const m = GSUTIL_O.exec(w);
    if (m === null) continue;
    const attached = m[1] !== '';
    const value = attached ? m[1]! : words[i + 1];
    if (value === undefined) break;
    if (!attached && dynamic[++i]) {
      t.url(value, true);
      continue;
    }
    const host = BOTO_SERVER.exec(value)?.[1];
    if (host !== undefined && host !== '') t.url(host.includes('://') ? host : `https://${host}/`, false);
  }
}

const GS_REMOTE = (w: string): boolean => /^(?:gs|s3):\/\//i.test(w);

/** gsutil and gcloud: `cp|mv|rsync` (gsutil, `gcloud storage`), `gcloud compute scp` (`VM:PATH` is remote), `--flags-file`. */
export function gsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  urlsOfUnknownCommand(words[0] ?? '', words, dynamic, t);
  const parsed = split(words, dynamic, GS_VALUES);
  const { options } = parsed;
  for (const f of options.get('--flags-file') ?? []) {
    t.read(f.word, f.dynamic);
    t.problem('gcloud --flags-file reads more flags from a file');
  }
  if (words[0] === 'gsutil') gsutilBotoServers(words, dynamic, t);
  // (`gcloud $X storage cp F gs://b`, `gsutil $X cp …`: the subcommand words are the literal ones; the expansion may be them.)
  const depth = words[0] !== 'gcloud' ? 1 : /^(?:alpha|beta)$/.test(parsed.operands.find((o) => !o.dynamic)?.word ?? '') ? 3 : 2;
  const operands = literalSubcommand(parsed.operands, depth, t);
  const names = operands.map((o) => o.word);
  const at = names[0] === 'storage' || names[0] === 'compute' ? 1 : 0;
  const command = names[at];
  const rest = operands.slice(at + 1);
  const tree = options.has('-r') || options.has('-R') || options.has('--recursive') || command === 'rsync';
  if (names[0] === 'compute' && command === 'scp') transfer(rest, (w) => /^[^/]*:/.test(w), t, false, tree);
  else if ((at === 0 || names[0] === 'storage') && (command === 'cp' || command === 'mv' || command === 'rsync')) transfer(rest, GS_REMOTE, t, command === 'mv', tree);
  else if (words[0] === 'gcloud') gcloudUploads(operands, options, t);
}

/** A source gcloud uploads from elsewhere (a bucket, a repository URL), not a local directory. */
const REMOTE_SOURCE = (w: Word): boolean => !w.dynamic && /^[a-z][a-z0-9+.-]*:\/\//i.test(w.word);

/**
 * gcloud's deployments that upload a local source directory whole (every file below it, `.env`
 * and keys included, unless a .gcloudignore leaves them out): `run deploy --source DIR` (the
 * working directory without `--image` either), `functions deploy` (`--source`, else the working
 * directory), `builds submit [SOURCE]` (not `--no-source`), `app deploy [APP.YAML…]` (each one's
 * directory, else the working directory).
 */
function gcloudUploads(operands: readonly Word[], options: ReadonlyMap<string, Word[]>, t: FileTouches): void {
  const names = operands.map((o) => o.word);
  const at = names[0] === 'alpha' || names[0] === 'beta' ? 1 : 0;
  const [group, command] = names.slice(at);
  const sources = (options.get('--source') ?? []).filter((w) => !REMOTE_SOURCE(w));
  const upload = (dirs: readonly Word[]): void => {
    for (const d of dirs) t.read(d.word, d.dynamic, 'tree');
  };
  if (command !== 'deploy' && !(group === 'builds' && command === 'submit')) return;
  if (group === 'run' || group === 'functions') {
    upload(sources);
    if (!options.has('--source') && (group === 'functions' || !options.has('--image'))) t.read('.', false, 'tree');
  } else if (group === 'builds' && !options.has('--no-source')) {
    const given = operands.slice(at + 2);
    upload(given.length > 0 ? given.filter((w) => !REMOTE_SOURCE(w)) : [{ word: '.', dynamic: false }]);
  } else if (group === 'app') {
    const given = operands.slice(at + 2).map((w) => ({ word: w.dynamic || !w.word.includes('/') ? (w.dynamic ? w.word : '.') : w.word.slice(0, w.word.lastIndexOf('/') + 1), dynamic: w.dynamic }));
    upload(given.length > 0 ? given : [{ word: '.', dynamic: false }]);
  }
}

/** rclone's options that are flags (every other `--name` takes the next word). */
const RCLONE_FLAGS = new Set(['-v', '-vv', '-P', '--progress', '--dry-run', '-n', '--checksum', '-c', '--update', '-u', '--no-traverse',
  '--create-empty-src-dirs', '--delete-excluded', '--ignore-existing', '--fast-list', '-i', '--interactive', '-q', '--quiet', '--size-only',
  '--immutable', '--no-update-modtime', '--copy-links', '-L', '--links', '-l', '--one-file-system', '-x', '--ignore-times', '-I', '--inplace',
  '--metadata', '-M', '--track-renames', '--delete-after', '--delete-before', '--delete-during', '--stats-one-line', '--use-json-log',
  '--no-check-certificate', '--human-readable', '--ask-password', '--verbose', '--resync', '--read-only', '--allow-other', '--daemon', '-R', '--recursive']);
/** A side rclone reads as a remote (`name:path`, `:backend:path`, `:backend,k=v:path`), not a local path (`C:\x` is one). */
const RCLONE_REMOTE = (w: string): boolean => /^:?[\w.\- ]+(?::|,.*:)/s.test(w) && !/^[A-Za-z]:[\\/]/.test(w);

export function rcloneTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  urlsOfUnknownCommand('rclone', words, dynamic, t);
  rcloneHosts(words, dynamic, t);
  const operands: Word[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i] || !w.startsWith('-') || w === '-') operands.push({ word: w, dynamic: dynamic[i] ?? false });
    else if (w === '--config' && i + 1 < words.length) t.read(words[++i]!, dynamic[i] ?? false);
    else if (w.startsWith('--config=')) t.read(w.slice(9));
    // (Any other long option takes the next word, unless that looks like a path or a remote: then
    // it is read as an operand too, so a flag missing from RCLONE_FLAGS hides no path.)
    else if (!w.includes('=') && !RCLONE_FLAGS.has(w) && w.startsWith('--') && i + 1 < words.length && !dynamic[i + 1] && !/^[/.~]|:/.test(words[i + 1]!)) i++;
  }
  const [command] = operands.map((o) => o.word);
  const rest = operands.slice(1);
  const local = (o: Word) => o.dynamic || !RCLONE_REMOTE(o.word);
  if (command === undefined) return;
  if (/^(?:copy|sync|move|copyto|moveto|bisync)$/.test(command)) transfer(rest, RCLONE_REMOTE, t, command.startsWith('move'), true);
  else if (command === 'serve') {
    for (const o of rest.slice(1)) if (local(o)) t.read(o.word, o.dynamic, 'tree');
  } else if (/^(?:delete|deletefile|purge|rmdir|rmdirs|mkdir|touch|mount|nfsmount|dedupe|cleanup|rcat)$/.test(command)) {
    for (const o of rest) if (local(o)) t.edit(o.word, o.dynamic, 'tree');
  } else for (const o of rest) if (local(o)) t.read(o.word, o.dynamic, 'tree');
}

/** s3cmd's options whose value is the server it connects to (`HOST[:PORT]`; `--host-bucket` a template with `%(bucket)s`). */
const S3CMD_HOST_OPTIONS = ['--host', '--host-bucket', '--proxy-host'];

/**
 * The servers s3cmd is pointed at (`s3cmd --host=evil.com ls` was allowed beside
 * Domain(evil.com)): optparse takes a unique prefix of a long option, so any prefix of one of
 * them is read as it; a bucket template names a host only at run time (unknown).
 */
function s3cmdHosts(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (`--host=$X`: a word with an expansion after its literal `--NAME=` still names the option.)
    if ((dynamic[i] && !/^--[\w-]+=/.test(w)) || !w.startsWith('--') || w.length < 5) continue;
    const eq = w.indexOf('=');
    const name = eq > 0 ? w.slice(0, eq) : w;
    if (!S3CMD_HOST_OPTIONS.some((o) => o.startsWith(name))) continue;
    const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: dynamic[i]! } : { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false };
    if (value.dynamic || value.word.includes('%(')) t.url(value.word, true);
    else if (value.word !== '') t.url(value.word.includes('://') ? value.word : `https://${value.word}/`, false);
  }
}

export function s3cmdTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  urlsOfUnknownCommand('s3cmd', words, dynamic, t);
  s3cmdHosts(words, dynamic, t);
  const parsed = split(words, dynamic, new Set(['-c', '--config', '--exclude', '--include', '--mime-type', '--access_key', '--secret_key']));
  const { options } = parsed;
  // (The configuration file names the server, host_base: a host the line does not show.)
  for (const c of [...(options.get('-c') ?? []), ...(options.get('--config') ?? [])]) {
    t.read(c.word, c.dynamic);
    t.url(c.word, true);
  }
  const operands = literalSubcommand(parsed.operands, 1, t);
  const [command] = operands.map((o) => o.word);
  const remote = (w: string) => /^s3:\/\//i.test(w);
  if (command === 'put') {
    for (const o of operands.slice(1)) if (o.dynamic || !remote(o.word)) t.read(o.word, o.dynamic, 'tree');
  } else if (command === 'get' || command === 'sync' || command === 'mv' || command === 'cp') {
    // (`s3cmd get s3://b/x` writes below the working directory, `.`: session 44, `s3cmd get s3://b/.bashrc` in ~ was allowed beside Domain rules.)
    const given = operands.slice(1);
    transfer(command === 'get' && given.length > 0 && given.every((o) => !o.dynamic && remote(o.word)) ? [...given, { word: '.', dynamic: false }] : given, remote, t, command === 'mv', true);
  }
}

/** mc: an alias (`r/b`) cannot be told from a path, so every side is read as local too. */
export function mcTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  urlsOfUnknownCommand('mc', words, dynamic, t);
  const operands = literalSubcommand(split(words, dynamic, new Set(['--config-dir', '-C', '--encrypt-key', '--attr', '--storage-class', '--tags'])).operands, 1, t);
  const [command] = operands.map((o) => o.word);
  if (command === 'cp' || command === 'mv' || command === 'mirror') transfer(operands.slice(1), () => false, t, command === 'mv', true);
  else if (command === 'cat' || command === 'head' || command === 'diff') for (const o of operands.slice(1)) t.read(o.word, o.dynamic);
}

/** A storage account name the SDK puts in `https://ACCOUNT.blob.…` (`x@evil.com/` makes another host): read as that URL when not a plain name. */
function accountHost(account: Word, t: FileTouches): void {
  if (account.dynamic) t.url(account.word, true);
  else if (!/^[A-Za-z0-9-]*$/.test(account.word)) host(t, { word: `https://${account.word}.blob.core.windows.net/`, dynamic: false });
}

/**
 * az storage's own endpoints: `--blob-endpoint|--file-endpoint|--queue-endpoint|--table-endpoint
 * H` (a URL, or a bare host the SDK takes), and a `--connection-string`'s `*Endpoint=` and
 * `EndpointSuffix=` (the account's `ACCOUNT.blob.SUFFIX`); an account name that is no plain name.
 */
function azStorageHosts(options: ReadonlyMap<string, Word[]>, t: FileTouches): void {
  for (const [name, values] of options) {
    if (!/^--(?:blob|file|queue|table|dfs)-endpoint$/.test(name)) continue;
    for (const v of values) host(t, v);
  }
  for (const v of options.get('--account-name') ?? []) accountHost(v, t);
  for (const v of options.get('--connection-string') ?? []) {
    if (v.dynamic) t.url(v.word, true);
    // (One pass over its settings: a line of many suffixes is not searched again for each.)
    let account = '';
    const suffixes: string[] = [];
    for (const setting of v.word.split(';')) {
      const eq = setting.indexOf('=');
      if (eq < 0) continue;
      const key = setting.slice(0, eq).trim();
      const value = setting.slice(eq + 1).trim();
      if (/^endpointsuffix$/i.test(key)) suffixes.push(value);
      else if (/^\w*endpoint$/i.test(key)) host(t, { word: value, dynamic: false });
      else if (/^accountname$/i.test(key)) account ||= value;
    }
    if (account !== '') accountHost({ word: account, dynamic: false }, t);
    for (const suffix of suffixes) {
      // (Past the URL budget the line asks anyway: many suffixes are not each read.)
      if (t.truncated) break;
      for (const service of ['blob', 'file', 'queue', 'table', 'dfs']) host(t, { word: `${account === '' ? '' : `${account}.`}${service}.${suffix}`, dynamic: false });
    }
  }
}

/** az: `@FILE` values (a whole word or after `=`) are read; blob `upload -f` reads and `download -f` writes; batches their directories. */
export function azTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  urlsOfUnknownCommand('az', words, dynamic, t);
  for (let i = 1; i < words.length; i++) {
    const m = dynamic[i] ? null : /^(?:[^@=\s]*=)?@(.+)$/s.exec(words[i]!);
    if (m !== null) t.read(m[1]!);
  }
  const { operands, options } = split(words, dynamic, new Set(['-f', '--file', '-s', '--source', '-d', '--destination', '-n', '--name', '-c', '--container-name',
    '-g', '--resource-group', '--account-name', '--subscription', '-o', '--output', '--query', '--connection-string', '--blob-endpoint', '--file-endpoint',
    '--queue-endpoint', '--table-endpoint', '--dfs-endpoint']));
  azStorageHosts(options, t);
  // (An operand with an expansion may be a subcommand word, or a value split off (`-c $C` passes
  // `$C $C`): the literal ones name the command; with none of the four named, each reading applies.)
  const command = operands.filter((o) => !o.dynamic).map((o) => o.word).join(' ');
  const unsure = operands.some((o) => o.dynamic) && !/\b(?:upload|download)(?:-batch)?$/.test(command);
  azLocalFiles(words, dynamic, command, unsure, t);
}

/** smbclient: `//HOST/SHARE` or `-L HOST` is the host; its commands (`-c`, standard input, `-T`) are a problem. */
export function smbclientTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const { operands, options } = split(words, dynamic, new Set(['-L', '--list', '-I', '--ip-address', '-c', '--command', '-A', '--authentication-file',
    '-s', '--configfile', '-U', '--user', '-W', '--workgroup', '-p', '--port', '-D', '--directory', '-T', '--tar', '-m', '--max-protocol', '-O', '-n', '-d']));
  const hosts = [...operands.slice(0, 1), ...(options.get('-L') ?? []), ...(options.get('--list') ?? [])];
  for (const h of hosts) {
    const m = /^(?:[\\/]{2})?([^\\/]+)/.exec(h.word);
    if (h.dynamic || m === null) t.url(h.word, true);
    else t.url(`smb://${m[1]}/`, false);
  }
  for (const f of [...(options.get('-A') ?? []), ...(options.get('-s') ?? []), ...(options.get('--authentication-file') ?? []), ...(options.get('--configfile') ?? [])]) t.read(f.word, f.dynamic);
  if (!options.has('-L') && !options.has('--list')) t.problem('smbclient runs its own commands (from -c, -T or standard input; `!` runs a local shell), which are not analyzed');
}
