package patterns

import (
	"fmt"
	"strings"
)

// ozdesk runs commands of its own: `ozdesk acp -- AGENT ARGS…` starts
// AGENT (a program run, as a wrapper runs one), `ozdesk shell -c STRING`
// runs STRING with bash after judging it, and `ozdesk` with no command is
// the desk, which reads the operator's keys from standard input. What
// they run is read like any command, so the defaults judge it; ozdesk run
// with the store, configuration or shell of the line's choosing (OZDESK_DB,
// XDG_STATE_HOME …) judges against policy the operator never set.

// ozdeskGlobal are the options of ozdesk itself and of its desk, which
// stand before its command (cmd/ozdesk: --db, --config, --operator, the
// desk's --no-bell, --no-title, --undo, --notify).
var ozdeskGlobal = optSpec{short: "h", long: []string{"db=", "config=", "operator=", "help",
	"no-bell", "no-title", "undo=", "notify=", "version"}}

// ozdeskACPOpts are the options of `ozdesk acp`, which end at AGENT.
var ozdeskACPOpts = optSpec{short: "h", long: []string{"local-ask", "wait=", "agent=", "help",
	"db=", "config=", "operator="}}

// ozdeskShellFlags are ozdesk shell's own long flags, with whether each
// takes a value: they come first, and the words after them are bash's
// argument list.
var ozdeskShellFlag = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"agent": true, "wait": true, "db": true, "config": true,
		"operator": true, "help": false}
}}

// ozdeskShellFlags returns where bash's arguments start in an ozdesk
// shell part's words (after ozdesk's own flags from words[at]), or the
// index of a word that is not literal where a flag could stand.
func ozdeskShellFlags(words []Word, at int) (from, dynamic int) {
	for at < len(words) {
		lit, ok := words[at].Literal()
		if !ok {
			return at, at
		}
		name, _, hasValue := strings.Cut(strings.TrimPrefix(lit, "--"), "=")
		takes, known := ozdeskShellFlag.get()[name]
		if !strings.HasPrefix(lit, "--") || !known {
			return at, -1
		}
		at++
		if takes && !hasValue {
			at++
		}
	}
	return at, -1
}

// ozdeskEnv are the variables that make ozdesk judge against another
// store, configuration or operator, or run its shell with another
// program: set by the line, they choose the policy that judges.
var ozdeskEnv = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"OZDESK_DB": true, "OZDESK_CONFIG": true, "XDG_STATE_HOME": true, "OZDESK_BASH": true,
		"OZDESK_OPERATOR": true, "HOME": true,
	}
}}

// ozdesk reads what an ozdesk part runs in turn: acp's agent, shell's
// command string, the desk's keys from a pipe; and the environment it is
// given.
func (r *reading) ozdesk(p *Part, sc scope) []*Node {
	var out []*Node
	pairs, lits := envAssigns(p)
	for k, kv := range pairs {
		if opt := ozdeskEnvOption(kv[0]); opt != "" && lits[k] && !strings.ContainsAny(kv[1], "'\n") {
			// OZDESK_DB=F is `ozdesk --db F` by another spelling (rt40
			// D067): read as that option, which cmd.guard-tamper names.
			out = append(out, r.nestedText(p, kv[0]+"=", "ozdesk "+opt+" '"+kv[1]+"'", p.Span, FeedNone, sc)...)
			continue
		}
		if ozdeskEnv.get()[kv[0]] {
			out = append(out, r.unreadable(p, UnreadableForeignCode, p.Span, fmt.Sprintf(
				"%s=… makes ozdesk judge by a store, configuration or shell the command chooses, "+
					"not the operator's policy, so what it allows is not known.", kv[0])))
			break
		}
	}
	words := p.Words
	scan := ozdeskGlobal.scan(words, 1)
	if scan.status == optDynamic {
		return append(out, r.unreadable(p, UnreadableNestedDynamic, words[scan.next].Span, fmt.Sprintf(
			"ozdesk is given %s, which is not literal, so what it runs is not known.", quoteRaw(words[scan.next].Raw))))
	}
	if scan.status != optOK {
		return out
	}
	if scan.next >= len(words) {
		return append(out, r.deskFed(p)...)
	}
	sub, ok := words[scan.next].Literal()
	if !ok {
		return append(out, r.unreadable(p, UnreadableNestedDynamic, words[scan.next].Span, fmt.Sprintf(
			"ozdesk's command %s is not literal, so what it runs is not known.", quoteRaw(words[scan.next].Raw))))
	}
	switch sub {
	case "acp":
		a := ozdeskACPOpts.scan(words, scan.next+1)
		switch {
		case a.status == optDynamic:
			out = append(out, r.unreadable(p, UnreadableNestedDynamic, words[a.next].Span, fmt.Sprintf(
				"ozdesk acp is given %s, which is not literal, so the agent it starts is not known.", quoteRaw(words[a.next].Raw))))
		case a.status == optOK && a.next < len(words):
			out = append(out, r.nestedArgv(p, "ozdesk acp", words[a.next:], sc)...)
		}
	case "shell":
		from, dyn := ozdeskShellFlags(words, scan.next+1)
		if dyn >= 0 {
			out = append(out, r.unreadable(p, UnreadableNestedDynamic, words[dyn].Span, fmt.Sprintf(
				"ozdesk shell is given %s, which is not literal, so what it runs is not known.", quoteRaw(words[dyn].Raw))))
			break
		}
		// After its own long flags, ozdesk shell reads its arguments as
		// bash does (cmd/ozdesk/shell_argv.go): -c -e STRING runs STRING.
		out = append(out, r.shellWords(p, "ozdesk shell", from, sc)...)
	}
	return out
}

// deskFed is the desk fed its keys by the line: from a pipe, a here-string,
// a here-document, a process substitution or a file, they approve pending
// asks nobody has read. A file alone gives the desk no terminal, but a
// wrapper that runs it on one (script -c, unbuffer, ssh -t, expect) passes
// the file's bytes on as keys (/dev/tty is the operator's own terminal,
// /dev/null gives none).
func (r *reading) deskFed(p *Part) []*Node {
	code, from, ok := feedSource(p.Feed)
	if p.Feed == FeedFile && !stdinGivesNoKeys(p) {
		code, from, ok = UnreadableForeignCode, "a file", true
	}
	if !ok {
		return nil
	}
	return []*Node{r.unreadable(p, code, p.Span, fmt.Sprintf(
		"ozdesk's desk reads its keys from %s: keys the line types decide pending asks that nobody has read.", from))}
}

// stdinGivesNoKeys reports whether p's own redirections feed its standard input
// from /dev/tty, the terminal the operator types at, or /dev/null, which
// gives it no keys at all.
func stdinGivesNoKeys(p *Part) bool {
	for _, rd := range p.Redirs {
		if (rd.Op == "<" || rd.Op == "<>") && (rd.Fd == "" || rd.Fd == "0") {
			v, ok := rd.Target.Literal()
			return ok && (v == "/dev/tty" || v == "/dev/null")
		}
	}
	return false
}

// ozdeskEnvOption returns the option of ozdesk's own that a variable
// spells another way (OZDESK_DB is --db, OZDESK_CONFIG is --config), or
// "".
func ozdeskEnvOption(name string) string {
	switch name {
	case "OZDESK_DB":
		return "--db"
	case "OZDESK_CONFIG":
		return "--config"
	}
	return ""
}
