package patterns

import "strings"

// Modes that only take access away (fx40b, rt39 E405). `chmod 600
// ~/.ssh/config`, `chmod 400 ~/.ssh/id_rsa`, `chmod 700 ~/.ssh`, `chmod
// go-rwx ~/.aws/credentials` grant no one anything: ssh itself asks for
// them, and asking trains the operator to approve mode changes of ~/.ssh
// blindly. [mode-tightens] is a chmod whose every mode grants group and
// others nothing and sets no set-ID or sticky bit, and whose every
// operand is certainly a path strictly below the home (a mode taken away
// from /etc or / breaks the system for its other users and is judged as
// before; so is the home itself): cmd.credentials leaves it alone.

// judgeModeTightens is [mode-tightens] (above), judged on a part's
// program word.
func judgeModeTightens(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || p.Program != "chmod" || ctx.Home == "" {
		return Judgement{}
	}
	home := strings.TrimSuffix(ctx.Home, "/")
	modes, files := 0, 0
	for _, a := range p.Args() {
		v, ok := a.Literal()
		switch {
		case ok && (v == "-R" || v == "--recursive" || v == "-v" || v == "-c" || v == "-f" ||
			v == "--verbose" || v == "--changes" || v == "--silent" || v == "--quiet"):
			continue
		case ok && modes == 0 && files == 0:
			if !tighteningMode(v) {
				return Judgement{}
			}
			modes++
		default:
			t, ok := certainPath(a, ctx)
			if !ok || t == home || !within(t, home) {
				return Judgement{}
			}
			files++
		}
	}
	if modes != 1 || files == 0 {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// tighteningMode reports whether a chmod mode grants group and others
// nothing and sets no special bit: an octal mode whose last two digits
// are 0 and whose others are at most the owner's (600, 0400, 700), or
// symbolic clauses that each take group's or others' bits away (go-rwx,
// og-w, g-w), clear them (go=), or set the owner's r, w, x (u=rw, u+x).
func tighteningMode(v string) bool {
	if v != "" && strings.Trim(v, "01234567") == "" {
		n := len(v)
		if n < 3 || n > 4 || v[n-1] != '0' || v[n-2] != '0' || n == 4 && v[0] != '0' {
			return false
		}
		return true
	}
	if v == "" {
		return false
	}
	for _, clause := range strings.Split(v, ",") {
		i := strings.IndexAny(clause, "+-=")
		if i <= 0 {
			return false // no who: all three, or the umask's
		}
		who, op, perms := clause[:i], clause[i], clause[i+1:]
		switch {
		case strings.Trim(who, "go") == "":
			if op == '+' || op == '=' && perms != "" || strings.Trim(perms, "rwxXst") != "" {
				return false
			}
		case who == "u":
			if op == '-' || perms == "" || strings.Trim(perms, "rwx") != "" {
				return false
			}
		default:
			return false
		}
	}
	return true
}
