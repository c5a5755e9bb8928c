package queue

import "testing"

// TestCredentialsThroughLinksOnDisk (rt23i #8): a repository's link to the
// home (`y/h -> ~`, as a clone may bring) leads `rm -rf y/h/.ssh` to the
// home's credentials and `rm -rf y/h/` onto the home, judged where the
// links on disk lead, with the fixture's home under /tmp, where a path
// outside the workdir is not asked about. Before, both were allowed.
func TestCredentialsThroughLinksOnDisk(t *testing.T) {
	f := newPathFixture(t, "src", "y", "~/.ssh")
	f.Write(0o600, "k", "~/.ssh/id_ed25519")
	f.Symlinks(map[string]string{"y/h": f.Home, "y/key": f.Home + "/.ssh/id_ed25519"})
	judge(t, f.service(), f.Proj, []verdict{
		{"rm -rf y/h/.ssh", "cmd.credentials"},
		{"echo x >> y/h/.ssh/authorized_keys", "cmd.credentials"},
		{"chmod 644 y/key", "cmd.credentials"},
		{"chmod -R 777 y/h/", "cmd.credentials"},
		{"rm -rf y/h/", "cmd.delete-home"},
		{"rm -rf y/build", wantAllow},
		{"echo x > y/notes.txt", wantAllow},
	})
}
