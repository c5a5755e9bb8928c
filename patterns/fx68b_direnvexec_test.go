package patterns

import "testing"

// fx68bDirenvExecCases (rt67 A.3): `direnv exec DIR CMD` loads DIR's
// .envrc (or the first one above it) before CMD, so it is read as `direnv
// allow DIR` reads it, and CMD is judged as itself; the ask rows were
// allowed on the base (2e797543).
var fx68bDirenvExecCases = []struct{ cmd, rule, reason string }{
	{"direnv exec env true", "cmd.delete-home", "env/.envrc (direnv exec)"},
	{"cd env && direnv exec . true", "cmd.delete-home", ".envrc (direnv exec)"},
	{"cd env/sub && direnv exec . make", "cmd.delete-home", "env/.envrc"},
	// everyday
	{"cd envok && direnv exec . make test", "", ""},
	{"direnv exec envok go test ./...", "", ""},
	{"cd env && direnv status", "", ""},
}

// TestFx68bDirenvExec checks fx68bDirenvExecCases over fx58i's files.
func TestFx68bDirenvExec(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx58iFiles)
	fx53mCheck(t, pol, home, fx68bDirenvExecCases, false)
}
