package patterns

// A body that writes a file something else runs later, where no ask sees
// it (a git hook, a crontab, a systemd unit, a program's name on PATH:
// UnreadableRunsLater), asks as the same command typed on the line does
// (fx64a, issue 7, rt63 A1: `make install-hook`, whose recipe is `cp
// scripts/wipe.sh .git/hooks/pre-push`, was allowed while the cp on the
// line asks). The floor's finding is dropped from a body otherwise
// (body_eval.go: what a body cannot read changes nothing), but this one
// is no failure to read: it is the body's certain effect.

// bodyRunsLater reports whether part k of a body's verdict v asks on
// the floor because it certainly writes a file that runs later (a part
// that makes files: a command that keeps one to run later, tmux's or
// at's, stays a body's might, as before).
func bodyRunsLater(v *Verdict, k int) bool {
	pv := v.Parts[k]
	if pv.Outcome == Allow || pv.Rule != UnreadableRule || pv.Because == nil || !pv.Because.Certain ||
		pv.Because.Class != string(UnreadableRunsLater) || v.Command == nil || k >= len(v.Command.Parts) {
		return false
	}
	p := v.Command.Parts[k]
	if _, _, later := laterCommand(p); later || p.Program == "git" {
		return false // git config --global …: a devcontainer's everyday set-up, a body's might as before
	}
	return mayMake(p)
}
