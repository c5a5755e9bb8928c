package queue

import (
	"encoding/json"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// AskerStatus is what a process on an ask's node can tell of the process
// waiting for the ask's answer (its asker).
type AskerStatus uint8

const (
	// AskerUnknown: the asker is not a process this one can look at (of
	// another node, numbered in another pid namespace, or none).
	AskerUnknown AskerStatus = iota
	// AskerRuns: the asker runs and will receive its answer.
	AskerRuns
	// AskerStopped: the asker is stopped (SIGSTOP, ^Z, a frozen
	// container: state T or t in /proc/PID/stat): an answer reaches it
	// only once it is continued, and not at all if it is killed first.
	AskerStopped
	// AskerGone: the asker exited, is a zombie, or its number names a
	// later process: nothing will receive the answer.
	AskerGone
)

// AskerProc names an ask's waiting process as the queue tells it apart: its
// pid, when it started, the pid namespace it was numbered in and the
// node it runs on (rt47k #1, #2, pid reuse: the pid alone names another
// process after a reuse, or one of another namespace).
type AskerProc struct {
	Pid   int
	Start uint64
	NS    uint64
	Node  string
}

// AskerOf reads ask a's waiting process from the ask and its recorded
// evaluation (Start and NS are 0 when the evaluation does not say, or
// the ask was read without it, as [Changes] gives asks: its Askers say).
func AskerOf(a store.Ask) AskerProc { return askerOfRecord(a) }

// askerOfRecord reads what names a's waiting process from its recorded
// evaluation, decoding those fields alone.
func askerOfRecord(a store.Ask) AskerProc {
	r := AskerProc{Pid: a.Pid, Node: a.Node}
	if len(a.Verdict) == 0 {
		return r
	}
	var ev struct {
		Pid      int    `json:"pid"`
		PidStart uint64 `json:"pid_start"`
		PidNS    uint64 `json:"pid_ns"`
	}
	if err := json.Unmarshal(a.Verdict, &ev); err == nil && ev.Pid == a.Pid {
		r.Start, r.NS = ev.PidStart, ev.PidNS
	}
	return r
}

// PidNamespace is the pid namespace this process runs in (the inode of
// /proc/self/ns/pid), 0 where it cannot be read.
func PidNamespace() uint64 { return pidNamespace() }

// Status tells r's state as seen from a process on node whose pid
// namespace is ns (see [PidNamespace]): the rules the queue decides by
// (an ask whose asker is gone is withdrawn, not approved).
func (r AskerProc) Status(node string, ns uint64) AskerStatus {
	if r.Node != node || r.Pid <= 0 {
		return AskerUnknown
	}
	if r.NS != 0 && r.NS != ns {
		return AskerUnknown // numbered elsewhere: this process cannot tell
	}
	return processStatus(r.Pid, r.Start)
}

// askerStatus is [AskerProc.Status] of pending ask a's waiting process, seen
// from this service.
func (s *Service) askerStatus(a store.Ask) AskerStatus {
	return s.askerStatusIn(nil, a)
}

// askerStatusIn is askerStatus, each process told once in the pass seen
// belongs to (nil: no pass).
func (s *Service) askerStatusIn(seen *AskerStatuses, a store.Ask) AskerStatus {
	if a.Node != s.node || a.Pid <= 0 {
		return AskerUnknown
	}
	if seen == nil {
		return AskerOf(a).Status(s.node, s.pidNS)
	}
	return seen.Of(AskerOf(a))
}

// askerNote is what a decision on pending ask a records of its asker
// (store.Decision.Asker): "stopped (process 812)" when the asker, on
// this node, is stopped, else "".
func (s *Service) askerNote(a store.Ask) string {
	if s.askerStatus(a) != AskerStopped {
		return ""
	}
	return fmt.Sprintf("stopped (process %d)", a.Pid)
}

// AskerWhenDecided words a decision's note of its asker (see
// store.Decision.Asker) for people: "its agent was stopped (process
// 812) when decided: the answer reaches it only if it is continued".
func AskerWhenDecided(note string) string {
	if strings.HasPrefix(note, "stopped") {
		return "its agent was " + note + " when decided: the answer reaches it only if it is continued"
	}
	return "its agent was " + note + " when decided"
}
