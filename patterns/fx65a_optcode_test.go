package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx65a (issue 7): command strings and script files given to build tools
// by option. Each dangerous row was allowed (or, npm's --editor and
// --browser, unreadable as an unknown option) on the base (c84b5d16).

// fx65aCase is a command judged in the tree of fx65aFiles: allowed where
// rule is "", else asked by rule with a reason holding reason; disk says
// the ask comes from a file, so that without the files it goes.
type fx65aCase struct {
	cmd, rule, reason string
	disk              bool
}

// fx65aFiles are the files of TestFx65aOptionCode: under the project
// (home/proj), beside it (home/other) and outside the home (tmp).
var fx65aFiles = map[string]string{
	"home/proj/justfile": "test:\n\tgo test ./...\n",
}

// fx65aCases: the command, the rule that must ask ("" for allowed), a
// piece of its reason, and whether the ask comes from disk.
var fx65aCases = []fx65aCase{
	// npm's editor and browser, on the line and set in its configuration
	{"npm --editor='rm -rf ~' edit x", "cmd.delete-home", "home directory", false},
	{"npm --editor 'rm -rf ~' edit x", "cmd.delete-home", "home directory", false},
	{"npm --browser='rm -rf ~' docs x", "cmd.delete-home", "home directory", false},
	{"pnpm --editor='rm -rf ~' edit x", "cmd.delete-home", "home directory", false},
	{"npm config set editor 'rm -rf ~' && npm edit x", "cmd.delete-home", "home directory", false},
	{"npm config set --location=user editor 'rm -rf ~'", "cmd.delete-home", "home directory", false},
	{"npm set editor='rm -rf ~'", "cmd.delete-home", "home directory", false},
	{"npm set browser='rm -rf ~' && npm docs x", "cmd.delete-home", "home directory", false},
	{"npm config set editor \"$E\" && npm edit x", UnreadableRule, "not literal", false},
	// everyday
	{"npm edit x", "", "", false},
	{"npm docs x", "", "", false},
	{"npm --editor=vim edit x", "", "", false},
	{"npm --editor='code --wait' edit x", "", "", false},
	{"npm config set editor vim && npm edit x", "", "", false},
	{"npm config set browser firefox", "", "", false},
	{"npm config get editor", "", "", false},
}

// TestFx65aOptionCode checks fx65aCases over real files, and that without
// them each ask from disk goes.
func TestFx65aOptionCode(t *testing.T) {
	root := t.TempDir()
	fx53mWrite(t, root, fx65aFiles)
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx65aCases {
		cmd := strings.ReplaceAll(c.cmd, "@ROOT@", root)
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(home), ScriptFile: fx49rRead(root), ScriptGlob: diskGlob}
		v := pol.Evaluate(Read(cmd), ctx, time.Now())
		bc := bodyCase{cmd: cmd, rule: c.rule, reason: strings.ReplaceAll(c.reason, "@ROOT@", root)}
		if !checkBodyCase(t, bc, v) || !c.disk {
			continue
		}
		ctx.ProjectFile, ctx.ScriptFile, ctx.ScriptGlob = nil, nil, nil
		if w := pol.Evaluate(Read(cmd), ctx, time.Now()); w.Rule == c.rule {
			t.Errorf("%q without the files: %v by %s, want another answer (the ask comes from disk)", cmd, w.Outcome, w.Rule)
		}
	}
}
