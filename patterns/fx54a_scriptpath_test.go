package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx54a (rt53 N1, N10): a runner's script, directory or program file
// named through a brace list, `~`, `~+`, `$PWD`, `$HOME` or `$(pwd)` is
// read as bash hands it over.

// fx54aFiles are the files, by path under the test's root: the home is
// ROOT/home, the project ROOT/home/proj, and ROOT/tmp a directory outside
// it (/tmp's stand-in).
var fx54aFiles = map[string]string{
	"home/proj/x.sh":             "ozdesk queue approve 6\n",
	"home/proj/h.sh":             "echo hello\n",
	"home/proj/sub/x.sh":         "ozdesk queue approve 6\n",
	"home/proj/sub/h.sh":         "echo hello\n",
	"home/proj/mkz/Makefile":     "all:\n\tozdesk queue approve 1\n",
	"home/proj/mkh/Makefile":     "all:\n\techo hi\n",
	"home/proj/pjz/package.json": `{"name":"z","scripts":{"x":"ozdesk queue approve 1"}}`,
	"home/proj/pjh/package.json": `{"name":"h","scripts":{"x":"echo hi"}}`,
	"home/proj/a.awk":            "BEGIN{system(\"ozdesk queue approve 1\")}\n",
	"home/proj/h.awk":            "BEGIN{print 1}\n",
	"home/proj/p.py":             "import os\nos.system(\"ozdesk queue approve 1\")\n",
	"home/proj/hp.py":            "print(1)\n",
	"home/proj/n.js":             "require('child_process').execSync('ozdesk queue approve 1')\n",
	"home/proj/p.pl":             "system(\"ozdesk queue approve 1\");\n",
	"home/.cargoenv":             "export CARGO_HOME=~/.cargo\n",
	"tmp/s":                      "ozdesk queue approve 1\n",
	"tmp/sx":                     "ozdesk queue approve 1\n",
	"tmp/hs":                     "echo hello\n",
}

// fx54aCases: the command (run in ROOT/home/proj; ROOT written as
// @ROOT@), the rule that must ask ("" for allowed) and a piece of its
// reason.
var fx54aCases = []struct{ cmd, rule, reason string }{
	// N1: brace lists
	{"bash @ROOT@/tmp/{s,nothing}", guardTamperRule, "the script " + "@ROOT@/tmp/s runs"},
	{"bash @ROOT@/tmp/s{,}", guardTamperRule, "@ROOT@/tmp/s runs"},
	{"bash @ROOT@/tmp/s{x,}", guardTamperRule, "@ROOT@/tmp/sx runs"},
	{"bash x{.sh,}", guardTamperRule, "x.sh runs"},
	{". x.sh{,}", guardTamperRule, "x.sh runs"},
	{"source {x.sh,}", guardTamperRule, "x.sh runs"},
	{"make -C {mkz,}", guardTamperRule, "ozdesk queue approve 1"},
	{"npm --prefix {pjz,} run x", guardTamperRule, "ozdesk queue approve 1"},
	{"awk -f {a.awk,}", guardTamperRule, "ozdesk queue approve 1"},
	{"bash x.sh{1..1}", UnreadableRule, "names a file ozdesk cannot know"},
	// N10: ~+, $PWD, $(pwd), ~, $HOME
	{"bash ~+/x.sh", guardTamperRule, "x.sh runs"},
	{". ~+/x.sh", guardTamperRule, "x.sh runs"},
	{"source ~+/x.sh", guardTamperRule, "x.sh runs"},
	{". $PWD/x.sh", guardTamperRule, "x.sh runs"},
	{`source "$PWD/x.sh"`, guardTamperRule, "x.sh runs"},
	{`bash "$PWD"/x.sh`, guardTamperRule, "x.sh runs"},
	{`bash "$(pwd)/x.sh"`, guardTamperRule, "x.sh runs"},
	{"source ~/proj/x.sh", guardTamperRule, "x.sh runs"},
	{". $HOME/proj/x.sh", guardTamperRule, "x.sh runs"},
	{"source ~home/proj/x.sh", guardTamperRule, "x.sh runs"}, // ~NAME of the home's own name
	{"cd sub && source $PWD/x.sh", guardTamperRule, "sub/x.sh runs"},
	{"bash < ~+/x.sh", guardTamperRule, "x.sh"},
	{`f=~+/x.sh; bash "$f"`, guardTamperRule, "x.sh runs"},
	{"make -C ~+/mkz", guardTamperRule, "ozdesk queue approve 1"},
	{"make -C $PWD/mkz", guardTamperRule, "ozdesk queue approve 1"},
	{"cd ~+/mkz && make", guardTamperRule, "ozdesk queue approve 1"},
	{"cd $PWD/mkz && make", guardTamperRule, "ozdesk queue approve 1"},
	{"make -f ~+/mkz/Makefile", guardTamperRule, "ozdesk queue approve 1"},
	{"npm --prefix ~+/pjz run x", guardTamperRule, "ozdesk queue approve 1"},
	{"cd ~+/pjz && npm run x", guardTamperRule, "ozdesk queue approve 1"},
	{"awk -f ~+/a.awk", guardTamperRule, "ozdesk queue approve 1"},
	{"python3 ~+/p.py", guardTamperRule, "ozdesk queue approve 1"},
	{"python3 $PWD/p.py", guardTamperRule, "ozdesk queue approve 1"},
	{"node ~/proj/n.js", guardTamperRule, "ozdesk queue approve 1"},
	{"perl $PWD/p.pl", guardTamperRule, "ozdesk queue approve 1"},
	// N10: a directory the reader cannot know asks where a shell or source runs the script
	{"cd sub && source ~-/h.sh", UnreadableRule, "names a file ozdesk cannot know"},
	{`source "$OLDPWD/h.sh"`, UnreadableRule, "names a file ozdesk cannot know"},
	{"source ~nobody/h.sh", UnreadableRule, "names a file ozdesk cannot know"},
	{". ./h.sh; . $PWD/x.sh", UnreadableRule, "names a file ozdesk cannot know"},
	// everyday: the same forms naming a harmless file
	{"bash @ROOT@/tmp/{hs,nothing}", "", ""},
	{"bash h.sh{,}", "", ""},
	{"bash h.sh {a,b}", "", ""},
	{"bash h.sh {1..3}", "", ""},
	{"source {h.sh,}", "", ""},
	{"bash ~+/h.sh", "", ""},
	{". ~+/h.sh", "", ""},
	{`source "$PWD/h.sh"`, "", ""},
	{"source ~/proj/h.sh", "", ""},
	{`. "$HOME/.cargoenv"`, "", ""},
	{"source $HOME/.cargoenv", "", ""},
	{"source ~/nonexistent.sh", "", ""},
	{"cd sub && source $PWD/h.sh", "", ""},
	{"make -C ~+/mkh", "", ""},
	{"cd ~+/mkh && make", "", ""},
	{"make -C $HOME/nonexistent", "", ""},
	{"npm --prefix {pjh,} run x", "", ""},
	{"npm --prefix ~+/pjh run x", "", ""},
	{`npm --prefix "$PWD" run x`, "", ""},
	{"awk -f ~+/h.awk", "", ""},
	{"awk -f {h.awk,}", "", ""},
	{"python3 $PWD/hp.py", "", ""},
	{"bash < ~+/h.sh", "", ""},
}

// TestScriptPathExpanded checks fx54aCases over real files, and that
// without them each ask goes.
func TestScriptPathExpanded(t *testing.T) { checkDiskScripts(t, fx54aFiles, fx54aCases) }

// diskScriptCase is a command run in ROOT/home/proj (ROOT written as
// @ROOT@), the rule that must ask ("" for allowed) and a piece of its
// reason.
type diskScriptCase = struct{ cmd, rule, reason string }

// checkDiskScripts writes files under a fresh ROOT (the home ROOT/home,
// the project ROOT/home/proj) and checks cases over them, and that
// without the files each ask goes (the ask comes from disk).
func checkDiskScripts(t *testing.T, files map[string]string, cases []diskScriptCase) {
	t.Helper()
	root := t.TempDir()
	fx53mWrite(t, root, files)
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		cmd := strings.ReplaceAll(c.cmd, "@ROOT@", root)
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(home), ScriptFile: fx49rRead(root), ScriptGlob: diskGlob}
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
		ctx.ProjectFile, ctx.ScriptFile, ctx.ScriptGlob = nil, nil, nil
		if w := pol.Evaluate(Read(cmd), ctx, time.Now()); w.Outcome != Allow {
			t.Errorf("%q without the files: %v by %s, want allowed (the ask comes from disk)", cmd, w.Outcome, w.Rule)
		}
	}
}
