package patterns

import "strings"

// judgeSearchDelete is [search-delete]: a URL or path whose known text
// holds a search engine's delete by query (`_delete_by_query`,
// Elasticsearch's and OpenSearch's). Only known text counts: a URL not
// known here (`"$API_URL/health"`) is not taken to be one.
func judgeSearchDelete(_ string, w Word, _ *Context) Judgement {
	for _, s := range w.Segs {
		if s.Kind == SegLit && strings.Contains(s.Text, "_delete_by_query") {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// judgeHistoryVar is [history-var]: the name of a variable that keeps the
// shell's history (HISTFILE, HISTSIZE, HISTFILESIZE) as a literal word
// (unset's operand), or an assignment that moves or stops it (export's
// HISTFILE=ANY, HISTSIZE=0, HISTFILESIZE=0); a word whose name is not
// known here is not taken to be one.
func judgeHistoryVar(_ string, w Word, _ *Context) Judgement {
	lit, _ := litPrefix(w)
	v, ok := w.Literal()
	switch {
	case ok && (v == "HISTFILE" || v == "HISTSIZE" || v == "HISTFILESIZE"),
		strings.HasPrefix(lit, "HISTFILE="),
		ok && (v == "HISTSIZE=0" || v == "HISTFILESIZE=0"):
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
