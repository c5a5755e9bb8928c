package queue

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// A submodule's git directory lies in the superproject's, as
// modules/NAME (NAME may hold slashes; a submodule's own submodules nest
// as modules/A/modules/B). git run in the superproject reads each
// submodule's configuration too: `git status` runs `git status` in every
// submodule, and with it the submodule's core.fsmonitor; `git submodule
// update` runs its hooks (rt21i #1). So the superproject, the workdir's
// own repository included, counts as a repository other than the
// workdir's own when one of its submodules' configurations runs a
// program: the agent may have written it in an earlier call, and
// [git-dir-config] asks about it as it does for `git -C sub status`.

// Bounds of the walk through a git directory's modules.
const (
	gitModulesDepth   = 8
	gitModulesEntries = 512
)

// errGitModulesBound is a modules directory past the walk's bounds: not
// read, so the look fails.
var errGitModulesBound = errors.New("past the bounds of a submodules walk")

// submodulesRun reports whether the configuration of a git directory
// below gd/modules sets a key that runs a program. No modules directory
// runs nothing; one past the bounds, or not read, is an error.
func submodulesRun(gd string) (bool, error) {
	seen := 0
	var walk func(dir string, depth int) (bool, error)
	walk = func(dir string, depth int) (bool, error) {
		ents, err := os.ReadDir(dir)
		if os.IsNotExist(err) {
			return false, nil
		}
		if err != nil {
			return false, fmt.Errorf("read %s: %w", dir, err)
		}
		if seen += len(ents); seen > gitModulesEntries || depth > gitModulesDepth {
			return false, fmt.Errorf("%s: %w", dir, errGitModulesBound)
		}
		for _, e := range ents {
			if !e.IsDir() || e.Name() == "objects" || e.Name() == "refs" || e.Name() == "logs" {
				continue
			}
			sub := filepath.Join(dir, e.Name())
			head, err := isFile(filepath.Join(sub, "HEAD"))
			if err != nil {
				return false, err
			}
			if head {
				// a git directory: its configuration, and its own
				// submodules
				if runs, err := gitDirRuns(sub); err != nil || runs {
					return runs, err
				}
				sub = filepath.Join(sub, "modules")
			}
			if runs, err := walk(sub, depth+1); err != nil || runs {
				return runs, err
			}
		}
		return false, nil
	}
	return walk(filepath.Join(gd, "modules"), 0)
}
