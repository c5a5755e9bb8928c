package patterns

import "testing"

// fx68bVimKeysFiles are the projects, by path under the home.
var fx68bVimKeysFiles = map[string]string{
	"proj/evil.vim":  "ihello\x1b\n:!rm -rf ~\n:wq\n",
	"proj/evil2.vim": "gg\n  ::silent !rm -rf ~\n",
	"proj/ok.vim":    "ggdd\n:%s/foo/bar/g\n:wq\n",
	"proj/typed.vim": "i!rm -rf ~\x1b\n:wq\n",
}

// fx68bVimKeysCases (rt67 A.5): `vim -s F` types F's keys in Normal mode;
// a line that starts with `:` (after blanks) is an Ex command line, read
// as `vim -S` reads its lines; the ask rows were allowed on the base
// (dc0bdc40). Keys typed into the buffer are text, left alone.
var fx68bVimKeysCases = []struct{ cmd, rule, reason string }{
	{"vim -s evil.vim x.txt", "cmd.delete-home", "evil.vim runs: rm -rf ~"},
	{"nvim -s evil2.vim x.txt", "cmd.delete-home", "evil2.vim runs"},
	{"vim -s ok.vim x.txt", "", ""},
	{"vim -s typed.vim x.txt", "", ""},
	{"vim x.txt", "", ""},
}

// TestFx68bVimKeys checks fx68bVimKeysCases over real files.
func TestFx68bVimKeys(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx68bVimKeysFiles)
	fx53mCheck(t, pol, home, fx68bVimKeysCases, false)
}

// FuzzVimKeyExLines: the Ex lines picked from any keys file are lines of
// it, never longer than it.
func FuzzVimKeyExLines(f *testing.F) {
	for _, s := range fx68bVimKeysFiles {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := vimKeyExLines(s); len(got) > len(s)+1 {
			t.Fatalf("vimKeyExLines(%q) = %q: longer than its input", s, got)
		}
	})
}
