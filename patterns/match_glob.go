package patterns

// glob matches a glob element against a word. An allow rule (Certainly
// mode) reads it as a pathname glob (glob_word.go); tightening rules, the
// evidence of their matches (surely) and a default's except patterns
// (m.wide), which the defaults' tables write for subcommands, unit names
// and option values (`*oz*` keeps `systemctl stop ozdesk` for
// cmd.guard-tamper), read its stars widely, as star-pattern pieces
// (match_shape.go). A glob that starts with ~ is read
// with Context.Home; when Home is not known, a word that starts with ~ or
// $HOME is compared by what follows, and no other word certainly matches.
func (m *matcher) glob(e *Elem, w *Word, sh shape) bool {
	if m.mode != Certainly || m.wide {
		if m.mode != Might && globSteps(e, w) {
			return false
		}
		return m.text(e, m.patPieces(e), w, sh)
	}
	if !e.Tilde {
		return m.globOf(e).covers(sh)
	}
	rest := compileGlob(e.Text[1:])
	if m.ctx.Home != "" {
		return append(pglob{{lit: m.ctx.Home}}, rest...).covers(sh)
	}
	if wr, ok := homeRest(w); ok {
		return rest.covers(wordShape(&wr, m.ctx))
	}
	return false
}

// globOf returns a glob element's compiled glob, made once per element
// and match.
func (m *matcher) globOf(e *Elem) pglob {
	if g, ok := m.globCache[e]; ok {
		return g
	}
	g := compileGlob(e.Text)
	if m.globCache == nil {
		m.globCache = map[*Elem]pglob{}
	}
	m.globCache[e] = g
	return g
}
