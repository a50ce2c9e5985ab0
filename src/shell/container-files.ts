// The host files a container tool opens or hands to a container (reference E.11): a bind mount
// (`docker run -v /etc:/x …`, `--mount type=bind,source=/etc,…`) gives the container the tree
// below the host path, read and written unless `ro`; `docker cp` copies between a host path and
// a container's (`CONTAINER:PATH`); `docker build -f FILE DIR` reads FILE and the tree of DIR;
// `--env-file FILE` is read. For deny and ask rules; the tool's allow rule covers the rest.

import type { FileTouches } from './file-touches.js';

/** Options whose value is the next word when not attached with `=` (docker run/create/build/compose). */
const VALUE_OPTIONS = new Set(['-v', '--volume', '--mount', '--env-file', '-f', '--file', '-e', '--env', '-p', '--publish', '--name', '-w', '--workdir',
  '-u', '--user', '--network', '--net', '-l', '--label', '--entrypoint', '--tag', '--build-arg', '--target', '--platform', '--cidfile',
  '--secret', '--ssh', '--cache-from', '--cache-to', '-o', '--output', '--iidfile', '--add-host', '--device', '--volumes-from', '--hostname', '-h',
  '--memory', '-m', '--cpus', '--restart', '--log-driver', '--log-opt', '--pull', '--progress', '--project-directory', '-H', '--host', '--context',
  '--config', '--tmpfs', '--ulimit', '--security-opt', '--cap-add', '--cap-drop', '--gpus', '--shm-size', '--stop-signal']);

/** A bind mount's host side (`/etc`, `./x`, `~/x`; a plain name is a named volume). */
function hostPath(source: string): boolean {
  return /^[/.~]/.test(source) || /^[A-Za-z]:[\\/]/.test(source);
}

/** `-v HOST:CONTAINER[:OPTIONS]` (a Windows host path keeps its drive's colon): the host tree, read-only with `ro`. */
function volume(value: string, t: FileTouches): void {
  const m = /^((?:[A-Za-z]:)?[^:]*):([^:]*)(?::(.*))?$/.exec(value);
  if (m !== null && hostPath(m[1]!)) (/(?:^|,)ro(?:,|$)/.test(m[3] ?? '') ? t.read : t.edit).call(t, m[1]!, false, 'tree');
}

export function containerFiles(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let sub: string | undefined;
  const operands: { word: string; dynamic: boolean }[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      if (sub === undefined) {
        t.problem('an expansion may be a subcommand or option of the container tool that mounts or copies host files');
        return;
      }
      operands.push({ word: w, dynamic: true });
      continue;
    }
    if (!w.startsWith('-') || w === '-') {
      if (sub === undefined) sub = w;
      // (`docker run IMAGE CMD…`: the command runs in the container.)
      else if ((sub === 'run' || sub === 'create' || sub === 'exec') && operands.length > 0) break;
      operands.push({ word: w, dynamic: false });
      continue;
    }
    const eq = w.indexOf('=');
    const name = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w.length > 2 && !w.startsWith('--') && VALUE_OPTIONS.has(w.slice(0, 2)) ? w.slice(0, 2) : w;
    // (`-t` is build's tag, and run's terminal.)
    if (!VALUE_OPTIONS.has(name) && !(name === '-t' && (sub === 'build' || sub === 'buildx' || sub === 'image'))) continue;
    const attached = w.startsWith('--') && eq > 0 ? w.slice(eq + 1) : name !== w ? w.slice(2) : undefined;
    const value = attached ?? words[++i];
    const valueDynamic = attached === undefined && (dynamic[i] ?? false);
    if (value === undefined) continue;
    // (`-v "$PWD":/app`, `-v $(pwd)/src:/src`: the working directory, as `.` is.)
    const pwd = valueDynamic ? /^(?:\$PWD|\$\{PWD\}|\$\(pwd\))((?:\/[^:$`*?[\]]*)?:[^$`]*)$/.exec(value) : null;
    if (pwd !== null) {
      volume(`.${pwd[1]!}`, t);
      continue;
    }
    if (valueDynamic && (name === '-v' || name === '--volume' || name === '--mount' || name === '--env-file' || name === '-f' || name === '--file')) {
      t.edit(value, true);
      continue;
    }
    if (name === '-v' || name === '--volume') volume(value, t);
    else if (name === '--mount') {
      const fields = new Map(value.split(',').map((f) => [f.split('=')[0]!.trim(), f.slice(f.indexOf('=') + 1)] as [string, string]));
      const source = fields.get('source') ?? fields.get('src');
      const readOnly = fields.has('readonly') || fields.has('ro');
      if (source !== undefined && (fields.get('type') ?? 'volume') === 'bind') (readOnly ? t.read : t.edit).call(t, source, false, 'tree');
    } else if (name === '--env-file' || ((name === '-f' || name === '--file') && sub !== 'run' && sub !== 'exec' && sub !== 'logs')) t.read(value);
    else if (name === '--cidfile' || name === '--iidfile') t.edit(value);
  }
  if (sub === 'cp') {
    // (A side with `CONTAINER:` is the container's; the other is a host path, read or written.)
    const [from, to] = operands.slice(1);
    if (from !== undefined && (from.dynamic || !/^[^/.~][^:/]*:/.test(from.word))) t.read(from.word, from.dynamic, 'tree');
    if (to !== undefined && (to.dynamic || !/^[^/.~][^:/]*:/.test(to.word))) t.edit(to.word, to.dynamic, 'tree');
  } else if (sub === 'build' || sub === 'buildx') {
    const context = operands[sub === 'buildx' ? 2 : 1];
    if (context !== undefined && !context.word.includes('://') && context.word !== '-') t.read(context.word, context.dynamic, 'tree');
  }
}
