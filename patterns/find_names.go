package patterns

import (
	"path"
	"strings"
)

// find acts (-delete, -exec …) on the files its expression lets through.
// When that expression is one -name test ANDed before the action, only
// names matching the pattern are acted on: `find . -name '*.pyc' -delete`
// cannot reach .claude/settings.json. Anything that widens the set (-o,
// a negation, a comma, -iname whose case the path classes do not fold,
// -path, -regex, a second -name, a word that is not literal) leaves the
// starting points and everything below them. Unlike bash's globs, find's
// -name lets a wildcard match a leading dot.

// findWidens are find's operators and tests after which one -name no
// longer bounds what an action reaches.
var findWidens = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"-o": true, "-or": true, "-not": true, "!": true, ",": true, "-iname": true,
		"-path": true, "-ipath": true, "-wholename": true, "-iwholename": true,
		"-regex": true, "-iregex": true,
	}
}}

// findActions are find's actions that run a command up to ";" or "+".
var findActions = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"-exec": true, "-execdir": true, "-ok": true, "-okdir": true}
}}

// findOneName returns the -name pattern that every file the action at
// words[act] acts on must match (its wildcards ? and […] widened to *),
// when there is exactly one such test before the action and nothing
// widens the set.
func findOneName(words []Word, act int) (string, bool) {
	i := findExprStart(words)
	pat, names := "", 0
	for ; i < act && i < len(words); i++ {
		v, ok := words[i].Literal()
		switch {
		case !ok || findWidens.get()[v]:
			return "", false
		case findActions.get()[v]:
			// An earlier action is a test; its command's words are not find's.
			for i++; i < act && !isLit(words[i], ";") && !isLit(words[i], "+"); i++ {
			}
			if i >= act {
				return "", false
			}
		case v == "-name":
			if i+1 >= act {
				return "", false
			}
			p, ok := words[i+1].Literal()
			if !ok {
				return "", false
			}
			pat, ok = starPattern(p)
			if !ok {
				return "", false
			}
			names++
			i++
		}
	}
	return pat, names == 1
}

// findExprStart returns the index of the first word of find's expression:
// after the program, its options and the starting points.
func findExprStart(words []Word) int {
	i := findOptsEnd(words)
	for i < len(words) {
		if _, ok := words[i].Literal(); ok && isFindExpr(words[i]) {
			break
		}
		i++
	}
	return i
}

// starPattern turns a -name pattern into a star-pattern that matches at
// least what it matches: ? and a bracket expression become *. A pattern
// with a backslash, a slash (which -name never matches) or nothing in it
// is refused.
func starPattern(p string) (string, bool) {
	if p == "" || strings.ContainsAny(p, `\/`) {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '?':
			b.WriteByte('*')
		case '[':
			// A ] right after [, [! or [^ belongs to the set.
			from := i + 2
			if from < len(p) && (p[i+1] == '!' || p[i+1] == '^') {
				from++
			}
			end := -1
			if from <= len(p) {
				end = strings.IndexByte(p[from:], ']')
			}
			if end < 0 {
				b.WriteByte('[')
				continue
			}
			b.WriteByte('*')
			i = from + end
		default:
			b.WriteByte(p[i])
		}
	}
	return b.String(), true
}

// findActedOn returns the words for what find's action reaches from its
// starting points roots, pattern pat bounding the names (see
// findOneName): ROOT/**/PAT, or ROOT itself (and all below it) when its
// own name is not known (~) or might match.
func findActedOn(roots []Word, pat string) []Word {
	out := make([]Word, 0, len(roots))
	for _, r := range roots {
		base, known := rootBase(r)
		if !known && homeRoot(r) && (strings.HasPrefix(pat, ".") || strings.HasPrefix(pat, "*.") && !strings.Contains(pat[2:], "*")) {
			// a home is named as its user is: never a dot-file's name,
			// nor one ending in a file's extension, so find ~ -name
			// '*.pyc' reaches only files below it (fx28d1, rt28d #4)
			out = append(out, globJoin(deepBelow(r), pat))
			continue
		}
		if !known || piecesMatch(strings.Split(pat, "*"), base) {
			out = append(out, r)
			continue
		}
		out = append(out, globJoin(deepBelow(r), pat))
	}
	return out
}

// deepBelow is ROOT/**: the point and everything below it, at any depth,
// dot-files included.
func deepBelow(root Word) Word {
	w := joinWord(root, "")
	w.Segs = mergeLits(append(w.Segs, Seg{Kind: SegGlob, Text: "**"}))
	w.Raw += "**"
	return w
}

// homeRoot reports whether a starting point is the home itself (~,
// $HOME, "$HOME", ~/).
func homeRoot(w Word) bool {
	rest, ok := homeRest(&w)
	if !ok {
		return false
	}
	v, lit := rest.Literal()
	return lit && cleanRel(v) == ""
}

// rootBase returns the last component of a starting point when it is
// literal text: ~/proj gives proj, . gives ".", ~ alone is not known.
func rootBase(w Word) (string, bool) {
	if v, ok := w.Literal(); ok {
		return path.Base(path.Clean(v)), true
	}
	if n := len(w.Segs); n > 1 && w.Segs[n-1].Kind == SegLit {
		if _, home := homeRest(&w); home && n == 2 {
			rel := cleanRel(w.Segs[1].Text)
			if rel != "" && !strings.HasPrefix(rel, "..") {
				return path.Base(rel), true
			}
		}
	}
	return "", false
}

// findOptsEnd returns the index of find's first starting point: after the
// program, its -H/-L/-P/-D/-O options and a "--" that ends them.
func findOptsEnd(words []Word) int {
	i := 1
	for i < len(words) {
		v, _ := words[i].Literal()
		switch {
		case v == "-H" || v == "-L" || v == "-P" || strings.HasPrefix(v, "-O"):
			i++
		case v == "-D":
			i += 2
		case v == "--":
			return i + 1
		default:
			return i
		}
	}
	return i
}

// findOnlyEmpty reports whether the action at words[act] acts only on
// empty files and directories: an -empty test ANDed before it, with
// nothing that widens the set and no earlier action.
func findOnlyEmpty(words []Word, act int) bool {
	empty := false
	for i := findExprStart(words); i < act && i < len(words); i++ {
		v, ok := words[i].Literal()
		switch {
		case !ok || findWidens.get()[v] || findActions.get()[v]:
			return false
		case v == "-empty":
			empty = true
		}
	}
	return empty
}
