package acpproxy

import "fmt"

// MaxPending bounds how many of the agent's requests of one session may
// wait at once: judgements running (an ask may wait minutes at the desk)
// and permission requests handed to the editor. Past it, a request is
// refused at once (fail closed), so that an agent that floods permission
// requests fills neither the desk nor the editor: one turn of an agent
// that runs tool calls side by side asks a few at a time.
const MaxPending = 16

// pendingLocked counts session's requests waiting; p.mu is held.
func (p *proxy) pendingLocked(session string) int {
	n := len(p.waits[session])
	for _, req := range p.forwarded {
		if req != nil && req.session == session {
			n++
		}
	}
	return n
}

// flooded reports whether session already has [MaxPending] requests
// waiting, so that the next is refused. The first refusal of a flood is
// told to the editor and logged; the rest are not, until the session's
// requests have all been answered.
func (p *proxy) flooded(session string) bool {
	p.mu.Lock()
	n := p.pendingLocked(session)
	if n < MaxPending {
		if n == 0 {
			delete(p.floodTold, session)
		}
		p.mu.Unlock()
		return false
	}
	told := p.floodTold[session]
	p.floodTold[session] = true
	p.mu.Unlock()
	if !told {
		why := fmt.Sprintf("the agent has %d requests waiting in this session, the most ozdesk lets wait at once; it refuses every further one at once until some are answered", n)
		p.logf("session %s: %s", quote(session), why)
		p.tell(session, "\n\nozdesk: "+why+"\n")
	}
	return true
}
