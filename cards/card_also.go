package cards

// alsoLines names, under the verdict's outcome line, the defaults that
// also match the deciding part when an operator's rule decided it
// (rt29k #24; at most patterns.MaxAlso): "also cmd.force-push: its reason, certain: …". They head
// the operator rule's own reason, since the defaults are the gravest kind.
func (d *drawing) alsoLines() []string {
	rep := d.rep
	if rep.Part < 0 || rep.Part >= len(rep.Parts) {
		return nil
	}
	var lines []string
	for _, a := range rep.Parts[rep.Part].Also {
		text := "also " + a.Rule + ": " + a.Reason
		if a.Because != nil {
			text += ", " + a.Because.Certainty + ": " + a.Because.Sentence()
		}
		lines = append(lines, indent(d.in.prose(text, d.width-2, proseLines, roleAccent), 2)...)
	}
	return lines
}
