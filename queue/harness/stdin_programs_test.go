package harness

import "testing"

// TestStdinProgramsReadsOnce: StdinPrograms, which reads the command once,
// answers as TypedProgram and FileStreamProgram do, each reading it.
func TestStdinProgramsReadsOnce(t *testing.T) {
	for _, command := range []string{
		"git status && ls -la src | head -n 20",
		"bash",
		"python3 -",
		"sftp-server",
		"scp -t /tmp/x",
		"tar -x -C /srv && bash -s",
		"bash -s; rsync --server -e.LsfxC . /srv",
		"echo hi | bash",
		"node",
		"cat <<'EOF' | sh\nls\nEOF",
		"",
		"'unclosed",
	} {
		typed, stream := StdinPrograms(command)
		if want := TypedProgram(command); typed != want {
			t.Errorf("StdinPrograms(%q) typed = %q, TypedProgram %q", command, typed, want)
		}
		if want := FileStreamProgram(command); stream != want {
			t.Errorf("StdinPrograms(%q) stream = %q, FileStreamProgram %q", command, stream, want)
		}
	}
	if typed, stream := StdinPrograms("tar -x -C /srv && bash -s"); typed == "" || stream == "" {
		t.Errorf("a command with both: typed %q, stream %q", typed, stream)
	}
}
