package patterns

import "strings"

// Homebrew reads a formula or cask named USER/TAP/NAME as one of the
// third-party tap github.com/USER/homebrew-TAP: `brew install
// evilcorp/tap/tool` taps that repository and runs its Ruby formula, as
// `npm install o/r` runs a repository's install scripts (rt36 #4).
// `brew tap USER/REPO` clones such a tap, whose formulae any later
// `brew install NAME` may run. Homebrew's own taps (homebrew/core,
// homebrew/cask …) are the registry itself. [brew-tap] is such a name.

// judgeBrewTap is [brew-tap]: a tap (USER/REPO) or a formula of one
// (USER/REPO/NAME) whose user is not homebrew; not a local path (./x,
// /x, ~/x, a .rb file) nor a URL, which [remote-code] judges. A word
// not known might be one.
func judgeBrewTap(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: dynamicText(w)}
	}
	yes := brewTapName(v)
	return Judgement{Might: yes, Certainly: yes}
}

// brewTapName reports whether brew reads s as a third-party tap or one of
// its formulae.
func brewTapName(s string) bool {
	if strings.ContainsAny(s, ":@ \t") || strings.HasPrefix(s, "-") || strings.HasSuffix(strings.ToLower(s), ".rb") {
		return false
	}
	parts := strings.Split(s, "/")
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	for _, p := range parts {
		if p == "" || p == "." || p == ".." || strings.HasPrefix(p, "~") {
			return false
		}
	}
	return !strings.EqualFold(parts[0], "homebrew")
}
