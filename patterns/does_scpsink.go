package patterns

// scp's sink mode (scp -t PATH, what sshd runs for `scp FILE host:PATH`
// on the far side) writes PATH with what arrives on standard input: a
// file, or, when PATH is a directory (always with -r or -d), files and
// trees below it under names the caller chooses. So PATH and anything
// below it are written, judged as any write (~/.bashrc, the store, the
// harness settings, .git/hooks, ~/.ssh). Source mode (scp -f PATH) reads
// PATH and sends it to the caller: the defaults judge it as a secret sent
// (cmd.credentials).

// scpSinkWrites: each operand of scp -t is written, and everything
// below it.
func scpSinkWrites(p *Part) doings {
	ops, _ := operandWords(p)
	var d doings
	for _, op := range ops {
		d.writes = append(d.writes, op, treeWord(op))
	}
	return d
}

// serverSends reports whether p is the far side of a transfer that
// sends its operands to the caller and writes nothing here: scp -f
// (source mode), rsync --server --sender. A flag the reader is not sure
// of is no flag: a doubt keeps the part a write.
func serverSends(p *Part) bool {
	switch p.Program {
	case "scp":
		return surelyFlag(p, "-f") && !hasFlag(p, "-t")
	case "rsync":
		return surelyFlag(p, "--server") && surelyFlag(p, "--sender")
	}
	return false
}
