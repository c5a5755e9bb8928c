package patterns

import "strings"

// [remote-code] is a package or script named by where its code is
// fetched from rather than by a registry's name: a URL (https://…,
// git+https://…, ssh://…; not file://), a repository shorthand
// (github:o/r, gitlab:, bitbucket:, gist:), an scp-like git address
// (git@host:o/r), or a requirement that points at one (pkg @ https://…).
// Installing such a package runs its build and install scripts, and
// running such a script runs it: code nobody has read. A word holding a
// variable or a substitution might be one where its start is not known
// or already looks like one ("$URL", "git+$REPO", "github:$R").

// repoShorthands are the package managers' repository prefixes.
var repoShorthands = []string{"github:", "gitlab:", "bitbucket:", "gist:", "git@"}

// remoteSpec reports whether s names code by where it is fetched from.
func remoteSpec(s string) bool {
	for _, p := range repoShorthands {
		if strings.HasPrefix(s, p) && len(s) > len(p) {
			return true
		}
	}
	for rest := s; ; {
		i := strings.Index(rest, "://")
		if i < 0 {
			return false
		}
		start := strings.LastIndexAny(rest[:i], " @=") + 1
		if scheme := strings.ToLower(rest[start:i]); validScheme(scheme) && scheme != "file" {
			return true
		}
		rest = rest[i+3:]
	}
}

// judgeRemoteCode is [remote-code]. It judges a part's program too: a
// package runner's package (npx github:o/r), not a file bash runs.
func judgeRemoteCode(_ string, w Word, ctx *Context) Judgement {
	if bashProgramWord(w, ctx) {
		return Judgement{} // a file bash runs (class_remote_program.go)
	}
	ws := wordShape(&w, ctx)
	if v, ok := ws.certain(); ok {
		yes := remoteSpec(v)
		return Judgement{Might: yes, Certainly: yes}
	}
	if remoteSpec(ws[0]) {
		return Judgement{Might: true, Certainly: true}
	}
	if !dynamicText(w) {
		return Judgement{} // a glob names files here, whose names hold no "//"
	}
	return Judgement{Might: ws[0] == "" || strings.Contains(ws[0], ":") || strings.HasPrefix(ws[0], "git")}
}

// dynamicText reports whether a word holds a parameter or a substitution,
// text the reader does not know.
func dynamicText(w Word) bool {
	for _, sg := range w.Segs {
		if sg.Kind == SegParam || sg.Kind == SegSubst {
			return true
		}
	}
	return false
}
