package patterns

import "strings"

// An interpreter fed a literal here-document or here-string (`python3 -
// <<'EOF' … EOF`, `node <<< 'console.log(1)'`) reads that text as its
// program: the line holds it whole, as it holds a -c string. It is judged
// exactly as the same text given to -c/-e is (rt23d #17): a plain
// expression is everyday work, other code is foreign and unreadable. A
// body or word with expansions, a pipe or a process substitution is text
// made at run time, and stays unreadable as a shell fed so.

// stdinCode judges interpreter part p (who names it), which reads its
// program from standard input.
func (r *reading) stdinCode(p *Part, who string, sc scope) []*Node {
	w, code, ok := literalFedText(p)
	if !ok {
		return r.stdinScript(p, who)
	}
	if plainCode(who, code) {
		return nil
	}
	if nodes, read := r.codeAsShell(p, who+" (from its standard input)", w, codeLanguage(who), code, sc); read {
		return nodes // read_codeeffects.go
	}
	return []*Node{r.foreign(p, w, who+" (from its standard input)")}
}

// literalFedText returns the text that the last redirection of standard
// input of p feeds it, when that is a here-document or here-string with
// no expansion (and p is fed by it).
func literalFedText(p *Part) (Word, string, bool) {
	if p.Feed != FeedHeredoc && p.Feed != FeedHereString {
		return Word{}, "", false
	}
	var fed *Word
	heredoc := false
	for i := range p.Redirs {
		rd := &p.Redirs[i]
		if rd.Fd != "" && rd.Fd != "0" || !rd.Reads && fedText(rd) == nil {
			continue
		}
		fed, heredoc = fedText(rd), rd.Body != nil // a later < file or <<< overrides an earlier one
	}
	if fed == nil {
		return Word{}, "", false
	}
	if !heredoc {
		code, ok := fed.Literal()
		return *fed, code, ok
	}
	// A here-document's body is not globbed, split or tilde-expanded:
	// only parameters, substitutions and arithmetic make it at run time.
	var b strings.Builder
	for _, s := range fed.Segs {
		switch s.Kind {
		case SegParam, SegSubst:
			return Word{}, "", false
		case SegTilde:
			b.WriteString("~")
		}
		b.WriteString(s.Text)
	}
	body := *fed
	body.Raw = strings.TrimRight(b.String(), "\n") // the body, without its delimiter line
	return body, b.String(), true
}
