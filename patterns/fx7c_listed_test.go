package patterns

import "testing"

// listedCases are deletes of the names a listing of the project hands to
// `xargs -0 rm` (xargs_listed.go). "" is everyday work that must stay
// allowed; the rest are the careless and hostile neighbours.
var listedCases = []doesCase{
	{"find . -name '*.tmp' -print0 | xargs -0 rm -f", ""},
	{"find src build -name '*.o' -print0 | xargs -0 rm -f", ""},
	{"find . -type f -name '*.pyc' -print0 | xargs -0 rm", ""},
	{"git ls-files -z --others --exclude-standard | xargs -0 rm -f", ""},
	{"git ls-files -z -o --exclude-standard --directory | xargs -0 rm -rf", ""},
	// find may name the harness settings; without -0 a name with a space
	// splits into other paths (a directory "a /home/op" gives /home/op).
	{"find . -print0 | xargs -0 rm -rf", "cmd.guard-tamper"},
	{"find . -name '*.json' -print0 | xargs -0 rm -f", "cmd.guard-tamper"},
	// Decided since (fx46c, find_printed.go): a relative find's blank-split
	// names are read as below its starting point, as `ls … | xargs rm` is.
	{"find . -name '*.tmp' | xargs rm -f", ""},
	{"find ~ -name '*.tmp' | xargs rm -f", "cmd.delete-home"},
	{"find . -name '*.tmp' -print0 | xargs -0 -a list rm -rf", "cmd.delete-home"},
	{"find . -name '*.tmp' -print0 | xargs -0 -d x rm -rf", "cmd.delete-home"},
	{"find -L . -name '*.tmp' -print0 | xargs -0 rm -f", "cmd.delete-home"},
	{"find . -follow -name '*.tmp' -print0 | xargs -0 rm -f", "cmd.delete-home"},
	{"find .. -name '*.tmp' -print0 | xargs -0 rm -f", "cmd.delete-home"},
	{"find ./a/../.. -name '*.tmp' -print0 | xargs -0 rm -f", "cmd.delete-home"},
	{"find ~ -name '*.tmp' -print0 | xargs -0 rm -rf", "cmd.delete-home"},
	{"find . -name '*.tmp' -printf '/home/op\\0' -print0 | xargs -0 rm -rf", "cmd.delete-home"},
	{"find . -name '*.tmp' -print0 -print0 | xargs -0 rm -rf", "cmd.delete-home"},
	{"find . -name '*.tmp' -print0 | { cd ~; xargs -0 rm -rf; }", "cmd.delete-home"},
	{"find . -name '*.tmp' -print0 | xargs -0 rm -rf < list", "cmd.delete-home"},
	{"cd ~ && find . -name '*.tmp' -print0 | xargs -0 rm -f", "cmd.delete-outside"},
	{"find . -name '*.tmp' -print0 | xargs -0 rm -rf ~", "cmd.delete-home"},
	{"git ls-files -z --others | xargs -0 rm -f", "cmd.guard-tamper"},
	{"git ls-files -z | xargs -0 rm -f", "cmd.guard-tamper"},
	{"git ls-files -z -o --exclude-standard -m | xargs -0 rm -f", "cmd.guard-tamper"},
	{"git ls-files --others --exclude-standard | xargs rm -f", "cmd.delete-home"},
	{"git ls-files -z -o --exclude-standard --full-name | xargs -0 rm -f", "cmd.delete-home"},
	{"git ls-files -z -o --exclude-standard .. | xargs -0 rm -f", "cmd.delete-home"},
	{"git -C ~ ls-files -z -o --exclude-standard | xargs -0 rm -f", "cmd.delete-home"},
}

// TestListedDeletes checks listedCases against the defaults.
func TestListedDeletes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", listedCases)
}
