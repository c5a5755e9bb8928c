package patterns

import "strings"

// How likely a might-match is: whether a word's known text, its globs or
// the variable it reads point at the class it might be.

// plainReading returns a word with each stretch whose value is not known
// read as a plain name ("x"; another user's home as /home/USER): what the
// word's known text says on its own.
func plainReading(w *Word) Word {
	out := Word{Span: w.Span, Raw: w.Raw, Segs: make([]Seg, 0, len(w.Segs))}
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
		case SegTilde:
			if s.Text == "" {
				break // the home: known from the context, or judged as the home
			}
			s = Seg{Kind: SegLit, Text: "/home/" + s.Text}
		default:
			s = Seg{Kind: SegLit, Text: "x"}
		}
		out.Segs = append(out.Segs, s)
	}
	return out
}

// likely reports whether a class that might be a word's is likely to
// be: the word's known text points at it (read with its unknown
// stretches as a plain name, it is of the class), its unknown stretches
// are globs (they expand to what exists, and the paths a class names,
// the home, the store, credentials, exist), or, for ozdesk's protected
// paths, it names ozdesk ("$(which ozdesk)"). A token sent ([secret-value],
// [secret-stream] only might match for a token) is certainly sent: only
// where it goes is not known.
func likely(c clue, ctx *Context) bool {
	if onlyGlobs(c.w) || JudgeClass(c.class, "", plainReading(c.w), ctx).Certainly || someBraceWord(c, ctx) {
		return true
	}
	if c.class == "secret-value" || c.class == "secret-stream" {
		return true
	}
	return c.class == "protected" && (JudgeClass("ozdesk", "", *c.w, ctx).Might || endsLikeProtected(c.w, ctx) ||
		dirlessProtected(c.w, ctx) || ozdeskVar(c.w))
}

// ozdeskVar reports whether a word reads a variable whose name says it
// holds one of ozdesk's own paths ($OZDESK_DB, ${OZDESK_CONFIG}): a
// write or delete through it is likely ozdesk's store or configuration
// before any other class it might be (rt21d #12).
func ozdeskVar(w *Word) bool {
	for _, s := range w.Segs {
		for _, v := range s.ValueVars() {
			if strings.Contains(strings.ToUpper(v), "OZDESK") {
				return true
			}
		}
	}
	return false
}

// endsLikeProtected reports whether the literal text after a word's last
// unknown stretch is the end of a path ozdesk protects, from a slash on
// ("$CLAUDE_PROJECT_DIR/.claude/settings.json").
func endsLikeProtected(w *Word, ctx *Context) bool {
	tail := ""
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			tail += s.Text
		} else {
			tail = ""
		}
	}
	if !strings.HasPrefix(tail, "/") || len(tail) < 2 {
		return false
	}
	for _, p := range ctx.ProtectedPaths() {
		if strings.HasSuffix(p, tail) {
			return true
		}
	}
	return false
}

// onlyGlobs reports whether what is not known of a word is only globs
// (a brace expansion is known alternatives, not what exists).
func onlyGlobs(w *Word) bool {
	some := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
		case SegGlob:
			some = true
		case SegTilde:
			if s.Text != "" {
				return false
			}
		case SegParam:
			if s.Text != "HOME" {
				return false
			}
		default:
			return false
		}
	}
	return some
}
