package patterns

import "testing"

// TestFx10eTypedFamilies: the programs that run what is typed into them
// are read by family from one table (typed_programs.go), not only under
// the names a finding met (rt19i #5): editors (vim's restricted and
// Debian builds, vimtutor), multiplexers (zellij, tmate, abduco), REPLs
// (ts-node, jupyter console, lein repl, sbt, swift, a cloud's shell,
// bare openssl), database shells (pgcli, mycli, litecli), debuggers,
// TUIs whose keys kill or partition (top, htop, fdisk), gpg's key
// editor, commits that open an editor (hg, svn). Their neighbours that
// run only what the line holds are not.
func TestFx10eTypedFamilies(t *testing.T) {
	tests := []struct {
		command string
		want    bool
	}{
		{"rvim", true}, {"rview x", true}, {"rgvim", true}, {"vimtutor", true}, {"vim.tiny", true},
		{"vim.basic x", true}, {"gview x", true}, {"qemacs x", true},
		{"zellij", true}, {"zellij attach", true}, {"zellij -s w", true}, {"tmate", true}, {"tmate attach", true},
		{"abduco -A s bash", true}, {"dvtm", true}, {"script", true},
		{"ts-node", true}, {"tsx", true}, {"coffee", true}, {"jupyter console", true}, {"jupyter-console", true},
		{"lein repl", true}, {"boot repl", true}, {"sbt", true}, {"sbt console", true}, {"swift", true},
		{"swift repl", true}, {"dotnet fsi", true}, {"nix repl", true}, {"rebar3 shell", true}, {"flask shell", true},
		{"django-admin dbshell", true}, {"gcloud alpha interactive", true}, {"az interactive", true},
		{"bq shell", true}, {"aws --cli-auto-prompt", true}, {"aws ssm start-session --target i-1", true},
		{"openssl", true}, {"openssl s_client -connect h:443", true}, {"dc", true}, {"vd x.csv", true},
		{"pgcli", true}, {"pgcli db", true}, {"mycli db", true}, {"litecli x.db", true}, {"iredis", true},
		{"mssql-cli", true}, {"python3 -m ipdb x.py", true}, {"rr replay", true}, {"arm-none-eabi-gdb x.elf", true},
		{"cuda-gdb", true}, {"rizin x", true}, {"bashdb x.sh", true}, {"byebug", true},
		{"top", true}, {"htop", true}, {"btop", true}, {"k9s", true}, {"lazydocker", true}, {"ncdu /", true},
		{"aptitude", true}, {"fdisk /dev/sdb", true}, {"cfdisk", true}, {"parted /dev/sdb", true},
		{"sfdisk /dev/sdb", true}, {"gpg --edit-key x", true}, {"gpg2 --card-edit", true},
		{"hg commit", true}, {"svn ci", true}, {"hg histedit", true}, {"smbclient //h/s", true}, {"ncftp h", true},
		{"mosh host", true}, {"vagrant ssh", true}, {"lxc shell c", true}, {"kubectl debug -it p --image=x", true},
		{"microcom /dev/ttyS0", true},
		// Their neighbours.
		{"zellij ls", false}, {"zellij run -- make", false}, {"zellij action new-pane", false},
		{"tmate -S /tmp/s new-session -d", false},
		{"ts-node src/index.ts", false}, {"tsx x.ts", false}, {"ts-node -e 'console.log(1)'", false},
		{"coffee x.coffee", false}, {"lein test", false}, {"sbt compile", false}, {"swift build", false},
		{"swift x.swift", false}, {"jupyter notebook", false}, {"gcloud compute instances list", false},
		{"az vm list", false}, {"bq query 'select 1'", false}, {"aws s3 ls", false},
		{"openssl rand -hex 8", false}, {"openssl x509 -in c.pem -noout -text", false},
		{"mycli -e 'select 1' db", false}, {"litecli -e 'select 1' x.db", false},
		{"top -b -n 1", false}, {"ncdu -o out.json /", false}, {"aptitude install x", false},
		{"fdisk -l", false}, {"gdisk -l /dev/sdb", false}, {"parted -s /dev/sdb print", false},
		{"parted /dev/sdb print", false}, {"sfdisk -l /dev/sdb", false}, {"sfdisk --dump /dev/sdb", false},
		{"gpg --verify x.sig", false}, {"hg commit -m x", false}, {"svn commit -m x", false}, {"hg log", false},
		{"smbclient -L h", false}, {"mosh host -- ls", false}, {"vagrant ssh -c ls", false}, {"vagrant up", false},
		{"lxc list", false}, {"kubectl debug p --image=x", false}, {"rr record ./a.out", false},
		{"script -c make out.log", false}, {"dotnet build", false}, {"nix build", false},
		{"htop --version", false}, {"rvim --version", false}, {"echo x | pgcli", false},
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

// TestFx10eTypedTableFamilies: every entry of the table names one of
// the families, and its editors are the effects table's (an editor given
// a guarded file writes it).
func TestFx10eTypedTableFamilies(t *testing.T) {
	known := map[typedFamily]bool{famEditor: true, famOpensEditor: true, famPager: true, famMultiplexer: true,
		famREPL: true, famDebugger: true, famDatabase: true, famFiles: true, famNet: true, famConsole: true, famKeys: true}
	for name, e := range typedPrograms.get() {
		if !known[e.family] || e.check == nil {
			t.Errorf("%s: family %q, check set %v", name, e.family, e.check != nil)
		}
	}
	for _, ed := range append(typedEditors(), "rvim", "vim.tiny") {
		if doerTable.get()[ed] == nil {
			t.Errorf("%s: an editor the effects table does not read as writing its files", ed)
		}
	}
}
