package patterns

import (
	"path"
	"strings"
)

// What a glob might name that ozdesk protects (eff7c). `rm -rf *` asks
// by cmd.guard-tamper because `*` in the project's root matches the
// settings a harness keeps there without a leading dot (crush.json,
// opencode.json …); the ask says which, so the operator reads the names
// the rule is about, not only "might name a path ozdesk protects".

// maxGlobMatches bounds the names an ask lists.
const maxGlobMatches = 4

// protectedGlobMatches returns the base names of the paths ozdesk
// protects that a glob word with no slash might match in dir, by bash's
// rules (a leading dot only by a leading dot), or nil.
func protectedGlobMatches(w *Word, dir string, ctx *Context) []string {
	if w == nil || ctx == nil || dir == "" {
		return nil
	}
	pat, ok := matchGlob(w)
	if !ok || strings.Contains(pat, "/") {
		return nil
	}
	var out []string
	for _, p := range ctx.ProtectedPaths() {
		if path.Dir(p) != dir {
			continue
		}
		base := path.Base(p)
		if strings.HasPrefix(base, ".") && !strings.HasPrefix(pat, ".") {
			continue
		}
		if m, err := path.Match(pat, base); err == nil && m {
			out = append(out, base)
			if len(out) == maxGlobMatches {
				break
			}
		}
	}
	return out
}

// matchGlob returns a word made of literal text and unquoted globs as a
// path.Match pattern, whether it holds a glob (literal text holding a
// glob character is not read).
func matchGlob(w *Word) (string, bool) {
	var b strings.Builder
	glob := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
			if strings.ContainsAny(s.Text, "*?[]\\") {
				return "", false
			}
			b.WriteString(s.Text)
		case SegGlob:
			glob = true
			b.WriteString(s.Text)
		default:
			return "", false
		}
	}
	return b.String(), glob
}
