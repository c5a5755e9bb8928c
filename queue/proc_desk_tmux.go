package queue

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// The tmux sessions a running desk draws in (patterns' Context.DeskTmux,
// fx56h, rt53 N17): each desk (deskKindOf) that runs under tmux has TMUX (the server's socket, its
// pid, the session's index) and TMUX_PANE (its pane's id) in its
// environment, as tmux gave them when it started the pane. The server it
// names is asked, with its own executable (not a tmux the agent's PATH
// may hold), which sessions hold that pane and which windows those
// sessions have: a tmux target that names none of them is no desk's.

// deskTmuxTimeout bounds one question to a desk's tmux server.
const deskTmuxTimeout = 2 * time.Second

// deskTmuxMaxOutput bounds what a tmux server's answer may be.
const deskTmuxMaxOutput = 1 << 20

// deskTmuxNames lists the names of the sessions holding a running desk's
// pane and of their windows; none where the desks that run are not in
// tmux; ok false where no desk runs, where a broker runs (its desks are
// drawn by SSH clients in panes it cannot see), where a desk's
// environment, server or pane cannot be read, or where /proc cannot be
// scanned.
func deskTmuxNames() ([]string, bool) {
	return deskTmuxNamesExcept(os.Getpid())
}

// deskKind is what an ozdesk process is to the tmux panes a desk draws in.
type deskKind int

const (
	notDesk        deskKind = iota // an asker, a hook, a CLI verb, the demo
	deskInTerminal                 // the desk, drawn in its own terminal
	desksOverSSH                   // a broker, which may serve desks over SSH
)

// deskKindOf classifies an ozdesk process by its argv: the root command
// (no verb) is the desk, serve the broker; every other verb (queue ls,
// audit, an ACP proxy, the demo) draws no desk that decides asks, and
// counting one would make the targets of a session it merely runs in
// "known" (CI's explain-defaults saw `tmux send-keys -t desk` allowed
// while another test's `ozdesk init` ran outside tmux).
func deskKindOf(argv []string) deskKind {
	switch ozdeskVerb(argv) {
	case "":
		return deskInTerminal
	case "serve":
		return desksOverSSH
	}
	return notDesk
}

// deskTmuxNamesExcept is deskTmuxNames with self as the judging process
// (it and the ozdesk processes above it are left out, as in
// ozdeskCmdlinesExcept).
func deskTmuxNamesExcept(self int) ([]string, bool) {
	parents, ok := procParents()
	if !ok || parents == nil {
		return nil, false
	}
	mine := map[int]bool{self: true}
	for p, n := parents[self], 0; p > 1 && n < maxAncestry && ozdeskProcess(p); p, n = parents[p], n+1 {
		mine[p] = true
	}
	var desks []int
	for pid := range parents {
		if mine[pid] {
			continue
		}
		isOz, line := ozdeskProcessLine(pid)
		if !isOz || line == nil {
			continue
		}
		switch deskKindOf(strings.Split(string(bytes.TrimRight(line, "\x00")), "\x00")) {
		case deskInTerminal:
			desks = append(desks, pid)
		case desksOverSSH:
			// its desks' terminals are the operators' SSH clients, in
			// any pane of any tmux: no target is known to be none's
			return nil, false
		}
	}
	if len(desks) == 0 {
		// No desk runs now: one may start later, in any session, so
		// nothing is known of a target (a one-shot send-keys to no desk
		// is harmless, but a line that waits for the desk is not).
		return nil, false
	}
	return deskTmuxNamesOf(desks)
}

// deskTmuxNamesOf is deskTmuxNames for the desks with the given pids.
func deskTmuxNamesOf(desks []int) ([]string, bool) {
	names := []string{}
	for _, pid := range desks {
		tmux, pane, err := procTmuxEnv(pid)
		if err != nil {
			return nil, false // a desk whose environment cannot be read
		}
		if tmux == "" {
			continue // not under tmux
		}
		found, ok := tmuxPaneNames(tmux, pane)
		if !ok {
			return nil, false
		}
		names = append(names, found...)
	}
	return names, true
}

// procTmuxEnv returns TMUX and TMUX_PANE from process pid's environment
// ("" for TMUX where it has none).
func procTmuxEnv(pid int) (string, string, error) {
	env, err := readBounded("/proc/"+strconv.Itoa(pid)+"/environ", 1<<20)
	if err != nil {
		return "", "", err
	}
	var tmux, pane string
	for _, kv := range bytes.Split(env, []byte{0}) {
		if v, ok := bytes.CutPrefix(kv, []byte("TMUX=")); ok {
			tmux = string(v)
		}
		if v, ok := bytes.CutPrefix(kv, []byte("TMUX_PANE=")); ok {
			pane = string(v)
		}
	}
	return tmux, pane, nil
}

// tmuxPaneNames asks the tmux server that TMUX (socket,pid,index) names,
// with the server's own executable, for the sessions holding pane and
// the windows of those sessions; ok false where it cannot.
func tmuxPaneNames(tmux, pane string) ([]string, bool) {
	parts := strings.Split(tmux, ",")
	if len(parts) != 3 || parts[0] == "" || !strings.HasPrefix(pane, "%") {
		return nil, false
	}
	pid, err := strconv.Atoi(parts[1])
	if err != nil || pid <= 1 {
		return nil, false
	}
	exe, err := os.Readlink("/proc/" + parts[1] + "/exe")
	if err != nil || strings.HasSuffix(exe, " (deleted)") {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), deskTmuxTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, "-N", "-S", parts[0], "list-panes", "-a", "-F",
		"#{pane_id}:#{session_name}:#{window_name}")
	cmd.Env = []string{"PATH=/usr/bin:/bin"}
	var out limitedBuffer
	out.max = deskTmuxMaxOutput
	cmd.Stdout = &out
	var errb limitedBuffer
	errb.max = 4096
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil || out.over {
		return nil, false
	}
	type row struct{ pane, session, window string }
	var rows []row
	desk := map[string]bool{}
	for _, line := range strings.Split(strings.TrimRight(out.b.String(), "\n"), "\n") {
		f := strings.SplitN(line, ":", 3) // tmux prints a tab as _; no pane id or session name holds a colon
		if len(f) != 3 {
			continue
		}
		rows = append(rows, row{f[0], f[1], f[2]})
		if f[0] == pane {
			desk[f[1]] = true
		}
	}
	if len(desk) == 0 {
		return nil, false // the pane is gone, or the server is another
	}
	var names []string
	for s := range desk {
		names = append(names, s)
	}
	for _, r := range rows {
		if desk[r.session] {
			names = append(names, r.window)
		}
	}
	return names, true
}
