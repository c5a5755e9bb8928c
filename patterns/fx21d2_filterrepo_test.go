package patterns

import "testing"

// fx21d2FilterRepoCases are rt21d #3 (part): git-filter-repo rewrites
// history as `git filter-repo` does when run by its installed script's name
// or as python's module; its analysis, dry run and help stay allowed.
var fx21d2FilterRepoCases = []doesCase{
	{"git-filter-repo --path secrets/ --invert-paths", "cmd.force-push"},
	{"git-filter-repo --replace-text expr.txt --force", "cmd.force-push"},
	{"python3 -m git_filter_repo --path x --invert-paths", "cmd.force-push"},
	{"python -m git_filter_repo --strip-blobs-bigger-than 10M", "cmd.force-push"},
	// Everyday.
	{"git-filter-repo --analyze", ""},
	{"git-filter-repo --help", ""},
	{"python3 -m git_filter_repo --dry-run --path x", ""},
	{"python3 -m git_filter_repo --analyze", ""},
	{"python3 -m git_filter_repo --help", ""},
	{"python3 -m pytest -q", ""},
}

// TestFx21d2FilterRepo checks fx21d2FilterRepoCases against the defaults.
func TestFx21d2FilterRepo(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "filter-repo ", fx21d2FilterRepoCases)
}
