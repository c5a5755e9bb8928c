package safetext

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Listed escapes untrusted text for a column that tells rows apart
// (queue ls's agent and command, audit's actor, the agent on a card), as
// the desk's rows do (rt19k #6): the spaces that end it are shown (\x20
// each, \x20{N} for more than three), and a text longer than about room
// cells is cut in the middle, keeping its head and its distinguishing
// tail; an escaped character the cut would hide (a look-alike letter, a
// bidi control) is drawn between them, so that the cut never makes two
// texts read alike that the whole tells apart. Widths are terminal cells
// ([Width]).
func Listed(s string, room int) string { return listCut(MarkTrailing(s), room) }

// ListedQuoted is [Listed] between the desk's quote marks («claude»), for
// a name an agent gave itself among ozdesk's own columns: a quote mark in
// the name is written as its escape (\u00ab, \u00bb), so the name cannot
// close its quotes and read on as ozdesk's words ("zz » rm -rf /srv/safe
// «" and "claude · 9 approved" read as a row's other columns, rt37k L9).
// room counts the quote marks. queue ls, queue show's card and the
// shell completions all write an agent with it (rt38k LOW-5).
func ListedQuoted(s string, room int) string { return QuotedIn(s, room, "«", "»") }

// QuotedIn is [ListedQuoted] between the quote marks open and close
// (the ASCII set's '"' and '"'): a quote mark in s, the desk's («, ») or
// these, is written as its escape (\u00ab, \u00bb, \x22), so that the
// name reads as queue ls writes it whatever marks enclose it.
func QuotedIn(s string, room int, open, closing string) string {
	e := MarkTrailing(s)
	var pairs []string
	for _, q := range []string{"«", "»", open, closing} {
		if r, _ := utf8.DecodeRuneInString(q); q != "" && strings.Contains(e, q) {
			esc := fmt.Sprintf(`\u%04x`, r)
			if r < 0x80 {
				esc = fmt.Sprintf(`\x%02x`, r)
			}
			pairs = append(pairs, q, esc)
		}
	}
	if len(pairs) > 0 {
		e = strings.NewReplacer(pairs...).Replace(e)
	}
	return open + listCut(e, max(room-Width(open)-Width(closing), 1)) + closing
}

// ListedPiece is [Listed] for a piece of a text that does not end it: its
// ending spaces are spaces.
func ListedPiece(s string, room int) string { return listCut(Escape(s), room) }

// listCut cuts e, escaped text, as listText says.
func listCut(e string, room int) string {
	toks := escapedTokens(e)
	width := 0
	for _, t := range toks {
		width += Width(t)
	}
	if width <= room {
		return strings.Join(toks, "")
	}
	const more = "…"
	tailRoom := room / 3
	headRoom := room - tailRoom - 1
	tail := len(toks)
	for w := 0; tail > 0 && w+Width(toks[tail-1]) <= tailRoom; tail-- {
		w += Width(toks[tail-1])
	}
	head := 0
	for w := 0; head < tail && w+Width(toks[head]) <= headRoom; head++ {
		w += Width(toks[head])
	}
	esc := -1
	for i := head; i < tail; i++ {
		if isEscapeToken(toks[i]) {
			esc = i
			break
		}
	}
	if esc < 0 {
		return strings.Join(toks[:head], "") + more + strings.Join(toks[tail:], "")
	}
	// the escape, with a character either side, between head and tail:
	// the head gives up the room it takes
	from, to := max(esc-1, head), min(esc+2, tail)
	mid := strings.Join(toks[from:to], "")
	keep := headRoom - Width(mid) - 1
	for ; head > 0; head-- {
		w := 0
		for _, t := range toks[:head] {
			w += Width(t)
		}
		if w <= keep {
			break
		}
	}
	out := strings.Join(toks[:head], "")
	if from > head {
		out += more
	}
	out += mid
	if to < tail {
		out += more
	}
	return out + strings.Join(toks[tail:], "")
}

// MarkTrailing escapes s, its ending spaces as \x20 (\x20{N} for more
// than three), as the desk's rows show them: "build   " must not read as
// "build".
func MarkTrailing(s string) string {
	head := strings.TrimRight(s, " ")
	switch n := len(s) - len(head); {
	case n == 0:
		return Escape(s)
	case n <= 3:
		return Escape(head) + strings.Repeat(`\x20`, n)
	default:
		return Escape(head) + fmt.Sprintf(`\x20{%d}`, n)
	}
}

// escapedTokens splits escaped text into what a cut must keep whole: an
// escape (\\, \n, \x1b, \u202e, \U0001f600, \x20{4}) or a character.
func escapedTokens(e string) []string {
	var out []string
	for i := 0; i < len(e); {
		n := 1
		if e[i] == '\\' && i+1 < len(e) {
			switch e[i+1] {
			case 'x':
				n = 4
				if strings.HasPrefix(e[i:], `\x20{`) {
					j := i + 5
					for j < len(e) && e[j] >= '0' && e[j] <= '9' {
						j++
					}
					if j > i+5 && j < len(e) && e[j] == '}' {
						n = j + 1 - i
					}
				}
			case 'u':
				n = 6
			case 'U':
				n = 10
			default:
				n = 2
			}
		} else {
			_, n = utf8.DecodeRuneInString(e[i:])
		}
		n = min(n, len(e)-i)
		out = append(out, e[i:i+n])
		i += n
	}
	return out
}

// isEscapeToken says t stands for a character escaped (not a backslash
// of the text, \\).
func isEscapeToken(t string) bool { return len(t) > 1 && t[0] == '\\' && t != `\\` }
