package patterns

import (
	"strings"
)

// attachOptions are, per tracer or debugger, the options that attach it
// to a process already running (by pid or name); "" means it always
// attaches (gcore, bpftrace, pyrasite). A word "attach" among gdb's
// operands or -ex commands attaches it too.
var attachOptions = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"strace": {"-p", "--attach"}, "ltrace": {"-p"},
		"gdb": {"-p", "--pid", "-pid"}, "lldb": {"-p", "--attach-pid", "-n", "--attach-name"},
		"gcore": {""}, "py-spy": {"-p", "--pid"}, "rbspy": {"-p", "--pid"}, "dtrace": {"-p"}, "dtruss": {"-p"},
		"bpftrace": {""}, "pyrasite": {""}, "gdbserver": {"--attach"}, "frida": {"-p", "--attach-pid", "-n", "--attach-name"},
		"frida-trace": {"-p", "--attach-pid", "-n", "--attach-name"}, "dlv": {"attach"}, "memdump": {""},
	}
}}

// judgeAttaches is [attaches]: a tracer or debugger attached to a process
// already running (strace -p, gdb -p, gdb attach, lldb -p, gcore, py-spy
// --pid, bpftrace …): it reads that process's memory, secrets and all,
// and may write it. A part any of whose words might name ozdesk is left
// to cmd.guard-tamper, which judges attaching to ozdesk.
func judgeAttaches(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	opts, ok := attachOptions.get()[v]
	if !ok {
		return Judgement{}
	}
	k := ctx.programPart(w)
	if k == nil {
		return Judgement{}
	}
	args := k.Args()
	for i := range args {
		if judgeOzdesk("", args[i], ctx).Might {
			return Judgement{}
		}
	}
	yes := Judgement{Might: true, Certainly: true}
	for _, o := range opts {
		if o == "" {
			return yes
		}
	}
	for _, a := range args {
		lit, _ := litPrefix(a)
		for _, o := range opts {
			if lit == o || strings.HasPrefix(lit, o+"=") ||
				len(o) == 2 && o[0] == '-' && strings.HasPrefix(lit, o) && !strings.HasPrefix(lit, "--") {
				return yes
			}
		}
		if v == "gdb" && (lit == "attach" || strings.Contains(lit, "attach ")) {
			return yes
		}
	}
	return Judgement{}
}
