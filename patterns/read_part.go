package patterns

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// partSeed is what a part is made from before its wrappers are peeled.
type partSeed struct {
	words   []Word
	span    Span
	text    string
	assigns []string
	redirs  []Redir
	sc      scope // where it stands: depth, parent, pipeline, feed
}

// part makes a part from seed: peels its wrappers, names its program, and
// reads what it runs in turn (command strings, -exec commands). It returns
// the part, and its node followed by the nodes of what it hands over.
func (r *reading) part(seed partSeed) (*Part, []*Node) {
	r.admitPart(seed)
	peel := peelWrappers(braceFlags(seed.words))
	sc := seed.sc
	itemFeed := sc.feed
	for _, w := range peel.wrappers {
		if w.Name == "xargs" {
			// xargs reads the pipe; what it runs gets /dev/null (or,
			// with -o, the terminal), and the items in its words.
			peel.words = withPlaceholder(peel.words, xargsReplace(w))
			sc.feed = FeedNone
		}
	}
	p := &Part{
		Index: len(r.cmd.Parts), Span: seed.span, text: seed.text,
		Words: peel.words, Wrappers: peel.wrappers, Assigns: seed.assigns,
		Redirs: seed.redirs, Feed: sc.feed, itemFeed: itemFeed, Pipe: sc.pipe,
		Depth: sc.depth, Parent: sc.parent, away: sc.away, awayOwn: sc.own,
	}
	if len(p.Words) > 0 {
		p.Program = programName(p.Words[0])
		if n := len(p.Wrappers); n > 0 && p.Program != "" {
			p.Program = wrapperProgram(p.Wrappers[n-1], p.Words[0], p.Program)
		}
	}
	r.cmd.Parts = append(r.cmd.Parts, p)
	nodes := []*Node{{Kind: NodePart, Label: p.Program, Span: p.Span, Part: p.Index}}
	switch {
	case len(p.Words) == 0:
	case p.Program == "":
		w := p.Words[0]
		nodes = append(nodes, r.unreadable(p, UnreadableProgram, w.Span,
			fmt.Sprintf("The program %s is not a literal word, so what it runs is not known until it runs.", quoteRaw(w.Raw))))
	case peel.unknown >= 0:
		w := p.Words[peel.unknown]
		nodes = append(nodes, r.unreadable(p, UnreadableWrapperOption, w.Span,
			fmt.Sprintf("%s is given the option %s, which the reader does not know, so where the command it runs begins is not known.", p.Program, quoteRaw(w.Raw))))
	case itemsNameProgram(p) != "":
		nodes = append(nodes, r.unreadable(p, UnreadableProgram, p.Span,
			fmt.Sprintf("xargs appends its input items to %s, which runs them as a command (or, a shell or an interpreter, as its script or code), so the program is not known until it runs.", itemsNameProgram(p))))
	case peel.shell:
		p.stdinShell = wrapperShellKind(p) // read_stdinshell.go
		nodes = append(nodes, r.userShellStdin(p, p.Program+" without a command")...)
	case peel.joined >= 0:
		nodes = append(nodes, r.nestedWords(p, p.Program, p.Words[peel.joined:], p.Feed, sc)...)
		if joinedShellArgv(p.Words[peel.joined:]) { // read_joined_shell.go
			nodes = append(nodes, r.nestedArgv(p, p.Program, p.Words[peel.joined:], sc)...)
		}
	default:
		nodes = append(nodes, r.runs(p, sc)...)
		nodes = append(nodes, r.aliasUse(p, sc)...) // read_alias.go
		if p.madeRun == nil {
			nodes = append(nodes, r.madeProgram(p, sc)...) // read_madetext_run.go
		}
	}
	r.noteMadeText(p) // read_madetext.go
	nodes = append(nodes, r.runnerStrings(p, sc)...)
	nodes = append(nodes, r.runnerRemotePackage(p)...)
	return p, append(nodes, r.wrapperAssignStrings(p, sc)...)
}

// unreadable records that part p (nil for the command as a whole) cannot be
// read with certainty, and returns the tree's marker for it.
func (r *reading) unreadable(p *Part, code UnreadableCode, span Span, detail string) *Node {
	r.admitUnreadable(detail)
	u := Unreadable{Code: code, Span: span, Detail: detail, Part: -1}
	if p != nil {
		u.Part = p.Index
		if p.Unreadable == nil {
			own := u
			p.Unreadable = &own
		}
	}
	r.cmd.Unreadable = append(r.cmd.Unreadable, u)
	return unreadableNode(u)
}

// programName returns the base name of a program word: the text after its
// last literal slash, when that text is literal, read by [programKey]
// (without a ".exe", lowercased …). What stands before the
// slash may be unknown ($HOME/bin/tool, ~/bin/tool), unless it is an
// unquoted expansion, which field splitting could turn into other words.
func programName(w Word) string {
	segs := w.Segs
	cut := -1
	for i := len(segs) - 1; i >= 0; i-- {
		if segs[i].Kind == SegLit && strings.Contains(segs[i].Text, "/") {
			cut = i
			break
		}
	}
	var base strings.Builder
	if cut >= 0 {
		for _, s := range segs[:cut] {
			if (s.Kind == SegParam || s.Kind == SegSubst) && !s.Quoted {
				return ""
			}
		}
		t := segs[cut].Text
		base.WriteString(t[strings.LastIndexByte(t, '/')+1:])
	}
	for _, s := range segs[cut+1:] {
		if s.Kind != SegLit {
			return ""
		}
		base.WriteString(s.Text)
	}
	return programKey(base.String())
}

// trimExe drops a trailing ".exe" (in any case) from a program's name: a
// program so named runs on this machine like any other (Claude Code's npm
// package ships its binary as bin/claude.exe, and WSL runs Windows'
// programs by such names), so `claude.exe plugin marketplace add` is
// judged as `claude plugin marketplace add` and `rm.exe -rf ~` as `rm`.
func trimExe(name string) string {
	const ext = ".exe"
	if n := len(name) - len(ext); n > 0 && strings.EqualFold(name[n:], ext) {
		return name[:n]
	}
	return name
}

// quoteRaw quotes a word's source for a sentence, shortened when long (at
// a character's start). It is the command's text: untrusted, like the rest.
func quoteRaw(raw string) string {
	const most = 60
	if len(raw) > most {
		cut := most
		for cut > 0 && !utf8.RuneStart(raw[cut]) {
			cut--
		}
		raw = raw[:cut] + "…"
	}
	return "`" + raw + "`"
}
