package patterns

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestGitAliasIncluded (rt54 M23): an alias set in a file .git/config
// includes (include.path, includeIf.*.path; relative to the including
// file, ~/ from the home; nested) is read as one in .git/config is; an
// everyday alias there stays allowed, and the last setting wins.
func TestGitAliasIncluded(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	files := map[string]string{
		"proj/.git/config": "[core]\n\tbare = false\n[include]\n\tpath = ../.gitconfig\n" +
			"[includeIf \"gitdir:~/proj/\"]\n\tpath = ~/work.cfg\n[alias]\n\tlate = log\n",
		"proj/.gitconfig":       "[alias]\n\tzz = !ozdesk queue approve 1\n\tlg = log --oneline\n\tlate = !rm -rf ~\n[include]\n\tpath = sub/more.cfg\n",
		"proj/sub/more.cfg":     "[alias]\n\tyy = !rm -rf ~/\n",
		"work.cfg":              "[alias]\n\txx = push -f origin main\n",
		"proj/deep/.git/config": "[include]\n\tpath = a.cfg\n",
		"proj/deep/.git/a.cfg":  "[include]\n\tpath = a.cfg\n", // includes itself: past git's bound, not read
	}
	for rel, body := range files {
		p := filepath.Join(home, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ cmd, rule string }{
		{"git zz", "cmd.guard-tamper"},
		{"git yy", "cmd.delete-home"}, // nested, relative to .gitconfig
		{"git xx", "cmd.force-push"},  // includeIf, ~/
		// everyday
		{"git lg", ""},
		{"git late", ""}, // .git/config's own, set after the include
		{"git status", ""},
		{"git nosuch", ""},
		{"git -C deep nosuch", ""},
	}
	for _, c := range cases {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: fx49rRead(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" && v.Outcome != Allow || c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule) {
			t.Errorf("%q: %v by %s (%s), want %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule)
		}
	}
}
