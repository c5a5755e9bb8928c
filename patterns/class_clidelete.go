package patterns

import "strings"

// A service's CLI deletes what the service keeps by a verb after the
// noun it acts on (`sentry-cli projects delete acme/api`, `databricks
// clusters permanent-delete`, `auth0 apps delete`, `stripe customers
// delete`): the verb table names the CLIs it knows one by one, and a CLI
// it does not know deleted unjudged (rt39 §3, issue 7's closed list of
// spellings). [cli-delete] judges the verb by its shape instead, for a
// program the defaults do not know to work on this machine
// (cliDeleteLocal): a word that only destroys (cliDestroyVerb) as the
// second or third operand, after nouns (`tool NOUN delete`, `tool NOUN
// NOUN delete`: the cloud CLIs' shape), or as the first operand when it
// is a teardown word (`destroy`, `undeploy` …) or the verb of a
// `NOUN:VERB` word (`apps:destroy`). A delete verb of an unknown CLI that
// talks to a service cannot be told from one that edits a local file, so
// the judgement is a might; nouns of the CLI's own local state (`cache`,
// `alias`, `plugin`, `config` …) and help, dry runs and a first-operand
// `delete` (`todo delete 3`: a local tool's verb comes first) are left
// alone, so that local tools do not drown the operator in asks.

// cliDeleteMaxAt is the last operand position (from 0) the verb may
// stand at: `tool NOUN NOUN delete`.
const cliDeleteMaxAt = 2

// judgeCLIDelete is [cli-delete]: w is the destroying verb of a program
// the defaults do not know, in the shape above.
func judgeCLIDelete(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || v != strings.ToLower(v) || !cliVerbWord(v) {
		return Judgement{} // DROP, DELETE: a firewall's target, a method, SQL
	}
	p := ctx.partOfWord(w)
	if p == nil || p.Program == "" || len(p.Words) == 0 || p.Words[0].Span == w.Span || cliDeleteLocal(p.Program) {
		return Judgement{}
	}
	for _, a := range p.Args() {
		if lit, known := a.Literal(); known && cliNotRun(lit) {
			return Judgement{}
		}
	}
	at := 0
	for _, a := range p.Args() {
		lit, known := a.Literal()
		if a.Span == w.Span {
			if cliDeleteAt(v, at) {
				return Judgement{Might: true}
			}
			return Judgement{}
		}
		if known && strings.HasPrefix(lit, "-") {
			continue
		}
		if known && !cliNoun(lit) {
			return Judgement{} // a path, a number, an id: not a noun
		}
		at++
		if at > cliDeleteMaxAt {
			return Judgement{}
		}
	}
	return Judgement{}
}

// cliDeleteAt reports whether verb v, at operand position at, stands
// where a cloud CLI's verb does.
func cliDeleteAt(v string, at int) bool {
	if at > 0 {
		return cliDestroyVerb(v)
	}
	if i := strings.LastIndexByte(v, ':'); i > 0 && i < len(v)-1 {
		return cliDestroyVerb(v[i+1:]) || cliColonRemove(v[i+1:])
	}
	return cliTeardownVerb(v)
}

// cliColonRemove reports whether v, the last segment of a `NOUN:VERB`
// word, is remove or rm: no package manager spells its verb so, and a
// service's CLI that does removes what the service keeps (`twilio
// api:core:messages:remove`, rt40 D819); a bare `remove` stays a local
// tool's verb.
func cliColonRemove(v string) bool {
	v = strings.ToLower(v)
	return v == "remove" || v == "rm"
}

// cliVerbWord reports whether v might be a destroying verb in any of the
// shapes: the cheap test every operand of every part meets first.
func cliVerbWord(v string) bool {
	if v == "" || v[0] == '-' {
		return false
	}
	if i := strings.LastIndexByte(v, ':'); i > 0 {
		v = v[i+1:]
		if cliColonRemove(v) {
			return true
		}
	}
	return cliDestroyVerb(v) || cliTeardownVerb(v)
}

// cliDestroyVerb reports whether v (any case) is a verb that only
// destroys: delete, destroy, purge, terminate, drop, nuke, wipe, erase,
// truncate and the teardown words, alone or joined to a noun by a dash or
// an underscore (`permanent-delete`, `delete-bucket`, `force_delete`).
// rm, remove, uninstall, prune, reset and clean are not: they are the
// everyday verbs of package managers and local tools (`poetry remove`,
// `conda env remove`, `pip cache purge`'s siblings `npm cache clean`).
func cliDestroyVerb(v string) bool {
	v = strings.ToLower(v)
	if cliDestroyWords.get()[v] || cliTeardownVerb(v) {
		return true
	}
	for _, part := range strings.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' }) {
		if part != v && cliDestroyWords.get()[part] {
			return true
		}
	}
	return false
}

// cliTeardownVerb reports whether v (any case) takes a whole deployment
// or environment down, a verb no local tool gives its first operand:
// destroy, teardown, undeploy, deprovision, decommission, nuke, and
// destroy-NOUN (`destroy-model`).
func cliTeardownVerb(v string) bool {
	v = strings.ToLower(v)
	switch v {
	case "destroy", "teardown", "tear-down", "undeploy", "deprovision", "decommission", "nuke":
		return true
	}
	return strings.HasPrefix(v, "destroy-") || strings.HasPrefix(v, "destroy_")
}

// cliDestroyWords are the words that only destroy, alone or as a piece
// of a dashed verb.
var cliDestroyWords = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"delete": true, "destroy": true, "purge": true, "terminate": true, "drop": true,
		"nuke": true, "wipe": true, "erase": true, "truncate": true, "obliterate": true}
}}

// cliNoun reports whether a literal operand before the verb is a noun the
// verb acts on: a name of letters, digits, dots, dashes and underscores
// starting with a letter, not help nor a noun of the CLI's own local
// state (cliLocalNouns).
func cliNoun(v string) bool {
	if v == "" || !(v[0] >= 'a' && v[0] <= 'z' || v[0] >= 'A' && v[0] <= 'Z') {
		return false
	}
	for _, r := range v {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return false
		}
	}
	return !cliLocalNouns.get()[strings.ToLower(v)]
}

// cliLocalNouns are nouns whose delete touches the CLI's own state on
// this machine (its cache, aliases, plugins, settings, history), or that
// ask for help: `hf cache delete`, `tool alias delete x`, `tool help
// delete`.
var cliLocalNouns = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields("help cache caches alias aliases plugin plugins extension extensions " +
		"completion completions history config configuration settings preferences prefs local") {
		m[n] = true
	}
	return m
}}

// cliNotRun reports whether flag f makes the CLI run no verb: help and
// dry runs (`--dry-run`, `--dryrun`, `--dry-run=true`, `-h`).
func cliNotRun(f string) bool {
	switch f {
	case "-h", "--help", "-help", "--dry-run", "--dryrun", "--dry-run=true", "--dry-run=client", "--dry-run=server", "--what-if", "--whatif":
		return true
	}
	return false
}
