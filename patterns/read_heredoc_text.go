package patterns

import "strings"

// heredocText is the text here-document rd feeds, as bash reads it: under
// a quoted delimiter (<<'E', <<"E", <<\E) the body as written; under a
// bare one, with only \$, \`, \\ and \newline resolved and every other
// backslash kept (bash expands no glob, tilde or brace in a body, and
// keeps `\!` as two characters); <<- drops each line's leading tabs. It
// is false when a bare body holds an expansion, whose value is not known.
// rd.Body's segments are the body read as a word, which resolves every
// backslash and marks `*` a glob: read so, psql fed `\! rm -rf ~` was fed
// `! rm -rf ~` (SQL, allowed) and `SELECT count(*)` was not literal.
// Known limit: mvdan/sh starts a body after a leading `\` and newline,
// which bash feeds under a quoted delimiter; those two bytes are missing
// here, as they were from the segments.
func heredocText(rd Redir) (string, bool) {
	quoted := strings.ContainsAny(rd.Target.Raw, `'"\`)
	if !quoted {
		for _, s := range rd.Body.Segs {
			if s.Kind == SegParam || s.Kind == SegSubst {
				return "", false
			}
		}
	}
	body := heredocBody(rd)
	if rd.Op == "<<-" {
		lines := strings.SplitAfter(body, "\n")
		for i, l := range lines {
			lines[i] = strings.TrimLeft(l, "\t")
		}
		body = strings.Join(lines, "")
	}
	if quoted {
		return body, true
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] == '\\' && i+1 < len(body) {
			switch body[i+1] {
			case '$', '`', '\\':
				b.WriteByte(body[i+1])
				i++
				continue
			case '\n':
				i++
				continue
			}
		}
		b.WriteByte(body[i])
	}
	return b.String(), true
}

// heredocBody is rd.Body's source without the closing delimiter's line,
// which the parser's span of the body takes in.
func heredocBody(rd Redir) string {
	raw := rd.Body.Raw
	delim, _ := rd.Target.Literal()
	start := strings.LastIndexByte(raw, '\n') + 1
	if last := raw[start:]; strings.TrimLeft(last, "\t") == delim {
		return raw[:start]
	}
	return raw
}
