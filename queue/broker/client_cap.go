package broker

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// evaluateOverhead bounds what an evaluate request adds around its
// parameters: the method's name, the client's bound on the answer
// ([evaluateParams]) and the JSON around them.
const evaluateOverhead = len(`{"method":"evaluate","params":,"within":9223372036854775807}`) + 1

// forBroker is req as it is sent to the broker: a command longer than the
// reader reads is never read, so only its head, tail, length and SHA-256
// are sent ([patterns.ClipCommand]), and its ask reaches the desk as
// unreadable, saying how long it was. ans is the answer instead, when
// even then the request is over what the broker takes from an agent
// ([MaxAgentRequestBytes]; the other fields are that long): refused here,
// before anything is sent, saying so, rather than as a broker that could
// not be reached. raw is req as encoded, which the client then sends
// ([evaluateCall]) rather than encoding it a second time.
func forBroker(req queue.Request) (out queue.Request, raw []byte, ans *queue.Answer) {
	req.Command = patterns.ClipCommand(req.Command)
	raw, err := encodeRequest(req)
	if err == nil && len(raw)+evaluateOverhead <= MaxAgentRequestBytes {
		return req, raw, nil
	}
	limit := fmt.Sprintf("the request is %d bytes as sent to the broker, over the %d bytes the broker takes in one request from an agent, so it is refused without being asked about: its working directory, agent, job or session is that long",
		len(raw)+evaluateOverhead, MaxAgentRequestBytes)
	return req, nil, &queue.Answer{Outcome: patterns.Refuse, Rule: "ozdesk", Reason: limit, Limit: limit}
}
