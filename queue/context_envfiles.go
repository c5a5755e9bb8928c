package queue

import (
	"path/filepath"
	"slices"
)

// Gemini CLI, in a trusted folder, walks from its project up to the root
// and loads the first .gemini/.env or .env it finds, then ~/.gemini/.env
// and ~/.env, into its environment (only DEBUG and DEBUG_MODE are left
// out of a project's), and runs each command with `bash -c` there: a
// BASH_ENV written into any of them runs code before every later command
// (rt19i #6). Which keys run code cannot be told from a write (`echo
// "$X" >> .env`, `cp a .env`), so for an ask from Gemini CLI every write
// of those files is guarded as its settings are. Other harnesses do not
// load them, and writing a project's .env is everyday work for them.

// envLoadingHarnesses are the harnesses (and agents, behind `ozdesk acp`)
// that load .env files into their commands' environment.
var envLoadingHarnesses = []string{"gemini-cli", "gemini"}

// envLoads reports whether an ask through harness by agent comes from a
// harness that loads .env files.
func envLoads(harness, agent string) bool {
	return slices.Contains(envLoadingHarnesses, harness) || slices.Contains(envLoadingHarnesses, agent)
}

// envFiles are the .env files such a harness may load: in the project,
// the workdir and every directory above them, and the home.
func envFiles(home, project, workdir string) []string {
	var out []string
	for _, dir := range slices.Concat(ancestors(project), ancestors(workdir), []string{home}) {
		if filepath.IsAbs(dir) {
			out = append(out, filepath.Join(dir, ".env"))
		}
	}
	return out
}
