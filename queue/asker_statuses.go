package queue

// AskerStatuses tells the waiting processes of many asks in one pass (a
// sweep, the desk's look at the askers it lists), each process once: the
// asks of one asker, or the copies of one record, share a process, and
// looking at it again for each of 10,000 asks was most of a pass. A pass
// is short; statuses are not kept past it (make a new AskerStatuses for
// each pass).
type AskerStatuses struct {
	node string
	ns   uint64
	seen map[AskerProc]AskerStatus
}

// NewAskerStatuses starts a pass of [AskerProc.Status] as seen from a
// process on node whose pid namespace is ns.
func NewAskerStatuses(node string, ns uint64) *AskerStatuses {
	return &AskerStatuses{node: node, ns: ns, seen: map[AskerProc]AskerStatus{}}
}

// Of is r.Status(node, ns), told once per process in this pass.
func (c *AskerStatuses) Of(r AskerProc) AskerStatus {
	if st, ok := c.seen[r]; ok {
		return st
	}
	st := r.Status(c.node, c.ns)
	c.seen[r] = st
	return st
}
