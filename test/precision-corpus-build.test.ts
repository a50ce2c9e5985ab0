// Precision corpus (review 2026-11-26): ordinary lines an AI coding assistant runs in a repository,
// decided under one enterprise policy. Ordinary work should allow; git push asks; a host no rule
// allows asks. A row with a comment does not come out as ordinary work would want: the comment
// says why (most are deliberate fail-closed readings: a tree that may hold a .env, an unknown path).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX } from './helpers/policy.js';
import { PRECISION_POLICY } from './helpers/precision-policy.js';

describe('precision corpus: git, package managers and build tools in /w/repo (linux)', () => {
  lineTable(PRECISION_POLICY, [
    ["git status", 'allow'],
    ["git status --short", 'allow'],
    ["git status -sb", 'allow'],
    ["git diff", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git diff --stat", 'allow'],
    ["git diff --cached", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git diff HEAD~1 -- src/index.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git diff main...HEAD --name-only", 'allow'],
    ["git log --oneline -20", 'allow'],
    ["git log -p -3 -- src/", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git log --graph --decorate --oneline --all", 'allow'],
    ["git log --since=\"2 weeks ago\" --author=dev", 'allow'],
    ["git show HEAD", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git show HEAD:package.json", 'allow'],
    ["git show --stat abc1234", 'allow'],
    ["git blame src/index.ts", 'allow'],
    ["git blame -L 10,40 src/index.ts", 'allow'],
    ["git add .", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git add -A", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git add src/index.ts test/index.test.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git add -p", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git commit -m \"fix: handle empty input\"", 'allow'],
    ["git commit -am \"chore: bump deps\"", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git commit --amend --no-edit", 'allow'],
    ["git commit -m \"feat: add parser\" -m \"Longer body text here.\"", 'allow'],
    ["git checkout -b feature/parser", 'allow'],
    ["git checkout main", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git checkout -- src/index.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git switch -c fix/typo", 'allow'],
    ["git switch main", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git restore src/index.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git restore --staged .", 'allow'],
    ["git branch", 'allow'],
    ["git branch -a", 'allow'],
    ["git branch -d feature/old", 'allow'],
    ["git branch --show-current", 'allow'],
    ["git merge feature/parser", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git merge --no-ff feature/parser", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git rebase main", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git rebase --continue", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git rebase --abort", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git cherry-pick abc1234", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git revert HEAD --no-edit", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git reset --soft HEAD~1", 'allow'],
    ["git reset HEAD src/index.ts", 'allow'],
    ["git stash", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git stash push -m \"wip\"", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git stash list", 'allow'],
    ["git stash pop", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git stash apply stash@{0}", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git stash drop", 'allow'],
    ["git fetch", 'allow'],
    ["git fetch origin", 'allow'],
    ["git fetch --all --prune", 'allow'],
    ["git pull", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git pull --rebase origin main", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git push origin main", 'ask'],
    ["git push", 'ask'],
    ["git push -u origin feature/parser", 'ask'],
    ["git push --force origin main", 'deny'],
    ["git remote -v", 'allow'],
    ["git tag", 'allow'],
    ["git tag v1.2.0", 'allow'],
    ["git worktree add ../repo-wt feature/parser", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git worktree list", 'allow'],
    ["git worktree remove ../repo-wt", 'allow'],
    ["git rev-parse HEAD", 'allow'],
    ["git rev-parse --abbrev-ref HEAD", 'allow'],
    ["git rev-parse --show-toplevel", 'allow'],
    ["git ls-files", 'allow'],
    ["git ls-files | wc -l", 'allow'],
    ["git grep -n \"TODO\"", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git clean -n", 'allow'],
    ["git clean -fd", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git config user.name", 'allow'],
    ["git config --get remote.origin.url", 'allow'],
    ["git shortlog -sn", 'allow'],
    ["git describe --tags", 'allow'],
    ["git reflog -10", 'allow'],
    ["git clone https://github.com/org/lib.git vendor/lib", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git submodule update --init --recursive", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git bisect start", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git --no-pager log -5", 'allow'],
    ["git -C sub status", 'allow'],
    ["git apply fix.patch", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git format-patch -1 HEAD", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git mv src/old.ts src/new.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git rm --cached dist/bundle.js", 'allow'],
    ["npm install", 'allow'],
    ["npm i", 'allow'],
    ["npm ci", 'allow'],
    ["npm install --save-dev vitest", 'allow'],
    ["npm install lodash", 'allow'],
    ["npm i -D typescript @types/node", 'allow'],
    ["npm test", 'allow'],
    ["npm test -- --watch=false", 'allow'],
    ["npm run build", 'allow'],
    ["npm run lint", 'allow'],
    ["npm run lint -- --fix", 'allow'],
    ["npm run test:unit", 'allow'],
    ["npm start", 'allow'],
    ["npm outdated", 'allow'],
    ["npm ls --depth=0", 'allow'],
    ["npm audit", 'allow'],
    ["npm version patch --no-git-tag-version", 'allow'],
    ["npm pack --dry-run", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["npm uninstall lodash", 'allow'],
    ["npm update", 'allow'],
    ["npm exec tsc -- --noEmit", 'allow'],
    ["npx tsc --noEmit", 'allow'],
    ["npx tsc -p tsconfig.json", 'allow'],
    ["npx vitest run", 'allow'],
    ["npx vitest run test/parse.test.ts", 'allow'],
    ["npx jest --coverage", 'allow'],
    ["npx eslint . --ext .ts", 'allow'],
    ["npx prettier --write src", 'allow'],
    ["npx prettier --check .", 'allow'],
    ["npx playwright test", 'allow'],
    ["npx tsx scripts/gen.ts", 'allow'],
    ["pnpm install", 'allow'],
    ["pnpm i --frozen-lockfile", 'allow'],
    ["pnpm test", 'allow'],
    ["pnpm run build", 'allow'],
    ["pnpm add -D vitest", 'allow'],
    ["pnpm -r build", 'allow'],
    ["pnpm --filter web dev", 'allow'],
    ["pnpm exec eslint .", 'allow'],
    ["yarn", 'allow'],
    ["yarn install --frozen-lockfile", 'allow'],
    ["yarn test", 'allow'],
    ["yarn build", 'allow'],
    ["yarn add react", 'allow'],
    ["yarn lint", 'allow'],
    ["bun install", 'allow'],
    ["bun test", 'allow'],
    ["bun run build", 'allow'],
    ["bunx tsc --noEmit", 'allow'],
    ["node scripts/build.js", 'allow'],
    ["node --version", 'allow'],
    ["node dist/index.js --help", 'allow'],
    ["node -e \"console.log(process.version)\"", 'allow'],
    ["node -e \"console.log(require('./package.json').version)\"", 'allow'],
    ["node -p \"require('./package.json').name\"", 'allow'],
    ["tsc --noEmit", 'allow'],
    ["pip install -r requirements.txt", 'allow'],
    ["pip install -e .", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["pip install pytest", 'allow'],
    ["pip3 install --upgrade pip", 'allow'],
    ["pip list", 'allow'],
    ["pip freeze > requirements.txt", 'allow'],
    ["python -m pip install -r requirements-dev.txt", 'allow'],
    ["python -m venv .venv", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["source .venv/bin/activate", 'allow'],
    [". .venv/bin/activate", 'allow'],
    ["python -m pytest", 'allow'],
    ["python -m pytest -x -q tests/test_api.py", 'allow'],
    ["pytest", 'allow'],
    ["pytest -k \"parse and not slow\" -v", 'allow'],
    ["pytest --cov=src tests/", 'allow'],
    ["python3 -c \"import sys; print(sys.version)\"", 'allow'],
    ["python -c \"print('hello')\"", 'allow'],
    ["python -c \"import json; print(json.load(open('package.json'))['name'])\"", 'allow'],
    ["python manage.py migrate", 'allow'],
    ["python manage.py test", 'allow'],
    ["python setup.py build", 'allow'],
    ["python scripts/gen.py", 'allow'],
    ["poetry install", 'allow'],
    ["poetry run pytest", 'allow'],
    ["poetry add requests", 'allow'],
    ["poetry lock --no-update", 'allow'],
    ["uv sync", 'allow'],
    ["uv run pytest", 'allow'],
    ["uv pip install -r requirements.txt", 'allow'],
    ["uv venv", 'allow'],
    ["ruff check .", 'allow'],
    ["ruff check --fix src", 'allow'],
    ["ruff format .", 'allow'],
    ["black .", 'allow'],
    ["black --check src tests", 'allow'],
    ["flake8 src", 'allow'],
    ["mypy src", 'allow'],
    ["isort .", 'allow'],
    ["tox -e py311", 'allow'],
    ["cargo build", 'allow'],
    ["cargo build --release", 'allow'],
    ["cargo test", 'allow'],
    ["cargo test -- --nocapture", 'allow'],
    ["cargo clippy -- -D warnings", 'allow'],
    ["cargo clippy --all-targets --all-features", 'allow'],
    ["cargo fmt", 'allow'],
    ["cargo fmt -- --check", 'allow'],
    ["cargo run -- --help", 'allow'],
    ["cargo check", 'allow'],
    ["cargo add serde --features derive", 'allow'],
    ["cargo doc --no-deps", 'allow'],
    ["go test ./...", 'allow'],
    ["go test -run TestParse ./pkg/parser", 'allow'],
    ["go test -race -count=1 ./...", 'allow'],
    ["go build ./...", 'allow'],
    ["go build -o bin/app ./cmd/app", 'allow'],
    ["go vet ./...", 'allow'],
    ["go mod tidy", 'allow'],
    ["go mod download", 'allow'],
    ["go run ./cmd/app", 'allow'],
    ["go get github.com/stretchr/testify", 'allow'],
    ["gofmt -l .", 'allow'],
    ["gofmt -w pkg", 'allow'],
    ["golangci-lint run", 'allow'],
    ["mvn -q test", 'allow'],
    ["mvn clean install -DskipTests", 'allow'],
    ["mvn package", 'allow'],
    ["./mvnw verify", 'allow'],
    ["gradle build", 'allow'],
    ["./gradlew test", 'allow'],
    ["./gradlew assembleDebug", 'allow'],
    ["dotnet build", 'allow'],
    ["dotnet test", 'allow'],
    ["dotnet restore", 'allow'],
    ["dotnet run --project src/App", 'allow'],
    ["dotnet format", 'allow'],
    ["make", 'allow'],
    ["make test", 'allow'],
    ["make -j4", 'allow'],
    ["make clean all", 'allow'],
    ["cmake -S . -B build", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["cmake --build build -j", 'allow'],
    ["ctest --test-dir build", 'allow'],
    ["ninja -C build", 'allow'],
    ["bundle install", 'allow'],
    ["bundle exec rspec", 'allow'],
    ["rake test", 'allow'],
    ["composer install", 'allow'],
    ["php artisan test", 'allow'],
    ["ls", 'allow'],
  ], 'shell', REPO_LINUX);
});
