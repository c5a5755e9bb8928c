package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/brokerconf"
	"ozdesk.dev/ozdesk/internal/brokerconn"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/jsonobj"
	"ozdesk.dev/ozdesk/internal/jsonstr"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// Bounds a call keeps to (queue/broker's DefaultEvaluateTimeout and
// MaxAgentRequestBytes, with the room its evaluateOverhead leaves).
const (
	defaultEvaluateTimeout = 10 * time.Second
	maxRequestBytes        = 512<<10 - 1<<10
	// expireWithin bounds the call that tells the broker a wait ended at
	// its deadline.
	expireWithin = 2 * time.Second
)

// ask sends req to the broker the configuration names, waits for the
// desk when the broker asks (until ctx is done: the deadline, or a
// signal), and says Claude Code's answer. Everything but an allow the
// broker gave is a deny.
func ask(ctx context.Context, cfg *brokerconf.Client, req askwire.Request, stopped func() bool) hookcall.Reply {
	socket := cfg.Socket
	if socket == "" {
		socket = brokerconf.DefaultSocketPath
	}
	within := cfg.EvaluateTimeout
	if within <= 0 {
		within = defaultEvaluateTimeout
	}
	if dl, ok := ctx.Deadline(); ok {
		// The ask expires a moment before the hook's own deadline, so
		// that its expiry is recorded and answered in time.
		req.Wait = time.Until(dl) - time.Until(dl)/20
		req.Until = dl.Add(-time.Until(dl) / 20)
	}
	params, err := askwire.Encode(req)
	if err == nil && len(params) > maxRequestBytes {
		err = fmt.Errorf("the request is %d bytes, over the %d bytes the broker takes from an agent (this build sends no clipped command)", len(params), maxRequestBytes)
	}
	if err != nil {
		return deny("ozdesk: " + safetext.Escape(err.Error()) + "; the command is refused")
	}
	params = append(params[:len(params)-1], `,"within":`+strconv.FormatInt(int64(within), 10)+`}`...)
	ectx, cancel := context.WithTimeout(ctx, within)
	raw, err := call(ectx, socket, "evaluate", params)
	cancel()
	var ans *askwire.Answer
	if err == nil {
		ans, err = askwire.ReadAnswer("evaluate", raw, "")
	}
	switch {
	case stopped():
		return hookcall.Reply{Block: true, Reason: "ozdesk: the hook was stopped; the command is refused"}
	case err != nil:
		return deny("ozdesk: refuse: the broker did not answer (" + safetext.Escape(err.Error()) + "); the command must not run")
	case ans.Outcome == askwire.Allow:
		return hookcall.Reply{Decision: hookcall.ClaudeAllow, Reason: "ozdesk: " + say(ans)}
	case ans.Outcome == askwire.Refuse || ans.Ask == nil:
		return deny("ozdesk: " + say(ans))
	}
	return wait(ctx, socket, ans, stopped)
}

// wait waits on the ask the broker queued until it ends or ctx is done:
// at the deadline the broker is told the wait ended (expire); on a signal
// the connection closes, and the broker withdraws the ask.
func wait(ctx context.Context, socket string, ans *askwire.Answer, stopped func() bool) hookcall.Reply {
	id := ans.AskID
	params := append(jsonstr.Append([]byte(`{"id":`), id, true), '}')
	// The wait's own context ends with ctx, but at ctx's deadline the
	// broker is first told that the wait ended (expire), so the ask is
	// recorded expired, not withdrawn as a closed connection would have
	// it (rt45k #3, as queue/broker's waitContext).
	wctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, func() {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			ectx, cancelExpire := context.WithTimeout(context.Background(), expireWithin)
			_, _ = call(ectx, socket, "expire", params)
			cancelExpire()
		}
		cancel()
	})
	raw, err := call(wctx, socket, "wait", params)
	stop()
	cancel()
	var end *askwire.Answer
	if err == nil {
		end, err = askwire.ReadAnswer("wait", raw, id)
	}
	short := safetext.Escape(shortID(id))
	switch {
	case stopped():
		return hookcall.Reply{Block: true, Reason: "ozdesk: the hook was stopped while waiting for the desk; ask " + short + " is withdrawn and the command is refused"}
	case ctx.Err() != nil:
		return deny("ozdesk: refuse: nobody decided ask " + short + " in time (it expired); the command must not run")
	case err != nil:
		return deny("ozdesk: refuse: the wait for ask " + short + " failed (" + safetext.Escape(err.Error()) + "); the command must not run")
	case end.Outcome == askwire.Allow:
		return hookcall.Reply{Decision: hookcall.ClaudeAllow, Reason: "ozdesk: allow: ask " + short + " was approved at the desk (" + say(end) + ")"}
	}
	return deny("ozdesk: refuse: ask " + short + " ended " + safetext.Escape(end.AskState) + " (" + say(end) + "); the command must not run")
}

// call sends one request and returns its result: a response's error, or
// a response with no result, is an error.
func call(ctx context.Context, socket, method string, params []byte) ([]byte, error) {
	line := make([]byte, 0, len(params)+40)
	line = append(append(append(line, `{"method":"`...), method...), `","params":`...)
	line = append(append(line, params...), '}')
	b, err := brokerconn.RoundTrip(ctx, socket, method, line)
	if err != nil {
		return nil, err
	}
	return readResponse(method, b)
}

// readResponse reads a response line: its result, or its error as one.
// Keys match as encoding/json matched them into a struct (exactly, else
// in another case; the last of a key twice wins), without its
// reflection.
func readResponse(method string, b []byte) ([]byte, error) {
	var result, errRaw []byte
	err := jsonobj.Members(b, func(k string, v []byte) error {
		switch {
		case k == "result" || k != "error" && strings.EqualFold(k, "result"):
			result = v
		case k == "error" || strings.EqualFold(k, "error"):
			errRaw = v
		}
		return nil
	})
	if err == nil && errRaw != nil && !jsonobj.IsNull(errRaw) {
		var code, message string
		err = jsonobj.Members(errRaw, func(k string, v []byte) error {
			switch {
			case k == "code" || k != "message" && strings.EqualFold(k, "code"):
				return readString(v, &code)
			case k == "message" || strings.EqualFold(k, "message"):
				return readString(v, &message)
			}
			return nil
		})
		if err == nil {
			return nil, fmt.Errorf("%s: the broker refused the call (%s): %s", method, code, message)
		}
	}
	switch {
	case err != nil:
		return nil, fmt.Errorf("%w: %s: the answer is not JSON: %v", askwire.ErrProtocol, method, err)
	case method != "expire" && len(result) == 0:
		return nil, fmt.Errorf("%w: %s: the answer has no result", askwire.ErrProtocol, method)
	}
	return result, nil
}

// readString sets *dst to the JSON string raw; null leaves it as it was,
// and any other value is an error.
func readString(raw []byte, dst *string) error {
	if jsonobj.IsNull(raw) {
		return nil
	}
	s, ok := jsonobj.String(raw)
	if !ok {
		return errors.New("a string is not a string")
	}
	*dst = s
	return nil
}

// say is the answer's outcome and why, escaped.
func say(a *askwire.Answer) string {
	s := a.Outcome.String() + ": "
	switch {
	case a.Rule == "" && a.Outcome == askwire.Allow:
		s += "no rule matched; the fallback allows"
	case a.Rule == "" && a.Outcome == askwire.Ask:
		s += "no rule matched; the fallback asks"
	case a.Rule == "":
		s += "no rule matched"
	case a.Reason == "":
		s += "rule " + safetext.Escape(a.Rule)
	default:
		s += "rule " + safetext.Escape(a.Rule) + ": " + safetext.Escape(a.Reason)
	}
	if a.Unavailable != "" {
		s += " (" + safetext.Escape(a.Unavailable) + ")"
	}
	return s
}

// shortID is an ask's ID as the desk shows it, without its leading
// zeros (queue.ShortID).
func shortID(id string) string {
	if s := strings.TrimLeft(id, "0"); s != "" {
		return s
	}
	return id
}
