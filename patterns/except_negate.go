package patterns

import "strings"

// negatesFlag reports whether a part turns a flag off with a value
// (--dry-run=false, --snapshot=0): a default's exceptions name everyday
// flags (--dry-run), and a flag given with such a value is their
// opposite, so no exception applies to the part.
func negatesFlag(p *Part) bool {
	for _, r := range ReadArgs(p) {
		for _, f := range r.Flags {
			if f.Value == nil {
				continue
			}
			v, ok := f.Value.Literal()
			if !ok {
				return true // a value not known might be false
			}
			switch strings.ToLower(v) {
			case "false", "0", "no", "off", "n", "f":
				return true
			}
		}
	}
	return false
}
