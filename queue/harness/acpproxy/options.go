package acpproxy

import (
	"strings"
	"unicode"

	acp "github.com/coder/acp-go-sdk"
)

// An option's kind is the agent's label; its optionId and name are what
// the agent acts on and what the editor shows. The proxy picks an option
// by its kind only when its id and name say nothing against it: an
// "allow_once" option whose id is proceed_always (Gemini CLI's
// allow-always) would let later commands run unasked, and a "reject_once"
// one named "Allow" would run the command the proxy refused. The words
// are compared by [fold], within the id and the name.
var (
	// alwaysWords say an option lasts past this one call.
	alwaysWords = []string{"always", "session", "save", "forever", "permanent", "remember", "trust", "persist",
		"dontask", "yolo", "bypass", "auto", "future", "every", "server", "tool", "again", "whitelist", "allowlist",
		"nomoreask", "stopasking", "neverask", "skipask", "notask"}
	// allowWords say an option lets the call run.
	allowWords = []string{"allow", "proceed", "approve", "accept", "yes", "grant", "permit", "execute", "continue"}
	// rejectWords say an option blocks the call.
	rejectWords = []string{"reject", "deny", "cancel", "abort", "block", "refuse", "decline", "stop", "disallow", "forbid"}
)

// honest is the option's kind when its id and name agree with it: an
// allow-once that speaks of neither lasting, nor rejecting, nor all or
// any, a reject-once
// that speaks of neither lasting nor allowing, a reject-always that
// speaks of no allowing; "" for any other option (an allow-always, a
// kind ozdesk does not know, a label its words contradict).
func (o permissionOption) honest() acp.PermissionOptionKind {
	text := foldLabel(o.id) + " " + foldLabel(o.name)
	says := func(words []string) bool {
		for _, w := range words {
			if strings.Contains(text, w) {
				return true
			}
		}
		return false
	}
	// Whole words that widen an allow past this call ("Allow all"),
	// which would match inside others ("allow" holds "all").
	wide := false
	for _, w := range strings.FieldsFunc(strings.ToLower(widthFold(o.id+" "+o.name)), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		wide = wide || w == "all" || w == "any" || w == "everything" || w == "anything"
	}
	switch o.kind {
	case acp.PermissionOptionKindAllowOnce:
		// "disallow" holds "allow": rejecting words are checked as well.
		if !says(alwaysWords) && !says(rejectWords) && !wide {
			return o.kind
		}
	case acp.PermissionOptionKindRejectOnce:
		if !says(alwaysWords) && (!says(allowWords) || strings.Contains(text, "disallow")) {
			return o.kind
		}
	case acp.PermissionOptionKindRejectAlways:
		if !says(allowWords) || strings.Contains(text, "disallow") {
			return o.kind
		}
	}
	return ""
}

// foldLabel folds an option's id or name for the word search: fullwidth
// forms as their ASCII letters (widthFold), lower case, and only letters
// and digits kept, so that "Don't ask again", "dont-ask again" and
// "ＡＬＷＡＹＳ" read as dontaskagain and always (rt17h F6).
func foldLabel(s string) string {
	return strings.Map(func(r rune) rune {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, widthFold(s))
}

// widthFold maps the fullwidth forms of ASCII (U+FF01 to U+FF5E) and the
// ideographic space to ASCII, as NFKC does.
func widthFold(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFEE0
		case r == 0x3000:
			return ' '
		}
		return r
	}, s)
}
