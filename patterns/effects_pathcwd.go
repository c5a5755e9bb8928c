package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A PATH entry naming the workdir however it is spelled (fx56b, rt54
// M22): `$PWD/bin`, `${PWD}/bin`, `~+/bin`, `$(pwd)/bin`, `` `pwd`/bin ``,
// `$(pwd -P)/bin`, `$(realpath .)/bin`, `$(git rev-parse
// --show-toplevel)/bin` (the repository's top, at or above the workdir),
// `$OLDPWD/bin` and `~-/bin` (the directory a cd just left, the project's
// as often as not) are the project's own directory, as `./bin` is: put
// before the inherited PATH they make a later bare name run a file there
// (`export PATH=$PWD/bin:$PATH; go version` ran bin/go, which approved an
// ask). Each is written "$PWD" in the PATH value the reader judges
// (pathAheadEntry), where any other expansion stands as "$": a tool's
// directory below a variable (`$HOME/.local/bin`, `$(go env
// GOPATH)/bin`: GOPATH is ~/go unless set, outside the workdir) is
// everyday setup and left alone.

// cwdSpelling is how a PATH value's text writes an expansion that names
// the workdir.
const cwdSpelling = "$PWD"

// cwdSubst reports whether a command substitution's source names the
// directory it runs in (or the repository's top above it).
func cwdSubst(src string) bool {
	src = strings.TrimSpace(src)
	if s, ok := strings.CutPrefix(src, "$("); ok && strings.HasSuffix(s, ")") {
		src = strings.TrimSpace(s[:len(s)-1])
	} else if len(src) >= 2 && src[0] == '`' && src[len(src)-1] == '`' {
		src = strings.TrimSpace(src[1 : len(src)-1])
	}
	switch strings.Join(strings.Fields(src), " ") {
	case "pwd", "pwd -P", "pwd -L", "realpath .", "readlink -f .", "cd . && pwd",
		"git rev-parse --show-toplevel":
		return true
	}
	return false
}

// cwdParam reports whether a variable's value is a directory the line
// stands or stood in: PWD, or OLDPWD, the one a cd left.
func cwdParam(name string) bool { return name == "PWD" || name == "OLDPWD" }

// pathSegText is the text of word w as a PATH value: each expansion
// stands as $, but one naming the workdir as cwdSpelling.
func pathSegText(w Word) string {
	var b strings.Builder
	for _, s := range w.Segs {
		switch {
		case s.Kind == SegLit:
			b.WriteString(s.Text)
		case s.Kind == SegParam && cwdParam(s.Text), s.Kind == SegSubst && cwdSubst(s.Text):
			b.WriteString(cwdSpelling)
		case s.Kind == SegParam && s.Text == "PATH":
			b.WriteString("$PATH") // the inherited value, after which an entry is not ahead
		default:
			b.WriteString("$")
		}
	}
	return b.String()
}

// pathWordPart is the text pathText writes for an expansion in a PATH
// value: cwdSpelling for the directory the line stands in, $PATH for the
// inherited value, $ for any other.
func pathWordPart(p syntax.WordPart) string {
	if x, ok := p.(*syntax.ParamExp); ok && plainParam(x, "PATH") && len(x.Modifiers) == 0 {
		return "$PATH"
	}
	if cwdWordPart(p) {
		return cwdSpelling
	}
	return "$"
}

// cwdWordPart reports whether a part of a shell word expands to the
// directory the line stands in (pathText).
func cwdWordPart(p syntax.WordPart) bool {
	switch p := p.(type) {
	case *syntax.ParamExp:
		return (plainParam(p, "PWD") || plainParam(p, "OLDPWD")) && len(p.Modifiers) == 0 // effects_temp_mktemp.go
	case *syntax.CmdSubst:
		if len(p.Stmts) != 1 {
			return false
		}
		var b strings.Builder
		if err := syntax.NewPrinter().Print(&b, p.Stmts[0]); err != nil {
			return false
		}
		return cwdSubst(b.String())
	}
	return false
}

// cwdPrefixes are the raw spellings of the workdir at the start of a
// PATH entry (a prefix assignment's value is its raw text).
var cwdPrefixes = [...]string{"$PWD", "${PWD}", "$(pwd)", "`pwd`", "~+", "$OLDPWD", "${OLDPWD}", "~-",
	"$(pwd -P)", "$(realpath .)", "$(git rev-parse --show-toplevel)"}

// cwdEntryRest returns what follows a raw spelling of the workdir at
// the start of PATH entry e (quotes dropped), and whether one does.
func cwdEntryRest(e string) (string, bool) {
	e = strings.ReplaceAll(strings.ReplaceAll(e, `"`, ""), "'", "")
	for _, pre := range cwdPrefixes {
		if rest, ok := strings.CutPrefix(e, pre); ok && (rest == "" || rest[0] == '/') {
			return strings.TrimPrefix(rest, "/"), true
		}
	}
	return "", false
}

// pathAssignText is assignText's NAME=VALUE text of word x, but for
// PATH=… with its spellings of the workdir kept (pathSegText).
func pathAssignText(x Word) (string, bool) {
	t, lit := assignText(x)
	if strings.HasPrefix(t, "PATH=") {
		t = pathSegText(x)
	}
	return t, lit
}

// pathSetWhy begins the sentence of a part a PATH set in the line
// rebinds: the current directory or a directory before the inherited
// ones (codeEnv).
const pathSetWhy = "PATH is set in this line with "

// A body (a script, a package.json script, a recipe) that sets PATH so
// is read as the line is (rt54 M22: `PATH=./bin:$PATH go test` in a
// package.json script, `export PATH="$PWD/bin:$PATH"` in a script ran
// bin/go unread, where the same text on the line asks): a part it
// rebinds so makes the runner ask by the floor (rebound), though a body
// otherwise adds only certain evidence (body_computed.go).

// bodyPathAhead reports whether part p of a body is unreadable because
// the body's PATH puts the current directory or a project's directory
// before the inherited ones.
func bodyPathAhead(p *Part) bool {
	return p.Unreadable != nil && p.Unreadable.Code == UnreadableRebound &&
		strings.HasPrefix(p.Unreadable.Detail, pathSetWhy)
}

// bodyPathWhy is the sentence of such a part, said of the body.
func bodyPathWhy(p *Part) string {
	d := strings.TrimSuffix(p.Unreadable.Detail, ".")
	return "its PATH is set with " + strings.TrimPrefix(d, pathSetWhy)
}
