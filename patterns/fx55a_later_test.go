package patterns

import "testing"

// fx55a (rt54b B5): a script that is not there when judged, in a part
// that runs later, makes the part ask (body_script_later.go); the same
// script run at once, one there, and one run away stay as they were.

// fx55aLaterCases: the command (run in proj, where only l/there.sh
// exists), the rule that must ask ("" for allowed), and for an ask a
// piece its reason must hold.
var fx55aLaterCases = []struct{ cmd, rule, reason string }{
	{"(sleep 8; bash later.sh) &", UnreadableRule, "the script later.sh is not there when judged and runs later"},
	{"bash later.sh &", UnreadableRule, "not there when judged"},
	{"sleep 5; bash later.sh", UnreadableRule, "not there when judged"},
	{"nohup bash later.sh > /dev/null 2>&1 &", UnreadableRule, "not there when judged"},
	{"tmux new -d -s x 'sleep 5; bash later.sh'", UnreadableRule, "not there when judged"},
	{"watch -n 5 bash later.sh", UnreadableRule, "not there when judged"},
	{"while true; do bash later.sh; done", UnreadableRule, "not there when judged"},
	{"sleep 3 && source later.sh", UnreadableRule, "not there when judged"},
	// everyday
	{"bash later.sh", "", ""},
	{"bash l/there.sh &", "", ""},
	{"sleep 1; bash l/there.sh", "", ""},
	{"make build && bash later.sh 2>&1", "", ""},
	{"ssh host 'sleep 1; bash deploy.sh'", "", ""},
	{"watchexec -r -- sh -c \"go build ./... && ./app\"", "", ""},
	{"tmux new -d -s x 'bash later.sh'", "", ""},
	{"capsh -- npm publish", "", ""},
	{"./bin/app serve --addr 127.0.0.1:8080 &", "", ""},
	{"nohup ./later.sh", "", ""},
	{"watchexec -- bash later.sh", UnreadableRule, "not there when judged"},
}

// TestScriptAbsentRunsLater checks fx55aLaterCases over real files, and
// that without them each ask goes.
func TestScriptAbsentRunsLater(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, map[string]string{"proj/l/there.sh": "echo hi\n"})
	fx53mCheck(t, pol, home, fx55aLaterCases, true)
}

// TestLineRunsLater checks which lines run their parts later.
func TestLineRunsLater(t *testing.T) {
	for _, c := range []struct {
		line  string
		later bool
	}{
		{"a &", true}, {"(a; b)&", true}, {"a && b", false}, {"a >&2", false}, {"a &> f", false},
		{"a 2>&1 | b", false}, {"a |& b", false}, {"sleep 1; a", true}, {"for f in *; do a; done", true},
		{"until a; do b; done", true}, {"a; b", false},
	} {
		if got := lineRunsLater(Read(c.line)); got != c.later {
			t.Errorf("lineRunsLater(%q) = %v, want %v", c.line, got, c.later)
		}
	}
}
