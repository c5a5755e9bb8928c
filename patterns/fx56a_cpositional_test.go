package patterns

import "testing"

// fx56a (rt54 M27): a -c string's positional parameters naming the script.

// fx56aCFiles are the files of TestCStringPositional.
var fx56aCFiles = map[string]string{
	"home/proj/s":  "ozdesk queue approve 1\n",
	"home/proj/ok": "echo hi\n",
}

// fx56aCCases: the command, the rule that must ask ("" for allowed) and
// a piece of its reason.
var fx56aCCases = []diskScriptCase{
	{`bash -c 'source "$1"' _ s`, guardTamperRule, "the script s runs"},
	{`bash -c '. "$0"' s`, guardTamperRule, "the script s runs"},
	{`sh -c '. "$0"' ./s`, guardTamperRule, "the script ./s runs"},
	{`bash -c 'bash "$0"' s`, guardTamperRule, "the script s runs"},
	{`bash -c 'source "${1}"' _ s`, guardTamperRule, "the script s runs"},
	{`bash -c 'source $2' _ ok s`, guardTamperRule, "the script s runs"},
	{`bash -c 'source "$@"' _ s`, guardTamperRule, "the script s runs"},
	// no literal value: what it runs is not known
	{`find . -name s -exec bash -c '. "$0"' {} \;`, UnreadableRule, `the script word "$0" is a positional parameter`},
	{`bash -c 'source "$1"' _`, UnreadableRule, "whose value is not known"},
	{`bash -c 'source "$1"' _ "$X"`, UnreadableRule, "whose value is not known"},
	{`bash -c 'shift; source "$1"' _ ok s`, UnreadableRule, "whose value is not known"},
	{`bash -c 'source "$1"' _ ok`, "", ""},
	{`sh -c '. "$0"' ok`, "", ""},
	{`bash -c 'echo "$1"' _ s`, "", ""},
	{`bash -c 'cat "$0"' s`, "", ""},
}

// TestCStringPositional checks fx56aCCases over real files, and that
// without them each ask goes.
func TestCStringPositional(t *testing.T) { checkDiskScripts(t, fx56aCFiles, fx56aCCases) }
