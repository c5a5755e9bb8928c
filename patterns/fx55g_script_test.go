package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx55g (rt54 M12, M19, M25): where a runner's script is found, and a
// script that does not parse.

// fx55gFiles are the files, by path under the test's root: the home is
// ROOT/home, the project ROOT/home/proj, ROOT/tmp a directory outside it.
var fx55gFiles = map[string]string{
	"home/proj/x.sh": "ozdesk queue approve 6\n",
	"home/proj/h.sh": "echo hello\n",
	"home/proj/--":   "echo a file named --\n",
}

// fx55gCases: the command (run in ROOT/home/proj; ROOT written as
// @ROOT@), the rule that must ask ("" for allowed) and a piece of its
// reason.
var fx55gCases = []struct{ cmd, rule, reason string }{
	// M12: `--` ends source's options; the script is the word after it
	{"source -- x.sh", guardTamperRule, "x.sh runs"},
	{". -- x.sh", guardTamperRule, "x.sh runs"},
	{"source -- ./x.sh", guardTamperRule, "x.sh runs"},
	{". -- x.sh a b", guardTamperRule, "x.sh runs"},
	{"builtin source -- x.sh", guardTamperRule, "x.sh runs"},
	{"command . -- x.sh", guardTamperRule, "x.sh runs"},
	{"source -- h.sh", "", ""},
	{". -- h.sh", "", ""},
	{". --", "", ""}, // bash sources the file named -- (here harmless)
	{"source h.sh --", "", ""},
}

// TestScriptFoundAndRead checks fx55gCases over real files, and that
// without them each ask goes.
func TestScriptFoundAndRead(t *testing.T) {
	root := t.TempDir()
	fx53mWrite(t, root, fx55gFiles)
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx55gCases {
		cmd := strings.ReplaceAll(c.cmd, "@ROOT@", root)
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(home), ScriptFile: fx49rRead(root)}
		v := pol.Evaluate(Read(cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%q: %v by %s (%s), want allowed", cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		reason := strings.ReplaceAll(c.reason, "@ROOT@", root)
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, reason) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", cmd, v.Outcome, v.Rule, v.Reason, c.rule, reason)
			continue
		}
		ctx.ProjectFile, ctx.ScriptFile = nil, nil
		if w := pol.Evaluate(Read(cmd), ctx, time.Now()); w.Outcome != Allow {
			t.Errorf("%q without the files: %v by %s, want allowed (the ask comes from disk)", cmd, w.Outcome, w.Rule)
		}
	}
}
