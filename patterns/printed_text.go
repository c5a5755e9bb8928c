package patterns

// printedText is the text the echo or printf part p prints, every word of
// it literal (echoOutput, printfOutput); false for another program, a
// word the line computes, or text those do not read.
func printedText(p *Part) (string, bool) {
	var print func([]string) (string, bool)
	switch p.Program {
	case "echo":
		print = echoOutput
	case "printf":
		print = printfOutput
	default:
		return "", false
	}
	args := make([]string, 0, len(p.Words))
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok {
			return "", false
		}
		args = append(args, v)
	}
	return print(args)
}
