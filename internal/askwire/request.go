// Package askwire is a harness's question as a client sends it to the
// broker: the request and its encoding, and nothing of the queue that
// judges it, so that a client which only talks to a broker can send one
// without linking the policy, the store or YAML (queue.Request is this
// Request).
package askwire

import (
	"slices"
	"strconv"
	"time"

	"ozdesk.dev/ozdesk/internal/jsonstr"
)

// Request is a harness's question: may this command run?
type Request struct {
	Command string
	// Agent, Job and Session say who asks; Harness through what
	// ("cli", "claude-code").
	Agent, Job, Session, Harness string
	// AgentSays is the name the agent gave itself when Agent is not it
	// (a broker names the agent by its account: see store.Ask.AgentSays).
	AgentSays string `json:",omitempty"`
	// Cwd is the command's working directory (made absolute; "" for this
	// process's); Home the home directory of the user it runs as ("" for
	// this process's).
	Cwd, Home string
	// Workdir is the directory the agent's task owns, when it says; ""
	// means Cwd.
	Workdir string
	// ProjectDir is the harness's project directory, when it says
	// (Claude Code's CLAUDE_PROJECT_DIR): the settings in it that call
	// ozdesk are guarded, whatever the cwd.
	ProjectDir string
	// Pid is the process that waits for the answer (0 for this one).
	Pid int
	// Owner is the account that asks, as a broker authenticated it
	// ("uid:1003"); "" in direct mode. Only that account (and operators)
	// may wait on, read or withdraw the ask.
	Owner string
	// Wait is how long an ask may wait (0 for the settings' default; capped
	// by the settings' maximum).
	Wait time.Duration
	// Until, when not zero, is the asker's own deadline for the ask: the
	// ask expires by then, however long the store's lock kept it from
	// being queued (the ask's deadline is never after it). An asker whose
	// wait runs from before the ask was stamped would otherwise give up
	// before its ask's deadline (rt45k #3). It can only shorten the wait.
	Until time.Time `json:",omitzero"`
	// MustAsk, when not "", says why the command must at least ask
	// whatever the policy says (see queue.MustAskRule): an allow becomes an
	// ask that only the desk can approve; an ask or a refusal stands. It
	// can only make an answer stricter.
	MustAsk string `json:",omitempty"`
	// Shells, when not empty, are the shells the harness may run the
	// command with (a path or a name each; "" for one the hook cannot
	// tell), sent by a hook that links no shell parser
	// (cmd/ozdesk-hook-broker): the broker reads the command as each
	// does and asks when one may read it otherwise than bash
	// (shelldialect.ShellDoubt), at most MaxShells of them. A broker
	// older than the field refuses the request (it takes no field it
	// does not know), so a hook that sends it is never answered without
	// the check.
	Shells []string `json:",omitempty"`
	// Codex says the command is a Codex shell tool's, sent by a hook that
	// links no shell parser (cmd/ozdesk-hook-broker): the broker reads it
	// as Codex's own hook does (queue/harness.CodexReading) before the
	// policy judges it. Codex can type into a running command later
	// (write_stdin, which no hook sees), so a part that runs what is typed
	// into it, or is a file transfer's server end, is refused; a program
	// run under a name ozdesk cannot read is refused; and an apply_patch
	// invocation is judged by the files its patch writes. A broker older
	// than the field refuses the request (it takes no field it does not
	// know), so a hook that sends it is never answered without the check.
	Codex bool `json:",omitempty"`
	// AskerPaths are the write and delete targets the asker resolved as
	// its own account, through the symbolic links it can see: each path
	// as the guard spells it (absolute, not cleaned) to where it leads,
	// only those that lead elsewhere (queue.AskerPaths). A broker judges them
	// beside the path as written and its own resolution, so they can only
	// make the answer stricter; past queue.MaxAskerPaths entries, or an entry
	// longer than queue.MaxAskerPathLen, every guarded write asks.
	AskerPaths map[string]string `json:",omitempty"`
	// NoReport says the caller reads no queue.Answer.Report (a hook answers
	// with the outcome, rule and reason only): a broker's client then
	// leaves it empty rather than decode it, which is most of what a
	// protected hook's call costs in its own process. Never sent; the
	// service fills the report as ever.
	NoReport bool `json:"-"`
}

// MaxShells is how many Shells a request may name.
const MaxShells = 4

// Encode is json.Marshal(req), written field by field without
// reflection: encoding/json builds a type's field tables and its fields'
// encoders on first use, which in a hook's process cost more than the
// rest of the request. TestEncodeRequest (queue/broker) holds the two
// byte for byte, a request with every field set included, so a field
// added to Request and not here fails it.
func Encode(req Request) ([]byte, error) {
	b := make([]byte, 0, 256+len(req.Command))
	str := func(name, v string) {
		b = append(b, name...)
		b = jsonstr.Append(b, v, true)
	}
	str(`{"Command":`, req.Command)
	str(`,"Agent":`, req.Agent)
	str(`,"Job":`, req.Job)
	str(`,"Session":`, req.Session)
	str(`,"Harness":`, req.Harness)
	if req.AgentSays != "" {
		str(`,"AgentSays":`, req.AgentSays)
	}
	str(`,"Cwd":`, req.Cwd)
	str(`,"Home":`, req.Home)
	str(`,"Workdir":`, req.Workdir)
	str(`,"ProjectDir":`, req.ProjectDir)
	b = append(b, `,"Pid":`...)
	b = strconv.AppendInt(b, int64(req.Pid), 10)
	str(`,"Owner":`, req.Owner)
	b = append(b, `,"Wait":`...)
	b = strconv.AppendInt(b, int64(req.Wait), 10)
	if !req.Until.IsZero() {
		until, err := req.Until.MarshalJSON()
		if err != nil {
			return nil, err
		}
		b = append(b, `,"Until":`...)
		b = append(b, until...)
	}
	if req.MustAsk != "" {
		str(`,"MustAsk":`, req.MustAsk)
	}
	if len(req.Shells) > 0 {
		b = append(b, `,"Shells":[`...)
		for i, sh := range req.Shells {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonstr.Append(b, sh, true)
		}
		b = append(b, ']')
	}
	if req.Codex {
		b = append(b, `,"Codex":true`...)
	}
	if len(req.AskerPaths) > 0 {
		keys := make([]string, 0, len(req.AskerPaths))
		for k := range req.AskerPaths {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, `,"AskerPaths":{`...)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonstr.Append(b, k, true)
			b = append(b, ':')
			b = jsonstr.Append(b, req.AskerPaths[k], true)
		}
		b = append(b, '}')
	}
	return append(b, '}'), nil
}
