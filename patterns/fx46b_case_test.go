package patterns

import (
	"strings"
	"testing"
)

// fx46bCases (fx46b, issue 7): the effects rt45 found still allowed,
// asked as the default that names the effect, beside the everyday
// commands of the same programs that stay allowed.
var fx46bCases = []evalCase{
	// cmd.wipe-disk: a disk's or dataset's content replaced.
	ask("sudo btrfs device add -f /dev/sdb /mnt", "cmd.wipe-disk"),
	ask("sudo btrfs replace start 1 /dev/sdc /mnt", "cmd.wipe-disk"),
	ask("sudo zfs receive -F tank/data", "cmd.wipe-disk"),
	ask("zfs send tank/a@s | ssh h zfs recv -Fu tank/b", "cmd.wipe-disk"),
	ask("sudo zfs rollback -r tank/data@yesterday", "cmd.wipe-disk"),
	ask("sudo hdparm --trim-sector-ranges 0:10 /dev/sda", "cmd.wipe-disk"),
	ask("sudo hdparm --write-sector 100 --yes-i-know-what-i-am-doing /dev/sda", "cmd.wipe-disk"),
	ask("sudo fwupdmgr install fw.cab", "cmd.wipe-disk"),
	ask("sudo fwupdmgr downgrade", "cmd.wipe-disk"),
	ask("diskutil partitionDisk disk2 GPT JHFS+ X 100%", "cmd.wipe-disk"),
	ask("diskutil reformat disk2s1", "cmd.wipe-disk"),
	ask("wodim -v blank=fast dev=/dev/sr0", "cmd.wipe-disk"),
	ask("growisofs -Z /dev/dvd -R -J dir", "cmd.wipe-disk"),
	allow("btrfs device add /dev/sdb /mnt"),
	allow("btrfs device stats /mnt"),
	allow("zfs list -t snapshot"),
	allow("zfs snapshot tank/data@now"),
	allow("hdparm -I /dev/sda"),
	allow("sudo hdparm -tT /dev/sda"),
	allow("fwupdmgr get-devices"),
	allow("fwupdmgr get-updates"),
	allow("diskutil list"),
	allow("diskutil apfs list"),
	allow("wodim --devices"),
	// cmd.system: packages removed as root, and Homebrew's breaking removals.
	ask("sudo port uninstall python39", "cmd.system"),
	ask("sudo port -f uninstall installed", "cmd.system"),
	ask("sudo emerge --depclean", "cmd.system"),
	ask("sudo emerge -aC gcc", "cmd.system"),
	ask("sudo flatpak uninstall --all", "cmd.system"),
	ask("sudo flatpak uninstall org.x.App", "cmd.system"),
	ask("brew uninstall --ignore-dependencies openssl", "cmd.system"),
	ask("brew uninstall --force node", "cmd.system"),
	allow("port installed"),
	allow("sudo port install jq"),
	allow("sudo emerge -pv --depclean"),
	allow("sudo emerge -av vim"),
	allow("emerge --search vim"),
	allow("flatpak uninstall org.x.App"),
	allow("flatpak list"),
	allow("brew uninstall jq"),
	// Services and clusters stopped by other verbs.
	ask("sudo /etc/init.d/nginx stop", "cmd.system"),
	ask("sudo sv down nginx", "cmd.system"),
	ask("sudo kubeadm reset -f", "cmd.system"),
	ask("/usr/local/bin/k3s-uninstall.sh", "cmd.system"),
	ask("k3s-killall.sh", "cmd.system"),
	ask("docker stop $(docker ps -q)", "cmd.system"),
	ask("docker kill `docker ps -q`", "cmd.system"),
	ask("podman stop $(podman ps -q)", "cmd.system"),
	ask("kill $(cat /run/nginx.pid)", "cmd.system"),
	ask("sudo kill -9 $(cat /var/run/sshd.pid)", "cmd.system"),
	ask("kill $(< /run/nginx.pid)", "cmd.system"),
	allow("/etc/init.d/nginx status"),
	allow("sudo /etc/init.d/nginx restart"),
	allow("./run.sh stop"),
	allow("docker stop myapp"),
	allow("sv status nginx"),
	allow("kubeadm version"),
	allow("docker stop $(docker ps -q --filter name=web)"),
	allow("docker stop $(docker compose ps -q)"),
	allow("docker stop $ID"),
	allow("docker rm $(docker ps -aq -f status=exited)"),
	allow("kill $(cat /tmp/app.pid)"),
	allow("kill $(cat .pid)"),
	allow("kill $(cat /run/user/1000/app.pid)"),
	// The network taken down by other verbs.
	ask("sudo ip rule flush", "cmd.system"),
	ask("sudo ip netns delete ns1", "cmd.system"),
	ask("sudo ip route flush table main", "cmd.system"),
	ask("sudo dhclient -r eth0", "cmd.system"),
	ask("sudo systemctl restart networking", "cmd.system"),
	ask("sudo systemctl restart NetworkManager", "cmd.system"),
	ask("sudo service network-manager restart", "cmd.system"),
	ask("sudo brctl delbr br0", "cmd.system"),
	ask("nmcli radio wifi off", "cmd.system"),
	ask("sudo rfkill block wifi", "cmd.system"),
	allow("ip rule show"),
	allow("ip netns list"),
	allow("sudo dhclient eth0"),
	allow("sudo systemctl restart nginx"),
	allow("brctl show"),
	allow("nmcli radio wifi"),
	allow("rfkill list"),
	// cmd.publish: uploads with credentials to a registry's own host.
	ask("curl -T pkg.tgz -u user:pass https://registry.npmjs.org/pkg", "cmd.publish"),
	ask(`curl -X PUT -H "Authorization: Bearer $T" --data-binary @pkg.json https://registry.npmjs.org/pkg`, "cmd.publish"),
	ask("curl -u admin:pw --upload-file a.jar https://repo1.maven.org/maven2/x/a.jar", "cmd.publish"),
	ask("curl -T x.jar -u u:p https://oss.sonatype.org/content/repositories/releases/x.jar", "cmd.publish"),
	ask("curl -F content=@dist/x.whl -u __token__:pypi-x https://upload.pypi.org/legacy/", "cmd.publish"),
	allow("curl https://registry.npmjs.org/react"),
	allow(`curl -H "Authorization: Bearer $T" https://registry.npmjs.org/-/whoami`),
	allow("curl -O https://repo1.maven.org/maven2/x/a.jar"),
	// Release tools.
	ask("npx npm-publish --token $NPM_TOKEN", "cmd.publish"),
	ask("npx auto shipit", "cmd.publish"),
	ask("cargo smart-release --execute", "cmd.publish"),
	ask("mix hex.publish", "cmd.publish"),
	ask("clj -T:build deploy", "cmd.publish"),
	ask("clojure -X:deploy", "cmd.publish"),
	ask("bazel run //images:push", "cmd.publish"),
	ask("ansible-galaxy collection publish x.tar.gz --api-key k", "cmd.publish"),
	ask("ansible-galaxy role import user repo", "cmd.publish"),
	ask("chrome-webstore-upload publish --extension-id x", "cmd.publish"),
	ask("npx chrome-webstore-upload-cli upload --source x.zip --auto-publish", "cmd.publish"),
	ask("cosign sign --key k.key ghcr.io/o/i:1", "cmd.publish"),
	ask("DOCKER_CONTENT_TRUST=1 docker push ghcr.io/o/i:1", "cmd.publish"),
	ask("docker trust sign ghcr.io/o/i:1", "cmd.publish"),
	allow("auto shipit --dry-run"),
	allow("auto changelog"),
	allow("cargo smart-release"),
	allow("mix hex.info"),
	allow("clj -T:build jar"),
	allow("clj -M:test"),
	allow("bazel run //:app"),
	allow("bazel test //..."),
	allow("ansible-galaxy collection install community.general"),
	allow("npx chrome-webstore-upload-cli upload --source x.zip"),
	allow("cosign verify ghcr.io/o/i:1"),
	allow("cosign verify $IMG"),
	allow("cosign sign-blob --key k.key x.tgz"),
	allow("docker trust inspect ghcr.io/o/i:1"),
	// cmd.cloud-delete: a repository, a project, a bucket's extra objects.
	ask("hub delete -y o/repo", "cmd.cloud-delete"),
	ask("vercel project rm myproj", "cmd.cloud-delete"),
	ask("vercel remove my-deployment --yes", "cmd.cloud-delete"),
	ask("mc mirror --remove local/ s3/bucket", "cmd.cloud-delete"),
	allow("hub pr list"),
	allow("hub clone $REPO"),
	allow("vercel project ls"),
	allow("mc mirror local/ s3/bucket"),
	// cmd.force-push: the repository here rewritten by other verbs.
	ask("git fetch . HEAD~3:main -f", "cmd.force-push"),
	ask("git fetch origin +HEAD~3:main", "cmd.force-push"),
	ask("git replace abc123 def456", "cmd.force-push"),
	ask("git replace --graft HEAD~1", "cmd.force-push"),
	ask("git init --separate-git-dir=/tmp/x.git", "cmd.force-push"),
	ask("git init --separate-git-dir /tmp/x.git", "cmd.force-push"),
	allow("git fetch origin"),
	allow("git fetch -f origin main"),
	allow("git fetch origin main:main"),
	allow("git fetch origin feature:feature -f"),
	allow("git fetch --force origin '+refs/heads/*:refs/remotes/origin/*'"),
	allow("git replace --list"),
	allow("git replace -d abc123"),
	allow("git init"),
	allow("git init newrepo"),
}

func TestFx46bCases(t *testing.T) { runCases(t, fx46bCases) }

// TestFx46bClasses checks [all-containers], [init-script] and the pid
// files [daemon-kill] reads, word by word.
func TestFx46bClasses(t *testing.T) {
	for _, c := range []struct {
		src  string
		want bool
	}{
		{"$(docker ps -q)", true}, {"$(docker ps -aq)", true}, {"$(docker ps -a -q)", true},
		{"`docker ps -q`", true}, {"$(podman container ls -q)", true}, {"$(sudo docker ps --all --quiet)", true},
		{"$(docker ps)", false}, {"$(docker ps -q --filter name=web)", false}, {"$(docker compose ps -q)", false},
		{"$(docker ps -q -f status=exited)", false}, {"$(cat ids)", false}, {"$(docker images -q)", false},
	} {
		if got := listsAllContainers(c.src); got != c.want {
			t.Errorf("listsAllContainers(%q) = %v, want %v", c.src, got, c.want)
		}
	}
	for _, c := range []struct {
		prog string
		want bool
	}{
		{"/etc/init.d/nginx", true}, {"/etc/rc.d/init.d/sshd", true}, {"/etc/rc.d/rc.local", true},
		{"/etc/init.d/", false}, {"./nginx", false}, {"nginx", false}, {"/etc/init.d/x/y", false}, {"/opt/etc/init.d/x", false},
	} {
		if got := judgeInitScript("", Read(c.prog + " stop").Parts[0].Words[0], nil).Certainly; got != c.want {
			t.Errorf("[init-script] %q = %v, want %v", c.prog, got, c.want)
		}
	}
	for _, c := range []struct {
		path string
		want bool
	}{
		{"/run/nginx.pid", true}, {"/var/run/sshd.pid", true}, {"/run/postgresql/14-main.pid", true},
		{"/run/user/1000/app.pid", false}, {"/tmp/app.pid", false}, {".pid", false}, {"/run/nginx.sock", false},
		{"/run/../tmp/x.pid", false},
	} {
		if got := isSystemPidFile(c.path); got != c.want {
			t.Errorf("isSystemPidFile(%q) = %v, want %v", c.path, got, c.want)
		}
	}
}

// FuzzFx46bClasses checks that the container listing's reader never
// panics and never calls a listing with a filter every container.
func FuzzFx46bClasses(f *testing.F) {
	for _, s := range []string{"$(docker ps -q)", "`podman ps -aq`", "$(docker ps -q --filter x)", "$(", "`", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fields := strings.Fields(s)
		if listsAllContainers(s) && (contains(fields, "--filter") || contains(fields, "-f")) {
			t.Errorf("listsAllContainers(%q): a filtered listing", s)
		}
		_ = isSystemPidFile(s)
	})
}
