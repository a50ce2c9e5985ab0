// Build tools and package managers pointed at another directory or file (`make -I DIR`,
// `go -C DIR`, `go run /etc/x.go`, `docker compose --project-directory DIR`): they read the files
// there and run code from them, so the directory or file is a Read part for deny and ask rules.
// The same tools on the workspace's own directories stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';

const SECRETS = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Shell(rm *)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

describe('make -I DIR: include looks for makefiles there', () => {
  lineTable(SECRETS, [
    ['make -I /etc', 'deny'],
    ['make -I/etc', 'deny'],
    ['make -kI /etc', 'deny'],
    ['make --include-dir=/etc', 'deny'],
    ['make --include-dir /etc all', 'deny'],
    ['make --incl /etc', 'deny'],
    ['make -I ~/.ssh', 'deny'],
    ['make -C /w/repo/sub -I ../../../etc', 'deny'],
    ['make -I include', 'allow'],
    ['make -C build', 'allow'],
    ['make -f /etc/x', 'deny'],
    ['make -C /etc', 'deny'],
  ]);
});
