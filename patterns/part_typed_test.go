package patterns

import "testing"

func TestReadsTypedProgram(t *testing.T) {
	tests := []struct {
		command string
		want    bool
	}{
		{"bash", true},
		{"bash -i", true},
		{"bash -l", true},
		{"sh -s", true},
		{"zsh", true},
		{"python3", true},
		{"python3 -i", true},
		{"node", true},
		{"env bash", true},
		{"exec bash", true},
		{"sudo bash", true},
		{"cd /tmp && bash", true},
		{"bash -c 'bash'", true},
		{"bash -c ls", false},
		{"bash x.sh", false},
		{"echo ls | bash", false},
		{"bash < x.sh", false},
		{"bash <<< ls", false},
		{"python3 x.py", false},
		{"python3 -c 'print(1)'", false},
		{"ls", false},
		{"cat", false},
		{"git status", false},
	}
	for _, tt := range tests {
		c := Read(tt.command)
		got := false
		for i := range c.Parts {
			got = got || c.Parts[i].ReadsTypedProgram()
		}
		if got != tt.want {
			t.Errorf("%q: reads a typed program %v, want %v", tt.command, got, tt.want)
		}
	}
}
