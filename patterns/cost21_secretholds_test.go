package patterns

import (
	"strings"
	"testing"
)

// TestSecretHoldsCostNothing: the secret checks an allowed command's
// every operand goes through (holdsTableSecret, holdsHomeCredential,
// secretByName) build no string per table entry: they allocate nothing,
// and answer as comparing the joined home/entry did (fx21a: building
// home+"/"+entry was a fifth of an 80-byte command's evaluation).
func TestSecretHoldsCostNothing(t *testing.T) {
	const home = "/home/u"
	joined := func(p string, entries []string) bool {
		if !within(p, home) || p == home {
			return false
		}
		for _, f := range entries {
			if within(home+"/"+f, p) {
				return true
			}
		}
		return false
	}
	var table []string
	for i := range secretTable {
		table = append(table, secretTable[i].home...)
	}
	paths := []string{
		"/", "/home", home, home + "x", home + "/.config", home + "/.config/github-copilot",
		home + "/.config/github-copilot/hosts.json", home + "/.config/gh", home + "/.aws",
		home + "/.aws/credentials", home + "/.awsx", home + "/src/app", home + "/Library",
		home + "/Library/Application Support", home + "/.mozilla", home + "/.mozillafirefox",
		home + "/snap", "/srv/app", "/home/v/.ssh", home + "/.ssh/id_rsa",
	}
	for _, p := range paths {
		if got, want := holdsTableSecret(p, home), joined(p, table); got != want {
			t.Errorf("holdsTableSecret(%q) = %v, joined home/entry says %v", p, got, want)
		}
		if got, want := holdsHomeCredential(p, home+"/"), joined(p, homeCredentials); got != want {
			t.Errorf("holdsHomeCredential(%q) = %v, joined home/entry says %v", p, got, want)
		}
		lower := strings.ToLower(p) // secretByName lowers a base name that is not
		if n := testing.AllocsPerRun(20, func() {
			holdsTableSecret(p, home)
			holdsHomeCredential(p, home)
			secretByName(lower, home)
		}); n > 0 {
			t.Errorf("the secret checks of %q allocate %v times, want none", p, n)
		}
	}
	if holdsTableSecret(home+"/.config", "/") || holdsTableSecret(home+"/.config", "") {
		t.Error("a home of / or none holds no table secret")
	}
}
