package patterns

import "testing"

// rootDestCases: a copy into the filesystem's root or a system directory
// writes names the line does not hold there (cp -r build / writes and
// merges into /build): cmd.delete-outside, not cmd.wipe-disk, whose
// device class claimed the bare "/" (rt36 D071). Copies into /opt, /srv,
// the home's directories, /tmp and a program's directory on PATH stay
// allowed.
var rootDestCases = []evalCase{
	ask("cp -r build /", "cmd.delete-outside"),
	ask("cp build/app /", "cmd.delete-outside"),
	ask("mv build /", "cmd.delete-outside"),
	ask("cp -r build /usr/", "cmd.delete-outside"),
	ask("cp -r build/* /", "cmd.guard-tamper"), // the entries of / might reach the store
	ask("rsync -a build/ /", "cmd.guard-tamper"),
	ask("dd if=x.img of=/dev/sda", "cmd.wipe-disk"),
	allow("cp build/app /usr/local/bin/"),
	allow("cp -r dist /srv/"),
	allow("cp -r dist /opt/"),
	allow("cp x ~/backup/"),
	allow("cp -r build /tmp/"),
}

func TestRootDest(t *testing.T) { runCases(t, rootDestCases) }
