package broker

import (
	"context"
	"encoding/json"
	"fmt"
	"net"

	"ozdesk.dev/ozdesk/internal/brokerconn"
)

// StartBroker says how an operator starts the broker.
const StartBroker = brokerconn.StartBroker

// roundTrip sends one request over the socket and reads its answer
// (brokerconn.RoundTrip: the socket believed, the broker's process
// watched, the answer's line read).
func (c *Client) roundTrip(ctx context.Context, method string, b []byte) (Response, error) {
	line, err := brokerconn.RoundTrip(ctx, c.socket, method, b)
	if err != nil {
		return Response{}, err
	}
	var resp Response
	if err := json.Unmarshal(line, &resp); err != nil {
		return Response{}, fmt.Errorf("%w: %s: the answer is not JSON: %v", ErrProtocol, method, err)
	}
	return resp, nil
}

// Peer is the account and process at the other end of a connection, as
// the kernel recorded them when it connected.
type Peer = brokerconn.Peer

// peerOf reads the peer's credentials of a Unix socket connection.
func peerOf(c *net.UnixConn) (Peer, error) { return brokerconn.PeerOf(c) }

// dialBroker connects to the broker's socket (see brokerconn.Dial).
func dialBroker(ctx context.Context, socket string) (net.Conn, error) {
	return brokerconn.Dial(ctx, socket)
}

// notRunning is the error of a dial to socket that failed with err.
func notRunning(socket string, err error) error { return brokerconn.NotRunning(socket, err) }

// socketOwner is the one account (with root) a client believes at path
// (see brokerconn.SocketOwner).
func socketOwner(path string) (uint32, error) { return brokerconn.SocketOwner(path) }
