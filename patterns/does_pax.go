package patterns

// pax's modes (rt40 §5, D846): with both -r and -w it copies its file
// operands into the directory its last operand names, as `cp -r` does
// (`pax -rw /tmp/k ~/.ssh` writes into ~/.ssh); with -r alone it
// extracts an archive into the working directory, where the paths the
// archive names are not known (as `cpio -i`); with -w alone it writes an
// archive to standard output or to -f's file. Without -r or -w it lists.

// paxWrites is pax's doer, as above.
func paxWrites(p *Part) doings {
	s := scanArgs(p, "-f", "-s", "-o", "-x", "-b", "-p", "-U", "-G", "-T", "-B")
	read, write := s.has("-r"), s.has("-w")
	switch {
	case read && write:
		if len(s.ops) == 0 {
			return doings{writes: []Word{unknownPath(p, "the directory pax copies into")}}
		}
		return doings{writes: []Word{treeWord(s.ops[len(s.ops)-1])}}
	case read:
		return doings{writes: []Word{treeWord(LitWord(".")), unknownPath(p, "the paths the archive names")}}
	case write:
		return doings{writes: notDash(s.all("-f"))}
	}
	return doings{}
}
