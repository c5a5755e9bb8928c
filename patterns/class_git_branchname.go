package patterns

import "strings"

// branchNamePrinters are the git commands that print the current branch's
// name (or HEAD): `git push origin "$(git branch --show-current)"` is the
// everyday spelling of a push of the current branch (rt44 P513-P515 asked
// force-push might). A branch's name cannot begin with + nor hold a colon
// (git check-ref-format), so such a substitution is never a forced
// refspec, and never splits or globs unquoted (no blank, *, ? or [).
var branchNamePrinters = []string{
	"git branch --show-current",
	"git rev-parse --abbrev-ref HEAD",
	"git symbolic-ref --short HEAD",
	"git symbolic-ref --short -q HEAD",
	"git symbolic-ref -q --short HEAD",
}

// branchNameSubst reports whether w is one command substitution of a
// branchNamePrinters command: never a flag either, as no branch's name
// begins with -.
func branchNameSubst(w Word) bool {
	return len(w.Segs) == 1 && branchNameSeg(w.Segs[0])
}

// branchNameSeg reports whether s is a command substitution of a
// branchNamePrinters command.
func branchNameSeg(s Seg) bool {
	if s.Kind != SegSubst {
		return false
	}
	t := s.Text
	switch {
	case strings.HasPrefix(t, "$(") && strings.HasSuffix(t, ")") && !strings.HasPrefix(t, "$(("):
		t = t[2 : len(t)-1]
	case strings.HasPrefix(t, "`") && strings.HasSuffix(t, "`") && len(t) > 1:
		t = t[1 : len(t)-1]
	default:
		return false
	}
	return contains(branchNamePrinters, strings.Join(strings.Fields(t), " "))
}
