package broker

import (
	"context"

	"ozdesk.dev/ozdesk/queue"
)

// localCaller answers a [Client]'s calls in the broker's own process, as
// one identity.
type localCaller struct {
	srv *Server
	id  Identity
}

// LocalClient returns the queue API as id, in this process: every call
// goes through the same method table, role checks and name binding as a
// call over the socket (the result and errors even pass through their
// wire form), only without a socket. It is how a host that authenticates
// operators itself, the SSH desk by their keys, gives each session a
// queue that acts as that operator and no one else.
func (s *Server) LocalClient(id Identity) *Client {
	return &Client{local: &localCaller{srv: s, id: id}}
}

// RecordSession writes the login or logout ([store.KindLogin],
// [store.KindLogout]) of an operator's session, under its name, with its
// key's fingerprint and where it came from, to the audit trail.
func (s *Server) RecordSession(kind string, id Identity, ev queue.SessionEvent) error {
	if err := s.checkStore(); err != nil {
		return err
	}
	ev.Key, ev.Role = id.Key, id.Role.String()
	return s.svc.RecordSession(kind, id.Name, ev)
}

// WaitChange blocks until the store's audit head moves past afterSeq, or
// ctx is done: the one watch of the store that a host serving many desks
// shares between them (see [queue.Feed]).
func (s *Server) WaitChange(ctx context.Context, afterSeq uint64) (uint64, error) {
	if err := s.checkStore(); err != nil {
		return afterSeq, err
	}
	return s.svc.WaitChange(ctx, afterSeq)
}
