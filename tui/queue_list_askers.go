package tui

import "ozdesk.dev/ozdesk/queue"

// The asks' harnesses (gone, stopped) and waiting processes.

// SetGone marks the asks whose harness is gone, and those whose harness
// is stopped.
func (q *queueList) SetGone(gone, stopped map[string]bool) { q.gone, q.stopped = gone, stopped }

// askerSeen is what the desk last saw of ask id's waiting process.
func (q *queueList) askerSeen(id string) queue.AskerStatus {
	switch {
	case q.gone[id]:
		return queue.AskerGone
	case q.stopped[id]:
		return queue.AskerStopped
	}
	return queue.AskerUnknown
}

// SetAskers records the waiting processes of asks as the queue named
// them (queue.Changes.Askers), and forgets those of asks no longer listed.
func (q *queueList) SetAskers(procs map[string]queue.AskerProc) {
	if q.procs == nil {
		q.procs = map[string]queue.AskerProc{}
	}
	for id, p := range procs {
		q.procs[id] = p
	}
	for id := range q.procs {
		if q.index(id) < 0 {
			delete(q.procs, id)
		}
	}
}

// procRefs lists what telling whose harness is gone needs: each ask's
// waiting process as the queue named it, or its pid and node alone when
// the queue did not.
func (q *queueList) procRefs() []procRef {
	refs := make([]procRef, 0, len(q.all))
	for i := range q.all {
		a := &q.all[i]
		if a.Pid <= 0 {
			continue
		}
		p, ok := q.procs[a.ID]
		if !ok || p.Pid != a.Pid {
			p = queue.AskerProc{Pid: a.Pid, Node: a.Node}
		}
		refs = append(refs, procRef{id: a.ID, proc: p})
	}
	return refs
}
