package editor

import (
	"maps"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// EgressHost is the host the editor offers to add to the egress list
// (its key ctrl+o), or "": the first host the ask's download fetches from that is
// off the list, while the download rail refuses this allow and that host
// has not been proposed from here already. None is offered when the
// rule could not cover the command anyway (Input.Uncovered): a host
// added for it would loosen the policy for nothing.
func (m *Model) EgressHost() string {
	in := m.in
	if in.Outcome != patterns.Allow || in.Suggestion == nil || in.Command == nil || in.Uncovered != nil || !m.railBroken(patterns.RailDownload) {
		return ""
	}
	if in.Part < 0 || in.Part >= len(in.Command.Parts) {
		return ""
	}
	for _, h := range patterns.OffEgress(in.Command.Parts[in.Part], in.Context) {
		if m.proposed[h] == "" {
			return h
		}
	}
	return ""
}

// NoEgressWhy says why the egress key offers no host to add to the egress list: the
// rule refuses, the download rail does not refuse the pattern, a rule
// could not cover the command anyway (adding the host would loosen the
// policy for nothing), or the host is proposed already.
func (m *Model) NoEgressWhy() string {
	in := m.in
	lead := m.c.Keys.Editor.Egress.Help().Key + ": no host to add: "
	switch {
	case in.Outcome != patterns.Allow:
		return lead + "the egress list is for allow rules"
	case in.Suggestion == nil || in.Command == nil || !m.railBroken(patterns.RailDownload):
		return lead + "the download rail does not refuse this pattern"
	case in.Uncovered != nil:
		return lead + "no rule can allow this command (rail " + string(in.Uncovered.Rail) + "); a approves it once"
	}
	if in.Part >= 0 && in.Part < len(in.Command.Parts) {
		if bad := patterns.UnreadableHosts(in.Command.Parts[in.Part]); len(bad) > 0 {
			// not "every host is on the list": no entry can be
			// compared with a host that cannot be looked up (rt18k #11)
			return lead + "the host " + cards.Escape(bad[0]) + " cannot be read as a downloader would look it up, so no egress entry covers it; a approves it once"
		}
	}
	var waiting []string
	if in.Part >= 0 && in.Part < len(in.Command.Parts) {
		for _, h := range patterns.OffEgress(in.Command.Parts[in.Part], in.Context) {
			waiting = append(waiting, h+" ("+m.proposed[h]+")")
		}
	}
	if len(waiting) > 0 {
		return lead + "proposed already, waiting for a second operator: " + strings.Join(waiting, ", ")
	}
	return lead + "every host it fetches from is on the list"
}

// EgressAdded says host is on the egress list now: the rails are judged
// again against the list, and the recorded commands read again (the
// counts are made against the policy as it stands). It returns the
// command that reads them.
func (m *Model) EgressAdded(host string) tea.Cmd {
	ctx := patterns.Context{}
	if m.in.Context != nil {
		ctx = *m.in.Context
	}
	ctx.Egress = append(slices.Clone(ctx.Egress), host)
	m.in.Context = &ctx
	m.check()
	return m.load()
}

// SetEgress gives the editor the egress list in effect as it stands
// (read again from the store): its rails are judged against it, and the
// recorded commands read again. nil when the list is the one it has.
func (m *Model) SetEgress(hosts []string) tea.Cmd {
	ctx := patterns.Context{}
	if m.in.Context != nil {
		ctx = *m.in.Context
	}
	if slices.Equal(ctx.Egress, hosts) {
		return nil
	}
	ctx.Egress = slices.Clone(hosts)
	m.in.Context = &ctx
	m.check()
	return m.load()
}

// EgressProposed says host waits, proposed as proposal id, for a second
// operator to add it to the egress list: the editor stops offering it
// and says so.
func (m *Model) EgressProposed(host, id string) {
	if m.proposed == nil {
		m.proposed = map[string]string{}
	}
	m.proposed[host] = id
}

// Outcome is the outcome of the rule the editor writes: allow for A,
// refuse for D.
func (m *Model) Outcome() patterns.Outcome { return m.in.Outcome }

// FourEyes reports whether a change the editor makes waits for a second
// operator.
func (m *Model) FourEyes() bool { return m.in.FourEyes }

// railBroken reports whether the pattern breaks rail r.
func (m *Model) railBroken(r patterns.Rail) bool {
	for _, e := range m.rails {
		if e.Rail == r {
			return true
		}
	}
	return false
}

// egressLines draw, under the download rail, the way out the editor
// offers: its key adds (or proposes adding) the host, or the proposal that
// waits, each in at most lines (and two) lines. nil when there is nothing
// to offer: the rail's own hint stands.
func (m *Model) egressLines(w, lines int) []string {
	st := m.c.Styles
	var out []string
	// the hosts in order, each one's lines as they wrap: sorting the
	// lines drew "egress list" above the line it ends (rt42k F9)
	for _, host := range slices.Sorted(maps.Keys(m.proposed)) {
		text := host + " waits, proposed as " + m.proposed[host] + ", for another operator to add it to the egress list"
		for _, l := range cards.SafeProse(text, max(w-3, 1), min(lines, 2), st) {
			out = append(out, "   "+st.Ask.Render(l))
		}
	}
	host := m.EgressHost()
	if host == "" {
		return out
	}
	k := m.c.Keys.Editor.Egress.Help().Key
	text := "add " + host + " to the egress list, then pin the URL to it"
	if m.in.FourEyes {
		text = "propose adding " + host + " to the egress list (four eyes: another operator approves it)"
	}
	kw := common.Width(k)
	for i, l := range cards.SafeProse(text, max(w-3-kw-2, 1), min(lines, 2), st) {
		lead := "   " + st.Key.Render(k) + "  "
		if i > 0 {
			lead = strings.Repeat(" ", 3+kw+2)
		}
		out = append(out, lead+l)
	}
	return out
}

// EgressLines are what the confirmation of adding the host says, w cells
// wide.
func (m *Model) EgressLines(host string) func(w int) []string {
	return func(w int) []string {
		st := m.c.Styles
		title, sum := "Add "+host+" to the egress list?", " downloads from it can then be allowed by rules that name it"
		if m.in.FourEyes {
			title = "Propose adding " + host + " to the egress list?"
			sum = " four eyes is on: it waits, proposed, for another operator to approve it"
		}
		return []string{st.Title.Render(common.Fit(cards.Escape(title), max(w-2, 4))), st.Muted.Render(sum)}
	}
}

// EgressReason is the reason given with the host: the rule's reason,
// once typed, or where the host came from.
func (m *Model) EgressReason() string {
	if r := m.reason.Value(); r != "" {
		return r
	}
	return "downloads of ask " + queue.ShortID(m.in.Ask.ID) + ", from the pattern editor"
}
