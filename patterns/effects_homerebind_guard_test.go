package patterns

import (
	"strings"
	"testing"
)

// homeGuardLines are lines for the words homeRebound checks before it
// runs its regexps: each regexp's matches, and lines near them.
var homeGuardLines = []string{
	"set -P; cd ..", "set -eP", "set -o physical", "set  -o  physical && cd x",
	"SHELLOPTS=braceexpand:physical bash -c 'cd ..'", "export SHELLOPTS=physical",
	"for HOME in /tmp /x; do cd; done", "for  HOME in a; do :; done", "HOME=/tmp cd",
	"git status && ls -la src | head -n 20", "reset", "settings", "SET -P", "for home in a",
	"echo $HOME", "", "cd -P ..",
}

// TestHomeReboundGuards: a line the words are missing from matches none
// of the regexps they guard, so skipping them changes no reading.
func TestHomeReboundGuards(t *testing.T) {
	for _, line := range homeGuardLines {
		checkHomeGuards(t, line)
	}
}

// FuzzHomeReboundGuards holds the guards to the regexps on any line.
func FuzzHomeReboundGuards(f *testing.F) {
	for _, line := range homeGuardLines {
		f.Add(line)
	}
	f.Fuzz(checkHomeGuards)
}

// checkHomeGuards fails t when a regexp homeRebound runs only behind a
// guard matches line while its guard is false.
func checkHomeGuards(t *testing.T, line string) {
	if physicalMode.get().MatchString(line) && !mayBePhysical(line) {
		t.Errorf("physicalMode matches %q, but mayBePhysical is false", line)
	}
	home := strings.Contains(line, "HOME")
	if !home && (forHome.get().MatchString(line) || homeAssign.get().MatchString(line)) {
		t.Errorf("a HOME regexp matches %q, which holds no HOME", line)
	}
}
