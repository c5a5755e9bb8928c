package queue

import (
	"os"
	"path/filepath"
	"sync"
)

// realPaths resolves the symbolic links in the paths ozdesk guards, and
// remembers what it found, so that judging many commands (a preview over
// the recorded ones) does not walk the same directories again.
type realPaths struct {
	mu   sync.Mutex
	seen map[string]string
}

// maxRealPaths bounds the paths a [realPaths] remembers.
const maxRealPaths = 1024

// real returns p with every symbolic link in it resolved. A path that
// does not exist (yet) keeps its missing tail as written, below the real
// path of the part that exists. A path that is not absolute is returned
// as it is.
func (r *realPaths) real(p string) string {
	if !filepath.IsAbs(p) {
		return p
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if real, ok := r.seen[p]; ok {
		return real
	}
	real := resolve(p)
	if r.seen == nil || len(r.seen) >= maxRealPaths {
		r.seen = map[string]string{}
	}
	r.seen[p] = real
	return real
}

// resolve is filepath.EvalSymlinks for a path that may not exist: the
// longest part that exists is resolved, and the rest joined to it.
func resolve(p string) string {
	p = filepath.Clean(p)
	tail := ""
	for dir := p; ; dir = filepath.Dir(dir) {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(real, tail)
		} else if !os.IsNotExist(err) || dir == filepath.Dir(dir) {
			return p
		}
		tail = filepath.Join(filepath.Base(dir), tail)
	}
}
