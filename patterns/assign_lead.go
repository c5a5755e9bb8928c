package patterns

import "strings"

// assignValueLead splits an assignment's value (its outer quotes already
// trimmed, so `"$PWD"/x` comes as `$PWD"/x`) into the expansion it starts
// with, when that is the home or the cwd, and the plain text after it:
// "$HOME/.cache" is HOME and "/.cache". The text must be empty or start a
// new component ($HOMEDIR/x is another variable) and hold no further
// expansion, quote or escape; ok is false otherwise.
func assignValueLead(v string) (lead Seg, rest string, ok bool) {
	for _, c := range [...]struct {
		text string
		seg  Seg
	}{
		{"$HOME", Seg{Kind: SegParam, Text: "HOME"}},
		{"${HOME}", Seg{Kind: SegParam, Text: "HOME"}},
		{"$PWD", Seg{Kind: SegParam, Text: "PWD"}},
		{"${PWD}", Seg{Kind: SegParam, Text: "PWD"}},
		{"$(pwd)", Seg{Kind: SegSubst, Text: "$(pwd)"}},
		{"`pwd`", Seg{Kind: SegSubst, Text: "`pwd`"}},
	} {
		r, found := strings.CutPrefix(v, c.text)
		if !found {
			continue
		}
		r = strings.TrimPrefix(r, `"`)
		if (r != "" && r[0] != '/') || strings.ContainsAny(r, "$`\"'\\") {
			return Seg{}, "", false
		}
		return c.seg, r, true
	}
	return Seg{}, "", false
}
