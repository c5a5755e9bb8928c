package patterns

// A pipeline whose first stage prints nothing empties what a later stage
// writes from it: `: | tee F`, `true | tee F`, `echo -n | sponge F`,
// `printf '' | cat > F` leave F empty, as `: > F` does, and emptying a
// file is deleting what it held (does_deletes.go).

// printsNothing reports whether a part prints nothing on its standard
// output (or, for echo, at most a newline): :, true, false, and the
// empty cat, echo and printf of moreDeleteTable.
func printsNothing(p *Part) bool {
	for _, rd := range p.Redirs {
		if rd.Writes && (rd.Fd == "" || rd.Fd == "1") {
			return false // its output goes to a file, not the pipe
		}
	}
	switch p.Program {
	case ":", "true", "false":
		return true
	case "echo":
		return echoPrintsNothing(p)
	case "printf":
		return printfPrintsNothing(p)
	case "cat":
		return catPrintsNothing(p)
	}
	return false
}

// pipeEmpties returns the files a part fed by a stage that prints nothing
// leaves empty: tee's and sponge's operands (not with -a), and what cat, with no
// operand, writes to with >.
func pipeEmpties(p *Part) []Word {
	switch p.Program {
	case "tee", "sponge":
		if hasFlag(p, "-a") || hasFlag(p, "--append") {
			return nil // appending nothing empties nothing
		}
		var out []Word
		for _, w := range scanArgs(p).ops {
			if lit, _ := litPrefix(w); len(lit) < 5 || lit[:5] != "/dev/" {
				out = append(out, w)
			}
		}
		return out
	case "cat":
		if len(p.Args()) == 0 {
			return emptyingDoes(p).deletes
		}
	}
	return nil
}

// emptyPipes adds to each part fed by a pipe from a stage that prints
// nothing the deletes of the files it leaves empty.
func (r *reading) emptyPipes() {
	prev := map[[2]int]*Part{}
	for _, p := range r.cmd.Parts {
		if p.Pipe.ID >= 0 {
			prev[[2]int{p.Pipe.ID, p.Pipe.Stage}] = p
		}
	}
	for _, p := range r.cmd.Parts {
		if p.Feed != FeedPipe || p.Pipe.ID < 0 || p.Pipe.Stage == 0 {
			continue
		}
		q := prev[[2]int{p.Pipe.ID, p.Pipe.Stage - 1}]
		if q == nil || !printsNothing(q) {
			continue
		}
		ws := pipeEmpties(p)
		if len(ws) == 0 {
			continue
		}
		if p.does == nil {
			p.does = &doings{}
		}
		p.does.deletes = append(p.does.deletes, ws...)
	}
}
