package patterns

// detachSpecs are the programs that run a command detached from the
// terminal, where it outlives the line and the desk never sees its
// output: it is still this line's command, read as one (as nohup and
// setsid are): dtach (-n SOCKET, -c, -A, -N; -a attaches and runs
// nothing), abduco (-n NAME, -c, -A, -f), daemonize and daemon(8)-like
// launchers. byobu is tmux's (nested_terminal.go).
var detachSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	return map[string]*wrapperSpec{
		"dtach":     {opts: optSpec{short: "a:A:c:n:N:e:r:Ez"}, stop: []string{"-a"}},
		"abduco":    {opts: optSpec{short: "AcnfrlpqEe:"}, operands: 1},
		"daemonize": {opts: optSpec{short: "ac:e:E:o:p:l:u:v"}},
		"daemon":    {opts: optSpec{short: "cfrSTo:p:P:t:u:R:m:s:l:"}},
	}
}}
