package broker

import (
	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/queue"
)

// encodeRequest is askwire.Encode: json.Marshal(req) written field by
// field, without reflection (TestEncodeRequest).
func encodeRequest(req queue.Request) ([]byte, error) { return askwire.Encode(req) }
