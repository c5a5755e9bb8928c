package policyfile

// sameFile reports whether two files say the same: the same settings and
// egress entries set to the same values, and the same rules in the same
// order, field by field (patterns compared as patterns), IDs, authors and
// approvers included.
func sameFile(a, b *File) bool {
	if a.HasEgress != b.HasEgress || len(a.Egress) != len(b.Egress) || len(a.Rules) != len(b.Rules) {
		return false
	}
	if len(diffSettings(a.Settings, b.Settings)) > 0 || len(diffSettings(b.Settings, a.Settings)) > 0 {
		return false
	}
	for i := range a.Egress {
		if a.Egress[i].Host != b.Egress[i].Host || a.Egress[i].Reason != b.Egress[i].Reason {
			return false
		}
	}
	for i := range a.Rules {
		x, y := &a.Rules[i], &b.Rules[i]
		if x.ID != y.ID || x.Author != y.Author || x.Approver != y.Approver || x.Pattern != y.Pattern ||
			len(ruleFieldsDiffer(x, y)) > 0 {
			return false
		}
	}
	return true
}
