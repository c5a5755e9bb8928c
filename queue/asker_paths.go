package queue

import (
	"os"
	"os/user"
	"path/filepath"
	"time"

	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/patterns"
)

// In protected mode the broker resolves a written path's symbolic links
// as its own account: one that cannot read the asker's home (0700) stops
// there, and `ln -s ~ hh` in one call, `echo x > hh/.claude/settings.json`
// in the next, is judged as written only. So the asker resolves the paths
// the guard judges as itself ([AskerPaths]) and sends them with its
// request; the broker judges them beside its own (patterns.Context's
// AskerPath), which can only make its answer stricter.

const (
	// MaxAskerPaths is the most resolved paths a request's AskerPaths
	// may hold; past it every write the guard judges asks.
	MaxAskerPaths = 16
	// MaxAskerPathLen is the longest path, written or resolved, an
	// AskerPaths entry may hold; a longer one counts as past the bounds.
	MaxAskerPathLen = 1024
)

// AskerPaths resolves, as this process's account, the paths req's
// command writes or deletes that the guard judges (as it spells them:
// absolute, from req's cwd and home), keeping those that lead elsewhere
// than they read: what [Request.AskerPaths] carries to a broker. It keeps
// at most [MaxAskerPaths]+1 entries (the broker then knows there were
// more), and nil when there are none.
func AskerPaths(req Request) map[string]string {
	cwd := req.Cwd
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	if abs, err := filepath.Abs(cwd); err == nil && cwd != "" {
		cwd = abs
	}
	home := req.Home
	if home == "" {
		if u, err := user.Current(); err == nil {
			home = u.HomeDir
		}
	}
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	if !filepath.IsAbs(cwd) || !mayNameLink(req.Command, cwd, home) {
		return nil
	}
	return resolveAskerPaths(req, cwd, home)
}

// resolveAskerPaths is [AskerPaths] without its cheap first look: it
// reads req's command and resolves every path the guard judges, from cwd
// and home.
func resolveAskerPaths(req Request, cwd, home string) map[string]string {
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		return nil
	}
	var out map[string]string
	ctx := &patterns.Context{
		Cwd: cwd, Workdir: req.Workdir, Home: home,
		// Any place will do: the guard resolves every path it judges
		// once it has one to judge against.
		Protected: []string{filepath.Join(home, ".bashrc")},
		RealPath: func(p string) string {
			if real := writtenPath(p); real != filepath.Clean(p) && len(out) <= MaxAskerPaths {
				if out == nil {
					out = map[string]string{}
				}
				// A path past the bound is sent cut just past it: the
				// broker takes it as over the bound (every guarded write
				// asks), and the request stays within its cap.
				out[clipPath(p)] = clipPath(real)
			}
			return "" // judge nothing here: the broker judges
		},
	}
	pol.Evaluate(patterns.Read(req.Command), ctx, time.Now())
	return out
}

// boundAskerPaths keeps a request's AskerPaths within the bounds: all of
// them, or none and over when there are too many or one is too long.
func boundAskerPaths(in map[string]string) (kept map[string]string, over bool) {
	if len(in) > MaxAskerPaths {
		return nil, true
	}
	for p, real := range in {
		if len(p) > MaxAskerPathLen || len(real) > MaxAskerPathLen {
			return nil, true
		}
	}
	if len(in) == 0 {
		return nil, false
	}
	return in, false
}

// askerPath is the AskerPath of a context judged in rec: the asker's
// resolution of a path it sent, "" for one it did not; the root for
// every path when it sent more than the bounds keep, so that every write
// the guard judges asks (the root holds every guarded place); nil when
// it sent none.
func (rec ContextRecord) askerPath() func(string) string {
	switch {
	case rec.AskerPathsOver:
		return func(string) string { return "/" }
	case len(rec.AskerPaths) == 0:
		return nil
	}
	return func(p string) string { return rec.AskerPaths[p] }
}

// clipPath cuts p to one byte past [MaxAskerPathLen].
func clipPath(p string) string {
	if len(p) > MaxAskerPathLen+1 {
		return p[:MaxAskerPathLen+1]
	}
	return p
}

// mayNameLink reports whether command might write through a symbolic
// link that [AskerPaths] would resolve (hookcall.MayNameLink, the gate a
// broker-only hook shares).
func mayNameLink(command, cwd, home string) bool { return hookcall.MayNameLink(command, cwd, home) }
