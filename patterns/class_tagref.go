package patterns

import "strings"

// A release tag deleted or moved on the remote rewrites what a release
// points at for everyone who fetches it (fx18d2, rt18d #9). A tag is
// named by its ref (refs/tags/NAME) or, where git would take a branch or
// a tag, by a name shaped as a version (v1.0.0, 2.3.1): a feature branch
// is rarely named so. Only text the line knows counts (a variable the
// line sets to plain text is that text); an unknown word is left to
// [default-branch], which already asks about it.

// isTagName reports whether ref names a tag: refs/tags/…, or a version
// (an optional v, then a digit).
func isTagName(ref string) bool {
	if strings.HasPrefix(ref, "refs/tags/") && len(ref) > len("refs/tags/") {
		return true
	}
	v := strings.TrimPrefix(ref, "v")
	return v != "" && v[0] >= '0' && v[0] <= '9'
}

// judgeTagRefspec is [tag-refspec]: a refspec that deletes a tag on the
// remote (:refs/tags/v1, :v1.0.0) or forces one (+refs/tags/v1, with or
// without a destination).
func judgeTagRefspec(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	if dst, del := strings.CutPrefix(v, ":"); del && isTagName(dst) {
		return Judgement{Might: true, Certainly: true}
	}
	if spec, forced := strings.CutPrefix(v, "+"); forced {
		src, dst, _ := strings.Cut(spec, ":")
		if strings.HasPrefix(src, "refs/tags/") || strings.HasPrefix(dst, "refs/tags/") {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// judgeTagName is [tag-name]: a ref git push --delete (or --force) would
// take for a tag: refs/tags/NAME, or a name shaped as a version.
func judgeTagName(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok || strings.ContainsAny(v, ":+") {
		return Judgement{}
	}
	if isTagName(v) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
