package queue

import (
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// Evaluation is the record of one evaluation: the payload of an "evaluate"
// audit entry, and of an ask's Verdict field. It holds what a replay needs
// to decide the command again under another policy, and what a card shows.
type Evaluation struct {
	Time    time.Time `json:"time"`
	Command string    `json:"command"`
	Agent   string    `json:"agent,omitempty"`
	Job     string    `json:"job,omitempty"`
	Session string    `json:"session,omitempty"`
	Harness string    `json:"harness,omitempty"`
	Owner   string    `json:"owner,omitempty"`
	Node    string    `json:"node,omitempty"`
	// AgentSays is the name the agent gave itself, where a broker named
	// it by its account ([Request.AgentSays]).
	AgentSays string `json:"agent_says,omitempty"`
	// Pid is the process that waits for the answer, and PidStart when it
	// started (in clock ticks after boot, from /proc/PID/stat; 0 where
	// that cannot be read), so a sweep can tell it from a later process
	// that took its number.
	Pid      int    `json:"pid,omitempty"`
	PidStart uint64 `json:"pid_start,omitempty"`
	// PidNS is the pid namespace Pid is numbered in (the inode of
	// /proc/self/ns/pid of the process that recorded it; 0 where not
	// known): an asker in a sandbox of its own (unshare -p, a container
	// sharing the store) is numbered apart from the desk's processes,
	// and its pid there names nothing, or another process, here.
	PidNS uint64 `json:"pid_ns,omitempty"`
	// Context is the context the command was judged in.
	Context ContextRecord `json:"context"`
	// Report is the verdict, explained.
	Report patterns.Report `json:"report"`
	// Ask is the ID of the ask queued for it, if the policy asked.
	Ask string `json:"ask,omitempty"`
	// Unavailable says why the store could not be read, when the answer
	// failed closed.
	Unavailable string `json:"unavailable,omitempty"`
	// Limit says why a command the policy asked about was refused
	// without being queued: its agent had as many asks waiting as the
	// settings allow (store.Settings.MaxPendingPerAgent). Report then
	// says refuse, with this reason; its rule is the one that asked.
	Limit string `json:"limit,omitempty"`
	// Wait is how long the asker asked its ask to wait (the settings'
	// default when it did not say, capped by their maximum), when the
	// policy asked: an ask queued late (the store busy) has less of it
	// left, and its expiry says so (rt46k L3). 0 in older records.
	Wait time.Duration `json:"wait,omitempty"`
	// MustAsk is why the asker said the command must at least ask
	// ([Request.MustAsk]), clipped; "" when it did not.
	MustAsk string `json:"must_ask,omitempty"`
}

// ContextRecord is the part of a [patterns.Context] worth recording: the
// egress list and protected paths come from the store and the policy of the
// day, and are not repeated in every record.
type ContextRecord struct {
	Cwd           string `json:"cwd"`
	Workdir       string `json:"workdir,omitempty"`
	Home          string `json:"home,omitempty"`
	DefaultBranch string `json:"default_branch,omitempty"`
	// Project is the harness's project directory (Claude Code's
	// CLAUDE_PROJECT_DIR), whose settings are guarded too.
	Project string `json:"project,omitempty"`
	// AskerPaths are the asker's own resolutions of the paths it writes
	// ([Request.AskerPaths]), bounded; AskerPathsOver says it sent more
	// than the bounds keep, so that every write the guard judges asks.
	AskerPaths     map[string]string `json:"asker_paths,omitempty"`
	AskerPathsOver bool              `json:"asker_paths_over,omitempty"`
	// LoadsEnv says the harness that asks loads .env files into the
	// environment its commands run in (Gemini CLI: see [envLoads]), so
	// they are guarded for this ask as its settings are.
	LoadsEnv bool `json:"loads_env,omitempty"`
}
