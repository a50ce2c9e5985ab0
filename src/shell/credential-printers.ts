// CLIs that print (or store) the credentials they keep in well-known files: the file is a Read
// part, so a Read deny rule on it denies the line that would print it (`aws configure get
// aws_secret_access_key` printed the secret of ~/.aws/credentials beside Read(~/.aws/credentials)).
// - aws: `configure get KEY` reads ~/.aws/config, and ~/.aws/credentials for a key (`aws_secret_access_key`,
//   `profile.aws_access_key_id`, …); `configure export-credentials` and `configure list` read both;
// - gcloud: `auth print-access-token|print-identity-token`, `auth application-default
//   print-access-token`, `config config-helper` read ~/.config/gcloud; `auth
//   activate-service-account --key-file F` reads F;
// - az: `login -p|--password F` reads F (a certificate's path, or a password: read as a path all
//   the same); `account get-access-token` reads ~/.azure;
// - gh: `auth token`, `auth status -t|--show-token` read ~/.config/gh/hosts.yml;
// - kubectl: `config view --raw` reads ~/.kube/config (a `--kubeconfig F` is read elsewhere);
// - docker: `login` reads and writes ~/.docker/config.json.
// (A prefix assignment that moves a file, `AWS_SHARED_CREDENTIALS_FILE=F aws …`, is checked as an
// assignment of its own.)

import type { FileTouches } from './file-touches.js';

type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** The words that are no options nor the value of one of `taking`; undefined after an expansion (it may be anything). */
function operandWords(words: readonly string[], dynamic: readonly boolean[], taking: readonly string[]): string[] {
  const operands: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) operands.push('');
    else if (taking.includes(w)) i++;
    else if (!w.startsWith('-')) operands.push(w);
  }
  return operands;
}

/** The value of `NAME V`, `NAME=V` or (for a short name) `-xV`. */
function optionValue(words: readonly string[], dynamic: readonly boolean[], names: readonly string[]): { word: string; dynamic: boolean } | undefined {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) continue;
    if (names.includes(w)) return { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false };
    for (const n of names) {
      if (n.startsWith('--') && w.startsWith(`${n}=`)) return { word: w.slice(n.length + 1), dynamic: false };
      if (!n.startsWith('--') && w.length > 2 && w.startsWith(n)) return { word: w.slice(2), dynamic: false };
    }
  }
  return undefined;
}

const starts = (operands: readonly string[], ...path: string[]): boolean => path.every((p, k) => operands[k] === p);

/** A key `aws configure get` finds in the credentials file (after a `profile.` or `NAME.` prefix). */
const AWS_CREDENTIAL_KEY = /(?:^|\.)(?:aws_secret_access_key|aws_access_key_id|aws_session_token)$/i;

const aws: Reader = (words, dynamic, t) => {
  const ops = operandWords(words, dynamic, ['--profile', '--region', '--output', '--query', '--endpoint-url', '--color', '--ca-bundle', '--format']);
  if (ops[0] !== 'configure') return;
  const [, command, key] = ops;
  // (A subcommand or key from an expansion may be one of these: possible reads, which ask.)
  const unknown = command === '' || (command === 'get' && key === '');
  if (command === 'get' || command === 'export-credentials' || command === 'list' || unknown) t.read('~/.aws/config', false, 'none', unknown);
  if (command === 'export-credentials' || command === 'list' || unknown || (command === 'get' && AWS_CREDENTIAL_KEY.test(key ?? ''))) {
    t.read('~/.aws/credentials', false, 'none', unknown);
  }
};

const gcloud: Reader = (words, dynamic, t) => {
  const all = operandWords(words, dynamic, ['--account', '--project', '--configuration', '--format', '--key-file', '--verbosity', '--impersonate-service-account', '--audiences']);
  const ops = all[0] === 'alpha' || all[0] === 'beta' ? all.slice(1) : all;
  if (starts(ops, 'auth', 'print-access-token') || starts(ops, 'auth', 'print-identity-token') || starts(ops, 'auth', 'application-default', 'print-access-token')
    || starts(ops, 'config', 'config-helper')) t.read('~/.config/gcloud', false, 'tree');
  else if (ops[0] === '' || (ops[0] === 'auth' && ops[1] === '')) t.read('~/.config/gcloud', false, 'tree', true);
  const key = optionValue(words, dynamic, ['--key-file']);
  if (key !== undefined) t.read(key.word, key.dynamic);
};

const az: Reader = (words, dynamic, t) => {
  const ops = operandWords(words, dynamic, ['-u', '--username', '-t', '--tenant', '-p', '--password', '-o', '--output', '--query', '--subscription', '--resource']);
  if (ops[0] === 'login') {
    const secret = optionValue(words, dynamic, ['-p', '--password']);
    if (secret !== undefined) t.read(secret.word, secret.dynamic);
  }
  if (starts(ops, 'account', 'get-access-token')) t.read('~/.azure', false, 'tree');
  else if (ops[0] === '' || (ops[0] === 'account' && ops[1] === '')) t.read('~/.azure', false, 'tree', true);
};

const gh: Reader = (words, dynamic, t) => {
  const ops = operandWords(words, dynamic, ['-h', '--hostname', '-u', '--user', '-R', '--repo']);
  const shows = starts(ops, 'auth', 'token') || (starts(ops, 'auth', 'status') && words.some((w) => w === '-t' || w === '--show-token'));
  if (shows) t.read('~/.config/gh/hosts.yml');
  else if (ops[0] === '' || (ops[0] === 'auth' && ops[1] === '')) t.read('~/.config/gh/hosts.yml', false, 'none', true);
};

const kubectl: Reader = (words, dynamic, t) => {
  const ops = operandWords(words, dynamic, ['-n', '--namespace', '--context', '--cluster', '--user', '-o', '--output', '--kubeconfig']);
  const raw = words.includes('--raw') || words.includes('--raw=true');
  const mayBeRaw = words.some((w, k) => dynamic[k]);
  if (!starts(ops, 'config', 'view') || words.some((w) => w === '--kubeconfig' || w.startsWith('--kubeconfig='))) return;
  if (raw || mayBeRaw) t.read('~/.kube/config', false, 'none', !raw);
};

/** docker and podman's `login`: the registry's credentials are stored in (and read from) the client's configuration. */
const dockerLogin: Reader = (words, dynamic, t) => {
  const ops = operandWords(words, dynamic, ['-u', '--username', '-p', '--password', '--config', '-H', '--host', '-c', '--context', '--log-level']);
  if (ops[0] !== 'login' && ops[0] !== '') return;
  t.read('~/.docker/config.json', false, 'none', ops[0] === '');
  t.edit('~/.docker/config.json', false, 'none', ops[0] === '');
};

export const CREDENTIAL_PRINTERS: ReadonlyMap<string, Reader> = new Map([
  ['aws', aws], ['gcloud', gcloud], ['az', az], ['gh', gh], ['kubectl', kubectl], ['docker', dockerLogin],
]);
