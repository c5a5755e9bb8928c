// Package brokerconn is the broker's socket as a client sees it: which
// socket it believes (its directory's owner, the peer's credentials),
// the connect that waits out a full queue of connections, and one
// request line sent and one answer line read, with the errors a client
// fails closed on.
//
// It imports nothing of ozdesk's and nothing that direct mode needs (no
// policy, no store, no YAML), so that a client which only talks to a
// broker can link it alone; package queue/broker's [Client] makes every
// call through it, and the server reads its peers' credentials with it.
// TestDeps holds its import graph to that.
package brokerconn
