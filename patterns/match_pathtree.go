package patterns

import "strings"

// A recursive delete of a directory deletes every path below it, so a
// tightening rule whose pattern names a path below that directory matches
// it: refuse 'rm -r /w/p/important' refuses `rm -rf /w/p`, `cd /w && rm
// -rf p` and `find p -delete` (find's deletes are read as rm -r -f:
// eval_does.go). An allow is not widened so.

// recursiveDelete reports whether part is an rm that deletes directories
// with all they hold: -r, -R or --recursive (rm takes no option with a
// value, so a cluster's letters are all options), before "--".
func recursiveDelete(part *Part) bool {
	if part == nil || part.Program != deleter {
		return false
	}
	for i := 1; i < len(part.Words); i++ {
		v, ok := part.Words[i].Literal()
		switch {
		case !ok || v == "-" || !strings.HasPrefix(v, "-"):
			continue
		case v == "--":
			return false
		case strings.HasPrefix(v, "--"):
			if len(v) > 3 && strings.HasPrefix("--recursive", v) {
				return true
			}
		case strings.ContainsAny(v[1:], "rR"):
			return true
		}
	}
	return false
}

// belowShape returns the shape of the paths below a path of shape sh:
// sh, a slash, and anything.
func belowShape(sh shape) shape {
	if len(sh) == 0 {
		return shape{""}
	}
	out := append(shape{}, sh...)
	out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "/") + "/"
	return append(out, "")
}
