// Precision corpus, CI lines (review 2026-11-26): GitHub Actions run: steps, Makefile recipes,
// Dockerfile RUN lines, deploy tools and PowerShell build scripts, decided under the corpus's
// enterprise policy. Ordinary work should allow. A row with a comment does not come out as
// ordinary work would want: the comment says why (most are deliberate fail-closed readings).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';
import { PRECISION_POLICY } from './helpers/precision-policy.js';

describe('precision corpus: CI steps, Makefile recipes, Dockerfile RUN lines and deploy tools in /w/repo (linux)', () => {
  lineTable(PRECISION_POLICY, [
    ["set -euo pipefail\nnpm ci\nnpm run build\nnpm test", 'allow'],
    ["set -euo pipefail\nSHA=$(git rev-parse --short HEAD)\necho \"sha=$SHA\" >> \"$GITHUB_OUTPUT\"", 'ask'], // a redirect to a path from the environment ($GITHUB_OUTPUT) is an unknown path
    ["echo \"version=$(jq -r .version package.json)\" >> $GITHUB_OUTPUT", 'ask'], // a redirect to a path from the environment ($GITHUB_OUTPUT) is an unknown path
    ["echo \"$HOME/.local/bin\" >> \"$GITHUB_PATH\"", 'ask'], // a redirect to a path from the environment ($GITHUB_OUTPUT) is an unknown path
    ["echo 'CI=true' >> $GITHUB_ENV", 'ask'], // a redirect to a path from the environment ($GITHUB_OUTPUT) is an unknown path
    ["npm ci\nnpm run lint\nnpm test -- --coverage", 'allow'],
    ["if [ -f requirements.txt ]; then pip install -r requirements.txt; fi", 'allow'],
    ["python -m pip install --upgrade pip\npip install flake8 pytest\nif [ -f requirements.txt ]; then pip install -r requirements.txt; fi", 'allow'],
    ["flake8 . --count --select=E9,F63,F7,F82 --show-source --statistics", 'allow'],
    ["git config user.name \"github-actions[bot]\"\ngit config user.email \"github-actions[bot]@users.noreply.github.com\"", 'allow'],
    ["git diff --exit-code", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git diff --quiet || (echo 'uncommitted changes' && exit 1)", 'allow'],
    ["test -z \"$(git status --porcelain)\"", 'allow'],
    ["for pkg in packages/*/; do echo \"$pkg\"; done", 'allow'],
    ["for f in dist/*.js; do gzip -9 -k \"$f\"; done", 'allow'],
    ["mkdir -p artifacts && cp dist/*.tgz artifacts/", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["npm pack && mv *.tgz artifacts/", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["VERSION=$(git describe --tags --always)\necho \"Building $VERSION\"", 'allow'],
    ["export TAG=$(git rev-parse --short HEAD)\necho \"tag=$TAG\"", 'allow'],
    ["go mod download && go build -v ./...", 'allow'],
    ["go test -v -coverprofile=coverage.out ./...\ngo tool cover -func=coverage.out", 'allow'],
    ["cargo test --all-features --workspace", 'allow'],
    ["cargo build --release --locked", 'allow'],
    ["./gradlew build --no-daemon", 'allow'],
    ["mvn -B package --file pom.xml", 'allow'],
    ["dotnet test --no-build --verbosity normal", 'allow'],
    ["dotnet build --configuration Release --no-restore", 'allow'],
    ["npm ci --prefer-offline --no-audit", 'allow'],
    ["npx playwright install --with-deps", 'allow'],
    ["sudo apt-get update && sudo apt-get install -y libpq-dev", 'allow'],
    ["echo \"::group::Build\"\nmake build\necho \"::endgroup::\"", 'allow'],
    ["pytest --junitxml=reports/junit.xml", 'allow'],
    ["coverage run -m pytest && coverage xml", 'allow'],
    ["shasum -a 256 dist/*.tgz > dist/SHA256SUMS", 'allow'],
    ["ls -la dist/", 'allow'],
    ["du -sh dist/*", 'allow'],
    ["jq -r .pull_request.number \"$GITHUB_EVENT_PATH\"", 'ask'], // a file argument from a variable or a subexpression is an unknown path
    ["gh release create \"v$VERSION\" dist/*.tgz --generate-notes", 'allow'],
    ["git tag -a \"v$VERSION\" -m \"Release v$VERSION\"", 'allow'],
    ["git log -1 --pretty=%B", 'allow'],
    ["git fetch --depth=1 origin main", 'allow'],
    ["git fetch --tags --force", 'allow'],
    ["npm publish --access public", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["npm version \"$VERSION\" --no-git-tag-version", 'ask'], // an expansion may be an option of npm (--script-shell names the program it runs scripts with)
    ["node --test", 'allow'],
    ["export PATH=\"$PWD/node_modules/.bin:$PATH\"", 'ask'], // assigning PATH changes what later commands run
    ["timeout 300 npm run e2e", 'allow'],
    ["npm run build --if-present", 'allow'],
    ["curl -fsSL https://github.com/org/tool/releases/download/v1.0.0/tool-linux-amd64.tar.gz | tar xz -C bin", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["chmod +x bin/tool && ./bin/tool --version", 'allow'],
    ["git fetch origin main && git diff --name-only origin/main...HEAD", 'allow'],
    ["CHANGED=$(git diff --name-only HEAD~1 | grep '^src/' || true)\nif [ -n \"$CHANGED\" ]; then npm test; fi", 'allow'],
    ["if [ \"$GITHUB_REF\" = \"refs/heads/main\" ]; then npm run deploy; else echo skip; fi", 'allow'],
    ["case \"$RUNNER_OS\" in Linux) echo linux ;; macOS) echo mac ;; esac", 'allow'],
    ["npm test || { echo 'tests failed'; exit 1; }", 'allow'],
    ["retries=3; until npm ci || [ $retries -eq 0 ]; do retries=$((retries-1)); sleep 5; done", 'ask'], // arithmetic on a variable (its value may hold a command substitution)
    ["echo \"$(date -u +%Y-%m-%dT%H:%M:%SZ)\" > build-time.txt", 'allow'],
    ["git log --format='%H %s' \"$BASE_SHA..$HEAD_SHA\"", 'ask'], // an expansion may be an option of git log (--output=FILE writes a file)
    ["npx semantic-release --dry-run", 'allow'],
    ["npx changeset version", 'allow'],
    ["npm run build && npm run test:e2e -- --reporter=list", 'allow'],
    ["node -e \"process.exit(require('./package.json').version === process.env.TAG ? 0 : 1)\"", 'allow'],
    ["python -c \"import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)\"", 'allow'],
    ["wc -c dist/bundle.js | awk '{print $1}'", 'allow'],
    ["test \"$(wc -c < dist/bundle.js)\" -lt 500000", 'allow'],
    ["git describe --tags --abbrev=0 2>/dev/null || echo v0.0.0", 'allow'],
    ["git rev-list --count HEAD", 'allow'],
    ["head -n 1 CHANGELOG.md", 'allow'],
    ["rm -rf build dist *.egg-info", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["go build -ldflags \"-X main.version=$(git describe --tags)\" -o bin/app ./cmd/app", 'allow'],
    ["cd frontend && npm ci && npm run build", 'allow'],
    ["find . -name '*.o' -delete", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find . -type f -name '*.py' | xargs black", 'ask'], // find's names may be below a .env directory (./.env/lib/…/x.py: Read(**/.env) covers everything below it), which black reads
    ["gcc -Wall -O2 -c src/main.c -o build/main.o", 'allow'],
    ["gcc -o build/app build/main.o build/util.o -lm", 'allow'],
    ["ar rcs build/libutil.a build/util.o", 'allow'],
    ["install -m 755 build/app bin/app", 'allow'],
    ["protoc --go_out=. --go_opt=paths=source_relative api/v1/service.proto", 'allow'],
    ["python -m build", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["twine check dist/*", 'ask'], // the client's shell may have dotglob on (no bashGlobDefaults in this corpus's context): `*` may be dist/.env
    ["sphinx-build -b html docs docs/_build/html", 'allow'],
    ["docker compose -f docker-compose.test.yml up --abort-on-container-exit", 'allow'],
    ["test -d .venv || python3 -m venv .venv", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    [".venv/bin/pip install -r requirements.txt", 'allow'],
    [".venv/bin/python -m pytest tests/", 'allow'],
    ["if [ ! -d node_modules ]; then npm ci; fi", 'allow'],
    ["[ -f .env.example ] && cp -n .env.example .env.local || true", 'allow'],
    ["set -e; for t in tests/*.sh; do bash \"$t\"; done", 'ask'], // runs scripts a glob names: unknown programs
    ["clang-format -i src/*.c include/*.h", 'allow'],
    ["go generate ./...", 'allow'],
    ["golangci-lint run --timeout 5m ./...", 'allow'],
    ["staticcheck ./...", 'allow'],
    ["cargo fmt --all -- --check", 'allow'],
    ["cargo clippy --workspace --all-targets -- -D warnings", 'allow'],
    ["cargo build --release --target x86_64-unknown-linux-musl", 'allow'],
    ["cargo nextest run", 'allow'],
    ["RUSTFLAGS=\"-D warnings\" cargo build", 'ask'], // RUSTFLAGS is no inert variable (-C linker=PROG runs a program)
    ["mkdir -p build/obj && gcc -MMD -c src/util.c -o build/obj/util.o", 'allow'],
    ["cp build/app dist/ && strip dist/app", 'allow'],
    ["ls build/*.o | wc -l", 'allow'],
    ["printf '%s\\n' \"$(git rev-parse --short HEAD)\" > VERSION", 'allow'],
    ["npx tsc -p tsconfig.build.json && cp package.json README.md dist/", 'allow'],
    ["sass src/styles/main.scss dist/main.css --style=compressed", 'allow'],
    ["esbuild src/index.ts --bundle --outfile=dist/index.js --platform=node", 'allow'],
    ["rollup -c rollup.config.mjs", 'allow'],
    ["webpack --mode production", 'allow'],
    ["pandoc README.md -o docs/readme.html", 'allow'],
    ["doxygen Doxyfile", 'allow'],
    ["apt-get update && apt-get install -y --no-install-recommends curl ca-certificates && rm -rf /var/lib/apt/lists/*", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["pip install --no-cache-dir -r requirements.txt", 'allow'],
    ["npm ci --omit=dev", 'allow'],
    ["curl -fsSL https://github.com/org/tool/releases/download/v1.2.0/install.sh | sh", 'ask'], // a shell reads its commands from standard input: an unknown script
    ["curl -fsSL https://registry.npmjs.org/pnpm/-/pnpm-8.15.0.tgz -o /tmp/pnpm.tgz", 'allow'],
    ["addgroup -S app && adduser -S app -G app", 'allow'],
    ["useradd -m -u 1000 app", 'allow'],
    ["mkdir -p /app/data && chown app:app /app/data", 'allow'],
    ["go build -o /out/app ./cmd/app", 'allow'],
    ["CGO_ENABLED=0 GOOS=linux go build -ldflags='-s -w' -o /app/server .", 'allow'],
    ["apk add --no-cache git build-base", 'allow'],
    ["pip install --upgrade pip setuptools wheel", 'allow'],
    ["npm run build && npm prune --production", 'allow'],
    ["yarn install --frozen-lockfile && yarn cache clean", 'allow'],
    ["dotnet publish -c Release -o /app/publish", 'allow'],
    ["mvn -B dependency:go-offline", 'allow'],
    ["./mvnw -B package -DskipTests", 'allow'],
    ["gradle bootJar --no-daemon", 'allow'],
    ["bundle config set --local without 'development test' && bundle install", 'allow'],
    ["composer install --no-dev --optimize-autoloader", 'allow'],
    ["python -m compileall -q app", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["npm install -g pnpm@8", 'allow'],
    ["corepack enable && pnpm install --frozen-lockfile", 'allow'],
    ["pip install --no-cache-dir poetry && poetry config virtualenvs.create false && poetry install --no-root", 'allow'],
    ["apt-get clean", 'allow'],
    ["chmod +x /usr/local/bin/entrypoint.sh", 'allow'],
    ["echo 'Etc/UTC' > /tmp/timezone", 'ask'], // a redirect outside the workspace: no Edit allow rule covers it
    ["pip wheel --no-deps -w /wheels -r requirements.txt", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["python -m venv /opt/venv && /opt/venv/bin/pip install -r requirements.txt", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["kubectl apply -f k8s/", 'allow'],
    ["kubectl apply -f k8s/deployment.yaml", 'allow'],
    ["kubectl rollout status deployment/web -n staging --timeout=120s", 'allow'],
    ["kubectl get pods -n staging -o wide", 'allow'],
    ["kubectl describe pod web-5d8f -n staging", 'allow'],
    ["kubectl logs deploy/web -n staging --tail=100", 'allow'],
    ["kubectl set image deployment/web web=ghcr.io/org/web:1.2.3 -n staging", 'allow'],
    ["kubectl config use-context staging", 'allow'],
    ["kubectl diff -f k8s/deployment.yaml", 'allow'],
    ["kubectl get pods -o json | jq -r '.items[].metadata.name'", 'allow'],
    ["kubectl port-forward svc/web 8080:80", 'allow'],
    ["kubectl create configmap app-config --from-file=config/app.yaml --dry-run=client -o yaml", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["kubectl delete -f k8s/job.yaml --ignore-not-found", 'allow'],
    ["kubectl get deploy web -o jsonpath='{.spec.template.spec.containers[0].image}'", 'allow'],
    ["helm upgrade --install web charts/web -f charts/web/values-staging.yaml -n staging", 'allow'],
    ["helm template web charts/web --values values.yaml", 'allow'],
    ["helm dependency update charts/web", 'allow'],
    ["helm repo add bitnami https://charts.bitnami.com/bitnami", 'allow'],
    ["helm package charts/web -d dist", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["helm list -n staging", 'allow'],
    ["terraform init -backend-config=backend.hcl", 'allow'],
    ["terraform init -input=false", 'allow'],
    ["terraform plan -var-file=envs/staging.tfvars -out=tfplan", 'allow'],
    ["terraform plan -var-file=envs/prod.tfvars -var 'image_tag=1.2.3'", 'allow'],
    ["terraform apply -auto-approve tfplan", 'allow'],
    ["terraform apply -var-file=envs/staging.tfvars", 'allow'],
    ["terraform output -json | jq -r .url.value", 'allow'],
    ["terraform workspace select staging", 'allow'],
    ["terraform fmt -check -recursive", 'allow'],
    ["terraform show -json tfplan > plan.json", 'allow'],
    ["tflint --recursive", 'allow'],
    ["kustomize build overlays/staging | kubectl apply -f -", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["jq -r '.dependencies | to_entries[] | \"\\(.key)@\\(.value)\"' package.json", 'allow'],
    ["jq '.version = \"1.2.3\"' package.json > package.json.tmp && mv package.json.tmp package.json", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["jq -s 'add' reports/a.json reports/b.json > report.json", 'allow'],
    ["jq -c '.[] | select(.status == \"failed\")' results.json", 'allow'],
    ["jq --arg v \"$VERSION\" '.version = $v' package.json", 'allow'],
    ["yq -i '.image.tag = \"1.2.3\"' charts/web/values.yaml", 'allow'],
    ["yq e '.spec.replicas' k8s/deployment.yaml", 'allow'],
    ["yq -o=json '.' config.yaml | jq .server", 'allow'],
    ["cat results.json | jq 'length'", 'allow'],
    ["curl -s https://api.github.com/repos/org/repo/releases/latest | jq -r .tag_name", 'allow'],
    ["npm ls --json | jq '.dependencies | keys | length'", 'allow'],
    ["jq -n --arg sha \"$(git rev-parse HEAD)\" '{sha: $sha}' > build-info.json", 'allow'],
    ["jq -r '.scripts | keys[]' package.json | sort", 'allow'],
    ["yq '.jobs | keys' .github/workflows/ci.yml", 'allow'],
    ["sed -i 's/^version = .*/version = \"1.2.3\"/' Cargo.toml", 'allow'],
    ["sed -i -e 's/DEBUG = True/DEBUG = False/' app/settings.py", 'allow'],
    ["sed -i.bak 's/localhost/db/g' config/database.yml", 'allow'],
    ["sed -i \"s/__VERSION__/$VERSION/g\" dist/index.html", 'ask'], // a sed script from an expansion may write files or run commands (w, e)
    ["sed -i '/^#/d' config.ini", 'allow'],
    ["sed -E -i 's/\"version\": \"[^\"]+\"/\"version\": \"2.0.0\"/' package.json", 'allow'],
    ["sed -i 's|http://|https://|g' docs/*.md", 'allow'],
    ["sed -n '/^## /p' CHANGELOG.md", 'allow'],
    ["sed -i '1i // generated file, do not edit' src/generated/types.ts", 'allow'],
    ["sed -i '$a\\' src/index.ts", 'allow'],
    ["find . -name node_modules -prune -o -name '*.js' -print", 'allow'],
    ["find . -type f -name '*.log' -mtime +7", 'allow'],
    ["find dist -type f -name '*.map' -delete", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find . -name '.DS_Store' -type f -delete", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find . -empty -type d -delete", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find build -name '*.o' -newer Makefile", 'allow'],
    ["find . -path ./node_modules -prune -o -type f -name '*.json' -print", 'allow'],
    ["find tests -name 'test_*.py'", 'allow'],
    ["find . -maxdepth 1 -type f -name '*.md'", 'allow'],
    ["find . -type f -size +1M", 'allow'],
    ["find src -name '*.orig' -exec rm {} +", 'ask'], // find -exec/-delete needs an allow rule without wildcards
    ["find . -type f -name '*.sh' -exec chmod +x {} \\;", 'ask'], // find -exec/-delete needs an allow rule without wildcards
    ["find src -name '*.ts' -newer dist/index.js | head -1", 'allow'],
    ["tar -czf release-$(git rev-parse --short HEAD).tar.gz dist/", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["tar -cvzf build.tgz -C build .", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["tar -xzf node-v20.tar.gz", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["tar -tzf release.tar.gz | head", 'allow'],
    ["tar --exclude=node_modules -czf src.tar.gz src", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["tar -czf app.tar.gz dist/app dist/README.md", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["zip -j artifacts/app.zip build/app build/README.txt", 'allow'],
    ["zip -r9 lambda.zip . -x '*.git*'", 'ask'], // follows the links below it, which may lead anywhere
    ["zip app.zip dist/index.js dist/package.json", 'allow'],
    ["unzip -l dist/app.zip", 'allow'],
    ["unzip -q dist/app.zip -d out", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["gzip -9 dist/bundle.js", 'allow'],
    ["gunzip -k data.json.gz", 'allow'],
    ["sha256sum -c SHA256SUMS", 'ask'], // sha256sum -c reads the files its list names: unknown paths
    ["python -m venv venv && . venv/bin/activate && pip install -r requirements.txt", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["python3 -m pytest -n auto --maxfail=1", 'allow'],
    ["python -m pytest tests/unit -m 'not integration' --cov=app --cov-report=xml", 'allow'],
    ["python -m mypy --strict src", 'allow'],
    ["python -m black --check .", 'allow'],
    ["python -m ruff check . --output-format=github", 'allow'],
    ["python -m unittest discover -s tests", 'allow'],
    ["python setup.py sdist bdist_wheel", 'allow'],
    ["python -m coverage report --fail-under=80", 'allow'],
    ["pre-commit run --all-files", 'allow'],
    ["nox -s tests", 'allow'],
    ["pipenv install --dev", 'allow'],
    ["pipenv run pytest", 'ask'], // pipenv run loads .env, which may set any variable (an editor, NODE_OPTIONS)
    ["conda env create -f environment.yml", 'allow'],
    ["python -m pip install -e '.[dev]'", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["go test -v -race -coverprofile=cover.out ./...", 'allow'],
    ["go build -trimpath -o dist/app ./cmd/app", 'allow'],
    ["GOOS=windows GOARCH=amd64 go build -o dist/app.exe ./cmd/app", 'allow'],
    ["go install golang.org/x/tools/cmd/goimports@latest", 'allow'],
    ["goimports -w .", 'allow'],
    ["go mod verify", 'allow'],
    ["go list -m all", 'allow'],
    ["go vet ./... && staticcheck ./...", 'allow'],
    ["go test -bench=. -benchmem ./pkg/...", 'allow'],
    ["go clean -testcache", 'allow'],
    ["cargo build --workspace --all-targets", 'allow'],
    ["cargo test --release -- --test-threads=1", 'allow'],
    ["cargo update -p serde", 'allow'],
    ["cargo audit", 'allow'],
    ["cargo install cargo-nextest --locked", 'allow'],
    ["cargo bench", 'allow'],
    ["cargo clean", 'allow'],
    ["mvn -B verify -Pintegration", 'allow'],
    ["mvn versions:set -DnewVersion=1.2.3", 'allow'],
    ["mvn -pl service -am test", 'allow'],
    ["mvn spotless:apply", 'allow'],
    ["./gradlew clean build -x test", 'allow'],
    ["./gradlew :app:test --tests 'com.example.*'", 'allow'],
    ["./gradlew dependencies --configuration runtimeClasspath", 'allow'],
    ["./gradlew publishToMavenLocal", 'allow'],
    ["dotnet publish -c Release -r linux-x64 --self-contained false -o out", 'allow'],
    ["dotnet test --collect:\"XPlat Code Coverage\"", 'allow'],
    ["dotnet tool restore", 'allow'],
    ["dotnet ef database update", 'allow'],
    ["dotnet pack -c Release -o nupkgs", 'allow'],
    ["dotnet format --verify-no-changes", 'allow'],
    ["DEBIAN_FRONTEND=noninteractive apt-get install -y tzdata", 'ask'], // DEBIAN_FRONTEND is no inert variable (debconf loads the frontend module it names)
    ["CARGO_TERM_COLOR=always cargo test", 'allow'],
    ["DOCKER_BUILDKIT=1 docker build -t app .", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["TF_IN_AUTOMATION=1 terraform plan -input=false", 'allow'],
    ["HUSKY=0 npm ci", 'ask'], // HUSKY is not in the inert list (husky's hook scripts read its value)
    ["RAILS_ENV=test bundle exec rake db:schema:load", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
  ], 'shell', REPO_LINUX);
});

describe('precision corpus: PowerShell build scripts in C:\\w\\repo (win32)', () => {
  lineTable(PRECISION_POLICY, [
    ["Invoke-Build", 'allow'],
    ["Invoke-Build Test", 'allow'],
    ["Invoke-Build -Task Build, Test -Configuration Release", 'allow'],
    ["Invoke-Pester -Path tests -Output Detailed", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Invoke-Pester -CI", 'allow'],
    ["dotnet test --configuration Release --logger trx --results-directory TestResults", 'allow'],
    ["dotnet publish src\\App\\App.csproj -c Release -o publish", 'allow'],
    ["dotnet build -c Release /p:Version=1.2.3", 'allow'],
    ["Compress-Archive -Path publish\\App.dll, publish\\App.pdb -DestinationPath App.zip", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Compress-Archive -Path README.md -DestinationPath docs.zip -Update", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Test-Path (Join-Path $PSScriptRoot 'build')", 'allow'],
    ["$out = Join-Path $PWD 'out'; New-Item -ItemType Directory -Force -Path $out", 'ask'], // a file argument from a variable or a subexpression is an unknown path
    ["if (-not (Test-Path out)) { New-Item -ItemType Directory out | Out-Null }", 'allow'],
    ["Join-Path src 'App.csproj'", 'allow'],
    ["Get-ChildItem -Recurse -Filter *.csproj | Where-Object { $_.FullName -notmatch 'obj' }", 'allow'],
    ["Get-ChildItem -Path src -Recurse -File | Where-Object Extension -eq '.cs'", 'allow'],
    ["Get-ChildItem -Recurse -Include *.cs | Select-String -Pattern 'TODO'", 'ask'], // a cmdlet's path from the pipeline is an unknown path
    ["Get-ChildItem tests -Recurse -Filter *.Tests.ps1 | ForEach-Object { Invoke-Pester $_.FullName }", 'ask'], // a file argument from a variable or a subexpression is an unknown path
    ["Set-Content -Path version.txt -Value '1.2.3' -Encoding utf8", 'allow'],
    ["Set-Content -Path .\\out\\build.txt -Value $env:BUILD_NUMBER -Encoding utf8", 'allow'],
    ["$info | ConvertTo-Json -Depth 5 | Set-Content -Encoding utf8 build.json", 'allow'],
    ["Out-File -FilePath log.txt -Encoding utf8 -Append -InputObject 'done'", 'allow'],
    ["$env:DOTNET_CLI_TELEMETRY_OPTOUT = '1'", 'allow'],
    ["$env:PATH = \"$PWD\\tools;$env:PATH\"", 'ask'], // assigning PATH changes what later commands run
    ["$env:ASPNETCORE_ENVIRONMENT = 'Development'; dotnet run --project src\\App", 'ask'], // ASPNETCORE_ENVIRONMENT picks the settings files (and user secrets) the app loads: not inert
    ["$ErrorActionPreference = 'Stop'", 'allow'],
    ["Set-StrictMode -Version Latest", 'allow'],
    ["$version = (Get-Content package.json | ConvertFrom-Json).version; Write-Host \"Version $version\"", 'allow'],
    ["$sha = git rev-parse --short HEAD; Write-Output $sha", 'allow'],
    ["[xml]$proj = Get-Content src\\App\\App.csproj; $proj.Project.PropertyGroup.Version", 'allow'],
    ["Get-Content version.txt -Raw", 'allow'],
    ["(Get-Content appsettings.json -Raw | ConvertFrom-Json).Logging", 'allow'],
    ["Copy-Item publish\\* -Destination deploy -Recurse -Force", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Copy-Item -Path README.md -Destination dist\\", 'allow'],
    ["Remove-Item -Path publish -Recurse -Force -ErrorAction Ignore", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Remove-Item out.zip -ErrorAction SilentlyContinue", 'allow'],
    ["New-Item -ItemType File -Force -Path logs\\build.log | Out-Null", 'allow'],
    ["Get-FileHash -Algorithm SHA256 App.zip | Select-Object -ExpandProperty Hash", 'allow'],
    ["Import-Module .\\build\\Helpers.psm1", 'allow'],
    ["Install-Module Pester -Scope CurrentUser -Force", 'allow'],
    ["Get-Module -ListAvailable Pester", 'allow'],
    ["Write-Verbose 'Restoring' -Verbose", 'allow'],
    ["Write-Error 'Build failed'", 'allow'],
    ["throw 'Build failed'", 'allow'],
    ["exit $LASTEXITCODE", 'allow'],
    ["dotnet build; if (-not $?) { exit 1 }", 'allow'],
    ["foreach ($p in @('src\\A', 'src\\B')) { dotnet build $p }", 'ask'], // @(...) as a foreach collection is read as a command name from an expansion; dotnet build $p may be --source URL
    ["foreach ($f in Get-ChildItem *.csproj -Recurse) { dotnet build $f.FullName }", 'ask'], // an expansion may be an option of dotnet build (--source URL: an unknown host)
    ["1..3 | ForEach-Object { Write-Host \"Run $_\" }", 'allow'],
    ["Get-ChildItem -Path TestResults -Filter *.trx -Recurse | Select-Object -First 1", 'allow'],
    ["Select-Xml -Path src\\App\\App.csproj -XPath '//Version'", 'allow'],
    ["Get-Content build.log | Select-String -Pattern 'error' -SimpleMatch", 'ask'], // a cmdlet's path from the pipeline is an unknown path
    ["Measure-Command { dotnet build }", 'allow'],
    ["Start-Process dotnet -ArgumentList 'run' -NoNewWindow -Wait", 'allow'],
    ["Get-ChildItem Env: | Sort-Object Name", 'allow'],
    ["Test-Path env:CI", 'allow'],
    ["Push-Location src\\App; try { dotnet build } finally { Pop-Location }", 'ask'], // dotnet writes bin/obj where it runs, a directory Push-Location leaves unknown (session 41)
    ["Rename-Item -Path out\\app.zip -NewName app-1.2.3.zip", 'allow'],
    ["Move-Item -Path out\\app.zip -Destination release\\app.zip -Force", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Expand-Archive -Path tools.zip -DestinationPath tools", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["nuget restore App.sln", 'allow'],
    ["msbuild App.sln /t:Rebuild /p:Configuration=Release /m", 'allow'],
    ["& dotnet test --no-build", 'allow'],
    ["npm ci; npm run build; npm test", 'allow'],
    ["git rev-parse --short HEAD", 'allow'],
    ["Get-Date -Format 'yyyyMMdd-HHmm'", 'allow'],
    ["Invoke-RestMethod -Uri https://api.github.com/repos/org/repo/releases/latest | Select-Object -ExpandProperty tag_name", 'allow'],
    ["Write-Output \"version=$version\" >> $env:GITHUB_OUTPUT", 'ask'], // a redirect to a path from the environment ($GITHUB_OUTPUT) is an unknown path
    ["Add-Content -Path $env:GITHUB_ENV -Value 'CI=true'", 'ask'], // a file argument from a variable or a subexpression is an unknown path
    ["$files = Get-ChildItem src -Recurse -Filter *.cs; $files.Count", 'allow'],
    ["Get-ChildItem -Recurse -Directory -Filter bin | Remove-Item -Recurse -Force", 'ask'], // a cmdlet's path from the pipeline is an unknown path
    ["New-Item -ItemType Directory -Force -Path (Join-Path 'artifacts' 'logs')", 'ask'], // a file argument from a variable or a subexpression is an unknown path
    ["Copy-Item -Path src\\App\\appsettings.json -Destination publish\\ -Force", 'allow'],
    ["if ($LASTEXITCODE -ne 0) { throw \"dotnet test failed with $LASTEXITCODE\" }", 'allow'],
    ["$ErrorActionPreference = 'Stop'; dotnet restore; dotnet build --no-restore", 'allow'],
    ["Get-Content .\\global.json | ConvertFrom-Json | Select-Object -ExpandProperty sdk", 'allow'],
    ["(Get-Item src\\App\\bin\\Release\\App.dll).VersionInfo.FileVersion", 'allow'],
    ["Get-ChildItem -Path . -Filter *.sln | Select-Object -First 1 -ExpandProperty Name", 'allow'],
    ["dotnet tool install --global dotnet-reportgenerator-globaltool", 'allow'],
    ["reportgenerator -reports:TestResults\\*\\coverage.cobertura.xml -targetdir:coverage", 'allow'],
    ["Write-Host \"##vso[task.setvariable variable=version]$version\"", 'allow'],
    ["[System.IO.File]::WriteAllText('out.txt', 'done')", 'ask'], // a .NET method call is not read
    ["Get-ChildItem -File | Sort-Object LastWriteTime -Descending | Select-Object -First 5", 'allow'],
    ["Where.exe dotnet", 'allow'],
    ["python -m pip install -r requirements.txt; python -m pytest -q", 'allow'],
    ["cargo test --workspace", 'allow'],
    ["go build -o bin\\app.exe .\\cmd\\app", 'allow'],
    ["Get-Content CHANGELOG.md -TotalCount 20", 'allow'],
    ["Select-String -Path CHANGELOG.md -Pattern '^## '", 'allow'],
    ["Set-Location $PSScriptRoot", 'allow'],
    ["Get-Command Invoke-Build -ErrorAction SilentlyContinue", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
