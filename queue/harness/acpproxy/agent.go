package acpproxy

import (
	"errors"
	"fmt"
	"io"
	"os/exec"
	"time"
)

// ExitSignal is added to the number of a signal that ended the agent, as
// a shell reports it.
const ExitSignal = 128

// Agent is the agent's process, started by [Start] in a process group of
// its own: Gemini CLI re-launches itself as a child, and stopping the
// agent must stop both.
type Agent struct {
	cmd *exec.Cmd
	// Stdin and Stdout are the agent's standard input and output: the
	// relay's agent side.
	Stdin  io.WriteCloser
	Stdout io.ReadCloser
	done   chan struct{}
	err    error
}

// Start starts argv (the agent and its arguments, looked up in $PATH) in
// a process group of its own, with its standard input and output piped
// and its standard error on stderr.
func Start(argv []string, stderr io.Writer) (*Agent, error) {
	if len(argv) == 0 || argv[0] == "" {
		return nil, errors.New("no agent to start")
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = stderr
	ownGroup(cmd)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("start the agent: %w", err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("start the agent: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start the agent: %w", err)
	}
	a := &Agent{cmd: cmd, Stdin: stdin, Stdout: stdout, done: make(chan struct{})}
	go func() {
		a.err = cmd.Wait()
		close(a.done)
	}()
	return a, nil
}

// Done is closed once the agent's process has ended.
func (a *Agent) Done() <-chan struct{} { return a.done }

// ExitCode is how the agent's process ended, as a shell reports it: its
// exit status, or [ExitSignal] plus the number of the signal that ended
// it. Call it after Done.
func (a *Agent) ExitCode() int {
	var ee *exec.ExitError
	if errors.As(a.err, &ee) {
		if sig, ok := signalOf(ee); ok {
			return ExitSignal + sig
		}
		return ee.ExitCode()
	}
	if a.err != nil {
		return ExitSignal + 9
	}
	return 0
}

// Stop stops the agent: its input closed (an ACP agent ends at the end
// of its input), then after wait its process group told to terminate,
// then after grace killed. It returns once the process has ended, having
// told the rest of its group to terminate.
func (a *Agent) Stop(wait, grace time.Duration) {
	_ = a.Stdin.Close()
	select {
	case <-a.done:
		a.signalGroup(false)
		return
	case <-time.After(wait):
	}
	a.signalGroup(false)
	select {
	case <-a.done:
		return
	case <-time.After(grace):
	}
	a.signalGroup(true)
	<-a.done
}
