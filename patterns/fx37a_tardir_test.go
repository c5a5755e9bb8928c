package patterns

import "testing"

// tarDirCases: GNU tar applies -C cumulatively, a relative directory
// joined to the one before it (tar -C a -C b extracts into a/b); only the
// last -C was taken, so a relative last -C hid where the extraction went.
var tarDirCases = []evalCase{
	ask("tar -xf x.tgz -C /tmp -C ../home/op/.ssh", "cmd.credentials"),
	ask("tar -C /tmp -C ../home/op -xzf x.tgz", "cmd.delete-outside"),
	ask("tar -C /tmp -C ../srv/www -xf x.tgz", "cmd.delete-outside"),
	ask("tar -C / -C etc -xf x.tgz", "cmd.credentials"),
	allow("tar -C build -C out -xf x.tgz"),
	allow("tar -xf x.tgz -C dist"),
	allow("tar -C /tmp -C work -xf x.tgz"),
	allow("tar -C vendor -C ../build -xf x.tgz"),
}

func TestTarDirectory(t *testing.T) { runCases(t, tarDirCases) }
