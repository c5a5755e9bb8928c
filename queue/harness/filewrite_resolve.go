package harness

import (
	"os"
	"path/filepath"
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
)

// A file tool's path is judged beside the path as written where it leads
// (rt19i #1, #2, #4): through the symbolic links on disk now (a link
// `gh` to .git/hooks made in an earlier call, then a Write of
// gh/pre-commit), and spelled below ~ when it lies in the home (the
// reader places ~/.gitconfig, not /home/u/.gitconfig, among the files
// that run later). A write outside the project waits for any ask, as
// the shell's write of it would ask (~/.ssh/rc, ~/.ssh/authorized_keys);
// one inside stays with the harness's own permissions unless guarded or
// unreadable. A regular file with more than one name (a hard link) may
// be a guarded file under another name, which cannot be known cheaply:
// its write at least asks.

// fileWrite is a file tool's write as the hook judges it.
type fileWrite struct {
	// command is the shell command it is judged as.
	command string
	// outside: the file lies, as written or where it leads, outside
	// the project's directory (or the path cannot be placed).
	outside bool
	// mustAsk says why the write asks whatever the policy says ("" when
	// nothing does): see [shellCall.mustAsk].
	mustAsk string
}

// judgedFileWrite returns the write of path by tool as judged, cwd the
// harness's cwd and project the project's directory ("" for cwd).
func judgedFileWrite(tool, path, cwd, project string) fileWrite {
	ops := patchOp(": > ", path)
	if project == "" {
		project = cwd
	}
	abs := absFilePath(path, cwd)
	if abs == "" {
		return fileWrite{command: fileWriteHeader(tool) + strings.Join(ops, "; "), outside: true}
	}
	real := queue.WrittenPath(abs)
	out := fileWrite{outside: !within(filepath.Clean(abs), project) || !within(real, project)}
	seen := map[string]bool{path: true}
	for _, p := range []string{filepath.Clean(abs), real} {
		for _, q := range append([]string{p}, homeSpelling(p)...) {
			if !seen[q] {
				seen[q] = true
				ops = append(ops, patchOp(": > ", q)...)
			}
		}
	}
	if !inBuildDir(real, project) && queue.HardLinked(real) {
		out.mustAsk = "the file has more than one name (a hard link): it may be a guarded file written under another name"
	}
	out.command = fileWriteHeader(tool) + strings.Join(ops, "; ")
	return out
}

// fileWriteHeader is the comment a judged file write starts with.
func fileWriteHeader(tool string) string {
	return "# " + safetext.Escape(tool) + " writes this file:\n"
}

// absFilePath is path made absolute: ~/ from the home directory, a
// relative path from cwd; "" when it cannot be (no home, no absolute
// cwd).
func absFilePath(path, cwd string) string {
	switch {
	case filepath.IsAbs(path):
		return path
	case strings.HasPrefix(path, "~/"):
		home, err := os.UserHomeDir()
		if err != nil || !filepath.IsAbs(home) {
			return ""
		}
		return home + "/" + path[2:]
	case filepath.IsAbs(cwd):
		return strings.TrimSuffix(cwd, "/") + "/" + path
	}
	return ""
}

// homeSpelling is p (absolute, clean) spelled below ~ when it lies in
// the home directory.
func homeSpelling(p string) []string {
	home, err := os.UserHomeDir()
	if err != nil || !filepath.IsAbs(home) {
		return nil
	}
	home = filepath.Clean(home)
	if rest, ok := strings.CutPrefix(p, home+"/"); ok && home != "/" {
		return []string{"~/" + rest}
	}
	return nil
}

// inBuildDir reports whether p lies in a node_modules directory of the
// project, where package managers (pnpm) link files from their store with
// many names: everyday writes there stay quiet.
func inBuildDir(p, project string) bool {
	return within(p, project) && strings.Contains(p+"/", "/node_modules/")
}

// within reports whether p (absolute) is dir or lies below it.
func within(p, dir string) bool {
	if !filepath.IsAbs(dir) {
		return false
	}
	p, dir = filepath.Clean(p), filepath.Clean(dir)
	return p == dir || dir == "/" || strings.HasPrefix(p, dir+"/")
}
