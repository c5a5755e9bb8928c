package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// The same command run from two directories is two commands when its
// effect depends on where it runs (`rm -rf ../data` from /srv/app/x and
// from /var/lib/postgresql/16/main/x): rows and bulk lines that showed
// the command and agent alone read the same, and a delete of a database's
// data rode along in a batch read as the benign one (rt21k #7). Asks on
// screen whose command and agent are the same but whose working
// directories differ are drawn with the directory first, cut so that the
// part where it differs from the others' stays (cwdCell).

// cwdAlikes returns, for each ask of asks whose command and agent are
// another's but whose cwd differs, one more than the byte of its cwd
// where it first differs from any of those others' (the earliest place,
// so that the cut keeps it).
func cwdAlikes(asks []store.Ask) map[string]int {
	type key struct{ cmd, agent string }
	groups := map[key][]int{}
	for i, a := range asks {
		k := key{a.Command, a.Agent}
		groups[k] = append(groups[k], i)
	}
	var out map[string]int
	for _, g := range groups {
		out = cwdsApart(asks, g, out)
	}
	return out
}

// cwdsApart adds to out, for each ask of asks at g whose cwd differs
// from another's of g, one more than the byte where it first differs
// from any of them.
func cwdsApart(asks []store.Ask, g []int, out map[string]int) map[string]int {
	for _, i := range g {
		at := -1
		for _, j := range g {
			if c, o := asks[i].Cwd, asks[j].Cwd; c != o {
				p := safetext.CommonPrefix(c, o)
				if at < 0 || p < at {
					at = p
				}
			}
		}
		if at < 0 {
			continue
		}
		if out == nil {
			out = map[string]int{}
		}
		out[asks[i].ID] = at + 1
	}
	return out
}

// batchCwds is, for the asks of a bulk decision, where each one's cwd
// differs from another's (cwdsApart over them all): every line of the
// confirmation then shows its cwd. nil when they all run in one.
func batchCwds(asks []store.Ask) map[string]int {
	all := make([]int, len(asks))
	for i := range all {
		all[i] = i
	}
	return cwdsApart(asks, all, nil)
}

// cwdCell draws "in «cwd» " in at most w cells, the directory cut so that
// it keeps the path component holding byte at (where it differs from a
// look-alike's) and what follows, as much as fits: the ellipsis stands
// for the leading directories left out and for the end cut away. "" when
// w leaves no room.
func cwdCell(cwd string, at, w int, st cards.Styles) string {
	ell := st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	at = min(max(at, 0), len(cwd))
	from := strings.LastIndexByte(cwd[:at], '/') + 1
	if from <= 1 {
		from = 0
	}
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = cards.UnicodeGlyphs().Quote
	}
	open, shut := st.Muted.Render("in "+q[0]), st.Muted.Render(q[1]+" ")
	lead := ""
	if from > 0 {
		lead = st.Muted.Render(ell + "/")
	}
	room := w - common.Width(open) - common.Width(shut) - common.Width(lead)
	if room < 4 {
		return ""
	}
	return open + lead + cards.SafeInQuotes(cwd[from:], room, st) + shut
}

// withCwd draws a command's cell of w cells with its cwd first (cwdCell,
// at most half the cell), the command in the rest by draw; draw alone
// when at is 0 or the room is too small.
func withCwd(cwd string, at, w int, st cards.Styles, draw func(w int) string) string {
	if at <= 0 {
		return draw(w)
	}
	pre := cwdCell(cwd, at-1, w/2, st)
	if pre == "" || w-common.Width(pre) < 8 {
		return draw(w)
	}
	return pre + draw(w-common.Width(pre))
}
