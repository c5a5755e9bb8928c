package patterns

import "strings"

// Fleet tools run a command line on many hosts at once: salt's cmd.run
// (and salt-ssh, salt-call), and parallel ssh (pssh, parallel-ssh, pdsh,
// clush). Their command is read as nested parts, run away from here (as
// ansible's shell module is): `salt '*' cmd.run 'rm -rf /var/lib/mysql'`
// deletes as that rm would.

// saltCmdFunctions are salt's execution functions whose first argument is
// a command line.
var saltCmdFunctions = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"cmd.run": true, "cmd.shell": true, "cmd.run_all": true, "cmd.run_stdout": true,
		"cmd.run_stderr": true, "cmd.retcode": true, "cmd.run_bg": true,
	}
}}

// salt reads `salt TARGET cmd.run CMD`: the word after the function is
// its command line (`cmd=CMD` too). A function that is not literal is
// not read.
func (r *reading) salt(p *Part, sc scope) []*Node {
	args := p.Args()
	for i, w := range args {
		v, ok := w.Literal()
		if !ok || !saltCmdFunctions.get()[v] || i+1 >= len(args) {
			continue
		}
		cmd := args[i+1]
		if lit, _ := litPrefix(cmd); strings.HasPrefix(lit, "cmd=") {
			cmd = trimWordPrefix(cmd, "cmd=", sc.m.whole == nil)
		}
		in := sc
		in.handsAway = true
		return r.nestedWord(p, p.Program+" "+v, cmd, FeedNone, in)
	}
	return nil
}

// fleetOpts are the options of the parallel ssh tools, per program.
var fleetOpts = lazy[map[string]optSpec]{build: func() map[string]optSpec {
	return map[string]optSpec{
		"pssh": {short: "h:H:l:p:o:e:t:O:x:X:AivIP", long: []string{"hosts=", "host=", "user=", "par=", "outdir=",
			"errdir=", "timeout=", "option=", "extra-args=", "extra-arg=", "askpass", "inline", "inline-stdout",
			"verbose", "send-input", "print", "help", "version"}},
		"pdsh":  {short: "w:x:l:R:f:t:u:N:g:X:SbdLqV"},
		"clush": {short: "w:x:g:X:l:f:t:u:o:abqvdLNS", long: []string{"nodes=", "exclude=", "group=", "all", "options="}},
	}
}}

// fleetSSH reads `pssh [options] COMMAND…` (pdsh, clush alike): the
// operands after the options are the command run on every host.
func (r *reading) fleetSSH(p *Part, sc scope) []*Node {
	spec := fleetOpts.get()[p.Program]
	if p.Program == "parallel-ssh" {
		spec = fleetOpts.get()["pssh"]
	}
	scan := spec.scan(p.Words, 1)
	i := scan.next
	if scan.status != optOK || i >= len(p.Words) {
		return nil
	}
	if isLit(p.Words[i], "--") {
		i++
	}
	if i >= len(p.Words) {
		return nil
	}
	in := sc
	in.handsAway = true
	if i == len(p.Words)-1 {
		return r.nestedWord(p, p.Program, p.Words[i], FeedNone, in)
	}
	return r.nestedArgv(p, p.Program, p.Words[i:], in)
}
