package patterns

import "testing"

// fx41bCases (fx41b): asks that name the rule and word their evidence
// holds (issue 7 §4).
var fx41bCases = []evalCase{
	// A dot glob that cannot match . or .. names dot-files in its
	// directory: the project's .git and .claude, not the home.
	ask("rm -rf .[a-z]*", "cmd.force-push|cmd.guard-tamper"),
	ask("rm -rf .[!.]*", "cmd.force-push|cmd.guard-tamper"),
	ask("rm -rf ~/proj/.*", "cmd.delete-home"), // .* may be .. before bash 5.2
	allow("rm -f .*.swp"),
	// ... and no device: what the copy writes here is judged.
	ask("cp ../x/.[!.]* .", "cmd.guard-tamper|cmd.force-push"),
	ask("cp -r src/.* .", "cmd.guard-tamper|cmd.credentials"),
	// ps e's output printed again by echo or printf.
	ask(`echo "$(ps eww)"`, "cmd.credentials"),
	ask(`X=$(ps auxe); echo "$X"`, "cmd.credentials"),
	allow(`echo "$(ps aux)"`),
	allow(`echo "$(ps -u dev)"`),
	allow(`echo "$(ps -e)"`),
}

// fx41bContext is a project's ask as the queue makes it: the project is
// the workdir, and the paths guarded for it and the home are protected.
func fx41bContext() *Context {
	cwd, home := "/home/op/proj", "/home/op"
	return &Context{Cwd: cwd, Workdir: cwd, Home: home, DefaultBranch: "main",
		Protected: GuardedPaths(home, cwd, "/home/op", "/home", "/")}
}

func TestFx41bCases(t *testing.T) { runCasesIn(t, fx41bContext(), fx41bCases) }
