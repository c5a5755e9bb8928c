package patterns

import "strings"

// Programs whose options carry a command string besides their own work:
// man's pager, zip's unzip command, gcloud compute ssh --command, mosh's
// remote command, ansible's shell and command modules, and vim's ex
// commands that run the shell.

// cmdOptionPrograms are, per program, the options whose value is a
// command string (see toolCommandOptions for tar and rsync).
var cmdOptionPrograms = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"man":     {"-P", "--pager"},
		"zip":     {"-TT", "--unzip-command"},
		"mosh":    {"--ssh"},
		"nodemon": {"--exec", "-x"},
		// chokidar-cli's command string, run by a shell on every change,
		// and granted's assume --exec (rt23d #11).
		"chokidar": {"-c", "--command"},
		"assume":   {"-x", "--exec"},
		// watchman-make's command string, run on every change (fx35b).
		"watchman-make": {"-r", "--run"},
	}
}}

// gcloudSSH reads `gcloud … ssh … --command STRING` and `gcloud … ssh VM
// -- CMD…`: the command runs on the machine, with a shell.
func (r *reading) gcloudSSH(p *Part, sc scope) []*Node {
	for _, w := range p.Args() {
		if isLit(w, "ssh") {
			in := sc
			in.handsAway = true
			nodes := r.optionStrings(p, "gcloud ssh", p.Args(), []string{"--command"}, in)
			return append(nodes, r.afterDashes(p, "gcloud ssh --", in)...)
		}
	}
	return nil
}

// moshOpts are mosh's options.
var moshOpts = optSpec{short: "46ap:n", long: []string{"client=", "server=", "ssh=", "port=",
	"family=", "predict=", "predict-overwrite", "local", "bind-server=", "no-init",
	"experimental-remote-ip=", "no-ssh-pty", "help", "version"}}

// mosh reads `mosh [options] HOST [--] COMMAND…`: the command runs on the
// host; --ssh is a command string run here.
func (r *reading) mosh(p *Part, sc scope) []*Node {
	nodes := r.optionStrings(p, "mosh", p.Args(), cmdOptionPrograms.get()["mosh"], sc)
	scan := moshOpts.scan(p.Words, 1)
	i := scan.next + 1 // after HOST
	if scan.status != optOK || i >= len(p.Words) {
		return nodes
	}
	if isLit(p.Words[i], "--") {
		i++
	}
	if i < len(p.Words) {
		in := sc
		in.handsAway = true
		nodes = append(nodes, r.nestedArgv(p, "mosh", p.Words[i:], in)...)
	}
	return nodes
}

// ansibleShellModules are ansible's modules whose -a is a command line.
var ansibleShellModules = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"shell": true, "command": true, "raw": true, "win_shell": true, "win_command": true,
	}
}}

// ansible reads `ansible HOSTS -m MODULE -a ARGS`: with the shell, command
// or raw module (command is the default), ARGS is a command line run on the
// hosts. A module that is not literal leaves what -a means unknown.
func (r *reading) ansible(p *Part, sc scope) []*Node {
	exact := sc.m.whole == nil
	module, modWord := "command", Word{}
	var args *Word
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		var val Word
		var name string
		switch {
		case (lit == "-m" || lit == "--module-name" || lit == "-a" || lit == "--args") && i+1 < len(words):
			name, val = lit, words[i+1]
			i++
		case strings.HasPrefix(lit, "--module-name=") || strings.HasPrefix(lit, "--args="):
			name, _, _ = strings.Cut(lit, "=")
			val = trimWordPrefix(words[i], name+"=", exact)
		case len(lit) > 2 && (strings.HasPrefix(lit, "-m") || strings.HasPrefix(lit, "-a")) && lit[1] != '-':
			name, val = lit[:2], trimWordPrefix(words[i], lit[:2], exact)
		default:
			continue
		}
		if name == "-m" || name == "--module-name" {
			module, modWord = "", val
			if v, ok := val.Literal(); ok {
				module = v[strings.LastIndexByte(v, '.')+1:]
			}
		} else {
			a := val
			args = &a
		}
	}
	if args == nil {
		return nil
	}
	in := sc
	in.handsAway = true
	switch {
	case module == "":
		return []*Node{r.foreign(p, modWord, "ansible -m")}
	case ansibleShellModules.get()[module]:
		return r.nestedWord(p, "ansible -m "+module, *args, FeedNone, in)
	}
	return nil
}
