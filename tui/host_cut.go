package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/tui/common"
)

// hostLeast is the fewest cells hostCut leaves for what stands before
// the kept host (the program, at least its start), where the program
// the download is piped to fits beside them.
const hostLeast = 6

// hostShortest is the fewest cells hostCut leaves beside the host: the
// program's first letter and an ellipsis on each side.
const hostShortest = 4

// hostCut draws cmd in w cells keeping the scheme and host of its first
// URL whole (the host alone where both leave too little room): in `curl -fsSL https://get.k3s.io | sh` the host is the word
// that decides, and the middle cut fell on it ("https://….k3s.io"), so
// that a look-alike host read the same (rt28k #7). What stands before the
// host is cut at its end (the program stays), what follows it in the
// middle. It returns "" where the middle cut serves: no URL piped on
// (a download into a shell), the command fits, the middle cut shows the host, or w leaves no room.
func hostCut(cmd string, w int, st cards.Styles) string {
	hs, host0, he := urlHost(cmd)
	if he <= hs || w < 16 || !strings.Contains(cmd[he:], "|") {
		// only a fetch piped on: elsewhere the look-alike cuts keep
		// the words where asks differ (rt16k #5)
		return ""
	}
	if common.Width(cards.SafeLine(cmd, w+1, st)) <= w {
		return ""
	}
	plain := cards.PlainStyles()
	if strings.Contains(cards.SafeLineMiddle(cmd, w, plain), cards.SafeLine(cmd[hs:he], 1<<20, plain)) {
		return ""
	}
	host := cards.SafeLine(cmd[hs:he], 1<<20, st)
	room := w - common.Width(host)
	// the program the download is piped to decides as much as the
	// host: "…https://get.example.sh/x…k" hid `| sudo bash` (rt41k F3)
	need := common.Width(cards.SafeLine(pipedTo(cmd[he:]), 1<<20, st)) + 1
	if room < hostLeast+2 || room-min(common.Width(cards.SafeLine(cmd[:hs], 1<<20, st)), hostLeast) < need {
		// the host without its scheme
		hs = host0
		host = cards.SafeLine(cmd[hs:he], 1<<20, st)
		room = w - common.Width(host)
	}
	if room < hostShortest {
		return ""
	}
	before, after := cmd[:hs], cmd[he:]
	bw := common.Width(cards.SafeLine(before, 1<<20, st))
	aw := common.Width(cards.SafeLine(after, 1<<20, st))
	// what follows keeps what the least before it leaves; what stands
	// before takes the rest. Where that leaves the program the download
	// is piped to no room, what stands before gives way, down to the
	// program's first letter: «curl …x.example.com……» hid `| sh`, and
	// narrower the middle cut took the host away, «curl -fsSL h….sh |
	// sh» (rt50k F3, the bulk confirmation at 80 columns).
	least := min(bw, hostLeast)
	if prog := pipedProgram(cmd[he:]); prog != "" {
		if n := common.Width(cards.SafeLine(prog, 1<<20, st)) + 1; room-least < n {
			least = max(min(bw, 2), room-n)
		}
	}
	aw = min(aw, room-least)
	bw = room - aw
	return cards.SafeLine(before, bw, st) + host + afterHost(after, aw, st)
}

// pipedTo is the pipe and the program that after (what follows a URL)
// hands the download on to, up to the next list or pipe operator ("|
// sudo bash" of "/x | sudo bash; echo ok"); "" without a pipe.
func pipedTo(after string) string {
	p := strings.IndexByte(after, '|')
	if p < 0 {
		return ""
	}
	rest := after[p+1:]
	if e := strings.IndexAny(rest, ";&|\n"); e >= 0 {
		rest = rest[:e]
	}
	return strings.TrimRight(after[p:p+1]+rest, " ")
}

// pipedProgram is the pipe and the program after (what follows a URL)
// hands the download on to, without its arguments ("| sh" of "/x | sh
// -s - server"); "" without a pipe.
func pipedProgram(after string) string {
	to := pipedTo(after)
	if to == "" {
		return ""
	}
	words := strings.Fields(to[1:])
	if len(words) == 0 {
		return ""
	}
	return "| " + words[0]
}

// afterHost draws what follows a URL's host in w cells: whole, or cut in
// the middle where that keeps the program it is piped to whole, else
// from the pipe on, cut at its end ("…| sudo bash…").
func afterHost(after string, w int, st cards.Styles) string {
	mid := cards.SafeLineMiddle(after, w, st)
	to := pipedTo(after)
	plain := cards.PlainStyles()
	if to == "" || strings.Contains(ansi.Strip(cards.SafeLineMiddle(after, w, plain)), cards.SafeLine(to, 1<<20, plain)) {
		return mid
	}
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	p := strings.IndexByte(after, '|')
	if w <= common.Width(ell) {
		return mid
	}
	return st.Muted.Render(ell) + cards.SafeLine(after[p:], w-common.Width(ell), st)
}

// urlHost is where the scheme and host of s's first URL stand
// ("https://get.k3s.io" of "curl https://get.k3s.io/x"), with host
// where the host alone starts, or 0, 0, 0. The host is the one
// [patterns.URLHost] reads from the URL's word as the shell hands it on
// (quotes removed, escapes resolved), the parse the evaluator, the rail
// and ctrl+o share: "https://evil.example\#@github.com/x" fetches from
// evil.example, "https://github.com\@evil.example/x" from evil.example
// too (rt39k HIGH-1). A URL whose host that parse does not name, or
// whose host text is not found as written, gives 0, 0, 0.
func urlHost(s string) (start, host, end int) {
	i := strings.Index(s, "://")
	if i <= 0 {
		return 0, 0, 0
	}
	word, at := shellWord(s, i)
	name, ok := patterns.URLHost(word)
	if !ok {
		return 0, 0, 0
	}
	sep := strings.Index(word, "://")
	ws := sep
	for ws > 0 && schemeByte(word[ws-1]) {
		ws--
	}
	if ws == sep {
		return 0, 0, 0
	}
	// the host as written stands after "://" and any user part of the
	// authority; its text must read as the parse's host, or no host is
	// kept
	auth := word[sep+len("://"):]
	if e := strings.IndexAny(auth, "/?#"); e >= 0 {
		auth = auth[:e]
	}
	hs := sep + len("://")
	if k := strings.LastIndexByte(auth, '@'); k >= 0 {
		hs += k + 1
	}
	if strings.HasPrefix(word[hs:], "[") {
		hs++
	}
	if len(word)-hs < len(name) || !strings.EqualFold(word[hs:hs+len(name)], name) {
		return 0, 0, 0
	}
	he := hs + len(name)
	return at[ws], at[hs], at[he-1] + 1
}

// shellWord reads the shell word of s that holds byte i as the shell
// hands it on: quotes removed, backslash escapes resolved, ending at an
// unquoted blank or operator, or where an expansion ($, `) makes the
// rest unknown. at maps each byte of word to its place in s.
func shellWord(s string, i int) (word string, at []int) {
	var b []byte
	quote := byte(0)
	known := true
	for j := 0; j < len(s); j++ {
		c := s[j]
		switch {
		case quote == '\'':
			if c == '\'' {
				quote = 0
				continue
			}
		case c == '`' || c == '$' && j+1 < len(s) && s[j+1] == '(':
			// a command substitution: its words are a command's, read
			// as the evaluator reads them
			if j > i {
				return string(b), at
			}
			if c == '$' {
				j++
			}
			b, at, known, quote = b[:0], at[:0], true, 0
			continue
		case c == '$':
			known = false
			continue
		case quote == '"':
			if c == '"' {
				quote = 0
				continue
			}
			if c == '\\' && j+1 < len(s) && strings.IndexByte("$`\"\\", s[j+1]) >= 0 {
				j++
				c = s[j]
			}
		case c == '\'' || c == '"':
			quote = c
			continue
		case c == '\\':
			if j+1 == len(s) {
				continue
			}
			j++
			c = s[j]
		case strings.IndexByte(" \t\n|;&()<>", c) >= 0:
			if j > i {
				return string(b), at
			}
			b, at, known = b[:0], at[:0], true
			continue
		}
		if known {
			b = append(b, c)
			at = append(at, j)
		}
	}
	return string(b), at
}

// schemeByte reports whether b may stand in a URL's scheme.
func schemeByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '+' || b == '-' || b == '.'
}
