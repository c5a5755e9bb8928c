package queue

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// ProposalText says in words what a proposal changes: "retire rule r4",
// "move rule r4 before r2", "four-eyes on → off", "add get.k3s.io to
// the egress list". It holds the proposal's untrusted words (a host) as
// written: whoever draws it escapes it.
func ProposalText(p store.Proposal) string {
	switch {
	case p.Kind == store.KindRuleRetire:
		return "retire rule " + p.Rule
	case p.Kind == store.KindRuleMove && p.Place != nil:
		return "move rule " + p.Rule + " " + placeText(*p.Place)
	case p.Kind == store.KindEgressAdd && p.Egress != nil:
		return "add " + p.Egress.Host + " to the egress list"
	case p.Kind == store.KindSetting && p.Old != nil && p.Settings != nil:
		return settingsText(SettingChanges(*p.Old, *p.Settings))
	case p.Kind == store.KindAuditCut && p.Cut != nil:
		return fmt.Sprintf("cut the audit trail: entries %d to %d, through the export's head %s",
			p.Cut.From.Seq+1, p.Cut.Through.Seq, FormatAnchor(p.Cut.Through))
	}
	return p.Kind
}

// SettingChange is one setting that differs, by the names and in the
// words `ozdesk policy set` takes (four-eyes on, fallback ask,
// ask-wait 10m).
type SettingChange struct {
	Name string `json:"name"`
	Old  string `json:"old"`
	New  string `json:"new"`
}

// SettingChanges lists the settings that differ between old and set, in
// a fixed order.
func SettingChanges(old, set store.Settings) []SettingChange {
	var out []SettingChange
	for _, f := range settingFields() {
		if a, b := f.text(old), f.text(set); a != b {
			out = append(out, SettingChange{Name: f.name, Old: a, New: b})
		}
	}
	return out
}

// settingsText writes changes as "four-eyes on → off, fallback ask → allow".
func settingsText(changes []SettingChange) string {
	if len(changes) == 0 {
		return "no change"
	}
	parts := make([]string, len(changes))
	for i, c := range changes {
		parts[i] = c.Name + " " + c.Old + " → " + c.New
	}
	return strings.Join(parts, ", ")
}

// settingField is one setting: its name, its value in words, and how to
// copy it from one set of settings to another.
type settingField struct {
	name string
	text func(store.Settings) string
	copy func(dst *store.Settings, src store.Settings)
}

func settingFields() []settingField {
	return []settingField{
		{"four-eyes", func(s store.Settings) string { return onOff(s.FourEyes) },
			func(d *store.Settings, s store.Settings) { d.FourEyes = s.FourEyes }},
		{"fallback", func(s store.Settings) string { return s.Fallback },
			func(d *store.Settings, s store.Settings) { d.Fallback = s.Fallback }},
		{"ask-wait", func(s store.Settings) string { return spanText(s.AskWait) },
			func(d *store.Settings, s store.Settings) { d.AskWait = s.AskWait }},
		{"ask-wait-max", func(s store.Settings) string { return spanText(s.AskWaitMax) },
			func(d *store.Settings, s store.Settings) { d.AskWaitMax = s.AskWaitMax }},
		{"max-pending", func(s store.Settings) string { return strconv.Itoa(s.MaxPendingPerAgent) },
			func(d *store.Settings, s store.Settings) { d.MaxPendingPerAgent = s.MaxPendingPerAgent }},
	}
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// spanText writes a duration as people do: 10m, 24h, 1h30m.
func spanText(d time.Duration) string {
	s := d.String()
	for _, z := range []string{"m0s", "h0m"} {
		if strings.HasSuffix(s, z) {
			s = strings.TrimSuffix(s, z[1:])
		}
	}
	return s
}

// ForgedMark is what a listing writes before a proposal that is not as
// the audit entry that proposed it wrote it (approving it is refused),
// "" for one that is: `policy list` and the desk mark it alike.
func ForgedMark(p store.Proposal) string {
	switch {
	case p.Forged == "":
		return ""
	case strings.HasPrefix(p.Forged, "no audit entry"):
		return "FORGED: no audit entry holds it: "
	default:
		return "FORGED: not as its audit entry wrote it: "
	}
}
