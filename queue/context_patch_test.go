package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestPatchWrites (rt21i #2): patch(1) is judged by the files it writes,
// as git apply is: the paths its patch file names (below -d's directory,
// at any strip level), its -o file and its named file; git apply
// --directory puts the names below that directory. A patch writing the
// harness's settings, a git hook or the home's .bashrc asks; one fed on
// standard input asks as a might, and so does a patch file not there
// (rt40 #2: as a missing archive does); everyday patches of project
// source and a dry run are left alone.
// The real patch, where installed, shows the write the ask stops.
func TestPatchWrites(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{home, filepath.Join(proj, "src"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	gitIn(t, proj, "init", "-q", "-b", "main")
	files := map[string]string{
		"p1.patch":    "--- /dev/null\n+++ b/.claude/settings.json\n@@ -0,0 +1 @@\n+{\"hooks\":{}}\n",
		"p2.patch":    "--- /dev/null\n+++ b/.git/hooks/pre-commit\n@@ -0,0 +1 @@\n+id\n",
		"s.patch":     "--- /dev/null\n+++ b/settings.json\n@@ -0,0 +1 @@\n+{}\n",
		"rc.patch":    "--- /dev/null\n+++ b/.bashrc\n@@ -0,0 +1 @@\n+echo PWN\n",
		"fix.diff":    "--- a/src/main.go\n+++ b/src/main.go\n@@ -1 +1 @@\n-a\n+b\n",
		"src/main.go": "a\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(proj, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	s := homeService(t, root, home)
	cases := []struct {
		command string
		ask     bool
	}{
		{"patch -p1 < p1.patch", true},
		{"patch -p1 -i p1.patch", true},
		{"patch -p0 < p1.patch", true},
		{"patch -o .claude/settings.json src/main.go fix.diff", true},
		{"patch -p1 < p2.patch", true},
		{"patch -d ~ -p1 < rc.patch", true},
		{"cd ~ && patch -p1 < " + filepath.Join(proj, "rc.patch"), true},
		{"git apply --directory=.claude s.patch", true},
		{"git apply --directory .claude s.patch", true},
		{"cat fix.diff | patch -p1", true},
		{"patch -p1 < fix.diff", false},
		{"patch -p1 -i fix.diff", false},
		{"patch --dry-run -p1 < p1.patch", false},
		{"patch -p1 < nope.diff", true}, // one made after the judgement would be applied unread (rt40 #2)
		{"git apply fix.diff", false},
	}
	for _, tc := range cases {
		a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
		if got := a.Outcome == patterns.Ask; got != tc.ask {
			t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
		}
	}
	if _, err := exec.LookPath("patch"); err != nil {
		return
	}
	c := exec.Command("bash", "-c", "patch -s -p1 < p1.patch")
	c.Dir = proj
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("patch: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(proj, ".claude", "settings.json")); err != nil {
		t.Fatalf("the patch the ask stops did not write the settings: %v", err)
	}
}
