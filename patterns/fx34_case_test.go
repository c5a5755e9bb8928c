package patterns

import "testing"

// fx34Cases: the red team's finds (fx34) that were allowed: a kernel
// started by kexec, a filesystem frozen, the boot target changed, the
// resolver set, a mount over a system or home directory; forced pushes
// by Sapling, Graphite and jj; gcloud storage rsync deleting what the
// source lacks. And the near-misses that stay allowed.
var fx34Cases = []evalCase{
	ask("kexec -e", "cmd.system"),
	ask("sudo kexec --exec", "cmd.system"),
	ask("kexec -f", "cmd.system"),
	ask("fsfreeze -f /", "cmd.system"),
	ask("sudo fsfreeze --freeze /", "cmd.system"),
	ask("systemctl set-default rescue.target", "cmd.system"),
	ask("sudo systemctl set-default emergency.target", "cmd.system"),
	ask("systemctl set-default multi-user.target", "cmd.system"),
	ask("systemctl isolate rescue.target", "cmd.system"),
	ask("resolvectl dns eth0 203.0.113.5", "cmd.system"),
	ask("resolvectl domain eth0 corp.example", "cmd.system"),
	ask("sudo mount -t tmpfs none /etc", "cmd.system"),
	ask("mount --bind /tmp/x /usr", "cmd.system"),
	ask("mount -t tmpfs tmpfs /root/", "cmd.system"),
	ask("mount -o bind /tmp/evil /boot", "cmd.system"),
	ask("sudo mount -t tmpfs none /home", "cmd.guard-tamper"),
	ask("sl push --force", "cmd.force-push"),
	ask("sl push -f --to main", "cmd.force-push"),
	ask("jj git push -b main", "cmd.force-push"),
	ask("jj git push --branch master", "cmd.force-push"),
	ask("jj git push --bookmark main", "cmd.force-push"),
	ask("jj git push --all", "cmd.force-push"),
	ask("jj git push --deleted", "cmd.force-push"),
	ask("gt stack submit --force", "cmd.force-push"),
	ask("gt submit --force", "cmd.force-push"),
	ask("gt ss -f", "cmd.force-push"),
	ask("gcloud storage rsync -r . gs://b --delete-unmatched-destination-objects", "cmd.cloud-delete"),
	ask("gcloud storage rsync --delete-unmatched-destination-objects -r dist gs://site", "cmd.cloud-delete"),
	ask("gsutil rsync -d . gs://b", "cmd.cloud-delete"),
	ask("gsutil -m rsync -r -d . gs://b", "cmd.cloud-delete"),
	allow("systemctl get-default"),
	allow("resolvectl status"),
	allow("resolvectl dns"),
	allow("resolvectl dns eth0"),
	allow("resolvectl query example.com"),
	allow("mount"),
	allow("mount | grep x"),
	allow("mount -t tmpfs none ./mnt"),
	allow("fsfreeze -u /mnt/data"),
	allow("kexec -l /boot/vmlinuz --initrd=/boot/initrd.img --reuse-cmdline"),
	allow("sl push --to feature"),
	allow("sl status"),
	allow("jj git push -b feature-x"),
	allow("jj git push --change @-"),
	allow("jj git fetch"),
	allow("gt submit"),
	allow("gt stack submit"),
	allow("gcloud storage rsync -r dist gs://site"),
	allow("hg status"),
	allow("svn revert file.c"),
	allow("git checkout -- file.c"),
}

func TestFx34Cases(t *testing.T) { runCases(t, fx34Cases) }
