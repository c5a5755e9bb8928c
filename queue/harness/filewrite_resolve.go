package harness

import (
	"os"
	"path/filepath"
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
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
// its write at least asks; below node_modules/, where pnpm links its
// store's files, only when it is one of the guarded files (rt21i #10).

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
	// terminal: the file is a terminal or a process's descriptor
	// (terminalFile): the write waits for the desk whatever asks.
	terminal bool
}

// judgedFileWrite returns the write of path by tool as judged, cwd the
// harness's cwd and project the project's directory ("" for cwd).
func judgedFileWrite(tool, path, cwd, project string) fileWrite {
	t := judgedTarget(patchTarget{name: path}, cwd, project)
	t.command = fileWriteHeader(tool) + t.command
	return t
}

// judgedPatch returns the writes and deletes of patch (see
// [patchTargets]) by tool as judged, each file as [judgedFileWrite]
// judges a file tool's (rt19i #1, #2, #4): outside the project when any
// file lies outside it, as written or where it leads; asking whatever
// the policy says when any file must. A relative name is read from cwd;
// one starting ~/ both from cwd (a directory named ~, as Codex joins it)
// and from the home.
func judgedPatch(tool, patch, cwd, project string) (fileWrite, error) {
	targets, err := patchTargets(patch)
	if err != nil {
		return fileWrite{}, err
	}
	var out fileWrite
	var ops []string
	for _, t := range targets {
		names := []patchTarget{t}
		if rest, ok := strings.CutPrefix(t.name, "~/"); ok {
			names = append(names, patchTarget{name: "./~/" + rest, del: t.del})
		}
		for _, n := range names {
			j := judgedTarget(n, cwd, project)
			ops = append(ops, j.command)
			out.outside = out.outside || j.outside
			out.terminal = out.terminal || j.terminal
			if out.mustAsk == "" {
				out.mustAsk = j.mustAsk
			}
		}
	}
	out.command = "# " + safetext.Escape(tool) + " writes and deletes these files:\n" + strings.Join(ops, "; ")
	return out, nil
}

// judgedTarget is the write or delete of t.name as judged (the command
// without its header): the name as written, where it leads through the
// symbolic links on disk now, and both spelled below ~ in the home. A
// delete removes the name itself, so only its directory's links are
// followed, and a second name of the file is no matter.
func judgedTarget(t patchTarget, cwd, project string) fileWrite {
	ops := patchOp(t.op(), t.name)
	if project == "" {
		project = cwd
	}
	abs := absFilePath(t.name, cwd)
	if abs == "" {
		return fileWrite{command: strings.Join(ops, "; "), outside: true}
	}
	real := queue.WrittenPath(abs)
	if t.del {
		real = deletedPath(abs)
	}
	out := fileWrite{outside: !within(filepath.Clean(abs), project) || !within(real, project)}
	seen := map[string]bool{t.name: true}
	for _, p := range []string{filepath.Clean(abs), real} {
		for _, q := range append([]string{p}, homeSpelling(p)...) {
			if !seen[q] {
				seen[q] = true
				ops = append(ops, patchOp(t.op(), q)...)
			}
		}
	}
	if !t.del && terminalFile(abs) {
		out.terminal, out.mustAsk = true, terminalDoubt // filewrite_terminal.go
	}
	if !t.del && out.mustAsk == "" && queue.HardLinked(real, guardedFiles(project)) {
		out.mustAsk = "the file has more than one name (a hard link): it may be a guarded file written under another name"
	}
	if !t.del && out.mustAsk == "" {
		out.mustAsk = swapDoubt(abs, project) // filewrite_swap.go
	}
	out.command = strings.Join(ops, "; ")
	return out
}

// deletedPath is the path a delete of abs (absolute, as written) removes:
// its directory through the symbolic links on disk now, and its own
// name, not followed (a delete removes a link, not what it leads to).
func deletedPath(abs string) string {
	dir, name := filepath.Split(abs)
	switch name {
	case "", ".", "..":
		return queue.WrittenPath(abs)
	}
	return filepath.Join(queue.WrittenPath(dir), name)
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

// guardedFiles are the guarded files a second name below a
// node_modules/ must not reach (rt21i #10, see queue.HardLinked): the
// harness settings and start-up files of the home and of project and
// the directories above it.
func guardedFiles(project string) []string {
	home, _ := os.UserHomeDir()
	var dirs []string
	for d := filepath.Clean(project); filepath.IsAbs(d); d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if d == filepath.Dir(d) {
			break
		}
	}
	return patterns.GuardedPaths(home, dirs...)
}

// within reports whether p (absolute) is dir or lies below it.
func within(p, dir string) bool {
	if !filepath.IsAbs(dir) {
		return false
	}
	p, dir = filepath.Clean(p), filepath.Clean(dir)
	return p == dir || dir == "/" || strings.HasPrefix(p, dir+"/")
}
