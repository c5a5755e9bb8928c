package patterns

import "strings"

// A body adds only certain evidence (body_eval.go), so a make recipe's
// `rm -rf $(X)`, X the environment's, changed nothing, while the line's
// `rm -rf "$X"` asks on a might (rt58 §1). Decided (fx58h): where a
// runner's reader writes a reference to the environment whose value is
// not known as envUnknown (make's $(X) that neither the file nor the
// command line sets, its $(shell …)'s output, just's env_var('X'),
// go-task's {{env "X"}}), a might whose evidence is a word that starts
// with that reference counts as the line's would: the runner asks with
// that rule, as a might. A word with literal text before it
// (`dist/$(VERSION)`, VERSION := $(shell git describe)) is left as a
// body's might is: the makefile wrote where it points. cmd.guard-tamper
// keeps its own reading of a body's mights (body_guard.go) but for a
// delete (`rm -rf $(X)` may delete the desk's store): `install -m 755
// app $(PREFIX)/bin` is everyday `make install`.

// envMightSpan reports whether the evidence of a body's finding, span sp
// of text, is a word holding an unknown reference to the environment.
func envMightSpan(text string, sp Span) bool {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return false
	}
	w := strings.TrimLeft(text[sp.Start:sp.End], "\"'")
	if _, v, ok := strings.Cut(w, "="); ok && !strings.HasPrefix(w, "${") {
		w = strings.TrimLeft(v, "\"'@") // an option's value: --data=@$(X)/f
	}
	return strings.HasPrefix(w, "${OZDESK_MAKE_ENV")
}
