package cards

import "strings"

// CutsAgree reports whether drawn rows a and b, each a command's text
// with ell where it was cut, may read as one command where they start
// and end: their texts before the first cut agree (one starts the
// other), and so do those after the last. Two cut rows may each fit
// only their own command and still show no place where they differ:
// `rm …/onf/x//srv/aaa…` and `rm -rf /srv/aaa…/kee` (rt37k MEDIUM-3). A
// row drawn whole agrees with a cut one it fits ([FitsCut]), and with
// itself.
func CutsAgree(a, b, ell string) bool {
	if ell == "" {
		ell = "…"
	}
	pa, pb := strings.Split(a, ell), strings.Split(b, ell)
	switch {
	case len(pa) < 2 && len(pb) < 2:
		return a == b
	case len(pa) < 2:
		return FitsCut(b, a, ell)
	case len(pb) < 2:
		return FitsCut(a, b, ell)
	}
	ha, hb, ta, tb := pa[0], pb[0], pa[len(pa)-1], pb[len(pb)-1]
	return (strings.HasPrefix(ha, hb) || strings.HasPrefix(hb, ha)) &&
		(strings.HasSuffix(ta, tb) || strings.HasSuffix(tb, ta))
}
