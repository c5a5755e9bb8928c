package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// An inline "$(mktemp -d)" is read as `tmp=$(mktemp -d); … "$tmp"` is
// (effects_temp.go): the word alone is a fresh path in a temporary
// directory, or the empty string when mktemp fails, so `rm -rf
// "$(mktemp -d)"` deletes a path in /tmp, not a word that might be the
// home directory. The same line-wide conditions hold (nothing sets
// TMPDIR, PATH or IFS or defines mktemp), mktemp's own words are read as
// for an assignment, and the word is the substitution alone: an operand
// or a redirection's target, never a program word or cd's operand, and
// never "$(mktemp -d)/x" (were mktemp to fail it would be /x).

// inlineTempDir is the path an inline mktemp word is read as.
const inlineTempDir = "/tmp/tmp.mktemp-inline"

// inlineTemps reads the lone $(mktemp …) operands of the line's parts as
// a path in /tmp.
func (r *reading) inlineTemps() {
	spoiled, checked := false, false
	for _, p := range r.cmd.Parts {
		if p.Program == "cd" || p.Program == "pushd" {
			continue
		}
		for i := 1; i < len(p.Words); i++ {
			r.inlineTemp(&p.Words[i], &spoiled, &checked)
		}
		for i := range p.Redirs {
			r.inlineTemp(&p.Redirs[i].Target, &spoiled, &checked)
		}
	}
}

// inlineTemp turns w into a path in /tmp when it is a lone mktemp
// substitution and the line does not spoil mktemp (asked once, when the
// first such word is met).
func (r *reading) inlineTemp(w *Word, spoiled, checked *bool) {
	if len(w.Segs) != 1 || w.Segs[0].Kind != SegSubst || !inlineMktemp(w.Segs[0].Text) {
		return
	}
	if !*checked {
		*spoiled, *checked = r.spoilsTemps(), true
	}
	if *spoiled {
		return
	}
	w.Segs = []Seg{{Kind: SegLit, Text: inlineTempDir, Quoted: true}}
}

// inlineMktemp reports whether a substitution's text is $(mktemp …) with
// words that keep what it makes in a temporary directory.
func inlineMktemp(text string) bool {
	if !strings.HasPrefix(text, "$(") || !strings.Contains(text, "mktemp") {
		return false
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(": "+text), "")
	if err != nil || len(f.Stmts) != 1 {
		return false
	}
	call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) != 2 {
		return false
	}
	return mktempValue(call.Args[1])
}
