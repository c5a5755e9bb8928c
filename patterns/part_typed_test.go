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
		// What the defaults read as a shell when fed from a pipe, turned
		// on the caller's input (rt14h findings 1 and 2).
		{"bash /dev/stdin", true},
		{"bash /dev/fd/0", true},
		{"bash /proc/self/fd/0", true},
		{"bash < /dev/tty", true},
		{"bash 0</dev/stdin", true},
		{"bash < $T", true},
		{"python3 -", true},
		{"node -", true},
		{"ruby -", true},
		{"lua -", true},
		{"perl -de0", true},
		{"php -a", true},
		{"awk -f /dev/stdin", true},
		{"make -f -", true},
		{"sudo -s", true},
		{"sudo -i", true},
		{"sudo -u op -s", true},
		{"su", true},
		{"su -", true},
		{"ssh host", true},
		{"ssh -T host", true},
		{"script", true},
		{"expect", true},
		{"psql", true},
		{"xargs sh", true},
		{"busybox sh", true},
		{"command bash", true},
		{"exec -a x bash", true},
		{"docker exec -i c sh", true},
		{"echo x; (bash)", true},
		{"echo $(sh)", true},
		// Their everyday neighbours.
		{"su -c id", false},
		{"sudo ls", false},
		{"sudo -i id", false},
		{"ssh host id", false},
		{"awk -f prog.awk data", false},
		{"make -f Makefile", false},
		{"psql -c 'select 1'", false},
		{"psql < schema.sql", false},
		{"bash < /dev/null", false},
		{"grep x < /dev/tty", false},
		{"cat /dev/stdin", false},
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
