package broker

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
