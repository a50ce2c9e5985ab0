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
