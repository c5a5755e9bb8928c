package patterns

import "strings"

// judgeSetuidMode is [setuid-mode]: a mode for chmod or install that sets
// the set-user-ID bit: a four-digit octal mode whose first digit holds 4
// (4755, 6755), or a symbolic one that adds or sets s for the user (u+s,
// +s, a+s, u=rwxs). A mode whose value is not known might.
func judgeSetuidMode(_ string, w Word, _ *Context) Judgement {
	return judgeMode(w, 4, "ua")
}

// judgeSetgidMode is [setgid-mode]: the set-group-ID bit (2755, g+s, +s).
func judgeSetgidMode(_ string, w Word, _ *Context) Judgement {
	return judgeMode(w, 2, "ga")
}

func judgeMode(w Word, bit byte, who string) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	set := setsMode(v, bit, who)
	return Judgement{Might: set, Certainly: set}
}

// setsMode reads a mode's text: does one of its clauses set the octal
// bit (of the digit before the last three, after an optional = as GNU
// chmod takes it: =4755, 02755), or add or set s for one of who (or for
// all, with no who written)? rsync's --chmod clauses may start with F
// (files only) or D (directories only); a D clause sets nothing that
// runs, for the set-ID bits of a directory grant no privilege.
func setsMode(v string, bit byte, who string) bool {
	for _, clause := range strings.Split(v, ",") {
		switch {
		case strings.HasPrefix(clause, "D"):
			continue
		case strings.HasPrefix(clause, "F"):
			clause = clause[1:]
		}
		if octal := strings.TrimPrefix(clause, "="); octal != "" && strings.Trim(octal, "01234567") == "" {
			if len(octal) >= 4 && (octal[len(octal)-4]-'0')&bit != 0 {
				return true
			}
			continue
		}
		i := strings.IndexAny(clause, "+=")
		if i < 0 || !strings.ContainsRune(clause[i:], 's') {
			continue
		}
		if i == 0 || strings.ContainsAny(clause[:i], who) {
			return true
		}
	}
	return false
}
