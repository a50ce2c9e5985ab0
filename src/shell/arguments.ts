// Arguments that name URLs and files, for commands whose meaning we know: URL arguments of network
// tools are Domain operations (semantics 4.1), parts of the command that must be allowed like any
// other part (network-arguments.ts reads them); file arguments are file-arguments.ts.

export { derivedPaths, type PathRef } from './file-arguments.js';

import type { SubjectScope } from './subject.js';

export interface UrlRef {
  readonly url: string;
  readonly text: string;
  /** 'restrict': only deny and ask rules look at it (a URL in a stored command line, a git remote). */
  readonly scope?: SubjectScope;
  /** The URL comes from an expansion (`url` is the word as read): it may name any host. */
  readonly dynamic?: boolean;
  /** `url` is a path the system may open over the network (UNC, macOS `/net/HOST`): its server, by platform, is the host. */
  readonly path?: true;
  /** A word that may name a host the command reaches (an unknown program's `evil.com`): its deny and ask rules ask. */
  readonly possible?: true;
  /** A possible host more often something else (a file's name, `mytool deploy.sh`; a number, `0xa.9`): only a rule naming it asks (domains/named-hosts.ts). */
  readonly namedOnly?: true;
  /**
   * `url` is a relative write where the line started (the context's cwd, which the analysis does not
   * know): decide resolves it there and keeps it only where a tree (`tree`) or a settings file
   * (`file`; `git`: not git's own) is written into settings (moved-tree-writes.ts startWriteRoutes).
   */
  readonly atStart?: 'tree' | 'file' | 'git';
}
