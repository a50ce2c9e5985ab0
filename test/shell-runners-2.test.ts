// Runners a red-team review found unread (src/shell/env-loader-runners.ts, launcher-runners.ts):
// each 'deny' row with `rm` was allowed by Shell(*) beside Shell(rm *), its command unseen.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const rules = { deny: ['Shell(rm *)'], allow: ['Shell(*)'] };

describe('environment and secret loaders, Procfile runners', () => {
  lineTable(rules, [
    ['env-cmd rm -rf x', 'deny'],
    ['env-cmd -f .env.local rm -rf x', 'deny'],
    ['env-cmd -e dev rm -rf x', 'deny'],
    ["env-cmd --use-shell 'rm -rf x && ls'", 'deny'],
    ['chamber exec svc -- rm -rf x', 'deny'],
    ["sops exec-env secrets.json 'rm -rf x'", 'deny'],
    ["sops exec-file --no-fifo secrets.json 'rm -rf {}'", 'deny'],
    ['teller run -- rm -rf x', 'deny'],
    ["teller run --shell -- 'rm -rf x'", 'deny'],
    ['berglas exec --local -- rm -rf x', 'deny'],
    ['foreman run -e .env rm -rf x', 'deny'],
    ['honcho run rm -rf x', 'deny'],
    ['overmind run rm -rf x', 'deny'],
    ['heroku local:run rm -rf x', 'deny'],
    ['env-cmd -f .env.local npm test', 'allow'],
    ["sops exec-env secrets.json 'npm start'", 'allow'],
    ['chamber exec svc -- npm start', 'allow'],
    ['foreman run -e .env npm test', 'allow'],
  ] satisfies LineRow[]);
});

describe('version managers and project environments', () => {
  lineTable(rules, [
    ['nvm exec rm -rf x', 'deny'],
    ['nvm exec 18 rm -rf x', 'deny'],
    ['nvm exec lts/iron rm -rf x', 'deny'],
    ['fnm exec --using=20 -- rm -rf x', 'deny'],
    ['jenv exec rm -rf x', 'deny'],
    ['rtx exec -- rm -rf x', 'deny'],
    ['asdf env nodejs rm -rf x', 'deny'],
    ['rvm 2.7 do rm -rf x', 'deny'],
    ['rvm all do rm -rf x', 'deny'],
    ['chruby-exec 3.1 -- rm -rf x', 'deny'],
    ['hatch env run -e test -- rm -rf x', 'deny'],
    ['pixi exec rm -rf x', 'deny'],
    ['flox activate -- rm -rf x', 'deny'],
    ['guix shell -- rm -rf x', 'deny'],
    ['guix environment --ad-hoc x -- rm -rf x', 'deny'],
    ['carton exec rm -rf x', 'deny'],
    ['dune exec -- rm -rf x', 'deny'],
    ['lerna exec -- rm -rf x', 'deny'],
    ['lerna exec rm -rf x', 'deny'],
    ['nx exec -- rm -rf x', 'deny'],
    ['nvm exec 18 node app.js', 'allow'],
    ['rvm 3.2 do bundle install', 'allow'],
    ['rvm install 3.2', 'allow'],
    ['hatch env run -e test -- pytest', 'allow'],
    ['lerna exec --scope a -- npm test', 'allow'],
    ['dune exec ./main.exe', 'allow'],
  ] satisfies LineRow[]);
});

describe('compiler caches, schedulers, user namespaces, collections, watchers', () => {
  lineTable(rules, [
    ['ccache rm -rf x', 'deny'],
    ['sccache rm -rf x', 'deny'],
    ['bsub rm -rf x', 'deny'],
    ['bsub -q normal -n 4 rm -rf x', 'deny'],
    ['podman unshare rm -rf x', 'deny'],
    ['buildah unshare rm -rf x', 'deny'],
    ['rootlesskit --net=slirp4netns rm -rf x', 'deny'],
    ['scl enable devtoolset-9 -- rm -rf x', 'deny'],
    ["scl enable devtoolset-9 'rm -rf x'", 'ask'], // the older form's line is not read
    ["cargo watch -s 'rm -rf x'", 'deny'],
    ["cargo watch -x check -s 'ls' -s 'rm -rf x'", 'deny'],
    ['cargo watch -x check -- rm -rf x', 'deny'],
    ["cargo +nightly watch -s 'rm -rf x'", 'deny'], // a toolchain before the subcommand
    ['cargo +stable watch -x check', 'allow'],
    ['ccache gcc -c a.c', 'allow'],
    ['ccache -s', 'allow'],
    ['sccache --show-stats', 'allow'],
    ['podman unshare ls', 'allow'],
    ['bsub -q normal -n 4 make', 'allow'],
    ['cargo watch -x check', 'allow'],
    ["cargo watch -x 'test -- --nocapture' -s 'echo done'", 'allow'],
  ] satisfies LineRow[]);
});

describe('yarn workspace and workspaces foreach run a yarn command', () => {
  lineTable(rules, [
    ['yarn workspace a exec rm -rf x', 'deny'],
    ["yarn workspace a exec 'rm -rf x'", 'deny'],
    ['yarn --cwd d workspace a exec rm -rf x', 'deny'],
    ['yarn workspaces foreach -A exec rm -rf x', 'deny'],
    ['yarn workspaces foreach --from a -pt exec rm -rf x', 'deny'],
    ['yarn workspaces foreach -A --bogus exec ls', 'ask'], // an option not known: its value may be the command
    ['yarn workspace a build', 'allow'],
    ['yarn workspaces foreach -j 2 -A run build', 'allow'],
    ['yarn workspaces list', 'allow'],
  ] satisfies LineRow[]);
  lineTable({ deny: ['Shell(yarn add *)'], allow: ['Shell(*)'] }, [['yarn workspace a add lodash', 'deny']]);
});

describe('process managers and devenv', () => {
  lineTable(rules, [
    ['pm2 start rm -- -rf x', 'deny'],
    ["pm2 start 'rm -rf x'", 'deny'],
    ["pm2 start --name api 'rm -rf x'", 'deny'],
    ['pm2 start app.js --interpreter rm', 'ask'], // the program that runs the script, after it
    ['pm2 start x --interpreter=rm', 'ask'],
    ['forever start -c rm x', 'deny'],
    ['devenv shell rm -rf x', 'deny'],
    ['devenv shell -- rm -rf x', 'deny'],
    ['devenv shell', 'ask'], // a shell on standard input
    ['pm2 start app.js --name api', 'allow'],
    ['pm2 start app.js -i 4 -- --port 3000', 'allow'],
    ["pm2 start 'npm run dev' --name web", 'allow'],
    ['pm2 list', 'allow'],
    ['forever start -l log.txt -a app.js', 'allow'],
    ['devenv shell npm test', 'allow'],
  ] satisfies LineRow[]);
});

describe('PsExec runs its command here or on a host', () => {
  const rows: LineRow[] = [
    ['psexec -s rm -rf x', 'deny'],
    ['psexec \\\\srv -u bob rm -rf x', 'deny'],
    ['psexec -accepteula -i 1 rm -rf x', 'deny'],
    ['psexec -i rm -rf x', 'ask'], // -i's optional session: rm may be it
    ['paexec -s rm -rf x', 'deny'],
    ['psexec -s ipconfig', 'allow'],
  ];
  lineTable(rules, rows);
  lineTable(rules, rows, 'pwsh', REPO_WINDOWS);
});

describe('more secret loaders and local development environments', () => {
  lineTable(rules, [
    ['railway run rm -rf x', 'deny'],
    ['railway run -- rm -rf x', 'deny'],
    ['envchain aws rm -rf x', 'deny'],
    ['summon -f secrets.yml rm -rf x', 'deny'],
    ['summon -p ./provider npm start', 'ask'], // the provider is a program it runs
    ["consul lock svc 'rm -rf x'", 'deny'],
    ['etcdctl lock --ttl 10 job rm -rf x', 'deny'],
    ['saml2aws exec -- rm -rf x', 'deny'],
    ['aws-okta exec prod -- rm -rf x', 'deny'],
    ['envconsul -prefix app rm -rf x', 'deny'],
    ["envconsul -exec 'rm -rf x'", 'deny'],
    ['envconsul -config x.hcl', 'ask'],
    ['bws run -- rm -rf x', 'deny'],
    ['phase run rm -rf x', 'deny'],
    ['secrethub run -e .env -- rm -rf x', 'deny'],
    ['vals exec -i x.yaml -- rm -rf x', 'deny'],
    ["netlify dev -c 'rm -rf x'", 'deny'],
    ['devcontainer exec --workspace-folder . rm -rf x', 'deny'],
    ["ddev exec 'rm -rf x'", 'deny'],
    ["lando ssh -c 'rm -rf x'", 'deny'],
    ['orb run rm -rf x', 'deny'],
    ['esy x rm -rf x', 'deny'],
    ['railway run npm start', 'allow'],
    ['envchain aws terraform plan', 'allow'],
    ['envchain --set aws AWS_KEY', 'allow'],
    ['saml2aws exec -- aws s3 ls', 'allow'],
    ['netlify dev', 'allow'],
    ['devcontainer exec --workspace-folder . npm test', 'allow'],
  ] satisfies LineRow[]);
});

describe('profilers, tracers and benchmarkers', () => {
  lineTable(rules, [
    ['rr record rm -rf x', 'deny'],
    ['uftrace record rm -rf x', 'deny'],
    ['uftrace live -F main rm -rf x', 'deny'],
    ['heaptrack rm -rf x', 'deny'],
    ['py-spy record -o out.svg -- rm -rf x', 'deny'],
    ['samply record rm -rf x', 'deny'],
    ['memusage --png=m.png rm -rf x', 'deny'],
    ['trace-cmd record -F rm -rf x', 'deny'],
    ['flamegraph -o f.svg -- rm -rf x', 'deny'],
    ["bench 'rm -rf x'", 'deny'],
    ["poop 'ls' 'rm -rf x'", 'deny'],
    ['heaptrack ./app', 'allow'],
    ['heaptrack -p 123', 'allow'],
    ['py-spy record -p 123', 'allow'],
    ['flamegraph -- ./app', 'allow'],
    ["bench 'ls -la'", 'allow'],
  ] satisfies LineRow[]);
});

describe('game and graphics-session launchers, xpra, forever -c', () => {
  lineTable(rules, [
    ['gamemoderun rm -rf x', 'deny'],
    ['mangohud rm -rf x', 'deny'],
    ['steam-run rm -rf x', 'deny'],
    ['cage -- rm -rf x', 'deny'],
    ['gamescope -W 1920 -- rm -rf x', 'deny'],
    ['wine cmd /c rm x', 'deny'],
    ['xinit /bin/rm -rf x', 'deny'],
    ["xpra start ssh://h/ --start='rm -rf x'", 'deny'],
    ["xpra start --start-child='rm -rf x'", 'deny'],
    ['xpra start :1 --exec-wrapper=rm', 'ask'],
    ['forever start --command=rm x', 'deny'],
    ['forever start -c python app.py', 'ask'], // the program that runs the script
    ['gamemoderun ./game', 'allow'],
    ['wine notepad.exe', 'allow'],
    ['forever start app.js', 'allow'],
  ] satisfies LineRow[]);
});

// A bare tool whose first word is none of its subcommands runs it as a program (bare-runners.ts).
describe('bare rr, uftrace and esy run their first word', () => {
  lineTable(rules, [
    ['rr rm -rf x', 'deny'],
    ['rr -S rm -rf x', 'deny'],
    ['rr -A "Ivy Bridge" rm -rf x', 'deny'],
    ['rr /bin/rm -rf x', 'deny'],
    ['rr -Q rm -rf x', 'deny'],
    ['rr -Q v ./app', 'ask'],
    ['rr $P -rf x', 'ask'],
    ['uftrace rm -rf x', 'deny'],
    ['uftrace -F main rm -rf x', 'deny'],
    ['uftrace -d out.data ./app', 'allow'],
    ['esy rm -rf x', 'deny'],
    ['esy $C', 'ask'],
    ['rr ./app', 'allow'],
    ['rr replay', 'allow'],
    ['rr replay -a trace-0', 'allow'],
    ['rr ps', 'allow'],
    ['rr --version', 'allow'],
    ['uftrace report', 'allow'],
    ['uftrace -F main ./app', 'allow'],
    ['uftrace ./app', 'allow'],
    ['esy build', 'allow'],
    ['esy', 'allow'],
    ['esy install', 'allow'],
    ['esy dune build', 'allow'],
    // (`esy build CMD` and `esy b CMD` run CMD in the build environment; `exec-command [PACKAGE] CMD`
    // is read with its first word as the command too; `@sandbox` picks the project, then esy's words.)
    ['esy build rm -rf x', 'deny'],
    ['esy b rm -rf x', 'deny'],
    ['esy exec-command rm -rf x', 'deny'],
    ['esy exec-command --include-current-env pkg rm -rf x', 'deny'],
    ['esy @sandbox rm -rf x', 'deny'],
    ['esy @sandbox x rm -rf x', 'deny'],
    ['esy @sandbox build rm -rf x', 'deny'],
    ['esy -P dir rm -rf x', 'ask'],
    ['esy b dune build', 'allow'],
    ['esy exec-command pkg dune build', 'allow'],
    ['esy @sandbox build', 'allow'],
    ['esy shell', 'allow'],
  ] satisfies LineRow[]);
});

// Maven's exec plugin runs the program its exec.executable property names, with exec.args (maven-exec.ts).
describe('mvn -Dexec.executable', () => {
  lineTable(rules, [
    ['mvn exec:exec -Dexec.executable=rm -Dexec.args="-rf x"', 'deny'],
    ["mvn org.codehaus.mojo:exec-maven-plugin:3.1.0:exec -Dexec.executable=rm '-Dexec.args=-rf x'", 'deny'],
    ['mvn exec:exec -D exec.executable=rm -D exec.args=x', 'deny'],
    ['mvn --define exec.executable=/bin/rm exec:exec', 'deny'],
    ['./mvnw -q exec:exec -Dexec.executable=rm', 'deny'],
    ['mvn exec:exec -Dexec.executable=ls -Dexec.executable=rm', 'deny'],
    [`mvn exec:exec -Dexec.executable=sh "-Dexec.args=-c 'rm -rf x'"`, 'deny'],
    ['mvn exec:exec -Dexec.executable=$P', 'ask'],
    ['mvn exec:exec -D $PROP', 'ask'],
    ['mvn exec:exec -D$K=rm', 'ask'],
    ['mvn $MVN_ARGS exec:exec', 'ask'],
    [`mvn exec:exec -Dexec.executable=sh "-Dexec.args=-c 'rm"`, 'ask'],
    ['mvn test', 'allow'],
    ['mvn -B clean verify -DskipTests', 'allow'],
    ['mvn exec:java -Dexec.mainClass=a.B', 'allow'],
    ['mvn exec:exec -Dexec.executable=ls -Dexec.args=-la', 'allow'],
    ['mvn -Drevision=$V deploy', 'allow'],
  ] satisfies LineRow[]);
});
