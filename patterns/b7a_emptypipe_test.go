package patterns

import "testing"

// emptyPipeCases are pipelines whose first stage prints nothing, so a
// later stage leaves the files it writes empty (effects_emptypipe.go):
// a delete of what they held, asked outside the workdir as `: > F` is.
var emptyPipeCases = []doesCase{
	{": | tee ~/notes.md", "cmd.delete-outside"},
	{"true | tee ~/notes.md ~/todo.md", "cmd.delete-outside"},
	{"false | tee /var/log/auth.log", "cmd.delete-outside"},
	{"echo -n | sponge ~/notes.md", "cmd.delete-outside"},
	{"printf '' | cat > ~/notes.md", "cmd.delete-outside"},
	{"cat /dev/null | sudo tee /var/log/syslog", "cmd.delete-outside"},
	{": | tee ../other/notes.md", "cmd.delete-outside"},
	{"true | tee ~/.ssh/authorized_keys", "cmd.credentials"},
	// Everyday: project files, appends, text that is not empty, devices.
	{": | tee out.log", ""},
	{"true | tee -a ~/notes.md", ""},
	{"echo hi | tee ~/notes.md", "cmd.delete-outside"}, // an overwrite outside the workdir (b7b, rt17d #16)
	{"echo hi | tee -a ~/notes.md", ""},
	{": | tee /dev/null", ""},
	{"true | cat", ""},
	{"make 2>&1 | tee build.log", ""},
}

// TestEmptyPipeDeletes checks emptyPipeCases against the defaults.
func TestEmptyPipeDeletes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", emptyPipeCases)
}
