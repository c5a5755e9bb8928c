package acpproxy

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	acp "github.com/coder/acp-go-sdk"
)

// permissionRequest is what the proxy reads of the agent's
// session/request_permission.
type permissionRequest struct {
	session string
	// kind and title are the tool call's.
	kind, title string
	// command is the shell call's command: its rawInput's "command"
	// when it has one (Claude Code's adapter: the title is the command
	// in backquotes; a list of words is quoted for bash), else its title
	// (Gemini CLI puts the command there and nowhere else).
	command string
	// hasRawCommand: the command came from rawInput, which names a
	// command whatever kind the agent gave the tool call.
	hasRawCommand bool
	// rawErr says why its rawInput, in a shape that may name a command,
	// cannot be read: a shell call with it is refused.
	rawErr error
	// toolCall is the tool call's id.
	toolCall string
	// dir is where the agent says the command runs ("" when it does
	// not say: the session's cwd): Gemini CLI begins the tool call's
	// content with "[in DIR]" (relative to the session's cwd) when the
	// model names a directory (see [contentDir]).
	dir string
	// paths are the files the tool call says it writes (see
	// [editPaths]): an edit is judged by them.
	paths   []string
	options []permissionOption
	// params are the request's members as they came, for forwarding it
	// with fewer options.
	params map[string]json.RawMessage
}

// permissionOption is one of the options the agent offers.
type permissionOption struct {
	id, name string
	kind     acp.PermissionOptionKind
	raw      json.RawMessage
}

// readPermission reads a session/request_permission's params. The
// options' ids must be unique: an answer must name one option only.
func readPermission(params json.RawMessage) (*permissionRequest, error) {
	p, err := members(params, "the permission request's params")
	if err != nil {
		return nil, err
	}
	req := &permissionRequest{params: p}
	if req.session, err = needString(p, "sessionId", "the permission request"); err != nil {
		return nil, err
	}
	tc, err := members(p["toolCall"], "the permission request's toolCall")
	if err != nil {
		return nil, err
	}
	if req.kind, _, err = stringField(tc, "kind", "the toolCall"); err != nil {
		return nil, err
	}
	if req.toolCall, _, err = stringField(tc, "toolCallId", "the toolCall"); err != nil {
		return nil, err
	}

	if req.title, _, err = stringField(tc, "title", "the toolCall"); err != nil {
		return nil, err
	}
	if req.paths, err = editPaths(tc); err != nil {
		return nil, err
	}
	raw := readRawInput(tc["rawInput"])
	if raw.err != nil && !raw.shellOnly {
		return nil, raw.err
	}
	req.rawErr = raw.err
	req.command, req.hasRawCommand = raw.command, raw.command != ""
	if req.command == "" {
		req.command = req.title
	}
	if req.dir, err = contentDir(tc["content"]); err != nil {
		return nil, err
	}
	if raw.dir != "" {
		if req.dir != "" && req.dir != raw.dir {
			return nil, fmt.Errorf("the tool call's content and rawInput name two directories (%s, %s)", quote(req.dir), quote(raw.dir))
		}
		req.dir = raw.dir
	}
	items, err := arrayField(p, "options", "the permission request")
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for i, raw := range items {
		what := fmt.Sprintf("option %d", i)
		o, err := members(raw, what)
		if err != nil {
			return nil, err
		}
		id, err := needString(o, "optionId", what)
		if err != nil {
			return nil, err
		}
		kind, err := needString(o, "kind", what)
		if err != nil {
			return nil, err
		}
		name, _, err := stringField(o, "name", what)
		if err != nil {
			return nil, err
		}
		if seen[id] {
			return nil, fmt.Errorf("the permission request offers the optionId %q twice", id)
		}
		seen[id] = true
		req.options = append(req.options, permissionOption{id: id, name: name, kind: acp.PermissionOptionKind(kind), raw: raw})
	}
	return req, nil
}

// option returns the id of the one option that is honestly of kind (see
// [permissionOption.honest]); none when there is none, or more than one
// (which the proxy cannot tell apart, so it picks neither).
func (r *permissionRequest) option(kind acp.PermissionOptionKind) (string, bool) {
	if r == nil {
		return "", false
	}
	id, n := "", 0
	for _, o := range r.options {
		if o.honest() == kind {
			id, n = o.id, n+1
		}
	}
	return id, n == 1
}

// shown are the options the editor may see: allow-once and the rejects,
// honestly so. An allow-always option (or one of a kind ozdesk does not
// know, which may be one, or one whose id or name says otherwise than its
// kind) never reaches the editor: after it the agent stops asking.
func (r *permissionRequest) shown() []permissionOption {
	var out []permissionOption
	for _, o := range r.options {
		if o.honest() != "" {
			out = append(out, o)
		}
	}
	return out
}

// forwardParams are the request's params with only the shown options.
func (r *permissionRequest) forwardParams(shown []permissionOption) (json.RawMessage, error) {
	raws := make([]json.RawMessage, 0, len(shown))
	for _, o := range shown {
		raws = append(raws, o.raw)
	}
	p := make(map[string]json.RawMessage, len(r.params))
	for k, v := range r.params {
		p[k] = v
	}
	opts, err := json.Marshal(raws)
	if err != nil {
		return nil, fmt.Errorf("encode the options: %w", err)
	}
	p["options"] = opts
	return json.Marshal(p)
}

// selected is the answer that picks option id.
func selected(id string) acp.RequestPermissionResponse {
	return acp.RequestPermissionResponse{Outcome: acp.NewRequestPermissionOutcomeSelected(acp.PermissionOptionId(id))}
}

// rejected is the answer that blocks a tool call: the agent's reject-once
// option, else its "cancelled" outcome (which blocks too, and needs no
// option). Never reject-always: that would refuse later calls nobody
// judged.
func rejected(r *permissionRequest) acp.RequestPermissionResponse {
	if id, ok := r.option(acp.PermissionOptionKindRejectOnce); ok {
		return selected(id)
	}
	return cancelled()
}

// cancelled is the "cancelled" outcome.
func cancelled() acp.RequestPermissionResponse {
	return acp.RequestPermissionResponse{Outcome: acp.NewRequestPermissionOutcomeCancelled()}
}

// checkEditorAnswer checks the editor's answer to a permission request
// the proxy forwarded with the options in shown: "cancelled", or one of
// those options. Anything else (an option the editor was not shown, an
// allow-always the agent never offered through the proxy) is an error.
// allow says whether the answer lets the tool call run (an allow-once
// option).
func checkEditorAnswer(result json.RawMessage, shown []permissionOption) (allow bool, err error) {
	r, err := members(result, "the editor's answer")
	if err != nil {
		return false, err
	}
	o, err := members(r["outcome"], "the editor's answer's outcome")
	if err != nil {
		return false, err
	}
	outcome, err := needString(o, "outcome", "the editor's outcome")
	if err != nil {
		return false, err
	}
	switch outcome {
	case "cancelled":
		return false, nil
	case "selected":
		id, err := needString(o, "optionId", "the editor's outcome")
		if err != nil {
			return false, err
		}
		for _, s := range shown {
			if s.id == id {
				return s.honest() == acp.PermissionOptionKindAllowOnce, nil
			}
		}
		return false, fmt.Errorf("the editor chose the option %q, which it was not offered", id)
	}
	return false, errors.New("the editor's outcome is neither selected nor cancelled")
}

// contentDir reads where the command runs from the start of a tool
// call's first content block, in Gemini CLI's words: "[in DIR]" (the
// model's dir_path, relative to the session's cwd), then nothing or
// " (description)". "" (the session's cwd) when it says no such thing,
// and for "[current working directory DIR]": Gemini CLI 0.61.0 names
// there its own process's cwd, while it runs the command in the
// session's (TestACPGeminiSessionCwd), so that DIR is not where the
// command runs. An error when the words could end in more than one
// place (a DIR holding "] (").
func contentDir(content json.RawMessage) (string, error) {
	if content == nil || string(content) == "null" {
		return "", nil
	}
	var blocks []struct {
		Content struct {
			Type string `json:"type"`
			Text string `json:"text"`
		} `json:"content"`
	}
	if json.Unmarshal(content, &blocks) != nil || len(blocks) == 0 || blocks[0].Content.Type != "text" {
		return "", nil
	}
	text := blocks[0].Content.Text
	rest, ok := strings.CutPrefix(text, "[in ")
	if !ok {
		return "", nil
	}
	end := -1
	for i := 0; i < len(rest); i++ {
		if rest[i] == ']' && (i == len(rest)-1 || strings.HasPrefix(rest[i+1:], " (")) {
			if end >= 0 {
				return "", errors.New("the tool call's content names its directory ambiguously")
			}
			end = i
		}
	}
	if end <= 0 {
		return "", errors.New("the tool call's content names no directory it can be read from")
	}
	return rest[:end], nil
}
