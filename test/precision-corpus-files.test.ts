// Precision corpus (review 2026-11-26): ordinary lines an AI coding assistant runs in a repository,
// decided under one enterprise policy. Ordinary work should allow; git push asks; a host no rule
// allows asks. A row with a comment does not come out as ordinary work would want: the comment
// says why (most are deliberate fail-closed readings: a tree that may hold a .env, an unknown path).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX } from './helpers/policy.js';
import { PRECISION_POLICY } from './helpers/precision-policy.js';

describe('precision corpus: file tools, pipelines and other lines in /w/repo (linux)', () => {
  lineTable(PRECISION_POLICY, [
    ["ls -la", 'allow'],
    ["ls -lah src", 'allow'],
    ["ls src/*.ts", 'allow'],
    ["ls -1 | head", 'allow'],
    ["tree -L 2", 'allow'],
    ["tree -I node_modules", 'allow'],
    ["cat package.json", 'allow'],
    ["cat README.md", 'allow'],
    ["cat src/index.ts | head -50", 'allow'],
    ["head -n 20 src/index.ts", 'allow'],
    ["tail -n 100 logs/app.log", 'allow'],
    ["tail -f logs/app.log", 'allow'],
    ["less README.md", 'allow'],
    ["wc -l src/*.ts", 'allow'],
    ["grep -rn \"TODO\" src", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["grep -rn --include=\"*.ts\" \"export function\" src", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["grep -r \"useState\" src/components", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["grep -c error build.log", 'allow'],
    ["grep -v \"^#\" .gitignore", 'allow'],
    ["grep -E \"foo|bar\" src/index.ts", 'allow'],
    ["rg \"TODO\"", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["rg -n \"fn main\" src", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["rg --files | head", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["rg -t ts \"import .* from\" src", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find . -name \"*.ts\"", 'allow'],
    ["find . -name \"*.test.ts\" -not -path \"./node_modules/*\"", 'allow'],
    ["find src -type f | wc -l", 'allow'],
    ["find . -name \"*.pyc\" -delete", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find . -type d -name __pycache__ -exec rm -rf {} +", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["find src -name \"*.ts\" -exec grep -l \"TODO\" {} \\;", 'ask'], // find -exec/-delete needs an allow rule without wildcards
    ["find . -maxdepth 2 -type f -newer package.json", 'allow'],
    ["fd -e ts", 'allow'],
    ["sed -n '1,40p' src/index.ts", 'allow'],
    ["sed -n 100,140p src/parser.ts", 'allow'],
    ["sed -i 's/foo/bar/g' src/index.ts", 'allow'],
    ["sed -i '' 's/oldName/newName/g' src/a.ts src/b.ts", 'allow'],
    ["sed 's/\\t/  /g' data.tsv > data.txt", 'allow'],
    ["awk '{print $1}' access.log", 'allow'],
    ["awk -F, '{sum += $3} END {print sum}' data.csv", 'allow'],
    ["awk 'NR>=10 && NR<=20' src/index.ts", 'allow'],
    ["sort names.txt | uniq -c | sort -rn", 'allow'],
    ["sort -u words.txt", 'allow'],
    ["uniq -d list.txt", 'allow'],
    ["cut -d: -f1 data.txt", 'allow'],
    ["tr '[:upper:]' '[:lower:]' < in.txt > out.txt", 'allow'],
    ["diff -u old.txt new.txt", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["diff -r dist build", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["cmp a.bin b.bin", 'allow'],
    ["cp src/config.example.json src/config.json", 'allow'],
    ["cp -r templates/base templates/new", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["mv src/old.ts src/new.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["mkdir -p src/components/Button", 'allow'],
    ["mkdir build", 'allow'],
    ["rm src/tmp.ts", 'allow'],
    ["rm -rf dist", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["rm -rf node_modules package-lock.json", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["rm -f *.log", 'allow'],
    ["rmdir empty", 'allow'],
    ["touch src/new.ts", 'allow'],
    ["chmod +x scripts/deploy.sh", 'allow'],
    ["chmod 644 config.json", 'allow'],
    ["ln -s ../shared/config.json config.json", 'allow'],
    ["tar czf dist.tar.gz dist", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["tar xzf vendor.tar.gz -C vendor", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["tar -tf release.tar", 'allow'],
    ["unzip -o assets.zip -d assets", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["zip -r build.zip build", 'ask'], // follows the links below it, which may lead anywhere
    ["gzip -k data.json", 'allow'],
    ["du -sh node_modules", 'allow'],
    ["df -h", 'allow'],
    ["pwd", 'allow'],
    ["whoami", 'allow'],
    ["which node", 'allow'],
    ["type python3", 'allow'],
    ["command -v pnpm", 'allow'],
    ["echo $PATH", 'allow'],
    ["echo \"hello\"", 'allow'],
    ["printf '%s\\n' a b c", 'allow'],
    ["env | grep NODE", 'allow'],
    ["date", 'allow'],
    ["uname -a", 'allow'],
    ["file dist/app", 'allow'],
    ["stat package.json", 'allow'],
    ["realpath src", 'allow'],
    ["basename \"$PWD\"", 'allow'],
    ["dirname src/index.ts", 'allow'],
    ["xxd -l 64 image.png", 'allow'],
    ["md5sum dist/bundle.js", 'allow'],
    ["sha256sum release.tar.gz", 'allow'],
    ["jq '.scripts' package.json", 'allow'],
    ["jq -r '.version' package.json", 'allow'],
    ["jq '.dependencies | keys' package.json", 'allow'],
    ["yq '.services' docker-compose.yml", 'allow'],
    ["yq e '.jobs.build.steps' .github/workflows/ci.yml", 'allow'],
    ["ps aux | grep node", 'allow'],
    ["lsof -i :3000", 'allow'],
    ["kill 12345", 'allow'],
    ["sleep 2", 'allow'],
    ["true", 'allow'],
    ["clear", 'allow'],
    ["history | tail", 'allow'],
    ["ls && npm test", 'allow'],
    ["npm run build && npm test", 'allow'],
    ["npm ci && npm run lint && npm test", 'allow'],
    ["git add -A && git commit -m \"wip\"", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["cd sub && npm test", 'allow'],
    ["cd packages/web && pnpm build", 'allow'],
    ["cd .. && ls", 'allow'],
    ["cd src; ls", 'allow'],
    ["git log --oneline | grep fix", 'allow'],
    ["npm test 2>&1 | tail -20", 'allow'],
    ["npm test > test.log 2>&1", 'allow'],
    ["npm run build 2>/dev/null || echo failed", 'allow'],
    ["cat package.json | jq .version", 'allow'],
    ["ps aux | grep -v grep | grep vite", 'allow'],
    ["find . -name \"*.ts\" | xargs grep -l \"any\"", 'ask'], // xargs' arguments come from its input: unknown paths
    ["find . -name \"*.ts\" -print0 | xargs -0 wc -l", 'ask'], // xargs' arguments come from its input: unknown paths
    ["git diff --name-only | xargs npx prettier --write", 'ask'], // xargs' arguments come from its input: npx may fetch any package
    ["ls src | sort | head -5", 'allow'],
    ["grep -rn TODO src | wc -l", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["for f in src/*.ts; do echo \"$f\"; done", 'allow'],
    ["for f in src/*.ts; do wc -l \"$f\"; done", 'allow'],
    ["for d in packages/*; do (cd \"$d\" && npm test); done", 'ask'], // runs in a directory the analysis cannot follow (cd "$d")
    ["for i in 1 2 3; do npm test || break; done", 'allow'],
    ["while read -r line; do echo \"$line\"; done < files.txt", 'allow'],
    ["if [ -f package.json ]; then npm install; fi", 'allow'],
    ["[ -d node_modules ] || npm ci", 'allow'],
    ["test -f .env.example && cp .env.example .env.local", 'allow'],
    ["echo $(git rev-parse HEAD)", 'allow'],
    ["git checkout $(git rev-parse HEAD~1) -- src/index.ts", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["VERSION=$(jq -r .version package.json); echo $VERSION", 'allow'],
    ["export NODE_ENV=test; npm test", 'allow'],
    ["export NODE_ENV=production && npm run build", 'allow'],
    ["NODE_ENV=test npm test", 'allow'],
    ["CI=true npm test", 'allow'],
    ["DEBUG=app:* node server.js", 'allow'],
    ["LANG=C sort file.txt", 'allow'],
    ["mkdir -p build && cd build && cmake .. && make", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["echo \"node_modules\" >> .gitignore", 'allow'],
    ["echo '{\"a\":1}' > fixtures/a.json", 'allow'],
    ["cat > src/config.ts <<'EOF2'\nexport const config = { debug: false };\nEOF2", 'allow'],
    ["cat <<EOF2 > notes.md\n# Notes\nBuild passes.\nEOF2", 'allow'],
    ["cat > test/fixture.txt << 'END'\nline one\nline two\nEND", 'allow'],
    ["tee out.txt < in.txt", 'allow'],
    ["npm test | tee test.log", 'allow'],
    ["time npm test", 'allow'],
    ["timeout 60 npm test", 'allow'],
    ["nohup npm run dev > dev.log 2>&1 &", 'allow'],
    ["npm run dev &", 'allow'],
    ["wait", 'allow'],
    ["docker build -t myapp .", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["docker build -f Dockerfile.dev -t myapp:dev .", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["docker run --rm myapp npm test", 'allow'],
    ["docker run --rm -p 3000:3000 myapp", 'allow'],
    ["docker run --rm -v \"$PWD\":/app -w /app node:20 npm test", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["docker ps", 'allow'],
    ["docker images", 'allow'],
    ["docker logs -f myapp", 'allow'],
    ["docker compose up -d", 'allow'],
    ["docker compose up --build", 'allow'],
    ["docker compose down", 'allow'],
    ["docker compose logs web", 'allow'],
    ["docker compose exec web npm test", 'allow'],
    ["docker compose run --rm web pytest", 'allow'],
    ["docker-compose up -d db", 'allow'],
    ["docker exec -it myapp sh", 'ask'], // an interactive shell
    ["curl -s https://api.github.com/repos/org/repo", 'allow'],
    ["curl -sL https://github.com/org/repo/releases/latest", 'allow'],
    ["curl https://registry.npmjs.org/react", 'allow'],
    ["curl -s https://pypi.org/pypi/requests/json | jq .info.version", 'allow'],
    ["curl -I https://github.com", 'allow'],
    ["curl -s http://localhost:3000/health", 'ask'],
    ["curl -X POST http://localhost:8080/api -H \"Content-Type: application/json\" -d '{\"a\":1}'", 'ask'],
    ["wget https://github.com/org/repo/archive/main.zip", 'allow'],
    ["wget -qO- https://registry.npmjs.org/lodash | jq .name", 'allow'],
    ["curl https://example.com/install.sh", 'ask'],
    ["wget https://example.org/file.tar.gz", 'ask'],
    ["curl -s https://api.openai.com/v1/models", 'ask'],
    ["curl https://evil.com/x", 'deny'],
    ["gh pr list", 'allow'],
    ["gh pr view 12", 'allow'],
    ["gh pr create --title \"Fix parser\" --body \"Details\"", 'allow'],
    ["gh issue list", 'allow'],
    ["gh run list", 'allow'],
    ["code .", 'allow'],
    ["open coverage/index.html", 'ask'], // opening a file may run its associated program
    ["xdg-open coverage/index.html", 'ask'], // opening a file may run its associated program
    ["python -m http.server 8000", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["npx serve dist", 'allow'],
    ["vite build", 'allow'],
    ["next build", 'allow'],
    ["tsc -b", 'allow'],
    ["eslint --fix src", 'allow'],
    ["prettier --write \"src/**/*.ts\"", 'allow'],
    ["jest --watchAll=false", 'allow'],
    ["vitest run --coverage", 'allow'],
    ["mocha test/**/*.spec.js", 'ask'], // the client's shell may have dotglob on (no bashGlobDefaults in the context): a `*` segment may be a .env directory
    ["shellcheck scripts/*.sh", 'allow'],
    ["hadolint Dockerfile", 'allow'],
    ["bash scripts/test.sh", 'allow'],
    ["sh ./scripts/setup.sh", 'allow'],
    ["./scripts/build.sh", 'allow'],
    ["./node_modules/.bin/tsc --noEmit", 'allow'],
    ["bash -c \"npm test\"", 'allow'],
    ["sqlite3 db.sqlite \".tables\"", 'allow'],
    ["psql -c \"select 1\"", 'allow'],
    ["redis-cli ping", 'allow'],
    ["openssl rand -hex 16", 'allow'],
    ["base64 -d encoded.txt > decoded.bin", 'allow'],
    ["ssh-keygen -lf deploy_key.pub", 'allow'],
    ["cat ~/.gitconfig", 'allow'],
    ["cat ~/.npmrc", 'allow'],
    ["ls ~/.ssh", 'allow'],
    ["cat ~/.ssh/id_rsa", 'deny'],
    ["cat .env", 'deny'],
    ["cat /etc/shadow", 'deny'],
    ["cat .env.example", 'allow'],
    ["cat /etc/hosts", 'allow'],
    ["cat /etc/os-release", 'allow'],
    ["echo x > /etc/hosts", 'deny'],
    ["rm -rf /", 'deny'],
    ["xargs -n1 echo < list.txt", 'allow'],
    ["env NODE_ENV=test npm test", 'allow'],
    ["npm run build -- --mode production", 'allow'],
    ["git log --format=\"%h %s\" -n 5", 'allow'],
    ["git log --pretty=format:'%an <%ae>' | sort -u", 'allow'],
    ["git diff HEAD --stat | tail -1", 'allow'],
    ["git status --porcelain | awk '{print $2}'", 'allow'],
    ["node -e \"require('fs').writeFileSync('out.json', JSON.stringify({a:1}))\"", 'allow'],
    ["python3 -c \"import os; print(os.getcwd())\"", 'allow'],
    ["python3 - <<'EOF2'\nprint(\"hi\")\nEOF2", 'allow'],
    ["npx create-vite@latest app --template react-ts", 'allow'],
    ["npm init -y", 'allow'],
    ["git init", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["mkdir -p .github/workflows && cp ci.yml .github/workflows/", 'allow'],
    ["cp -a src/. backup/", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["rsync -av src/ backup/", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["ls -la | grep -i readme", 'allow'],
    ["head -c 200 data.bin | xxd", 'allow'],
    ["echo \"export PATH=\\$PATH:./bin\" >> .envrc", 'allow'],
    ["patch -p1 < fix.patch", 'ask'], // patch writes the files its patch names
    ["npm config get registry", 'allow'],
    ["npm view react version", 'allow'],
    ["pip show requests", 'allow'],
    ["pip download requests -d wheels", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["go env GOPATH", 'allow'],
    ["rustc --version", 'allow'],
    ["cargo --version", 'allow'],
    ["java -version", 'allow'],
    ["javac -d out src/Main.java", 'allow'],
    ["java -jar target/app.jar", 'allow'],
    ["mvn dependency:tree", 'allow'],
    ["terraform fmt", 'allow'],
    ["terraform validate", 'allow'],
    ["kubectl get pods", 'allow'],
    ["helm lint charts/app", 'allow'],
  ], 'shell', REPO_LINUX);
});
