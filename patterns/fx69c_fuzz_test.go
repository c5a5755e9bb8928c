package patterns

import (
	"strings"
	"testing"
)

// FuzzNpmrcEchoed feeds fx69c's readers any text: npmrcPlainText and
// the echo | xargs rm reading never panic, and a text holding a key
// outside npmrcPlainKeys is never plain.
func FuzzNpmrcEchoed(f *testing.F) {
	for _, s := range []string{"save-exact=true", "script-shell=./x.sh\n", "# c\nfund=false", "build dist", "a '/x'", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if npmrcPlainText(s) && strings.Contains(strings.ToLower(s), "\nscript-shell=") {
			t.Fatalf("%q read as plain", s)
		}
		cmd := Read("echo " + shellQuote(s) + " | xargs rm -rf")
		for _, p := range cmd.Parts {
			if p != nil {
				echoedItems(p)
			}
		}
	})
}
