package shelldialect

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// ozdesk reads a command as bash reads it. A harness may run it with
// another shell (Claude Code and opencode take $SHELL, Codex the
// account's login shell), which may read the same text otherwise: dash
// reads $'…' as $ and a quoted string, zsh runs the code in a glob
// qualifier *(e:…:) that bash reads as an extglob. So each adapter finds
// the shell its harness will use, as the harness finds it, and a command
// is judged only when that shell reads it as bash does; anything else is
// refused before it is asked about.

// Dialect is how a shell reads a command's text.
type Dialect int

// The dialects ozdesk knows.
const (
	// DialectUnknown is a shell ozdesk cannot read: every command is
	// refused.
	DialectUnknown Dialect = iota
	// DialectBash is bash: the command is judged as it is.
	DialectBash
	// DialectPOSIX is sh or dash: the command must read the same as a
	// POSIX shell's and as bash's.
	DialectPOSIX
	// DialectZsh is zsh: the command must read the same as zsh's and as
	// bash's, and use nothing of zsh that runs code bash would not.
	DialectZsh
)

// DialectOf is the dialect of the shell at path, by its file name.
func DialectOf(path string) Dialect {
	switch filepath.Base(path) {
	case "bash":
		return DialectBash
	case "sh", "dash":
		return DialectPOSIX
	case "zsh":
		return DialectZsh
	}
	return DialectUnknown
}

// ShellRefusal returns why command may not run under the shell at path
// (which harness will run it, for the message), or "" when that shell
// reads it as bash does: for a caller that cannot wait for a person. One
// that can asks instead, with [ShellDoubt].
func ShellRefusal(command, path, harness string) string {
	doubt, advice := shellDoubt(command, path, harness)
	if doubt == "" {
		return ""
	}
	return "ozdesk: refuse: " + doubt + advice + "; the command must not run"
}

// ShellDoubt says why ozdesk cannot be sure that the shell at path (which
// harness runs commands with) runs command as ozdesk read it, or "" when
// that shell reads it as bash does: the reason an adapter gives the queue
// ([queue.Request.MustAsk]) so that a person decides.
func ShellDoubt(command, path, harness string) string {
	doubt, _ := shellDoubt(command, path, harness)
	return doubt
}

// shellDoubt is [ShellDoubt], and what the agent may do about it (for a
// refusal).
func shellDoubt(command, path, harness string) (doubt, advice string) {
	if path == "" {
		return "ozdesk cannot tell which shell " + harness + " runs the command with", ""
	}
	shell := "`" + safetext.Escape(path) + "`"
	d := DialectOf(path)
	if d == DialectUnknown {
		return harness + " runs commands with " + shell + ", which ozdesk cannot read (it reads bash, sh/dash and zsh)", "; set " + harness + "'s shell to bash"
	}
	if why := ReadsOtherwise(command, d); why != "" {
		return harness + " runs commands with " + shell + ", which " + why, "; write the command so that bash and " + filepath.Base(path) + " read it alike, or set " + harness + "'s shell to bash"
	}
	return "", ""
}

// ReadsOtherwise says how the dialect d reads command otherwise than
// bash, or "" when it reads it alike.
func ReadsOtherwise(command string, d Dialect) string {
	if d == DialectBash {
		return ""
	}
	lang := syntax.LangPOSIX
	if d == DialectZsh {
		lang = syntax.LangZsh
	}
	bash, err := parseAs(command, syntax.LangBash)
	if err != nil {
		return "bash cannot parse the command either"
	}
	other, err := parseAs(command, lang)
	if err != nil {
		return "cannot parse it as bash does (" + safetext.Escape(err.Error()) + ")"
	}
	if !bytes.Equal(dump(bash), dump(other)) {
		return "reads it otherwise than bash"
	}
	if why := dollarQuoted(bash, d); why != "" {
		return why
	}
	if d == DialectZsh {
		return zshOnly(bash)
	}
	return ""
}

// dollarQuoted says which of bash's $'…' (for sh and dash) and $"…" (for
// sh, dash and zsh) f holds: printed alike, another shell reads them as
// $ and a quoted string; and for sh and dash, bash's [[ ]], (( )), let and
// coproc, which print alike and which sh runs as commands; "" for none.
func dollarQuoted(f *syntax.File, d Dialect) string {
	why := ""
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.SglQuoted:
			if n.Dollar && d == DialectPOSIX && why == "" {
				why = "reads $'…' as $ and a quoted string"
			}
		case *syntax.DblQuoted:
			if n.Dollar && why == "" {
				why = "reads $\"…\" as $ and a quoted string"
			}
		case *syntax.TestClause, *syntax.ArithmCmd, *syntax.LetClause, *syntax.CoprocClause:
			if d == DialectPOSIX && why == "" {
				why = "runs bash's [[ ]], (( )), let or coproc as commands of their own"
			}
		}
		return why == ""
	})
	return why
}

// parseAs parses command in the language lang.
func parseAs(command string, lang syntax.LangVariant) (*syntax.File, error) {
	return syntax.NewParser(syntax.Variant(lang)).Parse(strings.NewReader(command), "")
}

// dump is f printed in a canonical form: two parses read a text alike
// when their dumps are equal and neither holds what prints alike but
// reads otherwise (dollarQuoted). A declaration (export A=b) that one
// language reads as a builtin's clause and the other as a simple command
// prints alike.
func dump(f *syntax.File) []byte {
	var b bytes.Buffer
	if err := syntax.NewPrinter().Print(&b, f); err != nil {
		return []byte(fmt.Sprintf("unprintable: %v", err))
	}
	return b.Bytes()
}

// zshRunsCode are zsh's builtins and precommand modifiers that change how
// the rest is read or run code bash would read otherwise (options that
// turn glob qualifiers or =cmd on, modules with builtins of their own,
// commands run later or in a terminal).
var zshRunsCode = map[string]bool{
	"setopt": true, "unsetopt": true, "emulate": true, "noglob": true, "nocorrect": true, "-": true,
	"zmodload": true, "autoload": true, "alias": true, "unalias": true, "functions": true,
	"sched": true, "zpty": true, "zargs": true, "zle": true, "bindkey": true, "zstyle": true,
	"zcompile": true, "zsocket": true, "ztcp": true, "zselect": true, "sysopen": true, "syswrite": true,
	"zf_rm": true, "zf_mv": true, "zf_ln": true, "zf_chmod": true, "zf_chown": true, "zf_mkdir": true,
	"zf_rmdir": true, "repeat": true, "foreach": true, "disable": true, "enable": true, "r": true, "fc": true,
}

// zshOnly says what in f (read by bash as zsh reads it) zsh runs
// otherwise: a glob with a parenthesis (an extglob to bash, a glob
// qualifier that may run code to zsh), a word starting with = (zsh's
// path of a command), $~, $=, $^ or ${(…)} expansions as bash reads them,
// a parameter with a modifier ([zshModified]), or a zsh builtin of [zshRunsCode]; "" for none.
func zshOnly(f *syntax.File) string {
	why := ""
	syntax.Walk(f, func(n syntax.Node) bool {
		if why != "" {
			return false
		}
		switch n := n.(type) {
		case *syntax.ExtGlob:
			why = "reads `" + safetext.Escape(n.Op.String()+n.Pattern.Value+")") + "` as a glob qualifier, which may run code, where bash reads an extglob"
		case *syntax.Word:
			if lit, ok := n.Parts[0].(*syntax.Lit); ok && len(lit.Value) > 1 && strings.HasPrefix(lit.Value, "=") {
				why = "expands a word starting with `=` to a command's path"
			}
			// The word's unquoted text, its literal parts together: bash
			// may split $~x into $ and ~x.
			var text strings.Builder
			for _, part := range n.Parts {
				if lit, ok := part.(*syntax.Lit); ok {
					text.WriteString(lit.Value)
				} else {
					text.WriteByte(0)
				}
			}
			for _, form := range []string{"$~", "$=", "$^", "$+"} {
				if strings.Contains(text.String(), form) {
					why = "expands `" + form + "`, which bash leaves as text"
				}
			}
			if zshModified(n.Parts) {
				why = "applies a modifier (`$NAME:h`, `:t`, `:s/…/…/` …) to a parameter, which bash leaves as text"
			}
		case *syntax.DblQuoted:
			if zshModified(n.Parts) {
				why = "applies a modifier (`$NAME:h`, `:t`, `:s/…/…/` …) to a parameter, which bash leaves as text"
			}

		case *syntax.ParamExp:
			if n.Flags != nil || n.Param == nil {
				why = "reads parameter flags, which may run code"
			}
		case *syntax.CallExpr:
			why = zshCallOtherwise(n)
		case *syntax.Assign:
			why = zshTiedAssign(n)
		}
		return true
	})
	return why
}
