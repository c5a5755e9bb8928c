package patterns

import (
	"strings"
	"testing"
)

// FuzzLftpShellLines: every line lftpShellLines returns is the rest of a
// line of its input after a `!`, and never empty.
func FuzzLftpShellLines(f *testing.F) {
	for _, s := range []string{"!rm -rf ~", "open h; !ls; bye", "get a\n!id", "!", ";;!x", "mirror -R . /"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, line := range lftpShellLines(s) {
			if strings.TrimSpace(line) == "" {
				t.Fatalf("lftpShellLines(%q): an empty command line", s)
			}
			if !strings.Contains(s, "!"+line) && !strings.Contains(s, lftpUnknown) {
				t.Fatalf("lftpShellLines(%q) = %q, not a `!` command's rest", s, line)
			}
		}
	})
}

// FuzzGlobParent: the directory globParent finds holds no glob, and the
// word's text starts with its raw text.
func FuzzGlobParent(f *testing.F) {
	for _, s := range []string{"~/.ssh/*", "/etc/*.conf", "a/b*c", "*", "~/*", "/*", "'x'/*"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cmd := Read("cp " + s + " .")
		if len(cmd.Parts) == 0 || len(cmd.Parts[0].Words) < 2 {
			return
		}
		w := cmd.Parts[0].Words[1]
		dir, ok := globParent(w)
		if !ok {
			return
		}
		for _, sg := range dir.Segs {
			if sg.Kind == SegGlob {
				t.Fatalf("globParent(%q) = %q holds a glob", w.Raw, dir.Raw)
			}
		}
		if !strings.HasPrefix(w.Raw, dir.Raw) {
			t.Fatalf("globParent(%q) = %q, not a prefix", w.Raw, dir.Raw)
		}
	})
}
