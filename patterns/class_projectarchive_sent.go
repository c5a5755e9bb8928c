package patterns

import "strings"

// archiveSender reports whether [archive-sent] judges a program: one that sends a
// file it names to the destination it names.
func archiveSender(program string) bool {
	switch program {
	case "curl", "wget", "http", "https", "xh", "scp", "rsync", "rclone", "aws", "gsutil", "gcloud":
		return true
	}
	return rawSender(program)
}

// judgeArchiveSent is [archive-sent]: a sender part that names an archive
// of the project the line made earlier ([project-archive]: an operand,
// an option's value, curl's @FILE, a < redirection) and a destination off
// this machine and off the egress list: certain when a destination is
// surely so, might when one is not known. Without such an archive named
// it is never a might, so a sender given words of unknown value is judged
// by the other patterns alone.
func judgeArchiveSent(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if !ok || !archiveSender(v) {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil || !namesArchive(p, ctx) {
		return Judgement{}
	}
	if rawSender(v) {
		return judgeRawAway("", w, ctx)
	}
	out := Judgement{}
	for _, a := range p.Args() {
		if _, ok := a.Literal(); !ok {
			out.Might = true // a destination not known might be away
			continue
		}
		if j := judgeAwayDest("", a, ctx); j.Certainly {
			return j
		}
	}
	return out
}

// namesArchive reports whether part p names a project archive the line
// made: an argument (an option's attached value and curl's @ read too)
// or a reading redirection's target.
func namesArchive(p *Part, ctx *Context) bool {
	for _, a := range p.Args() {
		if lead := leadingLiteral(&a); strings.HasPrefix(lead, "-") {
			k := strings.IndexByte(lead, '=')
			if k < 0 {
				continue
			}
			a = trimWordPrefix(a, lead[:k+1], false)
		}
		if judgeProjectArchive("", a, ctx).Certainly {
			return true
		}
	}
	for i := range p.Redirs {
		if r := &p.Redirs[i]; r.Reads && !r.Writes && judgeProjectArchive("", r.Target, ctx).Certainly {
			return true
		}
	}
	return false
}
