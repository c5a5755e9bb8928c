package patterns

import (
	"strings"
	"testing"
)

// fx56a (rt54 M13): a script reaching a file beside it through its own
// directory.

// fx56aSelfDirFiles are the files of TestScriptSelfDir.
var fx56aSelfDirFiles = map[string]string{
	"home/proj/sub/lib.sh": "ozdesk queue approve 1\n",
	"home/proj/sub/ok.sh":  "echo hi\n",
	"home/proj/lib.sh":     "echo the caller's directory\n",
	"home/proj/sub/a1":     "source \"$(dirname \"$0\")/lib.sh\"\n",
	"home/proj/sub/a2":     ". \"${BASH_SOURCE%/*}/lib.sh\"\n",
	"home/proj/sub/a3":     "DIR=$(cd \"$(dirname \"$0\")\" && pwd)\nbash \"$DIR/lib.sh\"\n",
	"home/proj/sub/a4":     "DIR=\"$( cd -- \"$( dirname -- \"${BASH_SOURCE[0]}\" )\" &> /dev/null && pwd )\"\nsource \"$DIR\"/lib.sh\n",
	"home/proj/sub/a5":     "source ${0%/*}/lib.sh\n",
	"home/proj/sub/a6":     "here=`dirname $0`\n. $here/lib.sh\n",
	"home/proj/sub/a7":     "source \"$(dirname \"$(realpath \"$0\")\")/lib.sh\"\n",
	"home/proj/sub/a8":     "cd \"$(dirname \"$0\")\" >/dev/null 2>&1; ROOT=$(cd \"$(dirname \"${BASH_SOURCE[0]}\")\"; pwd -P)\n. \"$ROOT/lib.sh\"\n",
	"home/proj/sub/h1":     "source \"$(dirname \"$0\")/ok.sh\"\n",
	"home/proj/sub/h2":     "DIR=$(cd \"$(dirname \"$0\")\" && pwd)\nbash \"$DIR/ok.sh\"\n",
	"home/proj/sub/h3":     "echo '$(dirname \"$0\")/lib.sh'\necho \"$0\"\n",
	"home/proj/sub/h4":     "source \"$(dirname \"$0\")/lib.sh\" 2>/dev/null || true\n",
}

// fx56aSelfDirCases: the command, the rule that must ask ("" for
// allowed) and a piece of its reason.
var fx56aSelfDirCases = []diskScriptCase{
	{"bash sub/a1", guardTamperRule, "sub/lib.sh runs"},
	{"./sub/a1", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/a2", guardTamperRule, "sub/lib.sh runs"},
	{"source sub/a2", guardTamperRule, "sub/lib.sh runs"}, // BASH_SOURCE is the sourced file
	{"bash sub/a3", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/a4", guardTamperRule, "sub/lib.sh runs"},
	{". sub/a4", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/a5", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/a6", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/a7", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/a8", guardTamperRule, "sub/lib.sh runs"},
	{"cd sub && bash a1", guardTamperRule, "lib.sh runs"},
	{"bash sub/h4", guardTamperRule, "sub/lib.sh runs"},
	{"bash sub/h1", "", ""},
	{"bash sub/h2", "", ""},
	{"bash sub/h3", "", ""},   // single-quoted: text, not an expansion
	{"source sub/a1", "", ""}, // a sourced file's $0 is its caller's: ./lib.sh here
}

// TestScriptSelfDir checks fx56aSelfDirCases over real files, and that
// without them each ask goes.
func TestScriptSelfDir(t *testing.T) { checkDiskScripts(t, fx56aSelfDirFiles, fx56aSelfDirCases) }

// TestSelfDirBody checks the expansions written as the directory, in
// their quoting, and the text left as it was.
func TestSelfDirBody(t *testing.T) {
	for _, c := range []struct {
		body string
		zero bool
		want string
	}{
		{`source "$(dirname "$0")/l.sh"`, true, `source "/p/s/l.sh"`},
		{`source $(dirname $0)/l.sh`, true, `source '/p/s'/l.sh`},
		{`source "$(dirname "$0")/l.sh"`, false, `source "$(dirname "$0")/l.sh"`},
		{`. "${BASH_SOURCE[0]%/*}/l.sh"`, false, `. "/p/s/l.sh"`},
		{`D=$(cd -- "$(dirname -- "$BASH_SOURCE")" >/dev/null 2>&1 && pwd -P)`, false, `D='/p/s'`},
		{`D=$(readlink -f "$(dirname "$0")")`, true, `D='/p/s'`},
		{`echo '$(dirname "$0")'`, true, `echo '$(dirname "$0")'`},
		{`echo $(dirname "$0x")`, true, `echo $(dirname "$0x")`},
		{`echo $(dirname "$BASH_SOURCEX")`, true, `echo $(dirname "$BASH_SOURCEX")`},
		{`echo $(cd "$(dirname "$0")" && ls)`, true, `echo $(cd "/p/s" && ls)`}, // the inner one only
		{`echo $(dirname "$0"`, true, `echo $(dirname "$0"`},
		{`echo "$0"`, true, `echo "$0"`},
		// a quote in a comment opens nothing (the walk shared with
		// bindPositional: the comment was read as opening a quote)
		{"# don't\nsource \"$(dirname \"$0\")/l.sh\"", true, "# don't\nsource \"/p/s/l.sh\""},
		{"# $(dirname \"$0\")", true, "# $(dirname \"$0\")"},
	} {
		if got := selfDirBody(c.body, "/p/s/x.sh", c.zero); got != c.want {
			t.Errorf("selfDirBody(%q, zero %v) = %q, want %q", c.body, c.zero, got, c.want)
		}
	}
}

// FuzzSelfDirBody: any body is read without a panic, and one naming
// neither $0 nor BASH_SOURCE is left as it was.
func FuzzSelfDirBody(f *testing.F) {
	for _, s := range []string{`source "$(dirname "$0")/l"`, "$(cd \"${BASH_SOURCE%/*}\" &>", "`dirname $0", "$($(", `"$(realpath`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		got := selfDirBody(body, "/p/s/x.sh", true)
		if !strings.Contains(body, "$0") && !strings.Contains(body, "${0") && !strings.Contains(body, "BASH_SOURCE") && got != body {
			t.Errorf("selfDirBody(%q) = %q, want it unchanged", body, got)
		}
	})
}
