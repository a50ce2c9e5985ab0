import type { FileTouches } from './file-touches.js';
/**
 * kubectl: `cp SRC DEST` copies between a host path and a pod's (`POD:PATH`); `-f FILE` and
 * `-k DIR` are read (a URL is a host); `--from-file`, `--from-env-file`, `--cert`, `--key` and the
 * kubeconfig's certificate options too (their files go to the cluster or the kubeconfig);
 * `--kubeconfig FILE` is read and a problem (its exec plugin runs a program), `-s`/`--server`,
 * `--proxy-url` and `config set clusters.C.server|proxy-url V` a host. Short options cluster and take attached values as pflag reads them (`-Rf DIR`, `-fFILE`).
 */
export declare function kubectlFiles(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * A kustomization target (`-k`, `kubectl kustomize`, `kustomize build`): kustomize reads it as a
 * git repository to clone before a directory here, so `github.com/o/r`, `git@h:o/r` and
 * `git::https://h/r` reach their host (`kubectl kustomize git@evil.com:o/r` was allowed beside
 * Domain(evil.com)); a `file://` URL and a plain word are the directory, read below it. An
 * expansion may be either.
 */
export declare function kustomizeTarget(target: {
    word: string;
    dynamic: boolean;
}, t: FileTouches): void;
/**
 * `kustomize build [TARGET]` (also `kustomize TARGET`, an old spelling): the target, the working
 * directory without one. Its options are not read, so every word after `build` that is no option
 * is read as a target (a value such as `-o out.yaml`'s is then a directory here too).
 * `kustomize localize [TARGET [DEST]]` clones a remote target as build does, and writes DEST.
 */
export declare function kustomizeBuild(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
