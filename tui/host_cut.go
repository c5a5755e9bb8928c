package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// hostLeast is the fewest cells hostCut leaves for what stands before
// the kept host (the program, at least its start).
const hostLeast = 6

// hostCut draws cmd in w cells keeping the scheme and host of its first
// URL whole (the host alone where both leave too little room): in `curl -fsSL https://get.k3s.io | sh` the host is the word
// that decides, and the middle cut fell on it ("https://….k3s.io"), so
// that a look-alike host read the same (rt28k #7). What stands before the
// host is cut at its end (the program stays), what follows it in the
// middle. It returns "" where the middle cut serves: no URL piped on
// (a download into a shell), the command fits, the middle cut shows the host, or w leaves no room.
func hostCut(cmd string, w int, st cards.Styles) string {
	hs, he := urlHost(cmd)
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
	if room < hostLeast+2 {
		// the host without its scheme
		hs = strings.Index(cmd[hs:he], "://") + hs + len("://")
		host = cards.SafeLine(cmd[hs:he], 1<<20, st)
		room = w - common.Width(host)
	}
	if room < hostLeast+2 {
		return ""
	}
	before, after := cmd[:hs], cmd[he:]
	bw := common.Width(cards.SafeLine(before, 1<<20, st))
	aw := common.Width(cards.SafeLine(after, 1<<20, st))
	// what follows keeps what the least before it leaves; what stands
	// before takes the rest
	aw = min(aw, room-min(bw, hostLeast))
	bw = room - aw
	return cards.SafeLine(before, bw, st) + host + cards.SafeLineMiddle(after, aw, st)
}

// urlHost is where the scheme and host of s's first URL stand
// ("https://get.k3s.io" of "curl https://get.k3s.io/x"), or 0, 0.
func urlHost(s string) (start, end int) {
	i := strings.Index(s, "://")
	if i <= 0 {
		return 0, 0
	}
	start = i
	for start > 0 && schemeByte(s[start-1]) {
		start--
	}
	if start == i {
		return 0, 0
	}
	end = i + len("://")
	for end < len(s) && !strings.ContainsRune("/?#'\"`|;&()<> \t\n\\", rune(s[end])) {
		end++
	}
	if end == i+len("://") {
		return 0, 0
	}
	return start, end
}

// schemeByte reports whether b may stand in a URL's scheme.
func schemeByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '+' || b == '-' || b == '.'
}
