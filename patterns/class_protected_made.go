package patterns

import "strings"

// A path made without content (touch, mkdir, mkfifo, mknod: rt35i F3)
// still matters when it is one ozdesk protects: an empty
// .claude/settings.local.json or ~/.gemini/settings.json changes which
// settings a harness loads, a directory or a FIFO made where a settings
// file belongs stops the operator's hook from being written there or
// hangs the harness that reads it, and a file made now is one a later
// write fills. touch asks for every [protected] path, a directory above
// them too (it may make a file where the directory belongs). A directory
// made above protected paths, `mkdir -p .claude` or `mkdir -p
// ~/.local/bin`, makes none of them: [protected-made] leaves it alone,
// and what is later written below it asks then.

// judgeProtectedMade is [protected-made]: [protected], but not a path
// that is certainly only a directory above protected paths.
func judgeProtectedMade(_ string, w Word, ctx *Context) Judgement {
	if aboveProtectedOnly(&w, ctx) {
		return Judgement{}
	}
	return judgeProtected("", w, ctx)
}

// aboveProtectedOnly reports whether the word's value is certainly known
// and stands above a path ozdesk protects without being one or lying
// below one, compared case-folded as [protected] compares.
func aboveProtectedOnly(w *Word, ctx *Context) bool {
	p := resolvePath(w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.home || p.any {
		return false
	}
	v = strings.ToLower(v)
	// x/.claude: a directory a harness's settings stand in, in any
	// directory (class_places_anywhere.go).
	above := settingsDirAnywhere(v)
	for _, pr := range ctx.ProtectedPaths() {
		if pr == "" || pr[0] != '/' {
			continue
		}
		pr = strings.ToLower(cleanAbs(pr))
		if within(v, pr) {
			return false // the path itself, or below it
		}
		if within(pr, v) {
			above = true
		}
	}
	return above
}

// pathMakers make the paths they are given without writing content: an
// operand that is one variable of the environment (mkdir -p "$OUT_DIR")
// is spared as a mode changer's is (class_env.go, match_operands.go).
var pathMakers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"touch": true, "mkdir": true, "mkfifo": true, "mknod": true}
}}
