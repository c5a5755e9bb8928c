package patterns

import "testing"

// fx46cCases are rt45's everyday rows that asked, beside their dangerous
// sides, and its asks that named the wrong reason.
var fx46cCases = []doesCase{
	// find's blank-split output under a relative starting point stays in
	// the workdir, as its -print0 | xargs -0 spelling does (find_printed.go).
	{`find . -name "*.log" | xargs rm -f`, ""},
	{`find . -type d -name __pycache__ | xargs rm -rf`, ""},
	{`find build -name "*.o" -print | xargs rm -f`, ""},
	{`rm -rf $(find . -name "*.pyc")`, ""},
	{`find . -name "*.log" -print0 | xargs -0 rm -f`, ""},
	{`find ~ -name "*.log" | xargs rm -f`, "cmd.delete-home"},
	{`find / -name "*.log" | xargs rm -f`, "cmd.delete-home"},
	{`find .. -name "*.log" | xargs rm -rf`, "cmd.delete-home"},
	{`find -L . -name "*.log" | xargs rm -rf`, "cmd.delete-home"},
	{`find . -name "*.log" -printf "%h\n" | xargs rm -rf`, "cmd.delete-home"},
	{`find . -name x | xargs -a list rm -rf`, "cmd.delete-home"},
	{`rm -rf $(find ~ -name "*.pyc")`, "cmd.delete-home"},
	{`rm -rf $(find .. -name "*.pyc")`, "cmd.delete-home"},
	{`rm -rf $(find . -name "*.pyc"; echo ~)`, "cmd.delete-home"},
	{`rm -rf "$(find . -name x)"`, "cmd.delete-home"},
}

// TestFx46cEveryday checks fx46cCases against the defaults.
func TestFx46cEveryday(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx46c ", fx46cCases)
}
