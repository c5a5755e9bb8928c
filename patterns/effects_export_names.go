package patterns

import (
	"fmt"
	"strings"
)

// Names export and readonly take from data (rt38 #2): `export "$k=$v"` in
// a loop over a file's lines, `export $(cat /tmp/env.txt)`. Bash refuses
// a subscript in their names ("not a valid identifier"), so no code is
// read a second time, as declare's is (effects_second_builtins.go); but a
// name the line does not show might be PATH, BASH_ENV, LD_PRELOAD or
// MAKEFLAGS, which change what every later program runs or loads, as
// mapfile's unknown array name might: those later parts are rebound
// (effects_rebind_vars.go). A literal name (`export "FOO=$v"`) is read as
// the assignment it is.

// noteExportName records word w that export or readonly (variant) reads as
// NAME or NAME=VALUE when its name is not written in the line.
func (r *reading) noteExportName(w Word, variant string) {
	lit, dynamic := litPrefix(w)
	if !dynamic || strings.Contains(lit, "=") {
		return
	}
	r.varRebinds = append(r.varRebinds, varRebind{w.Span,
		quoteRaw(w.Raw) + " by " + variant + ", a name not known here (it might be PATH, BASH_ENV or LD_PRELOAD)", true})
}

// exportUnknownNames marks unreadable each export whose argument sets a
// variable by a name the line does not show (`export "$k=$v"`, rt42 §12):
// bash runs no code of the name, but the name might be BASH_ENV,
// LD_PRELOAD or PATH, which `export BASH_ENV=…` itself asks about
// (foreign-code), as declare's does (second-evaluation). A word with no
// "=" of its own (`export "$k"`, `export $(cat .env)`) exports or splits
// what the line cannot name either; it is left to the parts after it
// (rebound, noteExportName), as a .env loaded is everyday; and so is a
// name partly written (`export "${tool}_HOME=$d"`).
func (r *reading) exportUnknownNames() {
	for i, p := range r.cmd.Parts {
		if p.Program != "export" || p.Unreadable != nil {
			continue
		}
		for _, w := range p.Args() {
			lit, dynamic := litPrefix(w)
			if strings.HasPrefix(lit, "-") && strings.Contains(lit, "n") {
				break // export -n takes the names out of the environment
			}
			if !dynamic || lit != "" || !nameAllExpansion(w) {
				continue
			}
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, fmt.Sprintf(
				"export %s sets a variable whose name the line does not show: it might be BASH_ENV, LD_PRELOAD or PATH, which make the programs after it load or find code that the command does not show.",
				quoteRaw(w.Raw)))
			break
		}
	}
}

// nameAllExpansion reports whether w is NAME=… with a NAME made of
// expansions alone ("$k=$v", "${k}=1").
func nameAllExpansion(w Word) bool {
	for _, s := range w.Segs {
		if s.Kind != SegLit {
			continue
		}
		before, _, eq := strings.Cut(s.Text, "=")
		return eq && before == ""
	}
	return false
}
