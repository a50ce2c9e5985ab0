// Session 40's wrong allows on the write side (r20, bash on linux): files a tool writes on its own
// job where it runs or in a directory an option names. Each deny or ask row was allowed before its
// fix (checked on the session's starting build); the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Edit(**/.git/hooks/**)', 'Edit(//etc/**)', 'Edit(**/*.pem)', 'Edit(~/.ssh/**)', 'Edit(**/.github/workflows/**)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)'],
};

describe('cmake writes its build tree, its install prefix and the files its options name (were allowed)', () => {
  lineTable(RULES, [
    ['cmake -B /etc', 'deny'],
    ['cmake -B/etc -S .', 'deny'],
    ['cmake -S . -B .git/hooks', 'deny'],
    ['cmake -G Ninja -B .github/workflows -DX=1', 'deny'],
    ['cd /etc && cmake .', 'deny'],
    ['cd /etc && cmake /w/repo', 'deny'],
    // (An operand may be a build tree cmake reconfigures.)
    ['cmake /etc', 'deny'],
    ['cmake --build /etc', 'deny'],
    ['cmake --build=/etc', 'deny'],
    ['cmake --install build --prefix=/etc', 'deny'],
    ['cmake --install build --prefix /etc', 'deny'],
    ['cmake --graphviz=/etc/x .', 'deny'],
    ['cmake --system-information /etc/x', 'deny'],
    ['cmake --trace-redirect=x.pem .', 'deny'],
    // The prefix in the build tree's cache, the build tree a preset names: unknown.
    ['cmake --install build', 'ask'],
    ['cmake --preset dev', 'ask'],
    ['cmake --workflow --preset dev', 'ask'],
    ['cmake --build --preset dev', 'ask'],
    // (A guard, asked before too: an expansion among cmake's words.)
    ['cmake -B $D', 'ask'],
    // Precision: builds in the workspace, and modes that configure nothing.
    ['cmake -B build', 'allow'],
    ['cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release', 'allow'],
    ['cmake ..', 'allow'],
    ['cmake .', 'allow'],
    ['cmake --build build --target all -j 4', 'allow'],
    ['cmake --build build --preset dev', 'allow'],
    ['cmake -E echo hi', 'allow'],
    ['cmake -P x.cmake', 'allow'],
    ['cmake --version', 'allow'],
    ['cmake -N -L build', 'allow'],
  ]);
});

describe('go writes the module files of the module it runs in (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && go mod init x', 'deny'],
    ['cd /etc && go mod tidy', 'deny'],
    ['cd /etc && go get x@latest', 'deny'],
    ['cd /etc && go work init', 'deny'],
    ['cd /etc && go mod vendor', 'deny'],
    ['go -C /etc mod init x', 'deny'],
    ['go -C .git/hooks mod tidy', 'deny'],
    // Precision: the module in the workspace, and subcommands that write no module file.
    ['go mod init example.com/x', 'allow'],
    ['go mod tidy', 'allow'],
    ['go get x@latest', 'allow'],
    ['go -C sub mod tidy', 'allow'],
    ['go build ./...', 'allow'],
    ['go test ./...', 'allow'],
  ]);
});
