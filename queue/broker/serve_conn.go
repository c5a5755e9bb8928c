package broker

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"
)

// serveConn answers one request on c and closes it.
func (s *Server) serveConn(ctx context.Context, c *net.UnixConn) {
	defer c.Close()
	ctx = context.WithValue(ctx, arrivedKey{}, time.Now())
	peer, err := peerOf(c)
	if err != nil {
		s.flood.Log(slog.LevelWarn, "connections refused unidentified", "the socket", "refuse a connection", "err", err)
		return
	}
	id := s.ops.Identify(peer)
	from := fmt.Sprintf("uid %d", id.UID)
	release, err := s.admit(ctx, id)
	if err != nil {
		s.flood.Log(slog.LevelInfo, "refused connections", from, "refused a connection", "who", id.Name, "uid", id.UID, "err", err)
		s.reply(c, nil, err)
		return
	}
	defer release()
	endWork, err := s.startWork(ctx, id)
	if err != nil {
		s.flood.Log(slog.LevelInfo, "refused requests", from, "refused a request", "who", id.Name, "uid", id.UID, "err", err)
		s.reply(c, nil, err)
		return
	}
	defer endWork()
	// An agent's request is capped lower than an operator's: read past
	// its cap, it is refused before it is decoded.
	limit := MaxAgentRequestBytes
	if id.Operator() {
		limit = MaxRequestBytes
	}
	_ = c.SetReadDeadline(time.Now().Add(s.timeout))
	br := bufio.NewReaderSize(io.LimitReader(c, int64(limit)+1), 64<<10)
	line, err := br.ReadBytes('\n')
	var req Request
	switch {
	case len(line) > limit:
		s.reply(c, nil, fmt.Errorf("%w: the request is over %d bytes, as many as the broker takes from %s in one request (%d KiB): "+
			"it is refused unread, and its command is denied. An ozdesk older than the broker sends a long command whole: "+
			"update the ozdesk the hooks run, which sends only a long command's head and tail", ErrProtocol, limit, article(id.Role), limit>>10))
		// The rest of the request is read and dropped, so that a client
		// that writes it whole before it reads (an older ozdesk) gets
		// the answer rather than a broken pipe.
		drainLine(c, overDrainBytes)
		return
	case err != nil:
		s.log.Debug("read a request", "uid", peer.UID, "err", err)
		return
	}
	if err := decodeRequest(line, &req); err != nil {
		s.reply(c, nil, err)
		return
	}
	line = nil // the request is decoded: its bytes need not outlive the call
	_ = c.SetReadDeadline(time.Time{})
	// An evaluation is the account's work until it is answered; any
	// other call (a wait, above all) gives its place back now.
	if req.Method != "evaluate" {
		endWork()
	}
	// The client sends nothing after its request: a read that ends means
	// it closed the connection, and a wait is then withdrawn.
	cctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		var b [1]byte
		_, _ = c.Read(b[:])
		cancel(errClientLeft)
	}()
	resp := s.answer(cctx, id, req)
	_ = c.SetWriteDeadline(time.Now().Add(RequestTimeout))
	b, _ := json.Marshal(resp)
	_, _ = c.Write(append(b, '\n'))
}

// errClientLeft is the cause of a request's context when its client
// closed the connection before the answer.
var errClientLeft = errors.New("the client closed its connection")

// overDrainBytes is the most of a request over its cap the broker reads
// and drops after refusing it, within the time a request may take.
const overDrainBytes = 16 << 20

// drainLine reads and drops what r sends up to the end of its line, at
// most max bytes (or until the read deadline, or an error).
func drainLine(r io.Reader, max int64) {
	buf := make([]byte, 32<<10)
	lr := io.LimitReader(r, max)
	for {
		n, err := lr.Read(buf)
		if bytes.IndexByte(buf[:n], '\n') >= 0 || err != nil {
			return
		}
	}
}

// decodeRequest reads one request line strictly: one JSON object of the
// fields of [Request], nothing after it.
func decodeRequest(line []byte, req *Request) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req); err != nil {
		return fmt.Errorf("%w: the request is not JSON of a request: %v", ErrProtocol, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%w: the request is not JSON of a request: more follows the object", ErrProtocol)
	}
	return nil
}

// reply writes one response.
func (s *Server) reply(c net.Conn, res any, err error) {
	_ = c.SetWriteDeadline(time.Now().Add(s.timeout))
	b, _ := json.Marshal(response(res, err))
	_, _ = c.Write(append(b, '\n'))
}

// response puts a result, or an error, in wire form.
func response(res any, err error) Response {
	var resp Response
	if err != nil {
		resp.Error = toWire(err)
	} else if res != nil {
		b, merr := json.Marshal(res)
		if merr != nil {
			resp.Error = toWire(fmt.Errorf("encode the result: %w", merr))
		} else {
			resp.Result = b
		}
	}
	return resp
}
