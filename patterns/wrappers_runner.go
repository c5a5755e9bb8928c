package patterns

import (
	"fmt"
	"strings"
)

// Package runners and exec wrappers (npx, uv run, mise exec, gdb --args,
// valgrind …) are wrappers of a richer shape than sudo's: a subcommand,
// options before it, a marker word before the command, options that never
// take a word of their own, or a command joined into a shell string.

// subAt returns the index in words of the first word after the wrapper's
// subcommand (words[0] is the program), or -1 when it has none of its
// subcommands; unknown is then the index of an option of the program's own
// that the reader does not know and after which one of the subcommands
// stands (where the command begins is then not known), or -1.
func (ws *wrapperSpec) subAt(words []Word) (at, unknown int) {
	scan := ws.pre.scan(words, 1)
	switch scan.status {
	case optOK:
		for _, sub := range ws.subs {
			if n := matchSub(words, scan.next, sub); n > 0 {
				return scan.next + n, -1
			}
		}
		if ws.bare != nil && scan.next < len(words) {
			// uftrace CMD: a word that names no subcommand (or may not)
			// is the command
			if v, ok := words[scan.next].Literal(); !ok || !contains(ws.bare, v) && !strings.HasPrefix(v, "-") {
				return scan.next, -1
			}
		}
	case optUnknown, optDynamic:
		for i := scan.next; i < len(words); i++ {
			for _, sub := range ws.subs {
				if matchSub(words, i, sub) > 0 {
					return -1, scan.next
				}
			}
		}
	}
	return -1, -1
}

// matchSub returns how many words the subcommand sub (one word or several,
// "tool run") takes at words[i:], or 0 when it does not stand there.
func matchSub(words []Word, i int, sub string) int {
	fields := strings.Fields(sub)
	if i+len(fields) > len(words) {
		return 0
	}
	for k, f := range fields {
		if !isLit(words[i+k], f) {
			return 0
		}
	}
	return len(fields)
}

// attachedCommand finds the command of a wrapper whose options never take
// a word of their own: the first word that does not start with "-" (after
// a "--"). A word that is not literal where an option could stand leaves
// the command's start unknown.
func (ws *wrapperSpec) attachedCommand(words []Word, from int) (at int, shell bool, unknown int) {
	for i := from; i < len(words); i++ {
		lit, tail := litPrefix(words[i])
		switch {
		case lit == "--" && !tail:
			if i+1 < len(words) {
				return i + 1, false, -1
			}
			return -1, false, -1
		case lit == "" && tail:
			return -1, false, i
		case !strings.HasPrefix(lit, "-"):
			return i, false, -1
		case tail && !strings.Contains(lit, "="):
			return -1, false, i
		}
		name, _, _ := strings.Cut(lit, "=")
		for _, s := range ws.stop {
			if name == s {
				return -1, false, -1
			}
		}
	}
	for _, s := range ws.shell {
		if s == "*" {
			return -1, true, -1
		}
	}
	return -1, false, -1
}

// afterMarker finds the command of a wrapper that runs the words after a
// marker (gdb --args, nix develop -c): the word after the first marker.
// With no marker, the wrapper runs none of its words (or, when it always
// does, a shell reading standard input).
func (ws *wrapperSpec) afterMarker(words []Word, from int) (at int, shell bool, unknown int) {
	for i := from; i < len(words); i++ {
		for _, m := range ws.after {
			if isLit(words[i], m) {
				if i+1 < len(words) {
					return i + 1, false, -1
				}
				return -1, false, -1
			}
		}
	}
	for _, s := range ws.shell {
		if s == "*" {
			return -1, true, -1
		}
	}
	if ws.unsure {
		for i := from; i < len(words); i++ {
			if v, ok := words[i].Literal(); !ok || !strings.HasPrefix(v, "-") {
				return -1, false, i // a location or a command: not known which
			}
		}
	}
	return -1, false, -1
}

// joinsAt reports whether the wrapper hands the command starting at
// words[at] to a shell as one string rather than running its words.
func (ws *wrapperSpec) joinsAt(words []Word, at int) bool {
	from := 1
	if len(ws.subs) > 0 {
		from, _ = ws.subAt(words)
		if ws.joinSub != "" && isLit(words[from-1], ws.joinSub) {
			return true
		}
	}
	if len(ws.joins) == 0 {
		return false
	}
	if contains(ws.joins, "*") {
		return true // pueue add, cross-env-shell
	}
	words = words[:at]
	if len(ws.subs) > 0 && ws.pre.scan(words, 1).has(ws.joins...) {
		return true // pnpm -c exec, pnpm --shell-mode exec (rt56c F0)
	}
	return ws.opts.scan(words, from).has(ws.joins...)
}

// wrapperScan returns the options given to wrapper w: its own options
// before its subcommand and those after.
func (ws *wrapperSpec) wrapperScan(words []Word) []opt {
	if len(ws.subs) == 0 {
		return ws.opts.scan(words, 1).opts
	}
	pre := ws.pre.scan(words, 1)
	from, _ := ws.subAt(words)
	if from < 0 {
		return pre.opts
	}
	return append(pre.opts, ws.opts.scan(words, from).opts...)
}

// runnerRemotePackage: a package runner told to take its package from a
// URL or a repository by an option (uvx --from git+https://…, pipx run
// --spec …, npx -p github:o/r) fetches code and runs it, which nobody has
// read: the part is unreadable (made-then-run); so is a flake nix shell or
// nix develop fetches from a repository. A package word that is
// itself remote is the program, judged by cmd.download-run's
// [remote-code]; the part the option made unreadable is named by that
// default too, whose `uvx --from=[remote-code]` rows never see the
// option once the runner is peeled (fx21a2 item 2).
func (r *reading) runnerRemotePackage(p *Part) []*Node {
	for _, w := range p.Wrappers {
		// nix shell and nix develop fetch the flake whose shell they
		// run the command in (nix shell github:o/r -c tool).
		if !wrapperSpecs.get()[w.Name].pkg && w.Name != "nix" {
			continue
		}
		for _, ww := range w.Words[1:] {
			v, ok := ww.Literal()
			if _, val, eq := strings.Cut(v, "="); ok && strings.HasPrefix(v, "-") && eq {
				v = val
			}
			if ok && remoteSpec(v) {
				n := r.unreadable(p, UnreadableMadeRun, ww.Span, fmt.Sprintf(
					"%s fetches the package it runs from %s: code nobody has read.", w.Name, quoteRaw(ww.Raw)))
				if u := p.Unreadable; u != nil && u.Code == UnreadableMadeRun && u.Span == ww.Span {
					u.names = floorNamer
				}
				return []*Node{n}
			}
		}
	}
	return nil
}

// packagePrograms are packages whose program is named otherwise.
var packagePrograms = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"aws-cdk": "cdk", "@changesets/cli": "changeset", "typescript": "tsc", "@angular/cli": "ng",
		"@vscode/vsce": "vsce", "cdktf-cli": "cdktf", "@nestjs/cli": "nest", "@vue/cli": "vue",
		"firebase-tools": "firebase", "vercel": "vercel", "netlify-cli": "netlify", "@sentry/cli": "sentry-cli",
		"wrangler": "wrangler", "lerna": "lerna", "semantic-release": "semantic-release",
		"del-cli": "del", "trash-cli": "trash", "@aws-amplify/cli": "amplify",
	}
}}

// packageProgram returns the program that a package runner runs for the
// package word w, whose base name is name: the package without its version
// (pkg@1.2, pkg==1.2, pkg[extra]>=1), by the name its package gives it.
func packageProgram(w Word, name string) string {
	if v, ok := w.Literal(); ok {
		if full := stripVersion(v); packagePrograms.get()[full] != "" {
			return packagePrograms.get()[full]
		} else if agentPackages.get()[full] != "" {
			return agentPackages.get()[full] // effects_agents.go
		}
	}
	return stripVersion(name)
}

// stripVersion cuts a package's version or extras off its name: at an "@"
// that does not start it, or at "=", "<", ">", "~", "!", "[" or ";".
func stripVersion(s string) string {
	if i := strings.IndexByte(s[min(1, len(s)):], '@'); i >= 0 {
		s = s[:i+1]
	}
	if i := strings.IndexAny(s, "=<>~![;"); i >= 0 {
		s = s[:i]
	}
	return s
}
