package patterns

// ozdesk's own output option (fx52d, rt50k NEW-9): `ozdesk audit export
// -o FILE` makes FILE and fills it with the audit trail, which holds text
// the agent chose (every command it asked, even one denied). Read as a
// write of FILE, it is judged by every class that judges a written path,
// as `> FILE` is: `-o ~/.bash_profile` makes a start-up file that runs
// the agent's `$(…)` at the next login shell (done for real by rt50k).
// Only that verb writes a file the line names (cmd/ozdesk: the other
// verbs print to standard output; init, store compact and serve write the
// store or the broker's files, and [ozdesk-writes] asks for them).

// ozdeskOutputOpts are audit export's names for its output file: pflag
// reads -o FILE, -oFILE, -o=FILE, --output FILE and --output=FILE.
var ozdeskOutputOpts = []string{"-o", "--output"}

// ozdeskOutputWrites is ozdesk's doer: the output file of `audit
// export`, wherever its option stands (cobra parses a verb's options
// before, between and after the verb's words). A verb not known is
// [ozdesk-writes]' to ask for.
func ozdeskOutputWrites(p *Part) doings {
	if verb, known := ozdeskVerb(p.Words); !known || verb != "audit export" {
		return doings{}
	}
	return doings{writes: scanArgs(p, ozdeskOutputOpts...).all(ozdeskOutputOpts...)}
}
