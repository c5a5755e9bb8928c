package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// A setting changed from another shell (`ozdesk policy set fallback ask`)
// changed what the desk shows (the header's fallback, four eyes) without
// a word (rt35k L15): the status line says what changed, from what, and
// who changed it when the audit trail's setting entry says.

// settingsChanged names each setting that differs between was and now:
// "fallback ask (was allow)", "four eyes on"; nil when none does.
func settingsChanged(was, now store.Settings) []string {
	var out []string
	if was.Fallback != now.Fallback {
		out = append(out, fmt.Sprintf("fallback %s (was %s)", cards.Escape(now.Fallback), cards.Escape(was.Fallback)))
	}
	if was.FourEyes != now.FourEyes {
		out = append(out, "four eyes "+map[bool]string{true: "on", false: "off"}[now.FourEyes])
	}
	if was.AskWait != now.AskWait {
		out = append(out, fmt.Sprintf("ask wait %s (was %s)", cards.Span(now.AskWait), cards.Span(was.AskWait)))
	}
	if was.AskWaitMax != now.AskWaitMax {
		out = append(out, fmt.Sprintf("longest ask wait %s (was %s)", cards.Span(now.AskWaitMax), cards.Span(was.AskWaitMax)))
	}
	if was.MaxPendingPerAgent != now.MaxPendingPerAgent {
		out = append(out, fmt.Sprintf("max pending per agent %d (was %d)", now.MaxPendingPerAgent, was.MaxPendingPerAgent))
	}
	return out
}

// settingsLoosened reports whether now lets more run unasked or with one
// operator's word than was: the status then warns.
func settingsLoosened(was, now store.Settings) bool {
	return (now.Fallback == store.OutcomeAllow && was.Fallback != store.OutcomeAllow) || (was.FourEyes && !now.FourEyes)
}

// settingsActor is who wrote the newest setting entry of entries; ""
// when none of them says.
func settingsActor(entries []store.AuditEntry) string {
	for i := len(entries) - 1; i >= 0; i-- {
		if e := entries[i]; e.Kind == store.KindSetting && e.Actor != "" {
			return e.Actor
		}
	}
	return ""
}

// noteSettings puts on the status line what changed in the settings the
// desk read last, and who changed it (see above). The first read, and a
// store put in the file's place (which says so itself), say nothing; nor
// does a change by this desk's operator while the status line still says
// what the desk just did (approving a proposal to change a setting says
// so itself).
func (m *Model) noteSettings(now store.Settings, entries []store.AuditEntry) {
	if !m.read {
		return
	}
	changed := settingsChanged(m.settings, now)
	if len(changed) == 0 {
		return
	}
	actor := settingsActor(entries)
	if actor != "" && actor == m.c.Operator && m.status.text != "" && m.c.Now().Sub(m.status.at) < statusKeep {
		return
	}
	by := ""
	if actor != "" {
		by = " by " + cards.Escape(actor)
	}
	kind := statusInfo
	text := "settings changed" + by + ": " + strings.Join(changed, m.c.Marks.Dot)
	if settingsLoosened(m.settings, now) {
		// it stands under the header until dismissed: the next status
		// would replace it
		kind = statusWarn
		m.warns.settings = stickyWarn{text: text, at: m.c.Now()}
	}
	m.setStatus(kind, text)
}
