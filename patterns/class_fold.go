package patterns

import "strings"

// On a case-insensitive filesystem (macOS's default, WSL on a Windows
// drive) .Claude/settings.json is .claude/settings.json, .GIT/hooks is
// .git/hooks and Package.json is package.json: the same files, which a
// harness, git and npm read. The classes that guard files (what ozdesk
// protects, a harness's settings, the files that run later) compare a
// written path with their places case-folded, so a spelling in other
// capitals is judged as the guarded file (fx32a). Only those: a folded
// comparison reads more paths as the place, which for a class of safe
// places (inside the workdir, a temporary directory) would loosen.

// foldPieces returns a star-pattern with every piece lowercased; the
// pieces themselves when none holds a capital.
func foldPieces(pieces []string) []string {
	var out []string
	for i, s := range pieces {
		f := strings.ToLower(s)
		if out == nil && f != s {
			out = append(make([]string, 0, len(pieces)), pieces[:i]...)
		}
		if out != nil {
			out = append(out, f)
		}
	}
	if out == nil {
		return pieces
	}
	return out
}

// foldPlaces returns places with every piece lowercased.
func foldPlaces(places [][]string) [][]string {
	out := make([][]string, len(places))
	for i, pl := range places {
		out[i] = foldPieces(pl)
	}
	return out
}

// foldPathOf returns p with its shape lowercased (and the rest below a
// home not known).
func foldPathOf(p pathOf) pathOf {
	p.shape = foldPieces(p.shape)
	p.rel = strings.ToLower(p.rel)
	return p
}

// protectedPlacesFolded returns protectedPlaces folded, made once per
// evaluation. They are shared, and not to be changed.
func protectedPlacesFolded(ctx *Context) [][]string {
	places := protectedPlaces(ctx)
	pm := ctx.places()
	if pm == nil {
		return foldPlaces(places)
	}
	if pm.protected == nil || len(pm.protected) != len(places) || len(places) > 0 && &pm.protected[0] != &places[0] {
		return foldPlaces(places) // not the memo's (it was not kept)
	}
	if pm.protectedFold == nil {
		pm.protectedFold = foldPlaces(places) // dropped when protected is made again
	}
	return pm.protectedFold
}

// foldPlace returns a made place with its pattern lowercased.
func foldPlace(m place) place {
	m.pat = foldPieces(m.pat)
	return m
}
