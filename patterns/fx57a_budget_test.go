package patterns

import (
	"fmt"
	"strings"
	"testing"
)

// fx57a: a runner met after the evaluation spent its budget of bodies
// asks as unreadable; within the budget it is read as before.

// fx57aPad is a script running n harmless scripts h1 … hn, then last.
func fx57aPad(n int, last string) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "bash h%d\n", i)
	}
	return b.String() + last + "\n"
}

// fx57aBudgetFiles are the files of TestBodyBudget.
func fx57aBudgetFiles() map[string]string {
	files := map[string]string{
		"home/proj/evil":  "ozdesk queue approve 1\n",
		"home/proj/ok":    "echo ok\n",
		"home/proj/pad16": fx57aPad(16, "bash evil"),
		"home/proj/pad15": fx57aPad(15, "bash evil"),
		"home/proj/pad14": fx57aPad(14, "bash evil"),
		"home/proj/ok14":  fx57aPad(14, "bash ok"),
		"home/proj/loop":  "bash h1\nbash loop\nbash h2\n",
	}
	for i := 1; i <= 16; i++ {
		files[fmt.Sprintf("home/proj/h%d", i)] = "echo hello\n"
	}
	return files
}

// fx57aBudgetCases: `bash pad16` judges pad16 and h1 … h15 (sixteen), so
// h16 and evil are past the budget; pad15's evil is the seventeenth.
var fx57aBudgetCases = []diskScriptCase{
	{"bash pad16", UnreadableRule, "the script h16 is run past the 16 bodies (64 KiB) ozdesk judges in one command"},
	{"bash pad15", UnreadableRule, "the script evil is run past the 16 bodies"},
	{"bash pad14", guardTamperRule, "evil runs"},
	{"bash ok14", "", ""},
	{"bash h1; bash h2; bash h3", "", ""},
	{"bash loop", "", ""}, // a cycle spends nothing
	// the budget is the evaluation's, the line's own runners included:
	// ok14 and its fifteen bodies, then evil the seventeenth
	{"bash ok14; bash evil", UnreadableRule, "the script evil is run past the 16 bodies"},
	{"bash h1; bash pad14", UnreadableRule, "the script evil is run past the 16 bodies"},
}

// TestBodyBudget checks fx57aBudgetCases over real files, and that
// without them each ask goes.
func TestBodyBudget(t *testing.T) { checkDiskScripts(t, fx57aBudgetFiles(), fx57aBudgetCases) }
