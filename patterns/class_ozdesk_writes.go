package patterns

import (
	"path"
	"strings"
)

// [ozdesk-writes] (fx18d1, rt18d finding 2): ozdesk run with a verb that
// changes what ozdesk keeps or how it decides. In direct mode the agent
// runs as the operator, so the policy is the only guard on the operator's
// own CLI: every verb that writes the policy, a decision, the settings,
// the store or the audit trail (a cut, a compaction), or that starts the
// broker, is guard-tamper. The verbs that only read (queue ls, audit,
// policy explain, help …) are listed; any other verb, a verb ozdesk may
// grow later among them, is taken to write.

// ozdeskReads are ozdesk's verbs that change nothing, by their path: a
// group's own name stands for the group alone (`ozdesk policy` prints its
// help). The desk (no verb), ask, acp, shell and hook judge commands:
// what they run is read as a command (nested_ozdesk.go).
var ozdeskReads = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, v := range []string{
		"", "demo", "ask", "acp", "shell", "hook", "whoami", "completion", "help", "version",
		"exit-codes", "protected", // help topics: they print text
		"policy classes",
		"__complete", "__completeNoDesc",
		"queue", "queue ls", "queue show",
		"policy", "policy explain", "policy export", "policy list", "policy replay", "policy settings",
		"policy show", "policy egress", "policy egress list",
		"audit", "audit verify", "audit export",
		"store", "store info",
	} {
		m[v] = true
	}
	return m
}}

// ozdeskGroups are the verbs that hold verbs of their own, with them.
var ozdeskGroups = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"queue": {"approve", "deny", "ls", "show"},
		"policy": {"allow", "apply", "approve", "ask", "classes", "egress", "explain", "export", "list", "move",
			"refuse", "replay", "retire", "set", "settings", "show", "withdraw"},
		"policy egress": {"add", "list", "rm"},
		"audit":         {"cut", "export", "verify"},
		"store":         {"compact", "info"},
	}
}}

// judgeOzdeskWrites is [ozdesk-writes]: the program word of a part that
// runs ozdesk (by any path: /usr/local/bin/ozdesk, ~/.local/bin/ozdesk,
// ozdesk-hook) with a
// verb that is not a read. A verb that is not literal might be any.
func judgeOzdeskWrites(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		ws := wordShape(&w, ctx) // ~/.local/bin/ozdesk, "$HOME"/bin/ozdesk
		v, ok = ws.certain()
	}
	if !ok {
		// A path whose directory is not known but whose name is: find's
		// {} bounded by -name ozdesk (/**/ozdesk, rt19d finding 1).
		v = programName(w)
	}
	sure := true
	p := ctx.programPart(w)
	if v == "" || !strings.HasPrefix(strings.ToLower(path.Base(v)), guardName) { // OZDESK runs ozdesk (program_key.go)
		is, certain := ozdeskThroughProc(&w, ctx) // /proc/PID/exe (class_ozdesk_procexe.go)
		if !is {
			if p != nil && ozdeskVerbPair(p) {
				return Judgement{Might: true} // a copy under another name (/tmp/od queue approve 1)
			}
			return Judgement{}
		}
		sure = certain
	}
	if p == nil {
		return Judgement{}
	}
	verb, known := ozdeskVerb(p.Words)
	switch {
	case !known, itemsMayBeVerb(p, verb):
		return Judgement{Might: true}
	case ozdeskReads.get()[verb]:
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: sure}
}

// ozdeskVerb returns the verb path an ozdesk part's words run ("" for the
// desk, "audit cut", "policy egress add"), and false when it is not known:
// a word that is not literal stands where a verb or an option could, or a
// group is followed by a word that is none of its verbs (nor, after an
// option, that option's value). Options may stand between a group and
// its verb, as cobra finds verbs past them (`ozdesk audit --json cut`).
// --help or -h anywhere only prints help: it reads as "help".
func ozdeskVerb(words []Word) (string, bool) {
	for _, w := range words[1:] {
		if lit, ok := w.Literal(); ok && (lit == "--help" || lit == "-h" || lit == "--version" || lit == "-v") {
			return "help", true
		}
	}
	scan := ozdeskGlobal.scan(words, 1)
	if scan.status != optOK {
		return "", scan.status != optDynamic
	}
	if scan.next >= len(words) {
		return "", true
	}
	verb, ok := words[scan.next].Literal()
	if !ok {
		return "", false
	}
	afterFlag := false
	for i := scan.next + 1; i < len(words); i++ {
		subs, group := ozdeskGroups.get()[verb]
		if !group {
			break
		}
		lit, ok := words[i].Literal()
		switch {
		case !ok:
			return verb, false
		case lit == "--":
			return verb, true
		case strings.HasPrefix(lit, "-"):
			afterFlag = !strings.Contains(lit, "=")
			continue
		case contains(subs, lit):
			verb, afterFlag = verb+" "+lit, false
			continue
		case afterFlag:
			afterFlag = false // the option's value
			continue
		}
		return verb, false // a verb of the group ozdesk may grow
	}
	return verb, true
}

// ozdeskVerbPair reports whether part p's words after its program hold
// one of ozdesk's deciding verbs, literal and side by side: `queue
// approve`, `queue deny`, `policy allow`, `policy refuse`, `policy
// retire`, `policy apply` (rt53 N3, N10: a copy of ozdesk under another
// name, `/tmp/od queue approve 1`, or its name built in ways not read,
// `${a}${b} queue approve 2` in a script). No other program is known to
// take these word pairs, so whatever runs them might be ozdesk.
func ozdeskVerbPair(p *Part) bool {
	for k := 1; k+1 < len(p.Words); k++ {
		g, ok := p.Words[k].Literal()
		if !ok || g != "queue" && g != "policy" {
			continue
		}
		verb, ok := p.Words[k+1].Literal()
		if !ok {
			continue
		}
		switch g + " " + verb {
		case "queue approve", "queue deny", "policy allow", "policy refuse", "policy retire", "policy apply":
			return true
		}
	}
	return false
}
