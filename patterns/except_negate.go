package patterns

import "strings"

// negatesFlag reports whether a part turns a flag off with a value
// (--dry-run=false, --snapshot=0), or cancels a dry run later on the
// line: a default's exceptions name everyday flags (--dry-run), and a
// flag given with such a value is their opposite, so no exception
// applies to the part.
func negatesFlag(p *Part) bool {
	for _, r := range ReadArgs(p) {
		if dryRunCancelled(p, r) {
			return true
		}
		for _, f := range r.Flags {
			if f.Value == nil || dryRunNames.get()[strings.TrimLeft(f.Name, "-")] {
				continue // a dry run's flags are read in order above
			}
			if offValue(f.Value) {
				return true
			}
		}
	}
	return false
}

// offValue reports whether a flag's value turns it off: false, 0, no,
// off, n or f, or a value not known (it might be false).
func offValue(w *Word) bool {
	v, ok := w.Literal()
	if !ok {
		return true
	}
	switch strings.ToLower(v) {
	case "false", "0", "no", "off", "n", "f":
		return true
	}
	return false
}

// dryRunNames are the spellings of a dry run's flag, without dashes.
var dryRunNames = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"dry-run": true, "dryrun": true} }}

// dryRunCancelled reports whether the last dry-run flag of a reading
// turns the dry run off: --no-dry-run (git, npm), --dry-run=none
// (kubectl), --dry-run=false, or a dry-run flag followed by a word that is its value:
// npm's option parser (nopt, and yargs in lerna, semantic-release,
// release-it) takes a boolean flag's next word when it is true or false,
// so `npm publish --dry-run false` publishes. A next word spelling false
// cancels the dry run for every program (a harmless ask where the
// program would have read an operand); a next word not known cancels it
// for the programs of boolValueNext. The last one given wins in git,
// npm and kubectl, so `git push -n --no-dry-run -f` pushes.
func dryRunCancelled(p *Part, r Reading) bool {
	off := false
	for _, f := range r.Flags {
		name := strings.TrimLeft(f.Name, "-")
		switch {
		case dryRunNames.get()[strings.TrimPrefix(name, "no-")] && strings.HasPrefix(name, "no-"):
			off = true
		case dryRunNames.get()[name]:
			off = false
			if f.Value != nil {
				v, _ := f.Value.Literal()
				off = strings.EqualFold(v, "none") || offValue(f.Value)
				continue
			}
			off = nextWordFalse(p, r, f)
		}
	}
	return off
}

// boolValueNext are the programs whose option parsers take the word after
// a boolean flag as its value when it is true or false (nopt, yargs).
var boolValueNext = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"npm": true, "pnpm": true, "yarn": true, "bun": true, "npx": true,
		"lerna": true, "semantic-release": true, "release-it": true, "changeset": true, "np": true,
	}
}}

// nextWordFalse reports whether the operand right after flag f (a flag
// without an attached value) turns it off: a literal false, 0, no or off,
// or, for the programs of boolValueNext, a word whose value is not known.
func nextWordFalse(p *Part, r Reading, f Flag) bool {
	next := f.Word + 1
	if next >= len(p.Words) || !isOperand(r, next) {
		return false
	}
	v, ok := p.Words[next].Literal()
	if !ok {
		return boolValueNext.get()[p.Program]
	}
	switch strings.ToLower(v) {
	case "false", "0", "no", "off":
		return true
	}
	return false
}

// isOperand reports whether word i is one of the reading's operands.
func isOperand(r Reading, i int) bool {
	for _, o := range r.Operands {
		if o == i {
			return true
		}
	}
	return false
}
