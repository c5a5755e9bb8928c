package patterns

// A FIFO or a device node made in the line is a file a later part may
// run (rt38 family 3): `mkfifo p; (sh < p &); echo 'rm -rf ~' > p` has a
// shell read as its script what the line writes into the pipe, and
// `mknod p p; bash p` runs one. So mkfifo's operands and mknod's name
// are made, as a write's target is, and a later part that runs one (its
// program, a shell's script, a shell fed from it with `<`) is
// made-then-run.

// fifoMakes returns the files mkfifo (every operand) or mknod (its first
// operand, the name) makes.
func fifoMakes(p *Part, dir place) []made {
	ops, _ := operandWords(p)
	if p.Program == "mknod" && len(ops) > 1 {
		ops = ops[:1]
	}
	return placesOf(ops, dir, false, "makes")
}
