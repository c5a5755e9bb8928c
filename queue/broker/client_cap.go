package broker

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// evaluateOverhead bounds what an evaluate request adds around its
// parameters: the method's name and the JSON around them.
const evaluateOverhead = len(`{"method":"evaluate","params":}`) + 1

// overCap is the answer to a request the broker would refuse for its size
// ([MaxRequestBytes]): refused here, before anything is sent, saying so,
// rather than as a broker that could not be reached. nil when req fits.
// Only a command long enough to come near the cap is encoded to find out.
func overCap(req queue.Request) *queue.Answer {
	if len(req.Command) < MaxRequestBytes/8 {
		return nil
	}
	raw, err := json.Marshal(req)
	if err == nil && len(raw)+evaluateOverhead <= MaxRequestBytes {
		return nil
	}
	limit := fmt.Sprintf("the command is %d bytes (%d as sent to the broker), over the %d bytes the broker takes in one request, so it is refused without being asked about; put it in a script file and run that file",
		len(req.Command), len(raw)+evaluateOverhead, MaxRequestBytes)
	return &queue.Answer{Outcome: patterns.Refuse, Rule: "ozdesk", Reason: limit, Limit: limit}
}
