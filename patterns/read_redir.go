package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// redirs reads a statement's redirections: what each names, whether the
// part writes or reads through it, and how they feed its standard input
// (FeedNone when they leave it alone). The words they name are expanded in
// sub; here-document bodies with substitutions get a node of their own.
func (r *reading) redirs(list []*syntax.Redirect, sub scope) ([]Redir, Feed, []*Node) {
	conv := sub.conv()
	out := make([]Redir, 0, len(list))
	feed := FeedNone
	var nodes []*Node
	for _, rd := range list {
		red := readRedir(rd, conv)
		if f := stdinFeed(rd); f != FeedNone {
			feed = f
		}
		out = append(out, red)
		nodes = append(nodes, r.wordNodes(rd.Word, sub)...)
		if rd.Hdoc != nil {
			body := conv.word(rd.Hdoc)
			out[len(out)-1].Body = &body
			nodes = append(nodes, group(NodeHeredoc, red.Target.Raw, sub.span(rd.Hdoc), r.wordNodes(rd.Hdoc, sub))...)
		}
	}
	return out, feed, nodes
}

// readRedir reads one redirection: its operator, the word it names (as
// conv reads words), its descriptor, its span from the operator to the
// word's end, and whether the part writes or reads through it.
func readRedir(rd *syntax.Redirect, conv wordConv) Redir {
	red := Redir{Op: rd.Op.String(), Target: conv.word(rd.Word)}
	if rd.N != nil {
		red.Fd = rd.N.Value
	}
	start, _ := offsets(rd)
	_, end := offsets(rd.Word)
	red.Span = conv.m.span(start, end)
	red.Writes, red.Reads = redirAccess(rd.Op, red.Target)
	return red
}

// redirAccess says whether a redirection writes or reads its target. A
// duplication (>&2, <&3, >&-) names a descriptor, not a file, unless its
// target is a word that is not a number: then `>& file` writes file.
func redirAccess(op syntax.RedirOperator, target Word) (writes, reads bool) {
	switch op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.AppClob,
		syntax.RdrAll, syntax.RdrAllClob, syntax.AppAll, syntax.AppAllClob:
		return true, false
	case syntax.RdrIn, syntax.WordHdoc, syntax.Hdoc, syntax.DashHdoc:
		return false, true
	case syntax.RdrInOut:
		return true, true
	case syntax.DplOut:
		return !fdWord(target), false
	}
	return false, false
}

// fdWord reports whether a duplication's target names a descriptor (a
// number, or - to close) rather than a file. A word that is not literal
// might be either; it counts as a file.
func fdWord(w Word) bool {
	s, ok := w.Literal()
	return ok && (s == "-" || isDigits(strings.TrimSuffix(s, "-")))
}

// stdinFeed returns how a redirection feeds standard input, or FeedNone
// when it does not touch descriptor 0.
func stdinFeed(rd *syntax.Redirect) Feed {
	if rd.N != nil && rd.N.Value != "0" {
		return FeedNone
	}
	switch rd.Op {
	case syntax.WordHdoc:
		return FeedHereString
	case syntax.Hdoc, syntax.DashHdoc:
		return FeedHeredoc
	case syntax.RdrIn, syntax.RdrInOut:
		if len(rd.Word.Parts) == 1 {
			if _, ok := rd.Word.Parts[0].(*syntax.ProcSubst); ok {
				return FeedProcSubst
			}
		}
		return FeedFile
	case syntax.DplIn:
		// <&0 and <&- leave the input as it was; another descriptor was
		// opened earlier from who knows what (exec 3< <(curl …)), so it
		// counts as a pipe.
		if t := rd.Word.Lit(); t == "0" || t == "-" {
			return FeedNone
		}
		return FeedPipe
	}
	return FeedNone
}
