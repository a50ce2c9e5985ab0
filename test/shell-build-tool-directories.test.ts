// Build tools and package managers pointed at another directory or file (`make -I DIR`,
// `go -C DIR`, `go run /etc/x.go`, `docker compose --project-directory DIR`): they read the files
// there and run code from them, so the directory or file is a Read part for deny and ask rules.
// The same tools on the workspace's own directories stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const SECRETS = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Shell(rm *)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};
/** An any-depth deny rule: a directory go is given is not read as a tree, so `./...` stays allowed. */
const DOTENV = { deny: ['Read(.env)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };

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

describe('go: -C DIR and the paths it is given as packages or files', () => {
  lineTable(SECRETS, [
    ['go -C /etc build', 'deny'],
    ['go -C=/etc test', 'deny'],
    ['go test -C /etc ./...', 'deny'],
    ['go -C ../.. run ./etc', 'deny'],
    ['go run /etc/x.go', 'deny'],
    ['go run ../../etc/x.go', 'deny'],
    ['go run ~/.ssh/x.go', 'deny'],
    ['go run -tags x /etc/y.go', 'deny'],
    ['go build /etc/x', 'deny'],
    ['go test /etc/...', 'deny'],
    ['go vet /etc/x', 'deny'],
    ['go install /etc/x', 'deny'],
    ['go generate /etc/x.go', 'deny'],
    ['go fmt /etc/x.go', 'deny'],
    ['go work use /etc', 'deny'],
    ['go run $F', 'ask'],
    // (`go env -w` stores flags every later go command reads, after -C too.)
    ['go -C /w/repo/sub env -w GOFLAGS=-toolexec=rm', 'ask'],
    ['go -C=/w/repo env -w CC=x', 'ask'],
    ['go test ./...', 'allow'],
    ['go build ./cmd/app', 'allow'],
    ['go build -o bin/app ./cmd/app', 'allow'],
    ['go -C sub test ./...', 'allow'],
    ['go run . --out /tmp/x', 'allow'],
    ['go run main.go util.go --in /w/repo/data.txt', 'allow'],
    ['go mod tidy', 'allow'],
    ['go get github.com/x/y', 'allow'],
    ['go -C /w/repo env GOPATH', 'allow'],
  ]);
  lineTable(DOTENV, [
    ['make -I include', 'allow'],
    ['go test ./...', 'allow'],
    ['go vet ./...', 'allow'],
  ]);
});

describe('go: the .go files it lists in a package directory (DIR/*.go, DIR/... as DIR/**/*.go)', () => {
  const KEY = { deny: ['Read(**/secret/key.go)', 'Shell(rm *)'], allow: ['Shell(*)'] };
  const KEY_ROWS: [string, 'allow' | 'ask' | 'deny'][] = [
    ['go build ./secret', 'ask'],
    ['go run ./secret', 'ask'],
    ['go test ./secret', 'ask'],
    ['go vet ./secret', 'ask'],
    ['go -C secret build .', 'ask'],
    // (key.go may be below any of these: `./...`, `./other/...`, `./sec...`.)
    ['go test ./...', 'ask'],
    ['go test ./other/...', 'ask'],
    ['go test ./sec...', 'ask'],
    ['go build ./cmd/app', 'allow'],
    ['go run .', 'allow'],
    ['go run main.go', 'allow'],
  ];
  lineTable(KEY, KEY_ROWS);
  lineTable(KEY, KEY_ROWS, 'pwsh', REPO_WINDOWS);
  lineTable(KEY, KEY_ROWS, 'shell', REPO_WINDOWS);
  lineTable(KEY, [['go test .\\other\\...', 'ask'], ['go build C:\\w\\repo\\secret', 'ask'], ['go build C:\\w\\repo\\cmd', 'allow']], 'pwsh', REPO_WINDOWS);
  // (go walks no `.` directory for `./...`, and `*.go` is no `.env`: the common deny rules stay quiet.)
  const ENV_ROWS: [string, 'allow' | 'ask' | 'deny'][] = [
    ['go build .', 'allow'],
    ['go run .', 'allow'],
    ['go test ./...', 'allow'],
    ['go vet ./...', 'allow'],
    ['go build ./secret', 'allow'],
  ];
  for (const rule of ['Read(.env)', 'Read(**/.env)', 'Read(./.env)', 'Read(.git)']) {
    for (const allow of ['Shell(go *)', 'Shell(*)']) {
      lineTable({ deny: [rule], allow: [allow] }, ENV_ROWS);
      lineTable({ deny: [rule], allow: [allow] }, ENV_ROWS, 'pwsh', REPO_WINDOWS);
    }
  }
  lineTable({ deny: ['Read(//w/repo/secret/**)'], allow: ['Shell(*)'] }, [['go build ./secret', 'deny'], ['go test ./...', 'ask']]);
  lineTable({ deny: ['Read(//c/w/repo/secret/**)'], allow: ['Shell(*)'] }, [['go build ./secret', 'deny'], ['go build C:\\w\\repo\\SECRET', 'deny']], 'pwsh', REPO_WINDOWS);
  // (With a symlink resolver the listed names may be links, as a glob's: unknown.)
  lineTable(KEY, [['go build ./cmd/app', 'ask'], ['git status', 'allow']], 'shell', { ...REPO_LINUX, resolveSymlink: () => undefined });
});

describe('docker compose --project-directory DIR: the project (.env, relative bind mounts) there', () => {
  lineTable(SECRETS, [
    ['docker compose --project-directory /etc up', 'deny'],
    ['docker compose --project-directory=/etc up', 'deny'],
    ['docker compose --project-directory ~/.ssh config', 'deny'],
    ['docker compose --project-directory $D up', 'ask'],
    ['docker compose --project-directory ./svc up', 'allow'],
    ['docker compose -f compose.yml up -d', 'allow'],
  ]);
});

describe('found sound: other tools given a directory or file elsewhere', () => {
  lineTable(SECRETS, [
    ['cmake -P /etc/s.cmake', 'deny'],
    ['cmake -S /etc -B b', 'deny'],
    ['ninja -C /etc', 'deny'], // (writes there: project-tool-writes.ts)
    ['npm --prefix /etc run x', 'deny'],
    ['npm -C /etc run x', 'deny'],
    ['yarn --cwd /etc run x', 'ask'],
    ['pnpm -C /etc run x', 'deny'],
    ['pnpm --dir /etc test', 'ask'],
    ['bun --cwd /etc run x', 'deny'],
    ['cargo --manifest-path /etc/Cargo.toml build', 'deny'],
    ['cargo -C /etc build', 'ask'],
    ['gradle -p /etc build', 'deny'], // (writes there: project-tool-writes.ts)
    ['gradle --init-script /etc/i.gradle build', 'ask'],
    ['mvn -f /etc/pom.xml', 'ask'],
    ['mvn -s /etc/settings.xml install', 'ask'],
    ['ant -f /etc/build.xml', 'ask'],
    ['dotnet build /etc/x.csproj', 'deny'], // (writes there: project-tool-writes.ts)
    ['dotnet run --project /etc/x.csproj', 'deny'], // (writes there: project-tool-writes.ts)
    ['msbuild /etc/x.proj', 'ask'],
    ['BUNDLE_GEMFILE=/etc/Gemfile bundle exec rake', 'ask'],
    ['pip install -e /etc/pkg', 'deny'],
    ['pip install -r /etc/req.txt', 'deny'],
    ['python -m build /etc/pkg', 'deny'],
    ['poetry -C /etc install', 'deny'], // (writes there: project-tool-writes.ts)
    ['uv run --directory /etc x', 'deny'], // (writes there: project-tool-writes.ts)
    ['pdm -p /etc run x', 'ask'],
    ['tox -c /etc/tox.ini', 'ask'],
    ['nox -f /etc/noxfile.py', 'ask'],
    ['rake -f /etc/Rakefile', 'deny'],
    ['gulp --gulpfile /etc/g.js', 'ask'],
    ['grunt --gruntfile /etc/g.js', 'ask'],
    ['webpack --config /etc/x.js', 'ask'],
    ['vite --config /etc/v.js', 'ask'],
    ['jest --config /etc/j.js', 'ask'],
    ['eslint -c /etc/e.js .', 'ask'],
    ['tsc -p /etc', 'ask'],
    ['docker build -f /etc/Dockerfile /etc', 'deny'],
    ['docker compose -f /etc/c.yml up', 'deny'],
    ['terraform -chdir=/etc apply', 'ask'],
    ['helm template /etc/chart', 'ask'],
    ['kubectl apply -k /etc/dir', 'deny'],
    ['npm --prefix client test', 'allow'],
    ['cargo --manifest-path crates/a/Cargo.toml test', 'allow'],
  ]);
});
