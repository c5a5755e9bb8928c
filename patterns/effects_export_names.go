package patterns

import "strings"

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
