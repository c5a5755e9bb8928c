package harness

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestOpencodePlugin: the settings are written between the markers as one
// JSON object, whatever the path or the agent's name holds, and bad ones
// are refused.
func TestOpencodePlugin(t *testing.T) {
	tests := []struct {
		name    string
		cfg     OpencodeConfig
		errHas  string
		literal string // the settings literal the source holds
	}{
		{name: "plain", cfg: OpencodeConfig{Ozdesk: "/usr/bin/ozdesk", Agent: "opencode", Wait: 14 * time.Minute},
			literal: `{"ozdesk":"/usr/bin/ozdesk","agent":"opencode","waitSeconds":840}`},
		{name: "quotes and line separators", cfg: OpencodeConfig{Ozdesk: "/opt/o\"z/\u2028ozdesk", Agent: "a*/b\u2029", Wait: time.Second},
			literal: `{"ozdesk":"/opt/o\"z/\u2028ozdesk","agent":"a*/b\u2029","waitSeconds":1}`},
		{name: "a relative ozdesk", cfg: OpencodeConfig{Ozdesk: "ozdesk", Agent: "a", Wait: time.Minute}, errHas: "absolute path"},
		{name: "no agent", cfg: OpencodeConfig{Ozdesk: "/o", Wait: time.Minute}, errHas: "agent"},
		{name: "no wait", cfg: OpencodeConfig{Ozdesk: "/o", Agent: "a"}, errHas: "whole seconds"},
		{name: "part of a second", cfg: OpencodeConfig{Ozdesk: "/o", Agent: "a", Wait: 1500 * time.Millisecond}, errHas: "whole seconds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := OpencodePlugin(tt.cfg)
			if tt.errHas != "" {
				if err == nil || !strings.Contains(err.Error(), tt.errHas) {
					t.Fatalf("err %v; want one holding %q", err, tt.errHas)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			start := bytes.Index(src, opencodeSettingsStart) + len(opencodeSettingsStart)
			end := bytes.Index(src, opencodeSettingsEnd)
			got := strings.TrimSpace(string(src[start:end]))
			if got != tt.literal || !json.Valid([]byte(got)) {
				t.Errorf("settings %s; want %s", got, tt.literal)
			}
			if strings.ContainsAny(got, "\u2028\u2029\n") {
				t.Errorf("the literal holds a line terminator: %q", got)
			}
			if !bytes.Equal(src[:start], opencodePlugin[:bytes.Index(opencodePlugin, opencodeSettingsStart)+len(opencodeSettingsStart)]) ||
				!bytes.HasSuffix(src, opencodePlugin[bytes.Index(opencodePlugin, opencodeSettingsEnd):]) {
				t.Error("the plugin around the settings changed")
			}
		})
	}
}
