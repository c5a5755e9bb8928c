package patterns

import "fmt"

// Programs that take the command they run by option (fx20d1, rt20d #8):
// start-stop-daemon's --exec/--startas program with the arguments after
// "--", and cargo watch's shell command (-s, --shell) and trailing
// command after "--".

// startStopOpts are start-stop-daemon's options (Debian's manual).
var startStopOpts = optSpec{short: "SKTHVx:a:n:p:u:c:g:r:d:bmN:P:I:k:s:R:toqvCO:", long: []string{
	"start", "stop", "status", "help", "version", "exec=", "startas=", "name=", "pidfile=",
	"ppid=", "user=", "chuid=", "group=", "chroot=", "chdir=", "background", "make-pidfile",
	"remove-pidfile", "nicelevel=", "procsched=", "iosched=", "umask=", "signal=", "retry=",
	"test", "oknodo", "quiet", "verbose", "no-close", "output=", "notify-await", "notify-timeout="}}

// startStopDaemon reads `start-stop-daemon --start --exec PROG -- ARGS…`:
// PROG (or --startas's) runs with ARGS. --stop and --test run nothing.
func (r *reading) startStopDaemon(p *Part, sc scope) []*Node {
	scan := startStopOpts.scan(p.Words, 1)
	if scan.has("-K", "--stop", "-t", "--test", "-T", "--status", "-H", "--help", "-V", "--version") {
		return nil
	}
	if scan.status != optOK {
		i := min(scan.next, len(p.Words)-1)
		return []*Node{r.unreadable(p, UnreadableWrapperOption, p.Words[i].Span, fmt.Sprintf(
			"start-stop-daemon is given %s, which the reader does not place, so what it runs is not known.", quoteRaw(p.Words[i].Raw)))}
	}
	o, ok := scan.find("-a", "--startas")
	if !ok {
		if o, ok = scan.find("-x", "--exec"); !ok {
			return nil
		}
	}
	argv := []Word{valueWord(p.Words, o, sc.m.whole == nil)}
	if scan.next > 1 && isLit(p.Words[scan.next-1], "--") {
		argv = append(argv, p.Words[scan.next:]...)
	}
	return r.nestedArgv(p, "start-stop-daemon", argv, sc)
}

// cargoWatch reads `cargo watch -s CMD` (and `cargo-watch`), whose CMD a
// shell runs, and the command after its "--".
func (r *reading) cargoWatch(p *Part, sc scope) []*Node {
	args := p.Args()
	if p.Program == "cargo" {
		i := subAt(args, "watch")
		if i < 0 {
			return nil
		}
		args = args[i+1:]
	}
	nodes := r.optionStrings(p, "cargo watch", args, []string{"-s", "--shell"}, sc)
	for i, w := range args {
		if isLit(w, "--") && i+1 < len(args) {
			return append(nodes, r.nestedArgv(p, "cargo watch --", args[i+1:], sc)...)
		}
	}
	return nodes
}
