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
// shell's history (HISTFILE, HISTSIZE, HISTFILESIZE), as a literal word;
// a name not known here is not taken to be one.
func judgeHistoryVar(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	switch {
	case !ok:
		return Judgement{}
	case v == "HISTFILE" || v == "HISTSIZE" || v == "HISTFILESIZE":
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
