package patterns

import "testing"

// TestReadsStdinCommands: programs that run code or commands taken from
// the caller's input (rt17h F1, F2) read as typed programs, and their
// everyday neighbours do not.
func TestReadsStdinCommands(t *testing.T) {
	tests := []struct {
		command string
		want    bool
	}{
		{"xargs env", true},
		{"xargs -L1 env", true},
		{"xargs nice", true},
		{"xargs timeout 9", true},
		{"xargs nohup", true},
		{"xargs setsid", true},
		{"xargs stdbuf -o0", true},
		{"xargs flock /tmp/l", true},
		{"xargs ionice -c3", true},
		{"xargs chrt -o 0", true},
		{"xargs taskset 1", true},
		{"xargs sudo", true},
		{"xargs fakeroot", true},
		{"xargs -0 -n2 env", true},
		{"xargs -- env", true},
		{"env nice xargs env", true},
		{"sudo xargs -L1 env", true},
		{"xargs -a /dev/stdin env", true},
		{"fakeroot", true},
		{"fakeroot --", true},
		{"fakeroot -u", true},
		{"fakeroot -s state", true},
		{"fakeroot -i state -s state", true},
		{"fakeroot-ng", true},
		{"proot", true},
		{"proot -r /x", true},
		{"proot bash", true},
		{"fakeroot -- bash", true},
		{"lxc-attach -n box", true},
		{"sed -f -", true},
		{"sed -f /dev/stdin /etc/hostname", true},
		{"sed -nf /dev/stdin", true},
		{"sed --file=/dev/stdin", true},
		{"sed --file /dev/fd/0", true},
		{"sed -f /proc/self/fd/0", true},
		{"sed -n -f /dev/fd/0 x", true},
		{"busybox sed -f -", true},
		{"m4", true},
		{"m4 -", true},
		{"pypy3", true},
		// Neighbours.
		{"xargs", false},
		{"xargs echo", false},
		{"xargs rm", false},
		{"xargs -n1 grep x", false},
		{"xargs -a list.txt env", false},
		{"find . -print0 | xargs -0 env", false},
		{"fakeroot make", false},
		{"fakeroot dpkg-buildpackage -b", false},
		{"fakeroot -- debian/rules binary", false},
		{"proot -r /x ls", false},
		{"lxc-attach -n box -- ls", false},
		{"sed -f script.sed x", false},
		{"sed -e s/a/b/ -", false},
		{"sed -i s/f/g/ file", false},
		{"m4 defs.m4", false},
		{"pypy3 x.py", false},
		{"env ls", false},
		{"nice make", false},
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

// TestTakesNamedStream: patches and archives read from the caller's input
// write the files their stream names (rt17h F3), like tar -x; the same
// programs given a file stay out.
func TestTakesNamedStream(t *testing.T) {
	tests := []struct {
		command string
		want    bool
	}{
		{"patch", true},
		{"patch -p0", true},
		{"patch -p 1", true},
		{"patch -i -", true},
		{"patch -p1 -i /dev/stdin", true},
		{"patch --input=/dev/fd/0", true},
		{"patch -p1 src/x.c", true},
		{"busybox patch -p0", true},
		{"toybox patch -p1", true},
		{"git apply", true},
		{"git apply -", true},
		{"git apply --unsafe-paths", true},
		{"git -C repo apply -p1", true},
		{"git am", true},
		{"git am -3", true},
		{"git fast-import", true},
		{"git-apply", true},
		{"pax -r", true},
		{"pax -rv", true},
		{"pax -r -f -", true},
		{"7z x -si", true},
		{"7za x -si -tzip", true},
		{"ar x /dev/stdin", true},
		{"ar -x -", true},
		{"dpkg-deb -x /dev/stdin .", true},
		{"dpkg-deb --extract - out", true},
		{"unzip /dev/stdin", true},
		{"busybox unzip -", true},
		{"busybox tar x", true},
		// Neighbours.
		{"patch -p1 < fix.diff", false},
		{"patch -p1 -i fix.diff", false},
		{"patch -i fix.diff", false},
		{"patch src/x.c fix.diff", false},
		{"git apply fix.diff", false},
		{"git apply --check fix.diff", false},
		{"git am 0001.patch", false},
		{"git am --continue", false},
		{"git am --abort", false},
		{"git status", false},
		{"git log -p", false},
		{"pax -w .", false},
		{"pax -r -f a.pax", false},
		{"7z x a.7z", false},
		{"7z a -si x.7z", false},
		{"ar x lib.a", false},
		{"ar t /dev/stdin", false},
		{"dpkg-deb -x a.deb out", false},
		{"unzip a.zip", false},
	}
	for _, tt := range tests {
		c := Read(tt.command)
		got := false
		for i := range c.Parts {
			got = got || c.Parts[i].TakesFileStream()
		}
		if got != tt.want {
			t.Errorf("%q: takes a file stream %v, want %v", tt.command, got, tt.want)
		}
	}
}
