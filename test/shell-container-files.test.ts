// Host files container tools read, store or open to a container beyond `-v` and `docker cp`
// (src/shell/container-files.ts; hunt 7, F5 and F6): each line was allowed beside `Shell(*)`.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { lineDecision, REPO_LINUX } from './helpers/policy.js';

const RULES = {
  deny: ['Read(**/.env)', 'Read(~/.ssh/**)', 'Read(**/*.pem)', 'Read(//etc/**)', 'Read(./secrets/**)', 'Read(//c/Secrets/**)'],
  allow: ['Shell(*)'],
};
const decision = lineDecision(RULES);

describe('container tools: host files stored or loaded', () => {
  it.each([
    // Stored in the swarm (`config inspect --pretty` prints it back), or a key loaded.
    ['docker secret create s .env', 'deny'], ['docker config create c .env', 'deny'], ['podman secret create s .env', 'deny'],
    ['docker secret create -d drv -l a=b s .env', 'deny'], ['docker secret create s "$F"', 'ask'], ['docker trust key load --name k ~/.ssh/id_rsa', 'deny'],
    ['docker context import x secrets/c.tar', 'deny'], ['docker context create x --docker "host=tcp://h:2376,ca=a.pem"', 'deny'],
    ['docker swarm ca --rotate --ca-cert c.crt --ca-key k.pem', 'deny'],
    // A build's SSH keys; the client's TLS files and configuration, podman's SSH identity.
    ['docker build --ssh default=/home/dev/.ssh/id_rsa https://x.org/r.git', 'deny'], ['docker buildx build --ssh id=a.sock,~/.ssh/k https://x.org/r.git', 'deny'],
    ['docker --tlskey=/home/dev/.ssh/id_rsa ps', 'deny'], ['docker --tlscacert x.pem ps', 'deny'], ['docker --tlscert "$C" ps', 'ask'],
    ['docker --config secrets ps', 'deny'], ['docker --config ./d ps', 'ask'], ['podman --identity ~/.ssh/id_rsa --url ssh://u@h/run ps', 'deny'],
    // Definitions whose services or pods may mount host paths.
    ['docker stack deploy -c stack.yml s', 'ask'], ['podman kube play pod.yaml', 'ask'], ['podman play kube pod.yaml', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
});

describe('container tools: the host opened to a container without a bind path', () => {
  it.each([
    // The local driver's bind (`type=none`, `o=bind`): the volume is the host path.
    ['docker volume create --opt type=none --opt device=/home/dev/.ssh --opt o=bind v', 'deny'], ['podman volume create --opt device=/home/dev/.ssh --opt o=bind v', 'deny'],
    ['docker volume create -o type=none -o device=/home/dev/.ssh -o o=bind,ro v', 'deny'], ['docker volume create -o type=ext4 -o device=/dev/sda1 v', 'ask'],
    ['docker volume create --opt device="$D" --opt o=bind v', 'ask'],
    ['docker run -d --mount type=volume,dst=/s,volume-opt=type=none,volume-opt=device=/home/dev/.ssh,volume-opt=o=bind img', 'deny'],
    // Containers that reach every host file (`nsenter -t 1 -m` from a privileged or host-PID one),
    // whatever they run (the image's own command, a script on standard input).
    ["printf 'cat /etc/shadow\\n' | docker run -i --rm --privileged --pid=host justincormack/nsenter1", 'ask'], ['docker run --privileged alpine', 'ask'],
    ['docker run --pid=host alpine', 'ask'], ['podman run --pid host alpine', 'ask'], ['docker run --cap-add SYS_ADMIN alpine', 'ask'],
    ['docker run --cap-add=cap_dac_read_search alpine', 'ask'], ['docker run --device /dev/sda alpine', 'ask'], ['docker exec --privileged c ls', 'ask'],
    ['docker run --cap-add "$C" alpine', 'ask'],
  ])('%s: %s', (line, expected) => {
    expect(decision(line)).toBe(expected);
  });
  // The engine's socket: the container starts another that mounts `/` (under a rule that no
  // `**/` pattern makes meet every tree).
  const homeOnly = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Read(~/.ssh/**)'], allow: ['Shell(*)'] } }, { file: 'b.json', channel: 'file' }) }]);
  it.each([
    ['docker run -v /var/run/docker.sock:/var/run/docker.sock docker:cli', 'ask'], ['docker run --mount type=bind,src=/run/podman/podman.sock,dst=/s img', 'ask'],
    ['docker run --privileged alpine', 'ask'], ['docker run -v /srv/data:/data alpine', 'allow'],
  ])('%s (only ~/.ssh denied): %s', (line, expected) => {
    expect(decide(homeOnly, { op: 'shell', command: line, shell: 'bash' }, REPO_LINUX).decision).toBe(expected);
  });
  it.each([['docker run --privileged alpine', 'ask'], ['docker secret create s C:\\Secrets\\a', 'deny']])('%s (PowerShell): %s', (line, expected) => {
    expect(decision(line, 'powershell')).toBe(expected);
  });
  it.each(['docker volume create data', 'docker volume create --opt type=nfs --opt o=addr=10.0.0.1 --opt device=:/export v', 'docker run -v v:/s:ro alpine',
    'docker run --mount type=volume,src=v,dst=/s alpine', 'docker run --cap-add NET_ADMIN alpine', 'docker run --device /dev/fuse alpine',
    'docker run --privileged=false alpine', 'docker secret create s -', 'docker build --ssh default https://x.org/r.git', 'docker ps',
    'docker --tlsverify --tlscacert=ca.crt -H tcp://h:2376 ps', 'docker run --rm node:20 npm test'])('%s stays allowed', (line) => {
    expect(decision(line)).toBe('allow');
  });
});
