package patterns

// $TMPDIR/… is temporary when its value is the harness's (class_home.go's
// inTmpdir). A line that may set TMPDIR itself (TMPDIR=~, export, declare
// -x, read TMPDIR, a sourced file) chooses where $TMPDIR/… points: every
// $TMPDIR in its parts is then read as a value not known, as ${X:-…} is,
// so `export TMPDIR=~/.ssh; rm -f "$TMPDIR/id_ed25519"` is judged like
// any delete of a path not known.

// tmpdirRebound forgets what $TMPDIR means in a line that may set it.
func (r *reading) tmpdirRebound() {
	l := &lineFacts{src: r.cmd.Source, vars: r.vars}
	for _, p := range r.cmd.Parts {
		if p.Program == "source" || p.Program == "." {
			l.sources = true
		}
	}
	if !l.maySet("TMPDIR") {
		return
	}
	forget := func(w *Word) {
		for k := range w.Segs {
			if w.Segs[k].Kind == SegParam && w.Segs[k].Text == "TMPDIR" {
				w.Segs[k].Text = "" // a value not known, never the environment's
			}
		}
	}
	for _, p := range r.cmd.Parts {
		for k := range p.Words {
			forget(&p.Words[k])
		}
		for k := range p.Redirs {
			forget(&p.Redirs[k].Target)
		}
	}
}
