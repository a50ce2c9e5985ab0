// Session 41's wrong allows on the write side (r21): files build and project tools write on their
// own job where they work (project-tool-writes.ts), make's goals, directory and install
// directories (make-writes.ts), git-lfs's working tree. Each deny or ask row was allowed on the
// session's starting build (checked by hand against it), but those marked (asked before), which
// now deny; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Edit(**/.git/hooks/**)', 'Edit(//etc/**)', 'Edit(**/*.pem)', 'Edit(~/.ssh/**)', 'Edit(**/.github/workflows/**)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)'],
};
/** Only a deny rule on /etc: no any-depth rule that every tree write meets. */
const ETC_ONLY: Rules = { deny: ['Edit(//etc/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };

describe('tools that write where they run (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && pip download x', 'deny'],
    ['cd /etc && pip wheel x', 'deny'],
    ['cd /etc && cargo init', 'deny'],
    ['cd /etc && cargo new x', 'deny'],
    ['cd /etc && cargo build', 'deny'],
    ['cd /etc && cargo --color always build', 'deny'],
    ['cd /etc && cargo +nightly test', 'deny'],
    ['cd /etc && cargo add serde', 'deny'],
    ['cd .git/hooks && cargo build', 'deny'],
    ['cd /etc && uv init', 'deny'],
    ['cd /etc && uv venv', 'deny'],
    ['cd /etc && uv sync', 'deny'],
    ['cd /etc && uv pip install x', 'deny'],
    ['uv --directory /etc sync', 'deny'], // (asked before)
    ['cd /etc && poetry lock', 'deny'],
    ['cd /etc && poetry new x', 'deny'],
    ['poetry -C /etc install', 'deny'], // (asked before)
    ['cd /etc && dotnet new console', 'deny'],
    ['cd /etc && dotnet build', 'deny'],
    ['dotnet build /etc/x/a.csproj', 'deny'], // (asked before)
    ['cd /etc && bundle install', 'deny'],
    ['cd /etc && pipenv install', 'deny'],
    ['composer -d /etc install', 'deny'], // (asked before)
    ['cd /etc && npm ci', 'deny'],
    ['cd /etc && npm clean-install', 'deny'],
    ['npm create vite /etc/x', 'ask'],
    ['npm init vite .git/hooks', 'ask'],
    ['cd /etc && yarn create vite', 'deny'],
    ['cd /etc && pnpm create vite', 'deny'],
    ['cd /etc && mvn', 'deny'],
    ['cd /etc && gradle build', 'deny'],
    ['gradle -p /etc build', 'deny'], // (asked before)
    ['cd /etc && ./gradlew build', 'deny'],
    ['cd /etc && go build', 'deny'],
    ['go -C /etc build', 'deny'],
    ['cd /etc && go test -c', 'deny'],
    ['cd /etc && rustc a.rs', 'deny'],
    ['cd /etc && tsc', 'deny'],
    ['cd /etc && conda create -p x', 'deny'],
    ['cd /etc && cookiecutter gh:x/y', 'deny'], // (asked before)
    ['cd /etc && helm package x', 'deny'],
    ['cd /etc && gem fetch x', 'deny'],
    ['cd /etc && mix new x', 'deny'],
    ['cd /etc && swift build', 'deny'],
    ['cd /etc && swift package init', 'deny'],
    ['cd /etc && ninja', 'deny'],
    ['ninja -C /etc', 'deny'], // (asked before)
    ['cd /etc && npm pack', 'ask'],
    // A new project gets a git repository, with its template's hooks (as `git init` does).
    ['cargo new x', 'ask'],
    ['cargo init', 'ask'],
    ['uv init', 'ask'],
    // An expansion that may name the directory; (a guard, asked before too) one that may be the subcommand.
    ['cd /etc && cargo $SUB', 'ask'],
    ['uv --directory $D sync', 'ask'],
    // Precision: the same in the workspace, and what writes elsewhere or nothing.
    ['npm pack', 'allow'],
    ['cargo build', 'allow'],
    ['cargo build --release && ./target/release/app', 'allow'],
    ['cargo new --vcs none x', 'allow'],
    ['uv venv', 'allow'],
    ['uv sync && .venv/bin/python x.py', 'allow'],
    ['poetry lock', 'allow'],
    ['dotnet new console -o app', 'allow'],
    ['dotnet build', 'allow'],
    ['bundle install', 'allow'],
    ['npm ci && npm test', 'allow'],
    ['npm init -y', 'allow'],
    ['npm create vite app', 'allow'],
    ['mvn package && java -jar target/x.jar', 'allow'],
    ['gradle build', 'allow'],
    ['go build && ./x', 'allow'],
    ['tsc && node dist/index.js', 'allow'],
    ['pip download x', 'allow'],
    ['cd /etc && go test', 'allow'],
    ['cd /etc && dotnet new list', 'allow'],
    ['cd /etc && conda create -n x', 'allow'],
    ['cd /etc && tsc --noEmit', 'allow'],
    ['cd /etc && npm pack --dry-run', 'allow'],
    ['cd /etc && cargo metadata', 'allow'],
  ]);
});

describe('make writes its goals in its directory and install directories (were allowed)', () => {
  lineTable(RULES, [
    ['make -C /etc', 'deny'],
    ['gmake -C /etc', 'deny'],
    ['make --directory=/etc', 'deny'],
    ['make --dir /etc', 'deny'],
    ['make -C .git/hooks', 'deny'],
    ['make -C a -C .git/hooks', 'deny'],
    ['make -sC /etc', 'deny'],
    ['cd /etc && make', 'deny'],
    ['make key.pem', 'deny'],
    ['make .git/hooks/pre-commit', 'deny'],
    ['make install DESTDIR=/etc', 'ask'],
    ['make install PREFIX=/etc', 'ask'],
    ['make install prefix=/etc', 'ask'],
    ['make install sysconfdir=/etc', 'ask'],
    ['make install DESTDIR=/', 'ask'],
    ['make -C sub install DESTDIR=../.github/workflows', 'ask'],
    // Precision: builds in the workspace; variables naming no install directory.
    ['make', 'allow'],
    ['make -j4 all', 'allow'],
    ['make install', 'allow'],
    ['make -C src && ./src/app', 'allow'],
    ['make test ARGS=-v', 'allow'],
    ['make VERSION=$(git describe)', 'allow'],
    ['make --version', 'allow'],
    // (Precision lost: an install directory from an expansion is an unknown write.)
    ['make install PREFIX=$HOME/.local', 'ask'],
  ]);
  lineTable(ETC_ONLY, [
    ['make install DESTDIR=/etc', 'ask'],
    ['make install PREFIX=/', 'ask'],
    ['make install DESTDIR=./stage', 'allow'],
    ['make install PREFIX=/usr/local', 'allow'],
    ['make PREFIX=/usr && make install PREFIX=/usr', 'allow'],
  ]);
});

describe('git-lfs rewrites the working tree and .gitattributes (were allowed)', () => {
  lineTable(RULES, [
    ['cd /etc && git lfs pull', 'deny'],
    ['cd /etc && git lfs checkout', 'deny'],
    ['git -C /etc lfs pull', 'deny'],
    ['cd /etc && git lfs migrate import', 'deny'],
    ['cd /etc && git lfs track "*.bin"', 'deny'],
    // (As `git pull`: the tree written may hold .git/hooks.)
    ['git lfs pull', 'ask'],
    ['git lfs fetch', 'allow'],
    ['git lfs ls-files', 'allow'],
    ['git lfs track "*.bin"', 'allow'],
  ]);
});

describe('PowerShell: the same tools under C:\\Windows (were allowed)', () => {
  const windows: Rules = { deny: ['Edit(//c/Windows/**)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] };
  lineTable(windows, [
    ['cargo init C:\\Windows\\x', 'deny'], // (asked before)
    ['dotnet new console -o C:\\Windows\\x', 'deny'], // (asked before)
    ['cargo.exe build --manifest-path C:\\w\\repo\\Cargo.toml', 'allow'],
    ['dotnet new console -o app', 'allow'],
    ['cargo init', 'allow'],
    ['make -C C:\\Windows', 'deny'],
    ['make install DESTDIR=C:\\Windows', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});
