package queue

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// realPaths resolves the symbolic links in the paths ozdesk guards, and
// remembers what it found, so that judging many commands (a preview over
// the recorded ones) does not walk the same directories again.
type realPaths struct {
	mu   sync.Mutex
	seen map[string]realPath
}

// realPath is what [realPaths] remembers of a path: its real path, and
// whether it is not there (so neither is anything below it).
type realPath struct {
	real    string
	missing bool
}

// maxRealPaths bounds the paths a [realPaths] remembers.
const maxRealPaths = 1024

// real returns p with every symbolic link in it resolved. A path that
// does not exist (yet) keeps its missing tail as written, below the real
// path of the part that exists. A path that is not absolute is returned
// as it is.
//
// It resolves a path from its directory's real path, which it remembers:
// the guarded paths are a few dozen names in each of a few directories,
// so each directory is walked once per process, not once per name. The
// answer is filepath.EvalSymlinks's on the longest part of p that exists,
// with the rest joined to it (TestRealPathsAsEvalSymlinks); a part that
// cannot be read (not a directory, a loop of links, no permission) leaves
// p as it is.
func (r *realPaths) real(p string) string {
	if !filepath.IsAbs(p) {
		return p
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.resolve(filepath.Clean(p))
}

// resolve is real for a clean absolute path, remembered; r.mu is held.
func (r *realPaths) resolve(p string) string { return r.remembered(p).real }

// remembered is what r knows of p (clean and absolute), found out first
// when it knows nothing yet; r.mu is held.
func (r *realPaths) remembered(p string) realPath {
	if rp, ok := r.seen[p]; ok {
		return rp
	}
	rp := r.walk(p)
	if r.seen == nil || len(r.seen) >= maxRealPaths {
		r.seen = map[string]realPath{}
	}
	r.seen[p] = rp
	return rp
}

// walk resolves p (clean and absolute) from its directory's real path:
// a link is followed whole by filepath.EvalSymlinks; any other name, or a
// name that is not there, or a link that leads nowhere, stays as it is
// below its directory's real path. Below a directory that is not there,
// nothing is looked up.
func (r *realPaths) walk(p string) realPath {
	dir, name := splitClean(p)
	if name == "" { // the root
		return realPath{real: p}
	}
	up := r.remembered(dir)
	below := realPath{real: joinClean(up.real, name), missing: true}
	if up.missing {
		return below
	}
	fi, err := os.Lstat(p)
	switch {
	case os.IsNotExist(err):
		return below
	case err != nil:
		return realPath{real: p}
	case fi.Mode()&fs.ModeSymlink != 0:
		real, err := filepath.EvalSymlinks(p)
		if err == nil {
			return realPath{real: real}
		}
		if !os.IsNotExist(err) {
			return realPath{real: p}
		}
	}
	return realPath{real: below.real}
}

// splitClean is filepath.Dir and filepath.Base of p, clean and absolute,
// without cleaning either again: the directory ("/" for a name in the
// root) and the last name ("" for the root itself).
func splitClean(p string) (dir, name string) {
	i := strings.LastIndexByte(p, filepath.Separator)
	if i < 0 || i == len(p)-1 {
		return p, ""
	}
	if i == 0 {
		return p[:1], p[1:]
	}
	return p[:i], p[i+1:]
}

// joinClean is filepath.Join of dir, clean and absolute, and one name
// that is neither "." nor "..", without cleaning the result again.
func joinClean(dir, name string) string {
	if dir == string(filepath.Separator) {
		return dir + name
	}
	return dir + string(filepath.Separator) + name
}
