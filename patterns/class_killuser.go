package patterns

import "strings"

// pkill and killall pick processes by a user (`pkill -u USER NAME`,
// `killall -u USER NAME`). With a name, the user only narrows the kill:
// `pkill -u "$USER" node` kills your own node processes, as everyday as
// `pkill node`. [kill-user] judges the user word of such a kill:
//
//   - kill-user:other: the user is not certainly yours (`-u root`,
//     `-u 0`, `-u postgres`, `-u "$U"`): a kill of another user's
//     processes, the machine's services when that user is root or a
//     service's account;
//   - kill-user:all: the kill names no process (`pkill -u "$USER"`,
//     `killall -u me`): every process of that user, the desk and the
//     hooks that ask ozdesk among them when the user is yours.
//
// Yours certainly is what the shell fills in with the user running the
// line: $USER, $LOGNAME, $UID, $EUID, $(whoami), $(id -u), $(id -un),
// unless the line assigns the variable.

// killUserArgs are the arguments [kill-user] takes.
var killUserArgs = []string{"other", "all"}

// checkKillUserArg checks a [kill-user:ARG] argument.
func checkKillUserArg(arg string) (string, string) {
	for _, a := range killUserArgs {
		if a == arg {
			return arg, ""
		}
	}
	return "", "kill-user takes other (a user not certainly yours) or all (a kill that names no process)"
}

// judgeKillUser is [kill-user:ARG]: w is the user option's value of a
// pkill or killall part, judged as ARG says.
func judgeKillUser(arg string, w Word, ctx *Context) Judgement {
	p := ctx.wordPart(&w)
	if p == nil {
		return Judgement{}
	}
	spec := killUserSpecs.get()[p.Program]
	if spec == nil {
		return Judgement{}
	}
	user, named, ok := spec.scan(p.Args())
	if !ok || user == nil || w.Span.Start < user.Span.Start || w.Span.End > user.Span.End {
		return Judgement{}
	}
	switch arg {
	case "other":
		if ownUser(w, ctx) {
			return Judgement{}
		}
		_, lit := w.Literal()
		return Judgement{Might: true, Certainly: lit}
	case "all":
		if named {
			return Judgement{}
		}
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// killUserSpec is how one program writes its options: which take a
// value, which of those is the user.
type killUserSpec struct {
	valued map[string]bool // options taking a value, -x and --long
	user   map[string]bool // the user options among them
}

// killUserSpecs are pkill's (procps-ng) and killall's (psmisc), built on
// first use (TestAdapterInits: no tables built at init).
var killUserSpecs = lazy[map[string]*killUserSpec]{build: func() map[string]*killUserSpec {
	return map[string]*killUserSpec{
		"pkill": {
			valued: killSet("-d", "--delimiter", "-g", "--pgroup", "-G", "--group", "-P", "--parent", "-s", "--session",
				"-t", "--terminal", "-u", "--euid", "-U", "--uid", "-F", "--pidfile", "-r", "--runstates", "-q", "--queue",
				"--signal", "--cgroup", "--ns", "--nslist", "-O", "--older", "--env"),
			user: killSet("-u", "--euid", "-U", "--uid"),
		},
		"killall": {
			valued: killSet("-s", "--signal", "-u", "--user", "-y", "--younger-than", "-o", "--older-than", "-n", "--ns",
				"-Z", "--context"),
			user: killSet("-u", "--user"),
		},
		// skill (procps): -t TTY, -u USER, -p PID, -c COMMAND pick what
		// it signals (fx53b: `skill -KILL -u op` is `pkill -u op`).
		"skill": {valued: killSet("-t", "-u", "-p", "-c"), user: killSet("-u")},
	}
}}

// killSet returns a set of the names.
func killSet(names ...string) map[string]bool {
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[n] = true
	}
	return out
}

// scan reads a kill's arguments: the word holding its user option's
// value (the next word, `-u root`, or the option's own, `-uroot`,
// `--user=root`), whether it names processes (an operand: a pattern
// or a name), and ok false when a word is not literal where an option
// may stand (what it is is not known).
func (s *killUserSpec) scan(args []Word) (user *Word, named, ok bool) {
	for i := 0; i < len(args); i++ {
		v, lit := args[i].Literal()
		switch {
		case !lit:
			named = true // an operand, or an option of unknown text
		case v == "--":
			return user, named || i+1 < len(args), true
		case strings.HasPrefix(v, "--"):
			name, _, eq := strings.Cut(v, "=")
			if s.user[name] && eq {
				user = &args[i]
			}
			if s.valued[name] && !eq && i+1 < len(args) {
				if s.user[name] {
					user = &args[i+1]
				}
				i++
			}
		case strings.HasPrefix(v, "-") && len(v) > 1:
			if isSignalWord(v[1:]) {
				continue
			}
			for k := 1; k < len(v); k++ {
				opt := "-" + v[k:k+1]
				if !s.valued[opt] {
					continue
				}
				switch {
				case k < len(v)-1:
					if s.user[opt] {
						user = &args[i]
					}
				case i+1 < len(args):
					if s.user[opt] {
						user = &args[i+1]
					}
					i++
				}
				break
			}
		default:
			named = true
		}
	}
	return user, named, true
}

// signalName reports whether up is a signal's name (upper case, no SIG)
// that pkill and killall take as -NAME.
func signalName(up string) bool {
	switch up {
	case "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "IOT", "BUS", "FPE", "KILL", "USR1", "SEGV",
		"USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD", "CLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG", "XCPU",
		"XFSZ", "VTALRM", "PROF", "WINCH", "IO", "POLL", "PWR", "SYS":
		return true
	}
	return false
}

// isSignalWord reports whether an option's text after its dash is a
// signal: a number or a name, with or without SIG, in any case.
func isSignalWord(v string) bool {
	if v == "" {
		return false
	}
	if strings.Trim(v, "0123456789") == "" {
		return true
	}
	up := strings.TrimPrefix(strings.ToUpper(v), "SIG")
	return signalName(up) || strings.HasPrefix(up, "RTMIN") || strings.HasPrefix(up, "RTMAX")
}

// ownUser reports whether a user word is certainly the user running the
// line: a variable or a command the shell fills in with it, the variable
// not assigned in the line.
func ownUser(w Word, ctx *Context) bool {
	if len(w.Segs) != 1 {
		return false
	}
	s := w.Segs[0]
	switch s.Kind {
	case SegParam:
		switch s.Text {
		case "USER", "LOGNAME", "UID", "EUID":
			return len(varForms(w, ctx)) == 0 && !lineAssigns(ctx, s.Text)
		}
	case SegSubst:
		t := strings.Join(strings.Fields(strings.Trim(strings.TrimPrefix(s.Text, "$"), "()`")), " ")
		switch t {
		case "whoami", "id -u", "id -un", "id -nu", "id -u -n", "id -n -u", "id -ru", "id -run", "id -urn":
			return true
		}
	}
	return false
}

// lineAssigns reports whether the line assigns the variable name.
func lineAssigns(ctx *Context, name string) bool {
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 || cmd.Parts[0] == nil || cmd.Parts[0].line == nil {
		return false
	}
	_, ok := cmd.Parts[0].line.vars[name]
	return ok
}
