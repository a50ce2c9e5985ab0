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
// - gh: `auth token`, `auth status -t|--show-token`, `auth git-credential`, `config get … oauth_token`
//   read ~/.config/gh/hosts.yml;
// - kubectl: `config view --raw` reads ~/.kube/config (a `--kubeconfig F` is read elsewhere);
// - docker: `login` reads and writes ~/.docker/config.json;
// (macOS's security and its keychains: keychains.ts.)
// An option not listed may take the word after it, so the subcommand is looked for after it too.
// (A prefix assignment that moves a file, `AWS_SHARED_CREDENTIALS_FILE=F aws …`, is checked as an
// assignment of its own.)
import { trueFlag } from './go-flags.js';
/** Operands of a reading a reader looks at, at most (gcloud's `alpha auth application-default print-access-token`). */
const OPERANDS_READ = 5;
/**
 * The words that are no options nor the value of one of `taking` (an expansion: '', it may be
 * anything), read from the start and, fail closed, from after each leading word that may be the
 * value of an option not listed (`aws --cli-connect-timeout 5 configure get KEY`).
 */
function operandReadings(words, dynamic, taking) {
    const operands = [];
    let skippable = 0;
    let leading = true;
    let afterOption = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        // (Every option in `taking` starts with `-`: other words are not hashed for the lookup.)
        if (!dynamic[i] && w.charCodeAt(0) === 45 && taking.has(w)) {
            i++;
            afterOption = false;
            continue;
        }
        if (!dynamic[i] && w.startsWith('-')) {
            afterOption = w.length > 1 && w !== '--' && !w.includes('=');
            continue;
        }
        operands.push(dynamic[i] ? '' : w);
        if (leading && afterOption)
            skippable++;
        else
            leading = false;
        afterOption = false;
        // (The readers look at the first OPERANDS_READ operands of a reading: no more are collected.)
        if (!leading && operands.length >= skippable + OPERANDS_READ)
            break;
    }
    // (A loop: Array.from over an array-like object takes V8's generic path, most of this function's cost.)
    const readings = [operands];
    for (let k = 1; k <= skippable; k++)
        readings.push(operands.slice(k));
    return readings;
}
/** A boolean option given (pflag: `--name`, `--name=true` in any of Go's true spellings, or a letter in a cluster). */
function flagGiven(words, long, letter) {
    return words.some((w) => {
        const bare = trueFlag(w) ?? w;
        return bare === long || (letter !== undefined && (bare === `-${letter}` || (/^-[a-zA-Z]+$/.test(w) && w.includes(letter))));
    });
}
/** The value of `NAME V`, `NAME=V` or (for a short name) `-xV`. */
function optionValue(words, dynamic, names) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            continue;
        if (names.includes(w))
            return { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false };
        for (const n of names) {
            if (n.startsWith('--') && w.startsWith(`${n}=`))
                return { word: w.slice(n.length + 1), dynamic: false };
            if (!n.startsWith('--') && w.length > 2 && w.startsWith(n))
                return { word: w.slice(2), dynamic: false };
        }
    }
    return undefined;
}
/** Each CLI's options that take the next word (operandReadings). */
const AWS_VALUES = new Set(['--profile', '--region', '--output', '--query', '--endpoint-url', '--color', '--ca-bundle', '--format']);
const GCLOUD_VALUES = new Set(['--account', '--project', '--configuration', '--format', '--key-file', '--verbosity', '--impersonate-service-account', '--audiences']);
const AZ_VALUES = new Set(['-u', '--username', '-t', '--tenant', '-p', '--password', '-o', '--output', '--query', '--subscription', '--resource']);
const GH_VALUES = new Set(['-h', '--hostname', '-u', '--user', '-R', '--repo']);
const KUBECTL_VALUES = new Set(['-n', '--namespace', '--context', '--cluster', '--user', '-o', '--output', '--kubeconfig']);
const DOCKER_VALUES = new Set(['-u', '--username', '-p', '--password', '--config', '-H', '--host', '-c', '--context', '--log-level']);
const starts = (operands, ...path) => path.every((p, k) => operands[k] === p);
/** A key `aws configure get` finds in the credentials file (after a `profile.` or `NAME.` prefix). */
const AWS_CREDENTIAL_KEY = /(?:^|\.)(?:aws_secret_access_key|aws_access_key_id|aws_session_token)$/i;
const aws = (words, dynamic, t) => {
    for (const ops of operandReadings(words, dynamic, AWS_VALUES))
        awsConfigure(ops, t);
};
function awsConfigure(ops, t) {
    if (ops[0] !== 'configure')
        return;
    const [, command, key] = ops;
    // (A subcommand or key from an expansion may be one of these: possible reads, which ask.)
    const unknown = command === '' || (command === 'get' && key === '');
    if (command === 'get' || command === 'export-credentials' || command === 'list' || unknown)
        t.read('~/.aws/config', false, 'none', unknown);
    if (command === 'export-credentials' || command === 'list' || unknown || (command === 'get' && AWS_CREDENTIAL_KEY.test(key ?? ''))) {
        t.read('~/.aws/credentials', false, 'none', unknown);
    }
}
const gcloud = (words, dynamic, t) => {
    for (const all of operandReadings(words, dynamic, GCLOUD_VALUES)) {
        const ops = all[0] === 'alpha' || all[0] === 'beta' ? all.slice(1) : all;
        if (starts(ops, 'auth', 'print-access-token') || starts(ops, 'auth', 'print-identity-token') || starts(ops, 'auth', 'application-default', 'print-access-token')
            || starts(ops, 'config', 'config-helper'))
            t.read('~/.config/gcloud', false, 'tree');
        else if (ops[0] === '' || (ops[0] === 'auth' && ops[1] === ''))
            t.read('~/.config/gcloud', false, 'tree', true);
    }
    const key = optionValue(words, dynamic, ['--key-file']);
    if (key !== undefined)
        t.read(key.word, key.dynamic);
};
const az = (words, dynamic, t) => {
    for (const ops of operandReadings(words, dynamic, AZ_VALUES)) {
        if (ops[0] === 'login') {
            const secret = optionValue(words, dynamic, ['-p', '--password']);
            if (secret !== undefined)
                t.read(secret.word, secret.dynamic);
        }
        if (starts(ops, 'account', 'get-access-token'))
            t.read('~/.azure', false, 'tree');
        else if (ops[0] === '' || (ops[0] === 'account' && ops[1] === ''))
            t.read('~/.azure', false, 'tree', true);
    }
};
const gh = (words, dynamic, t) => {
    for (const ops of operandReadings(words, dynamic, GH_VALUES)) {
        // (`auth git-credential get` and `config get -h HOST oauth_token` print the stored token too.)
        const shows = starts(ops, 'auth', 'token') || starts(ops, 'auth', 'git-credential') || (starts(ops, 'auth', 'status') && flagGiven(words, '--show-token', 't'))
            || (starts(ops, 'config', 'get') && /token/i.test(ops[2] ?? ''));
        if (shows)
            t.read('~/.config/gh/hosts.yml');
        else if (ops[0] === '' || (ops[0] === 'auth' && ops[1] === '') || (starts(ops, 'config', 'get') && ops[2] === ''))
            t.read('~/.config/gh/hosts.yml', false, 'none', true);
    }
};
const kubectl = (words, dynamic, t) => {
    const readings = operandReadings(words, dynamic, KUBECTL_VALUES);
    const raw = flagGiven(words, '--raw');
    const mayBeRaw = words.some((w, k) => dynamic[k]);
    if (!readings.some((ops) => starts(ops, 'config', 'view')) || words.some((w) => w === '--kubeconfig' || w.startsWith('--kubeconfig=')))
        return;
    if (raw || mayBeRaw)
        t.read('~/.kube/config', false, 'none', !raw);
};
/** docker and podman's `login`: the registry's credentials are stored in (and read from) the client's configuration. */
const dockerLogin = (words, dynamic, t) => {
    // (`docker run …`: a first word that is no option, no expansion and not login is the only first operand a reading has.)
    const first = words[1];
    if (first !== undefined && first !== '' && first !== 'login' && !dynamic[1] && first.charCodeAt(0) !== 45)
        return;
    for (const ops of operandReadings(words, dynamic, DOCKER_VALUES)) {
        if (ops[0] !== 'login' && ops[0] !== '')
            continue;
        t.read('~/.docker/config.json', false, 'none', ops[0] === '');
        t.edit('~/.docker/config.json', false, 'none', ops[0] === '');
        return;
    }
};
export const CREDENTIAL_PRINTERS = new Map([
    ['aws', aws], ['gcloud', gcloud], ['az', az], ['gh', gh], ['kubectl', kubectl], ['docker', dockerLogin],
]);
//# sourceMappingURL=credential-printers.js.map