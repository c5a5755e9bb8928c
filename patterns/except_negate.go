package patterns

import "strings"

// negatesFlag reports whether a part turns a flag off with a value
// (--dry-run=false, --snapshot=0), or cancels a dry run later on the
// line: a default's exceptions name everyday flags (--dry-run), and a
// flag given with such a value is their opposite, so no exception
// applies to the part.
func negatesFlag(p *Part) bool {
	for _, r := range ReadArgs(p) {
		if dryRunCancelled(r.Flags) {
			return true
		}
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

// dryRunNames are the spellings of a dry run's flag, without dashes.
var dryRunNames = map[string]bool{"dry-run": true, "dryrun": true}

// dryRunCancelled reports whether the last dry-run flag among flags turns
// the dry run off: --no-dry-run (git, npm), or --dry-run=none (kubectl).
// The last one given wins in git, npm and kubectl, so
// `git push -n --no-dry-run -f` pushes.
func dryRunCancelled(flags []Flag) bool {
	off := false
	for _, f := range flags {
		name := strings.TrimLeft(f.Name, "-")
		switch {
		case dryRunNames[strings.TrimPrefix(name, "no-")] && strings.HasPrefix(name, "no-"):
			off = true
		case dryRunNames[name]:
			off = false
			if f.Value != nil {
				v, _ := f.Value.Literal()
				off = strings.EqualFold(v, "none")
			}
		}
	}
	return off
}
