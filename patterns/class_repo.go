package patterns

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// RepoDefaultBranch tells the default branch of the git repository that
// holds dir, from files only (git is not run): it walks up from dir to a
// .git directory (or a .git file pointing at a gitdir, as worktrees and
// submodules have; or dir itself when it is a bare repository), and reads
// refs/remotes/origin/HEAD. That is a symbolic ref naming the branch; when
// it is a plain object id instead (or lives in packed-refs), the branch is
// the remote branch with the same id. It returns "" when it cannot tell.
func RepoDefaultBranch(dir string) string {
	if dir == "" {
		return ""
	}
	dir = filepath.Clean(dir)
	for range 256 {
		if g := gitDirOf(dir); g != "" {
			return originHead(commonDir(g))
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return ""
}

// gitDirOf returns the git directory of dir, or "".
func gitDirOf(dir string) string {
	dotgit := filepath.Join(dir, ".git")
	if fi, err := os.Stat(dotgit); err == nil {
		if fi.IsDir() {
			return dotgit
		}
		line := firstLine(dotgit)
		if g, ok := strings.CutPrefix(line, "gitdir:"); ok {
			g = strings.TrimSpace(g)
			if !filepath.IsAbs(g) {
				g = filepath.Join(dir, g)
			}
			return filepath.Clean(g)
		}
		return ""
	}
	if isFile(filepath.Join(dir, "HEAD")) && isDir(filepath.Join(dir, "refs")) && isDir(filepath.Join(dir, "objects")) {
		return dir
	}
	return ""
}

// commonDir returns the directory that holds a git directory's refs: for a
// linked worktree, the one its commondir file names.
func commonDir(g string) string {
	c := firstLine(filepath.Join(g, "commondir"))
	if c == "" {
		return g
	}
	if !filepath.IsAbs(c) {
		c = filepath.Join(g, c)
	}
	return filepath.Clean(c)
}

// originHead reads refs/remotes/origin/HEAD in a git directory.
func originHead(g string) string {
	const remote = "refs/remotes/origin/"
	head := firstLine(filepath.Join(g, filepath.FromSlash(remote+"HEAD")))
	if ref, ok := strings.CutPrefix(head, "ref:"); ok {
		return strings.TrimPrefix(strings.TrimSpace(ref), remote)
	}
	packed := packedRefs(g, remote)
	id := head
	if id == "" {
		id = packed[remote+"HEAD"]
	}
	if id == "" {
		return ""
	}
	var found string
	for name, v := range packed {
		if v == id && name != remote+"HEAD" {
			if found != "" && found != strings.TrimPrefix(name, remote) {
				return ""
			}
			found = strings.TrimPrefix(name, remote)
		}
	}
	if entries, err := os.ReadDir(filepath.Join(g, filepath.FromSlash(remote))); err == nil {
		for _, e := range entries {
			if e.Type().IsRegular() && e.Name() != "HEAD" && firstLine(filepath.Join(g, filepath.FromSlash(remote), e.Name())) == id {
				if found != "" && found != e.Name() {
					return ""
				}
				found = e.Name()
			}
		}
	}
	return found
}

// packedRefs reads the refs under prefix from a git directory's
// packed-refs file: name to object id.
func packedRefs(g, prefix string) map[string]string {
	out := map[string]string{}
	f, err := openRegular(filepath.Join(g, "packed-refs"))
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(io.LimitReader(f, 64<<20))
	for sc.Scan() {
		id, name, ok := strings.Cut(sc.Text(), " ")
		if ok && strings.HasPrefix(name, prefix) && !strings.HasPrefix(id, "#") && !strings.HasPrefix(id, "^") {
			out[name] = id
		}
	}
	return out
}

// openRegular opens a regular file to read, or fails: the files read here
// are in directories an agent may own, and opening a FIFO there would
// block until a writer came (a device could do worse), so the open does
// not block and anything but a regular file is refused.
func openRegular(name string) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, fmt.Errorf("%s is not a regular file", name)
	}
	return f, nil
}

// firstLine returns the first line of a small file, trimmed, or "".
func firstLine(name string) string {
	f, err := openRegular(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	b, _ := io.ReadAll(io.LimitReader(f, 4096))
	line, _, _ := strings.Cut(string(b), "\n")
	return strings.TrimSpace(line)
}

func isFile(name string) bool {
	fi, err := os.Stat(name)
	return err == nil && fi.Mode().IsRegular()
}

func isDir(name string) bool {
	fi, err := os.Stat(name)
	return err == nil && fi.IsDir()
}
