package common

import "strings"

// shortLabels are the footer's short words for the keys whose words are
// long, as k9s and lazygit write them ("A allow…", "m move"): a footer
// too narrow for the whole words writes these, so that the most used
// keys of a view fit at 80 columns (fx28k #6). The help (?) keeps the
// whole words. A "…" (the marks' More) after a label is kept.
var shortLabels = map[string]string{
	"always allow":          "allow",
	"always refuse":         "refuse",
	"approve with a reason": "reason",
	"rule details":          "details",
	"entry details":         "details",
	"retire/withdraw":       "retire",
	"move rule":             "move",
	"approve proposed":      "approve",
	"follow new entries":    "follow",
	"sort/group":            "sort",
	"whole command":         "whole",
	"place it higher":       "higher",
	"place it lower":        "lower",
	"move it here":          "place",
}

// ShortLabel is desc in the footer's short words, or desc when it has
// none; more is the marks' "…", kept after a label that has it.
func ShortLabel(desc, more string) string {
	base, tail := desc, ""
	if more != "" && strings.HasSuffix(desc, more) {
		base, tail = strings.TrimSuffix(desc, more), more
	}
	if s, ok := shortLabels[base]; ok {
		return s + tail
	}
	return desc
}
