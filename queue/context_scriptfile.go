package queue

import (
	"fmt"
	"path/filepath"
)

// A script a shell runs by its path is read wherever it is (patterns'
// Context.ScriptFile), not only in the project: what a runner's body is
// read from stays the project's (context_projectfile.go), but `bash
// /tmp/s` runs /tmp/s whoever wrote it, and an agent that wrote `ozdesk
// queue approve 27` there in one command approved its own ask with it in
// the next (rt49k N1). The file is read as a project file is: a regular
// file, opened without blocking, bounded; never below /proc, /sys or
// /dev, whose files are no scripts (and whose reads can block or say
// what they should not). Only a certain finding in it asks (body_eval.go):
// what it holds is never shown but as the part that hit a default.

// scriptFileFor returns Context.ScriptFile for a command judged in
// workdir; nil when workdir is not absolute.
func scriptFileFor(workdir string) func(string, int) ([]byte, error) {
	if !filepath.IsAbs(workdir) {
		return nil
	}
	return readScriptFile
}

// readScriptFile reads script p, bounded at max bytes.
func readScriptFile(p string, max int) ([]byte, error) {
	if !filepath.IsAbs(p) || max <= 0 {
		return nil, fmt.Errorf("%s: %w", p, errNotProject)
	}
	return readBoundedRegular(p, max, func(_, real string) bool { return !systemTree(real) })
}

// systemTree reports whether p lies below /proc, /sys or /dev.
func systemTree(p string) bool {
	for _, d := range []string{"/proc", "/sys", "/dev"} {
		if within(d, p) {
			return true
		}
	}
	return false
}
