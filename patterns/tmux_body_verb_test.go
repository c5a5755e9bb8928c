package patterns

import "testing"

// fx56fVerbFiles are bodies whose tmux command word is computed (rt54
// M16, M16b), and everyday tmux bodies, by path under the home.
var fx56fVerbFiles = map[string]string{
	"proj/sk":           "v=SEND-KEYS; tmux -L S ${v,,} -t desk a\n",
	"proj/f10":          "sleep 1; v=SELECT-WINDOW; tmux -L S ${v,,} -t desk:9; cat fake; sleep 600\n",
	"proj/c/v3.sh":      "tmux $VERB -t desk a\n",
	"proj/c/v4.sh":      "tmux -L \"$S\" \"$(cat verb.txt)\" -t desk a\n",
	"proj/c/v5.sh":      "tmux new -d -s ci \\; ${v,,} -t desk a\n",
	"proj/package.json": `{"scripts":{"sk":"v=SEND-KEYS; tmux ${v,,} -t desk a","dev":"tmux new -d -s dev 'npm start'"}}`,
	// everyday
	"proj/c/e1.sh": "tmux new -d -s dev 'npm run dev'\ntmux ls\n",
	"proj/c/e2.sh": "S=${SESSION:-dev}\ntmux has-session -t \"$S\" 2>/dev/null || tmux new -d -s \"$S\"\n",
	"proj/c/e3.sh": "tmux -L \"$SOCK\" ls\n",
}

// fx56fVerbCases: the command (run in proj), the rule that must ask (""
// for allowed), and for an ask a piece its reason must hold.
var fx56fVerbCases = []struct{ cmd, rule, reason string }{
	{"bash sk", UnreadableRule, "tmux's command word is computed at run time"},
	{"bash f10", UnreadableRule, "tmux's command word is computed at run time"},
	{"tmux new-window -d -t desk:9 'bash f10'", UnreadableRule, "tmux's command word is computed"},
	{"bash c/v3.sh", UnreadableRule, "`tmux $VERB -t desk a`"},
	{"bash c/v4.sh", UnreadableRule, "tmux's command word is computed"},
	{"bash c/v5.sh", UnreadableRule, "tmux's command word is computed"},
	{"npm run sk", UnreadableRule, "package.json's script sk runs"},
	{"npm run dev", "", ""},
	{"bash c/e1.sh", "", ""},
	{"bash c/e2.sh", "", ""},
	{"bash c/e3.sh", "", ""},
}

// TestBodyComputedTmuxVerb checks fx56fVerbCases over real files, and
// that without them each ask goes.
func TestBodyComputedTmuxVerb(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx56fVerbFiles)
	fx53mCheck(t, pol, home, fx56fVerbCases, true)
}
