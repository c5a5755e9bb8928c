package patterns

import "strings"

// stdinReadings returns copies of part with the files it reads through its
// standard input or another descriptor put where the stage names a path
// operand (match_pathword.go); nil when the stage names none or the part
// reads no such file. A tightening rule that names a program's file
// operand also matches the part fed that file: `cat /w/p/secrets.env`
// matches `< secrets.env cat` and `cat < /w/p/secrets.env` (the file as
// one more operand at the end), and `cat - < secrets.env`, `cat
// /dev/stdin < secrets.env`, `cat /dev/fd/3 3< secrets.env` (the operand
// that names the descriptor replaced by its file), `cat 3< secrets.env
// <&3` and `cat <&3 3< secrets.env` (descriptor 3 made standard input;
// the order is not read, rt35v F8). A descriptor above 2 that the part
// does not open itself (`exec 3< f; cat <&3`) reads a file of unknown
// place.
func stdinReadings(s *Stage, part *Part, ctx *Context) []*Part {
	if len(part.Redirs) == 0 && len(part.Words) < 2 {
		// No redirection and no operand to name a descriptor: nothing
		// to read, whatever the stage names. Every pattern that fails a
		// bare program word asked (a 999-stage pipeline of them spent a
		// tenth of its time here scanning the stages' words; fx41p).
		return nil
	}
	named := false
	for i := range s.Words {
		named = named || pathWord(&s.Words[i])
	}
	if !named {
		return nil
	}
	var out []*Part
	for _, f := range fdFiles(part, "0", ctx, 0) {
		q := *part
		q.Words = append(append(make([]Word, 0, len(part.Words)+1), part.Words...), *f)
		out = append(out, &q)
	}
	for i := 1; i < len(part.Words); i++ {
		fd, ok := fdOperand(part.Words[i])
		if !ok {
			continue
		}
		for _, f := range fdFiles(part, fd, ctx, 0) {
			q := *part
			q.Words = append(make([]Word, 0, len(part.Words)), part.Words...)
			q.Words[i] = *f
			out = append(out, &q)
		}
	}
	return out
}

// fdOperand returns the descriptor an operand names as a file: "0" for
// "-", /dev/stdin, /dev/fd/0 and /proc/self/fd/0; N for /dev/fd/N and
// /proc/self/fd/N.
func fdOperand(w Word) (string, bool) {
	v, ok := w.Literal()
	if !ok {
		return "", false
	}
	switch v {
	case "-", "/dev/stdin":
		return "0", true
	}
	for _, pre := range []string{"/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/"} {
		if n, ok := strings.CutPrefix(v, pre); ok && n != "" && strings.Trim(n, "0123456789") == "" {
			return strings.TrimLeft(n[:len(n)-1], "0") + n[len(n)-1:], true
		}
	}
	return "", false
}

// maxFdHops bounds how far fdFiles follows descriptors duplicated from
// others (<&3 from 3<&4 …).
const maxFdHops = 4

// fdFiles returns the files descriptor fd of part may read: each file a
// redirection opens on it for reading (`3< f`, `3<> f`; fd "0" is also
// the default descriptor of `<`), and those of each descriptor
// duplicated onto it (`<&3`, `0<&3`), in any order. A descriptor above 2
// the part does not open may have been opened earlier in the line: its
// file is of unknown place. Standard input a part does not redirect is
// its feed, no file of the line.
func fdFiles(part *Part, fd string, ctx *Context, hops int) []*Word {
	var out []*Word
	opened := false
	for k := range part.Redirs {
		r := &part.Redirs[k]
		on := r.Fd
		if on == "" {
			on = "0"
			if strings.HasPrefix(r.Op, ">") {
				on = "1"
			}
		}
		if on != fd {
			continue
		}
		switch r.Op {
		case "<", "<>":
			out, opened = append(out, &r.Target), true
		case "<&", ">&":
			opened = true
			from, ok := r.Target.Literal()
			from = strings.TrimSuffix(from, "-") // <&3- moves 3
			switch {
			case !ok || hops >= maxFdHops:
				out = append(out, ctx.unknownWord())
				continue
			case from == "" || from == fd || strings.Trim(from, "0123456789") != "":
				continue // <&- closes it
			}
			out = append(out, fdFiles(part, from, ctx, hops+1)...)
		}
	}
	if !opened && fd != "0" && fd != "1" && fd != "2" {
		out = append(out, ctx.unknownWord())
	}
	return out
}
