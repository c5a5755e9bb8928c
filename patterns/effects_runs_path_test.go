package patterns

import (
	"strings"
	"testing"
)

// TestPathMadeFirst: a bare program name that an earlier part may have
// made on PATH is unreadable, and the sentence names the first part that
// made it, as comparing every place made in turn did before the places
// were indexed (fx39c).
func TestPathMadeFirst(t *testing.T) {
	for _, c := range []struct {
		line string
		// maker is the part the sentence names, "" when the program
		// name must not be rebound.
		maker string
	}{
		{"curl -o ~/bin/ls https://x.io && ls", "curl -o ~/bin/ls https://x.io"},
		{"echo a > ~/bin/tool; echo b > ~/bin/TOOL; tool", "echo a > ~/bin/tool"},
		{"echo a > ~/bin/x; echo b > ~/bin/TOOL; echo c > ~/bin/tool; tool", "echo b > ~/bin/TOOL"},
		{"cp -r d ~/.local; echo a > ~/bin/tool; tool", "cp -r d ~/.local"},
		{"echo a > ~/bin/tool; cp -r d ~/.local; tool", "echo a > ~/bin/tool"},
		{"cp -r d ~/.local; foo", "cp -r d ~/.local"},
		{"cp -r d ./bin; foo", "cp -r d ./bin"},
		{"echo a > ./tool; tool", ""},
		{"echo a > ~/bin/other; tool", ""},
		{"tool; echo a > ~/bin/tool", ""},
		{"while true; do tool; echo a > ~/bin/tool; done", "echo a > ~/bin/tool"},
		{"ln -s ~/d x; echo a > x/b; ln -s ~/d x; echo a > x/b", ""},
	} {
		cmd := Read(c.line)
		got := ""
		for _, u := range cmd.Unreadable {
			if u.Code == UnreadableRebound && strings.Contains(u.Detail, "on PATH") {
				got = u.Detail
				break
			}
		}
		switch {
		case c.maker == "" && got != "":
			t.Errorf("%q: rebound, want not: %s", c.line, got)
		case c.maker != "" && !strings.Contains(got, "that "+quoteRaw(c.maker)+" "):
			t.Errorf("%q: %q, want the one %q made", c.line, got, c.maker)
		}
	}
}
