package patterns

import (
	"cmp"
	"strings"
)

// Code a body reads a second time (fx58f, issue 7 R15). A body adds only
// certain evidence, so a part the floor asks about on the line changed
// nothing in a body, but a computed program word (body_computed.go):
// `cat F | bash`, `source <(cat F)`, `eval "$(cat F)"`, `bash <<EOF`,
// `BASH_ENV=F bash -c x` and `ENV=F sh -c x` ask cmd.unreadable at the
// top level, and were allowed inside `bash s.sh`, a make recipe or an
// npm script, where F (written by the agent in an earlier, allowed step)
// ran `ozdesk queue approve`. Decided: such a part of a body makes the
// runner ask by the floor, with the reason the line's part gives, as
// the line does. What the top level leaves alone stays alone in a body:
// the shell integrations (`eval "$(ssh-agent -s)"`, `source <(kubectl
// completion bash)`), a fed file that is read (`bash < F`: its own
// script body), and a pipe from a download asks by cmd.download-run as
// before.

// readAgainCode reports whether c is the floor's code for code a shell
// reads a second time: from a pipe, a here-string or here-document, a
// process substitution, or eval's built text.
func readAgainCode(c UnreadableCode) bool {
	switch c {
	case UnreadablePipeShell, UnreadableHereShell, UnreadableProcShell, UnreadableEval:
		return true
	}
	return false
}

// loadsShellEnv reports whether part p gives a shell a start-up file
// through the environment: BASH_ENV, which every bash it starts that
// runs no terminal loads (`BASH_ENV=F bash -c x`, `BASH_ENV=F ./x.sh`),
// and ENV given to a shell itself (`ENV=F sh -c x`). Decided: ENV given
// to another program (`ENV=production node server.js`, a common name
// for a deployment's stage) asks on the line and not in a body, where a
// package script so written is everyday.
func loadsShellEnv(p *Part) bool {
	pairs, lits := envAssigns(p)
	for k, kv := range pairs {
		if (kv[0] == "BASH_ENV" || kv[0] == "ENV" && isShell(p.Program)) && loadsCode(kv[0], kv[1], lits[k]) {
			return true
		}
	}
	return false
}

// bodyReadAgain is the floor's decision of the runner part where part k
// of its body b's verdict v is one the floor asks about because it reads
// code a second time (readAgainCode, loadsShellEnv), and true; else
// false.
func (e *evaluation) bodyReadAgain(v *Verdict, k int, b runnerBody, part *Part) (decision, bool) {
	if b.guessed || v.Command == nil || k >= len(v.Command.Parts) || k >= len(v.Parts) {
		return decision{}, false
	}
	pv, p := v.Parts[k], v.Command.Parts[k]
	if pv.Rule != UnreadableRule || pv.Because == nil {
		return decision{}, false
	}
	code := UnreadableCode(pv.Because.Class)
	if !readAgainCode(code) && (code != UnreadableForeignCode || !loadsShellEnv(p)) {
		return decision{}, false
	}
	if code == UnreadableEval && evalsEnvVar(p, b.text) {
		return decision{}, false
	}
	if code == UnreadableForeignCode {
		code = UnreadableBody // a runner around this runner asks so too (bodyFinding)
	}
	return e.bodyUnread(part, runnerBody{word: b.word, unreadClass: code,
		unread: printable(b.from) + " runs: " + shownBody(cmp.Or(b.shown, b.text)) + "; " + bodyWhere(b, v, k) +
			strings.TrimSuffix(pv.Reason, floorTail)}), true
}

// evalsEnvVar reports whether part p, an eval in body text, evaluates one
// variable of the environment's that the body never assigns (`eval
// "$CMD"`, fx54b's everyday e9): the operator's choice, as a computed
// program word from the environment is (body_computed.go). One the body
// assigns (`CMD=$(cat F); eval "$CMD"`) asks.
func evalsEnvVar(p *Part, text string) bool {
	if p.Program != "eval" || len(p.Words) != 2 {
		return false
	}
	name, ok := plainVarWord(p.Words[1].Raw)
	return ok && name != "@" && name != "*" && !bodyAssignsComputed(text, name) && len(bodyAssigns(text, name)) == 0
}
