package harness

import (
	"bytes"
	_ "embed" // the opencode plugin
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"time"
)

// opencode runs plugins in its own process, not hook commands: a plugin's
// "tool.execute.before" handler sees every tool call (input.tool "bash",
// output.args.command and .workdir) and blocks it by throwing. ozdesk's
// plugin (see cmd/ozdesk/testdata/opencode/PROTOCOL.md) runs `ozdesk ask`
// with the command on standard input, and throws unless it exits 0.

//go:embed opencode_plugin.js
var opencodePlugin []byte

// The plugin's settings sit between these two markers, as a JS object
// literal (JSON).
var (
	opencodeSettingsStart = []byte("/*ozdesk:settings*/")
	opencodeSettingsEnd   = []byte("/*ozdesk:end*/")
)

// DefaultOpencodeWait is how long the plugin's asks wait for the desk
// unless told otherwise. opencode puts no time limit on a plugin, so it
// is the desk's own default.
const DefaultOpencodeWait = 10 * time.Minute

// DefaultOpencodeAgent is the agent the plugin asks as unless told
// otherwise.
const DefaultOpencodeAgent = "opencode"

// OpencodeConfig is what the plugin is told.
type OpencodeConfig struct {
	// Ozdesk is the absolute path of the ozdesk the plugin runs.
	Ozdesk string
	// Agent is the agent the asks come from.
	Agent string
	// Wait is how long an ask waits for the desk, in whole seconds.
	Wait time.Duration
}

// OpencodePlugin returns the plugin's source with cfg written in.
func OpencodePlugin(cfg OpencodeConfig) ([]byte, error) {
	if !filepath.IsAbs(cfg.Ozdesk) {
		return nil, fmt.Errorf("the plugin runs ozdesk by an absolute path, not %q (opencode's PATH is not the operator's shell's)", cfg.Ozdesk)
	}
	if cfg.Agent == "" {
		return nil, errors.New("the plugin needs an agent name")
	}
	secs := int64(cfg.Wait / time.Second)
	if secs <= 0 || cfg.Wait%time.Second != 0 {
		return nil, fmt.Errorf("the plugin's wait must be whole seconds, at least one, not %v", cfg.Wait)
	}
	// encoding/json escapes U+2028 and U+2029, so the literal is valid
	// JavaScript whatever the path or the name holds.
	settings, err := json.Marshal(struct {
		Ozdesk      string `json:"ozdesk"`
		Agent       string `json:"agent"`
		WaitSeconds int64  `json:"waitSeconds"`
	}{cfg.Ozdesk, cfg.Agent, secs})
	if err != nil {
		return nil, fmt.Errorf("write the plugin's settings: %w", err)
	}
	start := bytes.Index(opencodePlugin, opencodeSettingsStart)
	end := bytes.Index(opencodePlugin, opencodeSettingsEnd)
	if start < 0 || end < start {
		return nil, errors.New("the embedded plugin has no settings markers")
	}
	var b bytes.Buffer
	b.Write(opencodePlugin[:start+len(opencodeSettingsStart)])
	b.WriteByte(' ')
	b.Write(settings)
	b.WriteByte(' ')
	b.Write(opencodePlugin[end:])
	return b.Bytes(), nil
}
