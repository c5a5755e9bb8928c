package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// cutsAgree returns what spreadSpots asks of two rows' cells (i and j of
// cmds, drawn a and b, plain): whether they may read as one command. They
// may when their starts and their ends agree (cards.CutsAgree) and not
// both show the place where their commands first differ: of the decoys
// `…/one/x/…/keep`, `…/onf/x/…/keep` and `…/one/x/…/kee`, the row `rm
// -rf /srv/aaa…eee/kee` fitted only its own command, yet beside `rm
// …e/onf/x//srv/aaa…` it hid where the two differ (rt37k MEDIUM-3).
func cutsAgree(cmds []string, plain cards.Styles) func(i, j int, a, b string) bool {
	ell := plain.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	return func(i, j int, a, b string) bool {
		if !cards.CutsAgree(a, b, ell) {
			return false
		}
		if len(cmds[i]) > fitsWholeMax || len(cmds[j]) > fitsWholeMax {
			return true
		}
		at := safetext.CommonPrefix(cmds[i], cmds[j])
		return !showsByte(a, cmds[i], at, ell, plain) || !showsByte(b, cmds[j], at, ell, plain)
	}
}

// showsByte reports whether cell, cmd drawn cut with ell, shows the
// character at byte at of cmd (its end, when at is len(cmd): the cell
// then ends uncut). The cell's pieces are found in cmd's whole text in
// order, the first at its start and the last at its end.
func showsByte(cell, cmd string, at int, ell string, plain cards.Styles) bool {
	whole := wholeText(cmd, plain)
	pos := len(wholeText(cmd[:at], plain))
	pieces := strings.Split(cell, ell)
	if len(pieces) < 2 {
		return cell == whole
	}
	last := pieces[len(pieces)-1]
	if pos >= len(whole) {
		return last != "" && strings.HasSuffix(whole, last)
	}
	from := 0
	for k, p := range pieces {
		start := -1
		switch {
		case k == 0:
			if strings.HasPrefix(whole, p) {
				start = 0
			}
		case k == len(pieces)-1:
			if strings.HasSuffix(whole, p) && len(whole)-len(p) >= from {
				start = len(whole) - len(p)
			}
		default:
			if n := strings.Index(whole[from:], p); n >= 0 {
				start = from + n
			}
		}
		if start < 0 {
			return false
		}
		if p != "" && pos >= start && pos < start+len(p) {
			return true
		}
		from = start + len(p)
	}
	return false
}
