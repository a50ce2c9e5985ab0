// npmScriptsTouches (tool-scripts.ts) reads a long option only when its name's first two letters,
// in either case, may start a key it reads (script-shell, node-options, prefix, the directories,
// the configuration files; pnpm's `config.`): every spelling npm takes must still be read, and
// the options it passes over must still find nothing. Rows: the files found and the problems.
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';

const read = (line: string) => {
  const a = analyzeShell(line);
  return { paths: a.paths.map((p) => `${p.op}:${p.path}:${p.below}`), problems: a.incomplete.map((i) => i.reason) };
};

describe('npm options by any spelling npm takes', () => {
  it.each([
    ['npm --Script-Shell=/bin/rm run x', ['read:package.json:none'], ['--script-shell changes the program npm runs scripts with']],
    ['npm --SCRIPTSHELL=/bin/rm run x', ['read:package.json:none'], ['--script-shell changes the program npm runs scripts with']],
    ['npm --scriptshell /bin/rm test', ['read:package.json:none'], ['--script-shell changes the program npm runs scripts with']],
    ['npm --node-opt=--require=x test', ['read:package.json:none'], ['--node-opt changes the program npm runs scripts with']],
    ['npm --NODE-OPTIONS x test', ['read:package.json:none'], ['--node-options changes the program npm runs scripts with', '--NODE-OPTIONS is not an option npm 11 knows: npm may read it, and the word after it, otherwise']],
    // (npm ci writes node_modules where the project is: project-tool-writes.ts, session 41.)
    ['npm --CACHE-DIR /tmp/c ci', ['edit:/tmp/c:tree', 'read:package.json:none', 'edit:node_modules:none'], []],
    ['npm --cache-f=/tmp/c ci', ['edit:/tmp/c:tree', 'read:package.json:none', 'edit:node_modules:none'], []],
    ['npm --userCONFIG=/x/rc test', ['read:/x/rc:none', 'read:package.json:none'], ['--userconfig makes npm read its configuration from a file, which may set the shell it runs scripts with']],
    ['npm --Shell=x test', ['read:package.json:none'], ['--shell changes the program npm runs scripts with']],
    ['npm --shel=x test', ['read:package.json:none'], []],
    ['pnpm --config.prefix=/x install', ['edit:/x:tree', 'edit:package.json:none', 'edit:pnpm-lock.yaml:none', 'edit:/x:none'], []],
    ['pnpm --config.Script-Shell=x run t', ['read:package.json:none'], ['--script-shell changes the program pnpm runs scripts with']],
    ['yarn --Prefix /p add x', ['edit:/p:tree', 'edit:package.json:none', 'edit:yarn.lock:none', 'edit:/p:none'], []],
    ['npm --pre /p run x', ['read:package.json:none'], []],
    ['npm --sil run x', ['read:package.json:none'], []],
    ['npm --silent run build', ['read:package.json:none'], []],
    ['npm -C /d run x', ['edit:/d:tree'], []],
    ['npm --globalc=/g test', ['read:/g:none', 'read:package.json:none'], ['--globalc makes npm read its configuration from a file, which may set the shell it runs scripts with']],
    ['npm --logs-d /l test', ['edit:/l:tree', 'read:package.json:none'], []],
    // (project-tool-writes.ts reads --pack-destination by its full name only: the abbreviation adds
    // the tarball where npm runs, a write more, never fewer.)
    ['npm --pack-dest=/o pack', ['edit:/o:tree', 'read:package.json:none', 'read:.:tree', 'edit:*.tgz:none'], []],
    ['npm --store-d /s i', ['edit:/s:tree', 'edit:package.json:none', 'edit:package-lock.json:none', 'edit:npm-shrinkwrap.json:none', 'read:package.json:none'], []],
    ['npm --CONFIG.prefix=/x i', ['edit:package.json:none', 'edit:package-lock.json:none', 'edit:npm-shrinkwrap.json:none', 'read:package.json:none'], []],
    ['npm --s test', ['read:package.json:none'], []],
    ['npm --Sc=x test', ['read:package.json:none'], []],
  ] as const)('%s', (line, paths, problems) => {
    expect(read(line)).toEqual({ paths, problems });
  });
});
