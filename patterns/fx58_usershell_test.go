package patterns

import "testing"

// TestRootShellThroughParents (rt58 §6): a shell with no command handed
// over by a part that runs as another user is that user's interactive
// shell, as `sudo bash` is: through sh -c, exec, vim's :!, find -exec,
// awk's system() and chroot, and a shell started with no command by
// script, sg or npm explore under sudo. Without sudo, or past a host or container
// boundary, or with a command, it is left alone.
func TestRootShellThroughParents(t *testing.T) {
	runCases(t, []evalCase{
		ask("sudo sh -c bash", "cmd.unreadable"),
		ask("sudo bash -c 'exec bash'", "cmd.unreadable"),
		ask("sudo -u root -- sh -c 'sh'", "cmd.unreadable"),
		ask("sudo sh -c 'id; bash -i'", "cmd.unreadable"),
		ask("su -c 'sh -c bash'", "cmd.unreadable"),
		ask("sudo chroot / bash", "cmd.unreadable"),
		ask("sudo vim -c ':!sh'", "cmd.unreadable"),
		ask(`sudo find . -exec /bin/sh \; -quit`, "cmd.unreadable"),
		ask(`sudo awk 'BEGIN {system("/bin/sh")}'`, "cmd.unreadable"),
		ask("sudo script -q /dev/null", "cmd.unreadable"),
		ask("sudo sg wheel", "cmd.unreadable"),
		ask("sudo npm explore lodash", "cmd.unreadable"),
		allow("script -q /dev/null"),
		allow(`sudo script -qc "make install" /dev/null`),
		allow("npm explore lodash -- ls"),
		allow("sh -c bash"),
		allow("bash -c 'exec bash'"),
		allow(`find . -exec /bin/sh \; -quit`),
		allow(`sudo sh -c 'apt-get update'`),
		allow(`sudo -u postgres sh -c 'psql -c "select 1"'`),
		allow("sudo bash ./scripts/setup.sh"),
		allow("sudo flock /tmp/l bash ./x.sh"),
	})
}
