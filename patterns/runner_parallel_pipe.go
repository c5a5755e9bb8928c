package patterns

// GNU parallel's --pipe (--spreadstdin) and --pipepart (fx66b, rt65 A2)
// feed its command blocks of its input instead of putting arguments into
// its words: `parallel --pipe sh < F`, `parallel --pipe bash :::: F` and
// `parallel --pipepart -a F sh` run F's lines as `sh < F` does. The
// command is read as run with standard input from F (its own `< F`, or
// the file -a, --arg-file or :::: names), so a shell's fed script is
// read as it is for `sh < F`; from a pipe it is the pipe's, as before.

// parallelPipes reports whether parallel's options feed its command
// blocks of its input (--pipe, --spreadstdin, --pipepart).
func parallelPipes(scan optScan) bool {
	return scan.has("--pipe", "--spreadstdin", "--pipepart")
}

// parallelPipeFeed returns the input redirection parallel's command reads
// in pipe mode: the file -a/--arg-file or a lone `:::: F` names, else
// parallel's own `< F`; none when it reads a pipe or several files.
func parallelPipeFeed(p *Part, scan optScan, groups [][]Word, fromFiles bool, sc scope) []Redir {
	var files []Word
	for _, o := range scan.opts {
		if o.name == "-a" || o.name == "--arg-file" {
			files = append(files, valueWord(p.Words, o, true))
		}
	}
	if fromFiles {
		for _, g := range groups {
			files = append(files, g...)
		}
	}
	if len(files) == 0 {
		return stdinRedirs(p, sc)
	}
	if len(files) > 1 || sc.handsAway || sc.handsOwn {
		return nil
	}
	return []Redir{{Op: "<", Target: files[0], Reads: true, Span: files[0].Span}}
}

// parallelPipe reads parallel's command tmpl run in pipe mode: its words
// as they stand, no argument appended, fed from the file
// parallelPipeFeed finds. nil when none is found (the template is then
// read as parallel's command otherwise is).
func (r *reading) parallelPipe(p *Part, tmpl []Word, feed []Redir, sc scope) []*Node {
	if len(feed) == 0 {
		return nil
	}
	for _, w := range tmpl {
		if _, ok := w.Literal(); !ok {
			return nil
		}
	}
	span := Span{tmpl[0].Span.Start, tmpl[len(tmpl)-1].Span.End}
	n := &Node{Kind: NodeNested, Label: "parallel --pipe", Span: span, Part: -1}
	if sc.depth >= r.cfg.maxDepth {
		return nil
	}
	in := sc
	in.depth, in.parent, in.pipe, in.redirs, in.feed = sc.depth+1, p.Index, noPipe(), feed, FeedFile
	in.away, in.handsAway = sc.handsAway, false
	in.own, in.handsOwn = sc.handsOwn, false
	seed := partSeed{words: tmpl, span: span, text: argvText(tmpl, span, sc), redirs: feed, sc: in}
	_, n.Children = r.part(seed)
	return []*Node{n}
}
