package broker

import (
	"slices"
	"strconv"

	"ozdesk.dev/ozdesk/internal/jsonstr"
	"ozdesk.dev/ozdesk/queue"
)

// encodeRequest is json.Marshal(req), written field by field without
// reflection: encoding/json builds a type's field tables and its fields'
// encoders on first use, which in a hook's process cost more than the
// rest of the request. TestEncodeRequest holds the two byte for byte, a
// request with every field set included, so a field added to
// queue.Request and not here fails it.
func encodeRequest(req queue.Request) ([]byte, error) {
	b := make([]byte, 0, 256+len(req.Command))
	str := func(name, v string) {
		b = append(b, name...)
		b = jsonstr.Append(b, v, true)
	}
	str(`{"Command":`, req.Command)
	str(`,"Agent":`, req.Agent)
	str(`,"Job":`, req.Job)
	str(`,"Session":`, req.Session)
	str(`,"Harness":`, req.Harness)
	if req.AgentSays != "" {
		str(`,"AgentSays":`, req.AgentSays)
	}
	str(`,"Cwd":`, req.Cwd)
	str(`,"Home":`, req.Home)
	str(`,"Workdir":`, req.Workdir)
	str(`,"ProjectDir":`, req.ProjectDir)
	b = append(b, `,"Pid":`...)
	b = strconv.AppendInt(b, int64(req.Pid), 10)
	str(`,"Owner":`, req.Owner)
	b = append(b, `,"Wait":`...)
	b = strconv.AppendInt(b, int64(req.Wait), 10)
	if !req.Until.IsZero() {
		until, err := req.Until.MarshalJSON()
		if err != nil {
			return nil, err
		}
		b = append(b, `,"Until":`...)
		b = append(b, until...)
	}
	if req.MustAsk != "" {
		str(`,"MustAsk":`, req.MustAsk)
	}
	if len(req.AskerPaths) > 0 {
		keys := make([]string, 0, len(req.AskerPaths))
		for k := range req.AskerPaths {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b = append(b, `,"AskerPaths":{`...)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = jsonstr.Append(b, k, true)
			b = append(b, ':')
			b = jsonstr.Append(b, req.AskerPaths[k], true)
		}
		b = append(b, '}')
	}
	return append(b, '}'), nil
}
